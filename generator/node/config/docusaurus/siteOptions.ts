/**
 * docusaurus.config.js's own top-level options → site.config.ts: i18n, the broken link policies, Markdown, custom
 * fields, head additions and style sheets, and the client-redirects plugin's redirects and the classic preset's
 * customCss, which land beside them.
 */
import type { SiteConfigInput } from '../schema.ts';
import { bool, type Dict, isDict, pluginName, relativeToSite, type Skip, str } from './values.ts';

/** `@docusaurus/plugin-client-redirects`: its `redirects` and `createRedirects` (a function, kept as it is). */
export function redirects(plugins: unknown, skip: Skip): Pick<SiteConfigInput, 'redirects'> {
  const list = Array.isArray(plugins) ? plugins : [];
  const i = list.findIndex((p) => pluginName(p) === '"@docusaurus/plugin-client-redirects"');
  if (i < 0) return {};
  const options = Array.isArray(list[i]) && isDict(list[i][1]) ? (list[i][1] as Dict) : {};
  for (const key of Object.keys(options)) {
    if (key === 'redirects' || key === 'createRedirects') continue;
    const empty = Array.isArray(options[key]) && (options[key] as unknown[]).length === 0;
    if (!empty) skip(`plugins[${i}].${key}`, key === 'id' ? 'one redirects plugin is run' : 'not supported: only redirects and createRedirects are');
  }
  const redirects = (Array.isArray(options.redirects) ? options.redirects : []).flatMap((r, j) => {
    if (isDict(r) && (typeof r.from === 'string' || Array.isArray(r.from)) && typeof r.to === 'string') return [{ from: r.from as string | string[], to: r.to }];
    skip(`plugins[${i}].redirects[${j}]`, 'a redirect needs from (a path or a list) and to');
    return [];
  });
  const create = typeof options.createRedirects === 'function' ? { createRedirects: options.createRedirects as (path: string) => string[] | string | undefined } : {};
  return { redirects: { redirects, ...create } };
}

/** `clientModules`, `scripts` and `headTags`, as written (Docusaurus writes them into every page too). */
export function headAdditions(raw: Dict, siteDir: string, skip: Skip): Pick<SiteConfigInput, 'clientModules' | 'scripts' | 'headTags'> {
  const clientModules = Array.isArray(raw.clientModules) ? raw.clientModules.filter((m): m is string => typeof m === 'string') : [];
  if (Array.isArray(raw.clientModules) && clientModules.length !== raw.clientModules.length) skip('clientModules', 'only module paths (strings) are used');
  const scripts = (Array.isArray(raw.scripts) ? raw.scripts : []).filter((s): s is string | Dict => typeof s === 'string' || isDict(s));
  const headTags = (Array.isArray(raw.headTags) ? raw.headTags : []).filter(isDict);
  return {
    ...(clientModules.length ? { clientModules: clientModules.map((m) => (m.startsWith(siteDir) ? `./${relativeToSite(siteDir, m)}` : m)) } : {}),
    ...(scripts.length ? { scripts: scripts as SiteConfigInput['scripts'] } : {}),
    ...(headTags.length ? { headTags: headTags as SiteConfigInput['headTags'] } : {}),
  };
}

/** `customFields` reach the browser as JSON, as Docusaurus's do: a function or a class instance in them cannot. */
export function customFields(raw: unknown, skip: Skip): Pick<SiteConfigInput, 'customFields'> {
  if (!isDict(raw)) return {};
  const fields: Dict = {};
  for (const [key, value] of Object.entries(raw)) {
    try {
      const json = JSON.stringify(value);
      if (json === undefined) throw new Error('not JSON');
      fields[key] = JSON.parse(json);
    } catch {
      skip(`customFields.${key}`, 'not a JSON value: custom fields are written into the pages as JSON');
    }
  }
  return { customFields: fields };
}

/** The classic preset's `theme.customCss`: a path or a list (often `require.resolve('./src/css/custom.css')`). */
export function customCss(theme: unknown, skip: Skip): Pick<SiteConfigInput, 'customCss'> {
  const raw = isDict(theme) ? theme.customCss : undefined;
  const list = (Array.isArray(raw) ? raw : [raw]).filter((path): path is string => typeof path === 'string' && path.length > 0);
  if (raw !== undefined && list.length !== (Array.isArray(raw) ? raw.length : 1)) skip('presets.classic.theme.customCss', 'only paths (strings) are used');
  return list.length ? { customCss: list } : {};
}

export function i18n(raw: unknown, skip: Skip): SiteConfigInput['i18n'] {
  const i18n = isDict(raw) ? raw : {};
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const locales = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [defaultLocale];
  if (locales.some((l) => l !== defaultLocale)) skip('i18n.locales', `only the default locale "${defaultLocale}" is built: translations in i18n/ are not`);
  const labels: Record<string, string> = {};
  if (isDict(i18n.localeConfigs)) {
    for (const [locale, c] of Object.entries(i18n.localeConfigs)) if (isDict(c) && str(c.label)) labels[locale] = str(c.label)!;
  }
  return { defaultLocale, locales: [defaultLocale], localeLabels: labels };
}

export function brokenOption(raw: unknown, option: string, skip: Skip): 'throw' | 'warn' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'throw' || raw === 'warn') return raw;
  if (raw === 'log' || raw === 'ignore') {
    skip(option, `"${raw}" becomes "warn": broken links are always reported`);
    return 'warn';
  }
  skip(option, `unknown value ${JSON.stringify(raw)}`);
  return undefined;
}

export function anchorsOption(raw: unknown): 'throw' | 'warn' | 'ignore' {
  if (raw === 'throw' || raw === 'warn' || raw === 'ignore') return raw;
  if (raw === 'log') return 'warn';
  return 'warn';
}

export function markdownLinksOption(raw: Dict, skip: Skip): Pick<SiteConfigInput, 'onBrokenMarkdownLinks'> {
  const hooks = isDict(raw.markdown) && isDict(raw.markdown.hooks) ? raw.markdown.hooks : {};
  const value = hooks.onBrokenMarkdownLinks ?? raw.onBrokenMarkdownLinks;
  if (value === undefined) return {};
  if (typeof value === 'function') {
    skip('markdown.hooks.onBrokenMarkdownLinks', 'a function cannot be mapped: broken file links are reported as warnings');
    return { onBrokenMarkdownLinks: 'warn' };
  }
  return { onBrokenMarkdownLinks: value === 'throw' ? 'throw' : value === 'ignore' ? 'ignore' : 'warn' };
}

/** `stylesheets`: URLs or `<link>` attributes, as they are (the schema checks them). */
export function stylesheets(raw: unknown, skip: Skip): Pick<SiteConfigInput, 'stylesheets'> {
  if (!Array.isArray(raw)) return {};
  const kept = raw.filter((s) => (typeof s === 'string' && s) || (isDict(s) && str(s.href)));
  if (kept.length !== raw.length) skip('stylesheets', 'entries that are neither a URL nor an object with an href are left out');
  return { stylesheets: kept as NonNullable<SiteConfigInput['stylesheets']> };
}

export function markdown(raw: unknown, skip: Skip): SiteConfigInput['markdown'] {
  const markdown = isDict(raw) ? raw : {};
  const compat = isDict(markdown.mdx1Compat) ? markdown.mdx1Compat : {};
  for (const key of Object.keys(markdown)) {
    if (MARKDOWN_PASSED.includes(key)) continue;
    if (key === 'hooks') {
      const hooks = isDict(markdown.hooks) ? markdown.hooks : {};
      for (const hook of Object.keys(hooks)) if (hook !== 'onBrokenMarkdownLinks') skip(`markdown.hooks.${hook}`, 'not supported');
      continue;
    }
    skip(`markdown.${key}`, UNSUPPORTED_MARKDOWN[key] ?? 'not supported');
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

/** The Markdown options Docusaurus and the generator share. */
const MARKDOWN_PASSED = ['format', 'mdx1Compat', 'mermaid', 'preprocessor', 'parseFrontMatter', 'remarkRehypeOptions'];

const UNSUPPORTED_MARKDOWN: Record<string, string> = {
  anchors: "heading ids always follow GitHub's slug rules, case included",
  emoji: 'emoji shortcodes are not converted',
};
