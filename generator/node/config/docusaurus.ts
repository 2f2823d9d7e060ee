/**
 * docusaurus.config.js → site.config.ts options. Used by `npm run import:docusaurus` (which writes the result to
 * a file) and by the config loader when a site has only a docusaurus.config.js (so it builds with no step at all).
 * Every option that has no equivalent is listed with the reason, never silently dropped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfigInput } from './schema.ts';
import { convertBlogs, isBlogPlugin, MARKDOWN_OPTIONS_NOT_RUN } from './docusaurusBlog.ts';
import { PLUGIN_OPTIONS, type MarkdownPlugin, type PluginOption } from './markdownPlugins.ts';

export interface Unmapped {
  /** The option's path in docusaurus.config.js, e.g. `themeConfig.navbar.items[3]`. */
  option: string;
  reason: string;
}

export interface Conversion {
  config: SiteConfigInput;
  unmapped: Unmapped[];
}

type Dict = Record<string, unknown>;
type NavbarEntry = Extract<SiteConfigInput['navbar']['items'][number], { type: 'dropdown' }>['items'][number];
type FooterItem = SiteConfigInput['footer']['links'][number]['items'][number];

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

const CLASSIC_PRESETS = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];
const DEFAULT_BOOSTS = { title: 5, content: 1, tags: 3, parentCategories: 2 };

/** Options that only matter to Docusaurus's own tooling (deployment, upgrades): nothing to map, nothing lost. */
const IGNORED_TOP = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future', 'baseUrlIssueBanner', 'noIndex']);

class Converter {
  readonly unmapped: Unmapped[] = [];
  constructor(private readonly siteDir: string) {}

  skip(option: string, reason: string) {
    this.unmapped.push({ option, reason });
  }

  convert(raw: unknown): SiteConfigInput {
    if (!isDict(raw)) throw new Error('docusaurus.config.js must export a configuration object (module.exports = { … }).');
    const baseUrl = str(raw.baseUrl) ?? '/';
    const presetOptions = this.classicPreset(raw.presets);
    const themeConfig = isDict(raw.themeConfig) ? raw.themeConfig : {};
    const docsOptions = isDict(presetOptions.docs) ? presetOptions.docs : {};
    if (presetOptions.docs === false) this.skip('presets.classic.docs', 'docs are disabled: the generator builds docs sites, so there would be nothing to build');
    const routeBasePath = (str(docsOptions.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');

    for (const key of Object.keys(raw)) {
      if (IGNORED_TOP.has(key) || KNOWN_TOP.has(key)) continue;
      this.skip(key, UNSUPPORTED_TOP[key] ?? 'not a Docusaurus option the generator knows');
    }
    for (const [i, plugin] of (Array.isArray(raw.plugins) ? raw.plugins : []).entries()) {
      if (isBlogPlugin(plugin)) continue;
      if (pluginName(plugin) === '"@docusaurus/plugin-client-redirects"') continue;
      this.skip(`plugins[${i}]`, `plugin ${pluginName(plugin)} is not run: Docusaurus plugins need Docusaurus's plugin API`);
    }
    for (const [i, theme] of (Array.isArray(raw.themes) ? raw.themes : []).entries()) {
      // Docusaurus's Mermaid theme: the generator's own @theme/Mermaid draws the diagrams.
      if (pluginName(theme) === '"@docusaurus/theme-mermaid"') continue;
      this.skip(`themes[${i}]`, `theme ${pluginName(theme)} is not loaded: put component overrides in src/theme/ instead`);
    }

    const config: SiteConfigInput = {
      title: str(raw.title) ?? 'Documentation',
      tagline: str(raw.tagline) ?? '',
      url: str(raw.url) ?? 'https://example.com',
      baseUrl,
      ...(typeof raw.trailingSlash === 'boolean' ? { trailingSlash: raw.trailingSlash } : {}),
      ...(str(raw.favicon) ? { favicon: str(raw.favicon)!.replace(/^\//, '') } : {}),
      ...(str(raw.titleDelimiter) ? { titleDelimiter: str(raw.titleDelimiter) } : {}),
      ...this.customFields(raw.customFields),
      ...this.redirects(raw.plugins),
      ...this.headAdditions(raw),
      i18n: this.i18n(raw.i18n),
      onBrokenLinks: this.brokenOption(raw.onBrokenLinks, 'onBrokenLinks') ?? 'throw',
      onBrokenAnchors: this.anchorsOption(raw.onBrokenAnchors),
      ...this.markdownLinksOption(raw),
      ...(str(themeConfig.image) ? { image: str(themeConfig.image) } : {}),
      markdown: this.markdown(raw.markdown),
      ...this.stylesheets(raw.stylesheets),
      keywords: this.keywords(themeConfig.metadata),
      keywordsByPath: {},
      ...(this.announcementBar(themeConfig.announcementBar) ?? {}),
      colorMode: this.colorMode(themeConfig.colorMode),
      navbar: this.navbar(themeConfig.navbar, baseUrl, raw.i18n),
      footer: this.footer(themeConfig.footer, baseUrl),
      docs: { ...this.docs(docsOptions, routeBasePath), ...this.docsSidebar(themeConfig.docs) },
      ...this.pages(presetOptions.pages),
      search: { boosts: DEFAULT_BOOSTS },
      blog: convertBlogs(presetOptions.blog, raw.plugins, this.siteDir, (option, reason) => this.skip(option, reason)),
      ...this.tableOfContents(themeConfig.tableOfContents),
      ...this.codeBlocks(themeConfig.prism),
      ...this.customCss(presetOptions.theme),
    };
    for (const key of Object.keys(themeConfig)) {
      if (!KNOWN_THEME.has(key)) this.skip(`themeConfig.${key}`, UNSUPPORTED_THEME[key] ?? "no equivalent in the generator's theme");
    }
    return config;
  }

  classicPreset(presets: unknown): Dict {
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
            for (const option of Object.keys(theme)) if (option !== 'customCss') this.skip(`presets.classic.theme.${option}`, 'no equivalent in the generator');
            continue;
          }
          this.skip(`presets.classic.${key}`, UNSUPPORTED_PRESET[key] ?? 'no equivalent in the generator');
        }
      } else {
        this.skip(`presets[${i}]`, `preset ${pluginName(name)} is not run: only the classic preset's docs are built`);
      }
    });
    return options;
  }

  /** `@docusaurus/plugin-client-redirects`: its `redirects` and `createRedirects` (a function, kept as it is). */
  redirects(plugins: unknown): Pick<SiteConfigInput, 'redirects'> {
    const list = Array.isArray(plugins) ? plugins : [];
    const i = list.findIndex((p) => pluginName(p) === '"@docusaurus/plugin-client-redirects"');
    if (i < 0) return {};
    const options = Array.isArray(list[i]) && isDict(list[i][1]) ? (list[i][1] as Dict) : {};
    for (const key of Object.keys(options)) {
      if (key === 'redirects' || key === 'createRedirects') continue;
      const empty = Array.isArray(options[key]) && (options[key] as unknown[]).length === 0;
      if (!empty) this.skip(`plugins[${i}].${key}`, key === 'id' ? 'one redirects plugin is run' : 'not supported: only redirects and createRedirects are');
    }
    const redirects = (Array.isArray(options.redirects) ? options.redirects : []).flatMap((r, j) => {
      if (isDict(r) && (typeof r.from === 'string' || Array.isArray(r.from)) && typeof r.to === 'string') return [{ from: r.from as string | string[], to: r.to }];
      this.skip(`plugins[${i}].redirects[${j}]`, 'a redirect needs from (a path or a list) and to');
      return [];
    });
    const create = typeof options.createRedirects === 'function' ? { createRedirects: options.createRedirects as (path: string) => string[] | string | undefined } : {};
    return { redirects: { redirects, ...create } };
  }

  /** `clientModules`, `scripts` and `headTags`, as written (Docusaurus writes them into every page too). */
  headAdditions(raw: Dict): Pick<SiteConfigInput, 'clientModules' | 'scripts' | 'headTags'> {
    const clientModules = Array.isArray(raw.clientModules) ? raw.clientModules.filter((m): m is string => typeof m === 'string') : [];
    if (Array.isArray(raw.clientModules) && clientModules.length !== raw.clientModules.length) this.skip('clientModules', 'only module paths (strings) are used');
    const scripts = (Array.isArray(raw.scripts) ? raw.scripts : []).filter((s): s is string | Dict => typeof s === 'string' || isDict(s));
    const headTags = (Array.isArray(raw.headTags) ? raw.headTags : []).filter(isDict);
    return {
      ...(clientModules.length ? { clientModules: clientModules.map((m) => (m.startsWith(this.siteDir) ? `./${relativeToSite(this.siteDir, m)}` : m)) } : {}),
      ...(scripts.length ? { scripts: scripts as SiteConfigInput['scripts'] } : {}),
      ...(headTags.length ? { headTags: headTags as SiteConfigInput['headTags'] } : {}),
    };
  }

  /** `customFields` reach the browser as JSON, as Docusaurus's do: a function or a class instance in them cannot. */
  customFields(raw: unknown): Pick<SiteConfigInput, 'customFields'> {
    if (!isDict(raw)) return {};
    const fields: Dict = {};
    for (const [key, value] of Object.entries(raw)) {
      try {
        const json = JSON.stringify(value);
        if (json === undefined) throw new Error('not JSON');
        fields[key] = JSON.parse(json);
      } catch {
        this.skip(`customFields.${key}`, 'not a JSON value: custom fields are written into the pages as JSON');
      }
    }
    return { customFields: fields };
  }

  /** The classic preset's `theme.customCss`: a path or a list (often `require.resolve('./src/css/custom.css')`). */
  customCss(theme: unknown): Pick<SiteConfigInput, 'customCss'> {
    const raw = isDict(theme) ? theme.customCss : undefined;
    const list = (Array.isArray(raw) ? raw : [raw]).filter((path): path is string => typeof path === 'string' && path.length > 0);
    if (raw !== undefined && list.length !== (Array.isArray(raw) ? raw.length : 1)) this.skip('presets.classic.theme.customCss', 'only paths (strings) are used');
    return list.length ? { customCss: list } : {};
  }

  i18n(raw: unknown): SiteConfigInput['i18n'] {
    const i18n = isDict(raw) ? raw : {};
    const defaultLocale = str(i18n.defaultLocale) ?? 'en';
    const locales = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [defaultLocale];
    if (locales.some((l) => l !== defaultLocale)) this.skip('i18n.locales', `only the default locale "${defaultLocale}" is built: translations in i18n/ are not`);
    const labels: Record<string, string> = {};
    if (isDict(i18n.localeConfigs)) {
      for (const [locale, c] of Object.entries(i18n.localeConfigs)) if (isDict(c) && str(c.label)) labels[locale] = str(c.label)!;
    }
    return { defaultLocale, locales: [defaultLocale], localeLabels: labels };
  }

  brokenOption(raw: unknown, option: string): 'throw' | 'warn' | undefined {
    if (raw === undefined) return undefined;
    if (raw === 'throw' || raw === 'warn') return raw;
    if (raw === 'log' || raw === 'ignore') {
      this.skip(option, `"${raw}" becomes "warn": broken links are always reported`);
      return 'warn';
    }
    this.skip(option, `unknown value ${JSON.stringify(raw)}`);
    return undefined;
  }

  anchorsOption(raw: unknown): 'throw' | 'warn' | 'ignore' {
    if (raw === 'throw' || raw === 'warn' || raw === 'ignore') return raw;
    if (raw === 'log') return 'warn';
    return 'warn';
  }

  markdownLinksOption(raw: Dict): Pick<SiteConfigInput, 'onBrokenMarkdownLinks'> {
    const hooks = isDict(raw.markdown) && isDict(raw.markdown.hooks) ? raw.markdown.hooks : {};
    const value = hooks.onBrokenMarkdownLinks ?? raw.onBrokenMarkdownLinks;
    if (value === undefined) return {};
    if (typeof value === 'function') {
      this.skip('markdown.hooks.onBrokenMarkdownLinks', 'a function cannot be mapped: broken file links are reported as warnings');
      return { onBrokenMarkdownLinks: 'warn' };
    }
    return { onBrokenMarkdownLinks: value === 'throw' ? 'throw' : value === 'ignore' ? 'ignore' : 'warn' };
  }

  /** `stylesheets`: URLs or `<link>` attributes, as they are (the schema checks them). */
  stylesheets(raw: unknown): Pick<SiteConfigInput, 'stylesheets'> {
    if (!Array.isArray(raw)) return {};
    const kept = raw.filter((s) => (typeof s === 'string' && s) || (isDict(s) && str(s.href)));
    if (kept.length !== raw.length) this.skip('stylesheets', 'entries that are neither a URL nor an object with an href are left out');
    return { stylesheets: kept as NonNullable<SiteConfigInput['stylesheets']> };
  }

  markdown(raw: unknown): SiteConfigInput['markdown'] {
    const markdown = isDict(raw) ? raw : {};
    const compat = isDict(markdown.mdx1Compat) ? markdown.mdx1Compat : {};
    for (const key of Object.keys(markdown)) {
      if (MARKDOWN_PASSED.includes(key)) continue;
      if (key === 'hooks') {
        const hooks = isDict(markdown.hooks) ? markdown.hooks : {};
        for (const hook of Object.keys(hooks)) if (hook !== 'onBrokenMarkdownLinks') this.skip(`markdown.hooks.${hook}`, 'not supported');
        continue;
      }
      this.skip(`markdown.${key}`, UNSUPPORTED_MARKDOWN[key] ?? 'not supported');
    }
    const format = markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx';
    return {
      format,
      ...(typeof markdown.mermaid === 'boolean' ? { mermaid: markdown.mermaid } : {}),
      ...(typeof markdown.preprocessor === 'function' ? { preprocessor: markdown.preprocessor as never } : {}),
      ...(typeof markdown.parseFrontMatter === 'function' ? { parseFrontMatter: markdown.parseFrontMatter as never } : {}),
      ...(isDict(markdown.remarkRehypeOptions) ? { remarkRehypeOptions: markdown.remarkRehypeOptions } : {}),
      mdx1Compat: {
        comments: bool(compat.comments) ?? true,
        admonitions: bool(compat.admonitions) ?? true,
        headingIds: bool(compat.headingIds) ?? true,
      },
    };
  }

  keywords(metadata: unknown): string[] {
    if (!Array.isArray(metadata)) return [];
    const tag = metadata.find((m) => isDict(m) && m.name === 'keywords');
    const rest = metadata.filter((m) => m !== tag);
    if (rest.length) this.skip('themeConfig.metadata', 'only the keywords meta tag is carried over');
    return isDict(tag) && str(tag.content)
      ? str(tag.content)!
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : [];
  }

  /** The bar's content is HTML, shown as it is (its links as written: Docusaurus does not add the base URL either). */
  announcementBar(raw: unknown): Pick<SiteConfigInput, 'announcementBar'> | undefined {
    if (!isDict(raw)) return undefined;
    return {
      announcementBar: {
        id: str(raw.id) ?? 'announcement-bar',
        content: str(raw.content) || 'Announcement',
        dismissible: bool(raw.isCloseable) ?? true,
        ...(str(raw.backgroundColor) ? { backgroundColor: str(raw.backgroundColor) } : {}),
        ...(str(raw.textColor) ? { textColor: str(raw.textColor) } : {}),
      },
    };
  }

  colorMode(raw: unknown): SiteConfigInput['colorMode'] {
    const colorMode = isDict(raw) ? raw : {};
    return {
      disableSwitch: bool(colorMode.disableSwitch) ?? false,
      defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
      respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme) ?? false,
    };
  }

  navbar(raw: unknown, baseUrl: string, i18n: unknown): SiteConfigInput['navbar'] {
    const navbar = isDict(raw) ? raw : {};
    const rawLogo = isDict(navbar.logo) ? navbar.logo : {};
    const size = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value) ? value : undefined);
    const logo = str(rawLogo.src)
      ? {
          src: str(rawLogo.src)!.replace(/^\//, ''),
          alt: str(rawLogo.alt) ?? str(navbar.title) ?? 'Logo',
          ...(str(rawLogo.srcDark) ? { srcDark: str(rawLogo.srcDark)!.replace(/^\//, '') } : {}),
          ...(size(rawLogo.width) !== undefined ? { width: size(rawLogo.width) } : {}),
          ...(size(rawLogo.height) !== undefined ? { height: size(rawLogo.height) } : {}),
        }
      : undefined;
    if (rawLogo.href) this.skip('themeConfig.navbar.logo.href', 'the logo links to the home page');
    const style = navbar.style === 'dark' || navbar.style === 'primary' ? navbar.style : undefined;
    if (navbar.style !== undefined && !style) this.skip('themeConfig.navbar.style', "neither 'dark' nor 'primary': the navbar follows the colour mode");
    const items: SiteConfigInput['navbar']['items'] = [];
    const list = Array.isArray(navbar.items) ? navbar.items : [];
    list.forEach((item, i) => {
      const key = `themeConfig.navbar.items[${i}]`;
      if (!isDict(item)) {
        this.skip(key, 'not an object');
        return;
      }
      const position = item.position === 'right' ? 'right' : 'left';
      switch (item.type ?? 'default') {
        case 'dropdown': {
          const label = str(item.label);
          if (!label) {
            this.skip(key, 'a dropdown needs a label');
            return;
          }
          this.unknownKeys(item, key, ['type', 'label', 'items', 'position', 'className', 'to', 'href']);
          if (item.to || item.href) this.skip(`${key}.to`, 'the dropdown opens its menu: its own link is not kept');
          const entries = (Array.isArray(item.items) ? item.items : []).flatMap((entry, j) => {
            const one = isDict(entry) ? this.navbarEntry(entry, `${key}.items[${j}]`, baseUrl) : undefined;
            return one ? [one] : [];
          });
          items.push({ type: 'dropdown', label, items: entries, position, ...(str(item.className) ? { className: str(item.className) } : {}) });
          return;
        }
        case 'docsVersionDropdown': {
          this.unknownKeys(item, key, ['type', 'position', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', 'docsPluginId']);
          const links = (raw: unknown, option: string) =>
            (Array.isArray(raw) ? raw : []).flatMap((entry, j) => {
              const href = isDict(entry) ? (str(entry.to) ?? str(entry.href)) : undefined;
              const label = isDict(entry) ? str(entry.label) : undefined;
              if (href && label) return [{ label, href: internalHref(href, baseUrl) }];
              this.skip(`${key}.${option}[${j}]`, 'a link needs a label and to/href');
              return [];
            });
          items.push({
            type: 'docsVersionDropdown',
            position: item.position === 'left' ? 'left' : 'right',
            dropdownItemsBefore: links(item.dropdownItemsBefore, 'dropdownItemsBefore'),
            dropdownItemsAfter: links(item.dropdownItemsAfter, 'dropdownItemsAfter'),
          });
          return;
        }
        case 'localeDropdown':
          this.unknownKeys(item, key, ['type', 'position']);
          if (localeCount(i18n) < 2) this.skip(key, 'with one locale the generator shows no language menu (Docusaurus shows one listing that locale alone)');
          items.push({ type: 'localeDropdown', position: item.position === 'left' ? 'left' : 'right' });
          return;
        case 'search':
          this.unknownKeys(item, key, ['type', 'position', 'className']);
          items.push({ type: 'search', position: item.position === 'left' ? 'left' : 'right' });
          return;
        default: {
          const entry = this.navbarEntry(item, key, baseUrl);
          if (entry) items.push({ ...entry, position });
        }
      }
    });
    // Docusaurus shows a search plugin's box without a navbar item; the generator's search is built in.
    if (!items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right' });
    return { title: str(navbar.title) ?? '', ...(logo ? { logo } : {}), hideOnScroll: bool(navbar.hideOnScroll) ?? false, ...(style ? { style } : {}), items };
  }

  /** A link, doc, docSidebar or html item: of the navbar, or of a dropdown (which has no position). */
  navbarEntry(item: Dict, key: string, baseUrl: string): NavbarEntry | undefined {
    const label = str(item.label);
    const className = str(item.className) ? { className: str(item.className) } : {};
    const known = ['type', 'label', 'position', 'className'];
    switch (item.type ?? 'default') {
      case 'default':
      case 'link': {
        const href = str(item.to) ?? str(item.href);
        if (!href || !label) {
          this.skip(key, 'a link item needs a label and to/href');
          return undefined;
        }
        this.unknownKeys(item, key, [...known, 'to', 'href', 'activeBaseRegex', 'activeBasePath', 'aria-label']);
        return {
          type: 'link',
          href: internalHref(href, baseUrl),
          label,
          ...className,
          ...(str(item['aria-label']) ? { ariaLabel: str(item['aria-label']) } : {}),
          ...(str(item.activeBaseRegex) ? { activeBaseRegex: str(item.activeBaseRegex) } : {}),
          ...(str(item.activeBasePath) ? { activeBasePath: str(item.activeBasePath) } : {}),
        };
      }
      case 'doc':
        this.unknownKeys(item, key, [...known, 'docId', 'docsPluginId']);
        return { type: 'doc', docId: str(item.docId) ?? '', ...(label ? { label } : {}), ...className };
      case 'docSidebar':
        this.unknownKeys(item, key, [...known, 'sidebarId', 'docsPluginId']);
        return { type: 'docSidebar', sidebarId: str(item.sidebarId) ?? '', ...(label ? { label } : {}), ...className };
      case 'html':
        this.unknownKeys(item, key, [...known, 'value']);
        return { type: 'html', value: str(item.value) ?? '', ...className };
      default:
        this.skip(key, `navbar items of type "${String(item.type)}" are not supported (use link, doc, docSidebar, html, dropdown, docsVersionDropdown, localeDropdown or search)`);
        return undefined;
    }
  }

  /** An item option the generator does not read is named, never dropped silently. */
  unknownKeys(item: Dict, key: string, known: string[]) {
    for (const option of Object.keys(item)) {
      if (known.includes(option)) continue;
      this.skip(`${key}.${option}`, 'not supported on this navbar item');
    }
  }

  footer(raw: unknown, baseUrl: string): SiteConfigInput['footer'] {
    const footer = isDict(raw) ? raw : {};
    if (footer.logo) this.skip('themeConfig.footer.logo', 'the footer has no logo');
    const columns: SiteConfigInput['footer']['links'] = [];
    const loose: FooterItem[] = [];
    const item = (entry: unknown, key: string) => {
      if (!isDict(entry)) return undefined;
      if (str(entry.html)) return { html: str(entry.html)! };
      const href = str(entry.to) ?? str(entry.href);
      const label = str(entry.label);
      if (!href || !label) {
        this.skip(key, 'a footer link needs a label and to/href');
        return undefined;
      }
      return { label, href: internalHref(href, baseUrl) };
    };
    (Array.isArray(footer.links) ? footer.links : []).forEach((entry, i) => {
      const key = `themeConfig.footer.links[${i}]`;
      if (isDict(entry) && Array.isArray(entry.items)) {
        const items = entry.items.map((x, j) => item(x, `${key}.items[${j}]`)).filter((x): x is FooterItem => Boolean(x));
        if (items.length) columns.push({ title: str(entry.title) ?? 'Links', items });
      } else {
        const one = item(entry, key);
        if (one) loose.push(one);
      }
    });
    if (loose.length) columns.push({ title: 'Links', items: loose });
    // Docusaurus's footer is light (it follows the colour mode) unless its style is 'dark'.
    return { style: footer.style === 'dark' ? 'dark' : 'light', links: columns, copyright: str(footer.copyright) ?? '' };
  }

  /** The pages plugin: its `exclude` globs; src/pages/ is where pages are and the base URL where they are served. */
  pages(raw: unknown): Pick<SiteConfigInput, 'pages'> {
    if (!isDict(raw)) return {};
    for (const key of Object.keys(raw)) {
      if (key === 'exclude' || (PLUGIN_OPTIONS as readonly string[]).includes(key)) continue;
      if (key === 'path' && str(raw.path)?.replace(/^\.\//, '').replace(/\/$/, '') === 'src/pages') continue;
      if (key === 'routeBasePath' && (str(raw.routeBasePath) ?? '').replace(/^\/+|\/+$/g, '') === '') continue;
      this.skip(`presets.classic.pages.${key}`, 'not supported: pages are the files of src/pages/, served below the base URL');
    }
    const exclude = Array.isArray(raw.exclude) ? raw.exclude.filter((e): e is string => typeof e === 'string' && e.length > 0) : undefined;
    const plugins = pluginOptionsOf(raw);
    return exclude || Object.keys(plugins).length ? { pages: { ...(exclude ? { exclude } : {}), ...plugins } } : {};
  }

  docs(options: Dict, routeBasePath: string): SiteConfigInput['docs'] {
    for (const key of Object.keys(options)) {
      if (!KNOWN_DOCS.has(key)) this.skip(`presets.classic.docs.${key}`, UNSUPPORTED_DOCS[key] ?? 'not supported');
    }
    const archived = readVersions(this.siteDir);
    const lastVersion = str(options.lastVersion) ?? archived[0] ?? 'current';
    const given = isDict(options.versions) ? options.versions : {};
    const versions: NonNullable<SiteConfigInput['docs']>['versions'] = {};
    const names = ['current', ...archived];
    for (const name of names) {
      const own = isDict(given[name]) ? given[name] : {};
      const isLast = name === lastVersion;
      const newer = names.indexOf(name) < names.indexOf(lastVersion);
      const defaultBanner = isLast ? 'none' : newer ? 'unreleased' : 'unmaintained';
      const banner = own.banner === 'none' || own.banner === 'unreleased' || own.banner === 'unmaintained' ? own.banner : defaultBanner;
      versions[name] = {
        // Docusaurus shows the badge by default when there is more than one version.
        badge: bool(own.badge) ?? names.length > 1,
        label: str(own.label) ?? (name === 'current' ? 'Next' : name),
        path: (str(own.path) ?? (isLast ? '' : name === 'current' ? 'next' : name)).replace(/^\/+|\/+$/g, ''),
        banner,
      };
      for (const key of Object.keys(own)) {
        if (!['label', 'path', 'banner', 'badge'].includes(key)) this.skip(`presets.classic.docs.versions.${name}.${key}`, 'not supported');
      }
    }
    // Unset in Docusaurus: one sidebar generated from the docs; here the default (sidebars.ts and its variants, if any).
    const sidebarPath = options.sidebarPath === false ? false : typeof options.sidebarPath === 'string' ? relativeToSite(this.siteDir, options.sidebarPath) : undefined;
    const editUrl = typeof options.editUrl === 'string' || typeof options.editUrl === 'function' ? (options.editUrl as string) : undefined;
    return {
      path: str(options.path) ? relativeToSite(this.siteDir, str(options.path)!) : 'docs',
      ...(sidebarPath !== undefined ? { sidebarPath } : {}),
      routeBasePath,
      lastVersion,
      versions,
      ...(editUrl ? { editUrl } : {}),
      ...(bool(options.editCurrentVersion) !== undefined ? { editCurrentVersion: bool(options.editCurrentVersion) } : {}),
      ...(bool(options.showLastUpdateTime) !== undefined ? { showLastUpdateTime: bool(options.showLastUpdateTime) } : {}),
      ...(bool(options.showLastUpdateAuthor) !== undefined ? { showLastUpdateAuthor: bool(options.showLastUpdateAuthor) } : {}),
      ...(bool(options.sidebarCollapsible) !== undefined ? { sidebarCollapsible: bool(options.sidebarCollapsible) } : {}),
      ...(bool(options.sidebarCollapsed) !== undefined ? { sidebarCollapsed: bool(options.sidebarCollapsed) } : {}),
      ...(options.numberPrefixParser === false ? { numberPrefixes: false } : {}),
      ...pluginOptionsOf(options),
      ...(Array.isArray(options.onlyIncludeVersions) ? { onlyIncludeVersions: options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') } : {}),
      ...(options.includeCurrentVersion === false ? { includeCurrentVersion: false } : {}),
    };
  }

  tableOfContents(raw: unknown): Pick<SiteConfigInput, 'tableOfContents'> {
    if (!isDict(raw)) return {};
    return {
      tableOfContents: {
        ...(typeof raw.minHeadingLevel === 'number' ? { minHeadingLevel: raw.minHeadingLevel } : {}),
        ...(typeof raw.maxHeadingLevel === 'number' ? { maxHeadingLevel: raw.maxHeadingLevel } : {}),
      },
    };
  }

  /** themeConfig.docs: the sidebar's `hideable` and `autoCollapseCategories`. */
  docsSidebar(raw: unknown): { sidebar?: { hideable: boolean; autoCollapseCategories: boolean } } {
    if (!isDict(raw)) return {};
    for (const key of Object.keys(raw)) {
      if (key === 'versionPersistence') {
        if (raw.versionPersistence !== 'localStorage') this.skip('themeConfig.docs.versionPersistence', 'the version a reader chose is always remembered in localStorage');
      } else if (key !== 'sidebar') this.skip(`themeConfig.docs.${key}`, 'not supported');
    }
    const sidebar = isDict(raw.sidebar) ? raw.sidebar : {};
    for (const key of Object.keys(sidebar)) if (key !== 'hideable' && key !== 'autoCollapseCategories') this.skip(`themeConfig.docs.sidebar.${key}`, 'not supported');
    return { sidebar: { hideable: bool(sidebar.hideable) ?? false, autoCollapseCategories: bool(sidebar.autoCollapseCategories) ?? false } };
  }

  codeBlocks(raw: unknown): Pick<SiteConfigInput, 'codeBlocks'> {
    if (!isDict(raw)) return {};
    for (const key of Object.keys(raw)) {
      if (!['theme', 'darkTheme', 'additionalLanguages', 'magicComments'].includes(key)) this.skip(`themeConfig.prism.${key}`, 'not supported');
    }
    const prismLanguages = Array.isArray(raw.additionalLanguages) ? raw.additionalLanguages.filter((l): l is string => typeof l === 'string') : [];
    const themes = {
      ...(isDict(raw.theme) ? { theme: raw.theme } : {}),
      ...(isDict(raw.darkTheme) ? { darkTheme: raw.darkTheme } : {}),
      ...(prismLanguages.length ? { prismLanguages } : {}),
    } as Pick<NonNullable<SiteConfigInput['codeBlocks']>, 'theme' | 'darkTheme' | 'prismLanguages'>;
    if (!Array.isArray(raw.magicComments)) return Object.keys(themes).length ? { codeBlocks: themes } : {};
    const magicComments = raw.magicComments.filter(isDict).map((c) => ({
      className: str(c.className) ?? 'code-line--highlighted',
      ...(str(c.line) ? { line: str(c.line) } : {}),
      ...(isDict(c.block) && str(c.block.start) && str(c.block.end) ? { block: { start: str(c.block.start)!, end: str(c.block.end)! } } : {}),
    }));
    return { codeBlocks: { magicComments, ...themes } };
  }
}

/** `to: '/docs/intro'` is relative to the site; the generator's internal links carry the base URL. */
function internalHref(href: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) || !href.startsWith('/')) return href;
  if (href.startsWith(baseUrl) || href === baseUrl.replace(/\/$/, '')) return href;
  return (baseUrl.replace(/\/$/, '') + href).replace(/(.)\/$/, '$1');
}

/** The Markdown options Docusaurus and the generator share. */
const MARKDOWN_PASSED = ['format', 'mdx1Compat', 'mermaid', 'preprocessor', 'parseFrontMatter', 'remarkRehypeOptions'];

/** A content plugin's remark/rehype/recma plugin lists, as they are (functions or [function, options]). */
function pluginOptionsOf(options: Dict): Partial<Record<PluginOption, MarkdownPlugin[]>> {
  const out: Partial<Record<PluginOption, MarkdownPlugin[]>> = {};
  for (const option of PLUGIN_OPTIONS) if (Array.isArray(options[option]) && options[option].length) out[option] = options[option] as MarkdownPlugin[];
  return out;
}

/** How many locales the site lists (one: no locale dropdown). */
function localeCount(i18n: unknown): number {
  return isDict(i18n) && Array.isArray(i18n.locales) ? i18n.locales.length : 1;
}

function pluginName(plugin: unknown): string {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof name === 'string') return `"${name}"`;
  if (typeof name === 'function') return `"${name.name || 'anonymous function'}"`;
  return '(inline)';
}

function relativeToSite(siteDir: string, path: string): string {
  return path.startsWith(siteDir) ? path.slice(siteDir.length).replace(/^[\\/]+/, '') : path.replace(/^\.\//, '');
}

function readVersions(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
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
const KNOWN_THEME = new Set(['image', 'metadata', 'announcementBar', 'colorMode', 'navbar', 'footer', 'tableOfContents', 'prism', 'docs']);
const KNOWN_DOCS = new Set([
  'path',
  'routeBasePath',
  'sidebarPath',
  'lastVersion',
  'versions',
  'editUrl',
  'editCurrentVersion',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'numberPrefixParser',
  ...PLUGIN_OPTIONS,
  'onlyIncludeVersions',
  'includeCurrentVersion',
]);

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
  blog: 'the blog sidebar options are not supported',
  liveCodeBlock: 'live code blocks are not supported',
  zoom: 'image zoom is not supported',
};
const UNSUPPORTED_MARKDOWN: Record<string, string> = {
  anchors: "heading ids always follow GitHub's slug rules, case included",
  emoji: 'emoji shortcodes are not converted',
};
const UNSUPPORTED_DOCS: Record<string, string> = {
  ...MARKDOWN_OPTIONS_NOT_RUN,
  tags: 'a tags file (tags.yml) is not read: tags are taken from front matter as written',
  onInlineTags: 'every front matter tag is accepted',
  include: 'every .md/.mdx file below the docs folder is a doc',
  exclude: 'files and folders starting with "_" are the ones left out',
  breadcrumbs: 'breadcrumbs are always shown',
  sidebarItemsGenerator: 'a custom sidebar generator is not run',
  docItemComponent: 'override @theme components in src/theme/ instead',
  docLayoutComponent: 'override @theme components in src/theme/ instead',
  docRootComponent: 'override @theme components in src/theme/ instead',
  docVersionRootComponent: 'override @theme components in src/theme/ instead',
  docTagDocListComponent: 'override @theme components in src/theme/ instead',
  docTagsListComponent: 'override @theme components in src/theme/ instead',
  docCategoryGeneratedIndexComponent: 'override @theme components in src/theme/ instead',
  disableVersioning: 'every version in versions.json is built',
  editLocalizedFiles: 'only the default locale is built',
  displayedSidebar: 'a doc shows the sidebar that holds it',
};

export function convertDocusaurusConfig(raw: unknown, siteDir: string): Conversion {
  const converter = new Converter(siteDir);
  const config = converter.convert(raw);
  return { config, unmapped: converter.unmapped };
}
