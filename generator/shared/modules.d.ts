/** Module declarations for what webpack resolves: stylesheets and the generator's generated modules. */
declare module '*.css';
declare module '@generated/server-pages' {
  const pages: Record<string, import('../client/registry.ts').PageModule>;
  export default pages;
}
declare module '@generated/site.json' {
  const site: import('./site.ts').SiteData;
  export default site;
}
