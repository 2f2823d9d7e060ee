/**
 * docusaurus.config.js → site.config.ts options. Used by `npm run import:docusaurus` (which writes the result to
 * a file) and by the config loader when a site has only a docusaurus.config.js (so it builds with no step at all).
 * Every option that has no equivalent is listed with the reason, never silently dropped.
 */
import type { SiteConfigInput } from './schema.ts';
import { convertBlogs, isBlogPlugin } from './docusaurusBlog.ts';
import { docs, pages } from './docusaurus/docsAndPages.ts';
import { navbar } from './docusaurus/navbar.ts';
import { anchorsOption, brokenOption, customCss, customFields, headAdditions, i18n, markdown, markdownLinksOption, redirects, stylesheets } from './docusaurus/siteOptions.ts';
import { announcementBar, codeBlocks, colorMode, docsSidebar, footer, keywords, tableOfContents } from './docusaurus/themeConfig.ts';
import { type Dict, isDict, pluginName, type Skip, str } from './docusaurus/values.ts';

export interface Unmapped {
  /** The option's path in docusaurus.config.js, e.g. `themeConfig.navbar.items[3]`. */
  option: string;
  reason: string;
}

export interface Conversion {
  config: SiteConfigInput;
  unmapped: Unmapped[];
}

const CLASSIC_PRESETS = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];
const DEFAULT_BOOSTS = { title: 5, content: 1, tags: 3, parentCategories: 2 };

/** Options that only matter to Docusaurus's own tooling (deployment, upgrades): nothing to map, nothing lost. */
const IGNORED_TOP = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future', 'baseUrlIssueBanner', 'noIndex']);

/** The whole conversion, part by part; `skip` is called in the order the options are read, so warnings keep it. */
function convert(raw: unknown, siteDir: string, skip: Skip): SiteConfigInput {
  if (!isDict(raw)) throw new Error('docusaurus.config.js must export a configuration object (module.exports = { … }).');
  const baseUrl = str(raw.baseUrl) ?? '/';
  const presetOptions = classicPreset(raw.presets, skip);
  const themeConfig = isDict(raw.themeConfig) ? raw.themeConfig : {};
  const docsOptions = isDict(presetOptions.docs) ? presetOptions.docs : {};
  if (presetOptions.docs === false) skip('presets.classic.docs', 'docs are disabled: the generator builds docs sites, so there would be nothing to build');
  const routeBasePath = (str(docsOptions.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');

  for (const key of Object.keys(raw)) {
    if (IGNORED_TOP.has(key) || KNOWN_TOP.has(key)) continue;
    skip(key, UNSUPPORTED_TOP[key] ?? 'not a Docusaurus option the generator knows');
  }
  for (const [i, plugin] of (Array.isArray(raw.plugins) ? raw.plugins : []).entries()) {
    if (isBlogPlugin(plugin)) continue;
    if (pluginName(plugin) === '"@docusaurus/plugin-client-redirects"') continue;
    skip(`plugins[${i}]`, `plugin ${pluginName(plugin)} is not run: Docusaurus plugins need Docusaurus's plugin API`);
  }
  for (const [i, theme] of (Array.isArray(raw.themes) ? raw.themes : []).entries()) {
    // Docusaurus's Mermaid theme: the generator's own @theme/Mermaid draws the diagrams.
    if (pluginName(theme) === '"@docusaurus/theme-mermaid"') continue;
    skip(`themes[${i}]`, `theme ${pluginName(theme)} is not loaded: put component overrides in src/theme/ instead`);
  }

  const config: SiteConfigInput = {
    title: str(raw.title) ?? 'Documentation',
    tagline: str(raw.tagline) ?? '',
    url: str(raw.url) ?? 'https://example.com',
    baseUrl,
    ...(typeof raw.trailingSlash === 'boolean' ? { trailingSlash: raw.trailingSlash } : {}),
    ...(str(raw.favicon) ? { favicon: str(raw.favicon)!.replace(/^\//, '') } : {}),
    ...(str(raw.titleDelimiter) ? { titleDelimiter: str(raw.titleDelimiter) } : {}),
    ...customFields(raw.customFields, skip),
    ...redirects(raw.plugins, skip),
    ...headAdditions(raw, siteDir, skip),
    i18n: i18n(raw.i18n, skip),
    onBrokenLinks: brokenOption(raw.onBrokenLinks, 'onBrokenLinks', skip) ?? 'throw',
    onBrokenAnchors: anchorsOption(raw.onBrokenAnchors),
    ...markdownLinksOption(raw, skip),
    ...(str(themeConfig.image) ? { image: str(themeConfig.image) } : {}),
    markdown: markdown(raw.markdown, skip),
    ...stylesheets(raw.stylesheets, skip),
    keywords: keywords(themeConfig.metadata, skip),
    keywordsByPath: {},
    ...(announcementBar(themeConfig.announcementBar) ?? {}),
    colorMode: colorMode(themeConfig.colorMode),
    navbar: navbar(themeConfig.navbar, baseUrl, raw.i18n, skip),
    footer: footer(themeConfig.footer, baseUrl, skip),
    docs: { ...docs(docsOptions, routeBasePath, siteDir, skip), ...docsSidebar(themeConfig.docs, skip) },
    ...pages(presetOptions.pages, skip),
    search: { boosts: DEFAULT_BOOSTS },
    blog: convertBlogs(presetOptions.blog, raw.plugins, themeConfig.blog, siteDir, skip),
    ...tableOfContents(themeConfig.tableOfContents),
    ...codeBlocks(themeConfig.prism, skip),
    ...customCss(presetOptions.theme, skip),
  };
  for (const key of Object.keys(themeConfig)) {
    if (!KNOWN_THEME.has(key)) skip(`themeConfig.${key}`, UNSUPPORTED_THEME[key] ?? "no equivalent in the generator's theme");
  }
  return config;
}

export function classicPreset(presets: unknown, skip: Skip): Dict {
  const list = Array.isArray(presets) ? presets : [];
  let options: Dict = {};
  list.forEach((preset, i) => {
    const [name, opts] = Array.isArray(preset) ? [preset[0], preset[1]] : [preset, undefined];
    if (typeof name === 'string' && (CLASSIC_PRESETS.includes(name) || /preset-classic/.test(name))) {
      options = isDict(opts) ? opts : {};
      for (const key of Object.keys(options)) {
        if (key === 'docs') continue;
        // The blog's options are converted by convertBlogs.
        if (key === 'blog') continue;
        if (key === 'pages' && options.pages !== false) continue;
        if (key === 'theme') {
          const theme = isDict(options.theme) ? options.theme : {};
          for (const option of Object.keys(theme)) if (option !== 'customCss') skip(`presets.classic.theme.${option}`, 'no equivalent in the generator');
          continue;
        }
        skip(`presets.classic.${key}`, UNSUPPORTED_PRESET[key] ?? 'no equivalent in the generator');
      }
    } else {
      skip(`presets[${i}]`, `preset ${pluginName(name)} is not run: only the classic preset's docs are built`);
    }
  });
  return options;
}

const KNOWN_TOP = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'titleDelimiter',
  'customFields',
  'clientModules',
  'scripts',
  'headTags',
  'i18n',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'markdown',
  'presets',
  'themeConfig',
  'plugins',
  'themes',
  'stylesheets',
]);
const KNOWN_THEME = new Set(['image', 'metadata', 'announcementBar', 'colorMode', 'navbar', 'footer', 'tableOfContents', 'prism', 'docs', 'blog']);

const UNSUPPORTED_TOP: Record<string, string> = {
  staticDirectories: 'only static/ is copied',
  ssrTemplate: "the HTML template is the generator's own",
  webpack: "webpack options are the generator's own",
  onDuplicateRoutes: 'duplicate routes are always an error',
};
const UNSUPPORTED_PRESET: Record<string, string> = {
  pages: 'the pages plugin options are not used: src/pages/ is always built',
  sitemap: 'sitemap.xml is always written (unlisted and draft pages left out)',
  gtag: 'Google Analytics is not added: no third-party request by default (see search.analytics)',
  googleAnalytics: 'Google Analytics is not added: no third-party request by default',
  googleTagManager: 'Google Tag Manager is not added: no third-party request by default',
  svgr: "SVG imports are React components made with Docusaurus's default SVGR options; svgrConfig is not used",
  debug: 'no debug plugin',
};
const UNSUPPORTED_THEME: Record<string, string> = {
  algolia: 'the built-in local search replaces Algolia DocSearch',
  liveCodeBlock: 'live code blocks are not supported',
  zoom: 'image zoom is not supported',
};

export function convertDocusaurusConfig(raw: unknown, siteDir: string): Conversion {
  const unmapped: Unmapped[] = [];
  const config = convert(raw, siteDir, (option, reason) => {
    unmapped.push({ option, reason });
  });
  return { config, unmapped };
}
