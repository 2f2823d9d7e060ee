/** Module declarations for what webpack resolves: stylesheets and the generator's generated modules. */
declare module '*.css';
declare module '@generated/server-pages' {
  const pages: Record<string, import('./page.ts').PageModule>;
  export default pages;
}
declare module '@generated/code-languages' {
  const languages: import('./codeLanguages.ts').CodeLanguage[];
  export default languages;
}
declare module '@generated/search-warm-up' {
  const words: import('./types.ts').WarmUpWords | null;
  export default words;
}
declare module '@generated/site.json' {
  const site: import('./site.ts').SiteData;
  export default site;
}
/** Every doc of each docs version, for `useDocById` (only pages that import the docs plugin's client carry it). */
declare module '@generated/version-docs.json' {
  const docs: import('./types.ts').VersionDocs;
  export default docs;
}
/** js-yaml 3 (the YAML parser Docusaurus's front matter goes through): only what the generator calls. */
declare module 'js-yaml' {
  const yaml: { safeLoad(source: string): unknown };
  export default yaml;
}
/** The config's clientModules, each as its module namespace (its route hooks are named exports). */
declare module '@generated/client-modules.js' {
  const modules: import('./clientModule.ts').ClientModule[];
  export default modules;
}
/** The site's customCss style sheets, imported for their effect. */
declare module '@generated/site-styles.js';
