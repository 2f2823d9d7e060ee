/** The schema of site.config.ts. Strict objects: an unknown or mistyped option is an error naming its path. */
import { z } from 'zod';
import { blogSchema } from './blog.ts';
import { GLOB_EXCLUDE_DEFAULT } from './globs.ts';
import { markdownPluginOptions } from './markdownPlugins.ts';

export type { CodeLanguage } from '../../shared/codeLanguages.ts';
export type { WarmUpWords } from '../../shared/types.ts';

const link = z.strictObject({ label: z.string().min(1), href: z.string().min(1) });

const position = z.enum(['left', 'right']);
/** Docusaurus's link options: `activeBaseRegex` (the item is active when the page's path matches) or `activeBasePath` (a prefix). */
const linkActive = {
  className: z.string().optional(),
  ariaLabel: z.string().min(1).optional(),
  activeBaseRegex: z.string().min(1).optional(),
  activeBasePath: z.string().min(1).optional(),
};
// Without a label, a docSidebar item is labelled by the sidebar's first doc, a doc item by the doc's title.
const docSidebarItem = { type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string().min(1).optional(), className: z.string().optional() };
const docItem = { type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1).optional(), className: z.string().optional() };
const linkItem = { type: z.literal('link'), href: z.string().min(1), label: z.string().min(1), ...linkActive };
/** Raw HTML (Docusaurus's `type: 'html'` item), written as it is. */
const htmlItem = { type: z.literal('html'), value: z.string(), className: z.string().optional() };

/** An entry of a dropdown: a link, a doc, a sidebar's first doc, or HTML. */
const dropdownEntry = z.discriminatedUnion('type', [z.strictObject(docSidebarItem), z.strictObject(docItem), z.strictObject(linkItem), z.strictObject(htmlItem)]);

const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({ ...docSidebarItem, position: position.default('left') }),
  z.strictObject({ ...docItem, position: position.default('left') }),
  z.strictObject({ ...linkItem, position: position.default('left') }),
  z.strictObject({ ...htmlItem, position: position.default('left') }),
  z.strictObject({ type: z.literal('dropdown'), label: z.string().min(1), items: z.array(dropdownEntry), className: z.string().optional(), position: position.default('left') }),
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position: position.default('right'),
    /** Links listed before and after the versions (Docusaurus's `dropdownItemsBefore` / `dropdownItemsAfter`). */
    dropdownItemsBefore: z.array(link).default([]),
    dropdownItemsAfter: z.array(link).default([]),
  }),
  z.strictObject({ type: z.literal('localeDropdown'), position: position.default('right') }),
  z.strictObject({ type: z.literal('search'), position: position.default('right') }),
]);

const versionOptions = z.strictObject({
  label: z.string().min(1),
  path: z.string(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).default('none'),
  /** "Version: <label>" above each doc of the version (Docusaurus's `badge`). */
  badge: z.boolean().default(false),
});

/** What an `editUrl` function receives, as in Docusaurus. */
export interface EditUrlParams {
  version: string;
  /** The version's docs folder, relative to the site: `docs`, `versioned_docs/version-1.0.0`. */
  versionDocsDirPath: string;
  /** The doc's file, relative to that folder. */
  docPath: string;
  permalink: string;
  locale: string;
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

/**
 * A magic comment (Docusaurus's `themeConfig.prism.magicComments`): `// <line>` marks the next line, `// <start>` …
 * `// <end>` a block; the comment lines are removed and the marked lines get `className`.
 */
const magicComment = z.strictObject({
  className: z.string().min(1),
  line: z.string().min(1).optional(),
  block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
});

/** Docusaurus's `markdown.preprocessor`. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;
/** Docusaurus's `markdown.parseFrontMatter`. */
export type ParseFrontMatter = (args: {
  filePath: string;
  fileContent: string;
  defaultParseFrontMatter: (args: { filePath: string; fileContent: string }) => Promise<{ frontMatter: Record<string, unknown>; content: string }>;
}) => Promise<{ frontMatter: Record<string, unknown>; content: string }> | { frontMatter: Record<string, unknown>; content: string };

/** The default magic comment: Docusaurus's `highlight-next-line` / `highlight-start` / `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS = [{ className: 'code-line--highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

const headingLevel = z.number().int().min(2).max(6);

/** A prism-react-renderer theme object (`themes.github`), or a site's own of the same shape. */
const prismTheme = z.object({
  plain: z.record(z.string(), z.union([z.string(), z.number()])),
  styles: z.array(z.object({ types: z.array(z.string()), style: z.record(z.string(), z.union([z.string(), z.number()])), languages: z.array(z.string()).optional() })),
});
export type PrismTheme = z.output<typeof prismTheme>;

/** Docusaurus's pages plugin's default `exclude`: partials, tests and their folders are never pages. */
export const DEFAULT_PAGE_EXCLUDES = GLOB_EXCLUDE_DEFAULT;

/** The sidebars file a site gets when its configuration names none. */
export const DEFAULT_SIDEBAR_PATH = 'sidebars.ts';

/** A `createRedirects` function (Docusaurus's client-redirects plugin): the paths that redirect to an existing path. */
export type CreateRedirectsFunction = (existingPath: string) => string | string[] | null | undefined;

/** An attribute of a head tag or script: `true` writes it bare-valued (`defer="defer"`), `false` leaves it out. */
const tagAttributes = z.record(z.string(), z.union([z.string(), z.boolean()]));

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string(),
  url: z.url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"'),
  /**
   * Docusaurus's `trailingSlash`: false, routes without a slash in files `x.html`; true, routes and links with a
   * slash, files `x/index.html`; unset, links as written and files `x/index.html` (a host answers `/x` and `/x/`).
   */
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  /**
   * Redirect pages (Docusaurus's `@docusaurus/plugin-client-redirects`): an HTML page at each `from` path (relative to
   * the base URL) that sends the reader to `to`. `createRedirects(path)` gives, for each existing path, the paths that
   * redirect to it. A `from` that is a page of the site is left out, with a warning.
   */
  redirects: z
    .strictObject({
      redirects: z.array(z.strictObject({ from: z.union([z.string().regex(/^\//), z.array(z.string().regex(/^\//)).min(1)]), to: z.string().min(1) })).default([]),
      createRedirects: z.custom<CreateRedirectsFunction>((value) => typeof value === 'function', 'must be a function').optional(),
    })
    .optional(),
  /** Modules run in the browser before the first page renders, with their `onRouteUpdate` / `onRouteDidUpdate` hooks. Paths from the site's folder. */
  clientModules: z.array(z.string().min(1)).default([]),
  /** `<script>` tags in every page's head: a URL, or `{ src, …attributes }` (Docusaurus's `scripts`). */
  scripts: z
    .array(z.union([z.string().min(1), tagAttributes.refine((script) => typeof script.src === 'string' && script.src.length > 0, 'a script object needs a src')]))
    .default([]),
  /** Tags in every page's head (Docusaurus's `headTags`): `{ tagName, attributes, innerHTML? }`. */
  headTags: z.array(z.strictObject({ tagName: z.string().regex(/^[a-z][a-z0-9-]*$/), attributes: tagAttributes.default({}), innerHTML: z.string().optional() })).default([]),
  /** Data of the site's own, read by components through `useDocusaurusContext().siteConfig.customFields` (JSON values). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Between a page's title and the site's in `<title>`: `Page | Site`, as Docusaurus's `titleDelimiter`. */
  titleDelimiter: z.string().min(1).default('|'),
  i18n: z.strictObject({
    defaultLocale: z.string().min(2),
    locales: z.array(z.string().min(2)).min(1),
    localeLabels: z.record(z.string(), z.string()).default({}),
  }),
  onBrokenLinks: z.enum(['throw', 'warn']).default('throw'),
  /** Links to a `.md`/`.mdx` file that does not exist; unset, they follow onBrokenLinks. */
  onBrokenMarkdownLinks: z.enum(['throw', 'warn', 'ignore']).optional(),
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** Default Open Graph image of every page (a path below static/ or a URL); a doc's `image` front matter replaces it. */
  image: z.string().min(1).optional(),
  /** Docusaurus's `markdown` options. */
  markdown: z
    .strictObject({
      /** `mdx`: every file is MDX; `md`: every file is CommonMark; `detect`: `.md` is CommonMark, `.mdx` is MDX. */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      mdx1Compat: z
        .strictObject({
          /** `<!-- comments -->` in MDX. */
          comments: z.boolean().default(true),
          /** `:::tip Title` (the title after the type). */
          admonitions: z.boolean().default(true),
          /** `## Title {#custom-id}`. */
          headingIds: z.boolean().default(true),
        })
        .prefault({}),
      /** Options of remark-rehype (the Markdown → HTML step), as Docusaurus passes them to MDX: e.g. `footnoteLabel`. */
      remarkRehypeOptions: z.record(z.string(), z.unknown()).optional(),
      /**
       * `({ filePath, fileContent }) => string`: runs on every Markdown file's text (front matter included) before it
       * compiles, as Docusaurus's `markdown.preprocessor`.
       */
      preprocessor: z.custom<MarkdownPreprocessor>((value) => typeof value === 'function', 'must be a function').optional(),
      /**
       * `async ({ filePath, fileContent, defaultParseFrontMatter }) => ({ frontMatter, content })`: reads every
       * Markdown file's front matter in place of the YAML parser, as Docusaurus's `markdown.parseFrontMatter`.
       */
      parseFrontMatter: z.custom<ParseFrontMatter>((value) => typeof value === 'function', 'must be a function').optional(),
      /** ```mermaid code blocks are diagrams (drawn in the browser by the `mermaid` package, which the site installs). */
      mermaid: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * Style sheets linked from every page's head, before the site's own CSS (Docusaurus's `stylesheets`): a URL, or
   * the attributes of the `<link>` (`href` and any other, e.g. `integrity`, `crossorigin`).
   */
  stylesheets: z.array(z.union([z.string().min(1), z.looseObject({ href: z.string().min(1) }).catchall(z.union([z.string(), z.boolean()]))])).default([]),
  /** Docusaurus's `themeConfig.tableOfContents`: the heading levels of every page's TOC (front matter may narrow them). */
  tableOfContents: z
    .strictObject({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
    .prefault({})
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel'),
  codeBlocks: z
    .strictObject({
      /** Replaces the default (`highlight-next-line`, `highlight-start`/`highlight-end`); `{1,3-5}` uses the first one's class. */
      magicComments: z.array(magicComment).default(DEFAULT_MAGIC_COMMENTS),
      /**
       * Languages Prism lacks (Docusaurus's `themeConfig.prism.additionalLanguages`, with the grammar in the site):
       * modules of the site, paths from its folder, each exporting a CodeLanguage as its default. Read as absolute paths.
       */
      additionalLanguages: z.array(z.string().min(1)).default([]),
      /** Languages of the prismjs package by id (`java`, `php`): Docusaurus's `prism.additionalLanguages` as written. */
      prismLanguages: z.array(z.string().min(1)).default([]),
      /**
       * Docusaurus's `prism.theme` and `prism.darkTheme`: the code blocks' token colours in each colour mode (the dark
       * one defaults to `theme`); unset, prism-react-renderer's palenight in both modes, Docusaurus's default
       * (bundle/prismTheme.ts). The theme has no token colours of its own.
       */
      theme: prismTheme.optional(),
      darkTheme: prismTheme.optional(),
    })
    .prefault({}),
  /**
   * The site's style sheets (Docusaurus's classic preset `theme.customCss`): a path or a list, from the site's folder,
   * loaded on every page after the theme's, in order. Read as absolute paths.
   */
  customCss: z
    .union([z.string().min(1), z.array(z.string().min(1))])
    .default([])
    .transform((value) => (typeof value === 'string' ? [value] : value)),
  keywords: z.array(z.string()),
  /** Topic keywords added to pages whose path (below the docs root of any version) starts with the key. */
  keywordsByPath: z.record(z.string().regex(/^\//, 'keys start with "/"'), z.array(z.string())),
  /**
   * The bar above the navbar, on every page. `content` is HTML, as Docusaurus's; with `href`, all of it is a link to
   * there. `showOnArchivedVersions: false` leaves it off the pages of versions older than the latest.
   */
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      href: z.string().optional(),
      dismissible: z.boolean().default(true),
      backgroundColor: z.string().min(1).optional(),
      textColor: z.string().min(1).optional(),
      showOnArchivedVersions: z.boolean().default(true),
    })
    .optional(),
  colorMode: z.strictObject({
    defaultMode: z.enum(['light', 'dark']).default('light'),
    respectPrefersColorScheme: z.boolean().default(true),
    /** No colour mode switch in the navbar (Docusaurus's `disableSwitch`): the site stays in its default mode, a stored choice forgotten. */
    disableSwitch: z.boolean().default(false),
  }),
  navbar: z.strictObject({
    title: z.string(),
    /**
     * `srcDark`: the logo in dark mode. Unsized, the logo is 28×28; given a `width` or `height`, it is drawn as
     * Docusaurus draws it: 2rem high (Infima's, whatever the `height`), `width` wide (or as its aspect ratio says).
     */
    logo: z
      .strictObject({
        src: z.string(),
        alt: z.string(),
        srcDark: z.string().optional(),
        width: z.union([z.number(), z.string()]).optional(),
        height: z.union([z.number(), z.string()]).optional(),
      })
      .optional(),
    hideOnScroll: z.boolean().default(false),
    /**
     * Docusaurus's `navbar.style`: 'dark' or 'primary' (the primary colour) keeps the bar so in both colour modes
     * (Infima's `navbar--dark` / `navbar--primary`); unset, the bar follows the colour mode.
     */
    style: z.enum(['dark', 'primary']).optional(),
    items: z.array(navbarItem),
  }),
  footer: z.strictObject({
    /**
     * Docusaurus's `footer.style`: 'dark' (Docusaurus's dark footer, Infima's colours, in both colour modes) or 'light'
     * (it follows the colour mode). Unset, the theme's own dark footer.
     */
    style: z.enum(['dark', 'light']).optional(),
    /** Columns of links; an item may be raw HTML (`{ html }`, Docusaurus's footer HTML item), written as it is. */
    links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(z.union([link, z.strictObject({ html: z.string().min(1) })])).min(1) })),
    /** HTML, as Docusaurus's: entities and markup are rendered, not shown. */
    copyright: z.string(),
  }),
  docs: z.strictObject({
    path: z.string().default('docs'),
    /**
     * The sidebars file (.ts, .js, .mjs, .cjs or .json). The default, sidebars.ts, may also be sidebars.js, .mjs, .cjs
     * or .json; with none of them, one sidebar is generated from the docs folder (as Docusaurus does). false: no sidebars.
     */
    sidebarPath: z.union([z.string().min(1), z.literal(false)]).default(DEFAULT_SIDEBAR_PATH),
    lastVersion: z.string().default('current'),
    /** URL path of the docs below baseUrl: '' serves them at the root (Docusaurus's routeBasePath: '/'). */
    routeBasePath: z.string().default(''),
    versions: z.record(z.string(), versionOptions),
    /** Build only these versions (names as in versions.json, `current` for docs/); unset, all of them. */
    onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
    /** false: docs/ (the current version) is not built, only the versions of versions.json. */
    includeCurrentVersion: z.boolean().default(true),
    /**
     * "Edit this page" links: a base URL the doc's path (from the site folder) is appended to, or a function of
     * { version, versionDocsDirPath, docPath, permalink, locale }. A doc's `custom_edit_url` replaces it.
     */
    editUrl: z.union([z.string().min(1), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'must be a string or a function')]).optional(),
    /** Archived versions link to the current docs' file instead of their own copy. */
    editCurrentVersion: z.boolean().default(false),
    /** "Last updated on <date>" from git (or the `last_update` front matter). */
    showLastUpdateTime: z.boolean().default(false),
    /** "… by <author>" from git (or the `last_update` front matter). */
    showLastUpdateAuthor: z.boolean().default(false),
    /** Categories of generated sidebars: collapsible, and collapsed at first, unless an item says otherwise. */
    sidebarCollapsible: z.boolean().default(true),
    sidebarCollapsed: z.boolean().default(true),
    /** Strip number prefixes (`01-intro.md` → `intro`) from doc ids, URLs and generated sidebars. */
    numberPrefixes: z.boolean().default(true),
    /**
     * Docusaurus's `themeConfig.docs.sidebar`: `hideable` adds a button that folds the sidebar away (desktop);
     * `autoCollapseCategories` collapses a category's siblings when it is expanded.
     */
    sidebar: z.strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) }).prefault({}),
    /** The site's own Markdown plugins for the docs (config/markdownPlugins.ts). */
    ...markdownPluginOptions,
  }),
  /** Docusaurus's blog plugin: one blog, several (each with its own id), or none. See config/blog.ts. */
  blog: blogSchema,
  /** Docusaurus's pages plugin: `src/pages/**` files matching one of `exclude` (globs, relative to src/pages) are not pages. */
  pages: z.strictObject({ exclude: z.array(z.string().min(1)).optional(), ...markdownPluginOptions }).optional(),
  search: z.strictObject({
    maxResults: z.number().int().min(1).max(50).default(8),
    indexParentCategories: z.boolean().default(true),
    boosts: z.strictObject({
      title: z.number().positive(),
      content: z.number().positive(),
      tags: z.number().positive(),
      parentCategories: z.number().positive(),
    }),
    /**
     * A module of the site (path from its folder, read as an absolute path) whose default export is the search
     * worker's warm-up words (WarmUpWords: a tiny index and queries in the site's vocabulary); unset: the generator's.
     */
    warmUp: z.string().min(1).optional(),
    /** Optional analytics hook; off unless an endpoint is given. No third-party request by default. */
    analytics: z.strictObject({ endpoint: z.string().min(1), debounceMs: z.number().int().positive().default(400), maxIds: z.number().int().positive().default(20) }).optional(),
  }),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** For authors: gives site.config.ts type checking without importing zod there. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
