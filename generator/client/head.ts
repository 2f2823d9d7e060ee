/** Keeps the page-specific head tags in step with client-side navigation (the prerendered head is the model). */
import { pageHead } from '../shared/head.ts';
import type { RouteData } from '../shared/types.ts';
import { siteData } from './App.tsx';

/** Sets `attribute` on the element matching `selector`, creating it in <head> (or removing it when value is undefined). */
function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string | undefined): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

/** A factory for a head element with fixed attributes (the ones its selector matches on). */
const element = (tag: 'meta' | 'link', attributes: Record<string, string>) => () => {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
};

/** The page's JSON-LD script (`data-page`: not one of the config's headTags): replaced, added or removed as the page has it. */
function setStructuredData(data: Record<string, unknown> | undefined): void {
  const selector = 'script[type="application/ld+json"][data-page]';
  let script = document.head.querySelector<HTMLScriptElement>(selector);
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-page', '');
    document.head.appendChild(script);
  }
  script.textContent = JSON.stringify(data);
}

export function applyHead(data: RouteData): void {
  const head = pageHead(siteData, data);
  document.title = head.title;
  setHeadElement('meta[name="description"]', element('meta', { name: 'description' }), 'content', head.description);
  setHeadElement('meta[property="og:title"]', element('meta', { property: 'og:title' }), 'content', head.title);
  setHeadElement('meta[property="og:description"]', element('meta', { property: 'og:description' }), 'content', head.description);
  setHeadElement('meta[property="og:type"]', element('meta', { property: 'og:type' }), 'content', head.ogType);
  setHeadElement('meta[property="og:url"]', element('meta', { property: 'og:url' }), 'content', head.canonical);
  setHeadElement('link[rel="canonical"]', element('link', { rel: 'canonical' }), 'href', head.canonical);
  setHeadElement('meta[name="robots"]', element('meta', { name: 'robots' }), 'content', head.robots);
  setHeadElement('meta[property="og:image"]', element('meta', { property: 'og:image' }), 'content', head.image);
  setHeadElement('meta[name="twitter:image"]', element('meta', { name: 'twitter:image' }), 'content', head.image);
  setHeadElement('meta[property="article:published_time"]', element('meta', { property: 'article:published_time' }), 'content', head.article?.publishedTime);
  setHeadElement('meta[property="article:author"]', element('meta', { property: 'article:author' }), 'content', head.article?.authors);
  setHeadElement('meta[property="article:tag"]', element('meta', { property: 'article:tag' }), 'content', head.article?.tags);
  setStructuredData(head.structuredData);
  setHeadElement('link[rel="alternate"][type="text/markdown"]', element('link', { rel: 'alternate', type: 'text/markdown', title: 'Markdown' }), 'href', head.markdownHref);
}
