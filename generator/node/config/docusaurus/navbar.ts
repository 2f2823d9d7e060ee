/**
 * themeConfig.navbar → site.config.ts `navbar`: the logo, the style and every item (links, docs, sidebars, HTML,
 * dropdowns, the version and locale menus, search), each option an item cannot carry named with its reason.
 */
import type { SiteConfigInput } from '../schema.ts';
import { bool, type Dict, internalHref, isDict, type Skip, str } from './values.ts';

type NavbarEntry = Extract<SiteConfigInput['navbar']['items'][number], { type: 'dropdown' }>['items'][number];

export function navbar(raw: unknown, baseUrl: string, i18n: unknown, skip: Skip): SiteConfigInput['navbar'] {
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
  if (rawLogo.href) skip('themeConfig.navbar.logo.href', 'the logo links to the home page');
  const style = navbar.style === 'dark' || navbar.style === 'primary' ? navbar.style : undefined;
  if (navbar.style !== undefined && !style) skip('themeConfig.navbar.style', "neither 'dark' nor 'primary': the navbar follows the colour mode");
  const items: SiteConfigInput['navbar']['items'] = [];
  const list = Array.isArray(navbar.items) ? navbar.items : [];
  list.forEach((item, i) => {
    const key = `themeConfig.navbar.items[${i}]`;
    if (!isDict(item)) {
      skip(key, 'not an object');
      return;
    }
    const position = item.position === 'right' ? 'right' : 'left';
    switch (item.type ?? 'default') {
      case 'dropdown': {
        const label = str(item.label);
        if (!label) {
          skip(key, 'a dropdown needs a label');
          return;
        }
        unknownKeys(item, key, ['type', 'label', 'items', 'position', 'className', 'to', 'href'], skip);
        if (item.to || item.href) skip(`${key}.to`, 'the dropdown opens its menu: its own link is not kept');
        const entries = (Array.isArray(item.items) ? item.items : []).flatMap((entry, j) => {
          const one = isDict(entry) ? navbarEntry(entry, `${key}.items[${j}]`, baseUrl, skip) : undefined;
          return one ? [one] : [];
        });
        items.push({ type: 'dropdown', label, items: entries, position, ...(str(item.className) ? { className: str(item.className) } : {}) });
        return;
      }
      case 'docsVersionDropdown': {
        unknownKeys(item, key, ['type', 'position', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', 'docsPluginId'], skip);
        const links = (raw: unknown, option: string) =>
          (Array.isArray(raw) ? raw : []).flatMap((entry, j) => {
            const href = isDict(entry) ? (str(entry.to) ?? str(entry.href)) : undefined;
            const label = isDict(entry) ? str(entry.label) : undefined;
            if (href && label) return [{ label, href: internalHref(href, baseUrl) }];
            skip(`${key}.${option}[${j}]`, 'a link needs a label and to/href');
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
        unknownKeys(item, key, ['type', 'position'], skip);
        if (localeCount(i18n) < 2) skip(key, 'with one locale the generator shows no language menu (Docusaurus shows one listing that locale alone)');
        items.push({ type: 'localeDropdown', position: item.position === 'left' ? 'left' : 'right' });
        return;
      case 'search':
        unknownKeys(item, key, ['type', 'position', 'className'], skip);
        items.push({ type: 'search', position: item.position === 'left' ? 'left' : 'right' });
        return;
      default: {
        const entry = navbarEntry(item, key, baseUrl, skip);
        if (entry) items.push({ ...entry, position });
      }
    }
  });
  // Docusaurus shows a search plugin's box without a navbar item; the generator's search is built in.
  if (!items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right' });
  return { title: str(navbar.title) ?? '', ...(logo ? { logo } : {}), hideOnScroll: bool(navbar.hideOnScroll) ?? false, ...(style ? { style } : {}), items };
}

/** A link, doc, docSidebar or html item: of the navbar, or of a dropdown (which has no position). */
function navbarEntry(item: Dict, key: string, baseUrl: string, skip: Skip): NavbarEntry | undefined {
  const label = str(item.label);
  const className = str(item.className) ? { className: str(item.className) } : {};
  const known = ['type', 'label', 'position', 'className'];
  switch (item.type ?? 'default') {
    case 'default':
    case 'link': {
      const href = str(item.to) ?? str(item.href);
      if (!href || !label) {
        skip(key, 'a link item needs a label and to/href');
        return undefined;
      }
      unknownKeys(item, key, [...known, 'to', 'href', 'activeBaseRegex', 'activeBasePath', 'aria-label'], skip);
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
      unknownKeys(item, key, [...known, 'docId', 'docsPluginId'], skip);
      return { type: 'doc', docId: str(item.docId) ?? '', ...(label ? { label } : {}), ...className };
    case 'docSidebar':
      unknownKeys(item, key, [...known, 'sidebarId', 'docsPluginId'], skip);
      return { type: 'docSidebar', sidebarId: str(item.sidebarId) ?? '', ...(label ? { label } : {}), ...className };
    case 'html':
      unknownKeys(item, key, [...known, 'value'], skip);
      return { type: 'html', value: str(item.value) ?? '', ...className };
    default:
      skip(key, `navbar items of type "${String(item.type)}" are not supported (use link, doc, docSidebar, html, dropdown, docsVersionDropdown, localeDropdown or search)`);
      return undefined;
  }
}

/** An item option the generator does not read is named, never dropped silently. */
function unknownKeys(item: Dict, key: string, known: string[], skip: Skip) {
  for (const option of Object.keys(item)) {
    if (known.includes(option)) continue;
    skip(`${key}.${option}`, 'not supported on this navbar item');
  }
}

/** How many locales the site lists (one: no locale dropdown). */
function localeCount(i18n: unknown): number {
  return isDict(i18n) && Array.isArray(i18n.locales) ? i18n.locales.length : 1;
}
