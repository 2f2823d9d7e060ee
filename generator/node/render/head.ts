/** Head tags of a page: title, description, keywords, canonical, Open Graph, preloads, colour-mode script. */
import type { SiteConfig } from '../config/schema.ts';
import type { RouteData } from '../../shared/types.ts';
import { pageHead } from '../../shared/head.ts';
import { FIRST_PAINT_IDS, STORAGE_KEYS } from '../../shared/conventions.ts';
import { feedLinks } from './feeds/links.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe to inline in a <script>: no `</script>` or `<!--` can close it early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Runs before first paint: applies the stored or system colour mode and hides a dismissed announcement. With
 * `colorMode.disableSwitch` a stored choice is neither read nor kept, as in Docusaurus (its theme script and colour
 * mode context): the reader has no switch to change it back.
 * Like BASE_URL_CHECK_SCRIPT, its text is the same on every page of every site (the settings it needs are
 * attributes of <html>, see htmlAttributes), so a Content-Security-Policy can allow it by its hash.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,m=d.getAttribute('data-theme');try{var t=null;if(d.hasAttribute('data-disable-switch'))localStorage.removeItem(${JSON.stringify(STORAGE_KEYS.colorMode)});else t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.colorMode)});if(t!=='light'&&t!=='dark')t=d.hasAttribute('data-follow-system')&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':m;d.setAttribute('data-theme',t);var a=d.getAttribute('data-announcement');if(a&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})===a)d.setAttribute('data-announcement-dismissed','true')}catch(e){d.setAttribute('data-theme',m)}})();`;

/**
 * Shows a red-bordered banner when the site is served under a path that does not match its baseUrl. Inline,
 * and styled inline: under a wrong path the script and stylesheet files usually fail to load too.
 */
export const BASE_URL_CHECK_SCRIPT = `(function(){var b=document.documentElement.getAttribute('data-base-url')||'/',p=location.pathname;if(p.indexOf(b)===0||p===b.replace(/\\/$/,''))return;var s=p.split('/')[1];var suggestion=s&&p.indexOf('.')<0?'/'+s+'/':'/';function show(){var e=document.createElement('div');e.id='qdocs-base-url-issue';e.setAttribute('role','alert');e.style.cssText='border:3px solid #d00;background:#fff;color:#000;padding:1rem;margin:1rem;font:1.1rem/1.5 system-ui,sans-serif';e.textContent='This site did not load properly. It is configured with baseUrl '+b+' but is served at '+p+'. Try setting baseUrl to '+suggestion+' in site.config.ts (or serve the build under '+b+').';document.body.insertBefore(e,document.body.firstChild)}if(document.body)show();else document.addEventListener('DOMContentLoaded',show)})();`;

/** The <html> attributes the inline scripts read: default colour mode, system preference, no switch, announcement id, base URL. */
export function htmlAttributes(config: SiteConfig): string {
  const attributes = [
    `lang="${escapeHtml(config.i18n.defaultLocale)}"`,
    'dir="ltr"',
    `data-theme="${escapeHtml(config.colorMode.defaultMode)}"`,
    config.colorMode.respectPrefersColorScheme ? 'data-follow-system' : '',
    config.colorMode.disableSwitch ? 'data-disable-switch' : '',
    config.announcementBar?.id ? `data-announcement="${escapeHtml(config.announcementBar.id)}"` : '',
    `data-base-url="${escapeHtml(config.baseUrl)}"`,
  ];
  return attributes.filter(Boolean).join(' ');
}

/** A `stylesheets` entry's tag: a URL, or the link's attributes (`true` writes the attribute alone, `false` leaves it out). */
export function stylesheetTag(sheet: SiteConfig['stylesheets'][number]): string {
  const attributes: Record<string, string | boolean> = typeof sheet === 'string' ? { href: sheet } : (sheet as Record<string, string | boolean>);
  const written = (Object.entries({ rel: 'stylesheet', ...attributes }) as [string, string | boolean][])
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? escapeHtml(name) : `${escapeHtml(name)}="${escapeHtml(String(value))}"`));
  return `<link ${written.join(' ')}>`;
}

export interface HeadInput {
  config: SiteConfig;
  data: RouteData;
  keywords: string[];
  css: string[];
  js: string[];
  preloadJson: string[];
  /** Ids of FIRST_PAINT_IDS the page's body has (firstPaintTargets): the first paint waits until each is parsed. */
  firstPaint?: string[];
}

/** The FIRST_PAINT_IDS a page's body holds. */
export function firstPaintTargets(body: string | Uint8Array): string[] {
  const text = typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Object.values(FIRST_PAINT_IDS).filter((id) => text.includes(`id="${id}"`));
}

export function headTags({ config, data, keywords, css, js, preloadJson, firstPaint = [] }: HeadInput): string {
  const head = pageHead(config, data);
  const { title, description } = head;
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="keywords" content="${escapeHtml(keywords.join(', '))}">`,
    head.robots ? `<meta name="robots" content="${head.robots}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    head.article ? `<meta property="article:published_time" content="${escapeHtml(head.article.publishedTime)}">` : '',
    head.article?.authors ? `<meta property="article:author" content="${escapeHtml(head.article.authors)}">` : '',
    head.article?.tags ? `<meta property="article:tag" content="${escapeHtml(head.article.tags)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="theme-color" content="#1f5fbf">`,
    head.structuredData ? `<script type="application/ld+json" data-page>${inlineJson(head.structuredData)}</script>` : '',
    data.version ? `<meta name="docsearch:version" content="${escapeHtml(data.version)}">` : '',
    config.favicon ? `<link rel="icon" href="${config.baseUrl}${config.favicon}" type="image/svg+xml">` : '',
    head.markdownHref ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(head.markdownHref)}" title="Markdown">` : '',
    `<link rel="alternate" type="text/plain" href="${config.baseUrl}llms.txt" title="llms.txt">`,
    ...feedLinks(config).map((feed) => `<link rel="alternate" type="${feed.type}" href="${escapeHtml(feed.href)}" title="${escapeHtml(feed.title)}">`),
    `<script>${THEME_SCRIPT}</script>`,
    // The site's `stylesheets` (Docusaurus's option) before its bundled CSS, as Docusaurus puts them.
    ...config.stylesheets.map(stylesheetTag),
    ...configHeadTags(config),
    ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...firstPaint.map((id) => `<link rel="expect" href="#${id}" blocking="render">`),
    // Low priority: the page's HTML and style sheet come first on a slow connection (the scripts hydrate a page that
    // is already drawn). Lighthouse counts a high-priority script requested before the first paint as blocking it:
    // mobile first contentful paint 1.5 → 0.9 s on a command page (BENCHMARKS.md, 29 November 2026).
    ...js.map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low">`),
    ...preloadJson.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`),
  ];
  return tags.filter(Boolean).join('\n');
}

/** Elements that have no closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function attributes(attrs: Record<string, string | boolean>): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => ` ${name}="${escapeHtml(value === true ? name : String(value))}"`)
    .join('');
}

/**
 * The config's `headTags` and `scripts`, written into every page's head as Docusaurus writes them: head tags first,
 * then the scripts (`<script src="…" defer="defer"></script>`; `true` attributes bare-valued, `false` left out).
 */
export function configHeadTags(config: Pick<SiteConfig, 'headTags' | 'scripts'>): string[] {
  const head = config.headTags.map(({ tagName, attributes: attrs, innerHTML }) =>
    VOID.has(tagName) ? `<${tagName}${attributes(attrs)}>` : `<${tagName}${attributes(attrs)}>${innerHTML ?? ''}</${tagName}>`,
  );
  const scripts = config.scripts.map((script) => `<script${attributes(typeof script === 'string' ? { src: script } : script)}></script>`);
  return [...head, ...scripts];
}
