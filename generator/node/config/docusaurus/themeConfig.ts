/**
 * The rest of themeConfig → site.config.ts: the footer, the keywords meta tag, the announcement bar, the colour
 * mode, the table of contents, the docs sidebar's options and Prism's (code block themes, languages, magic comments).
 */
import type { SiteConfigInput } from '../schema.ts';
import { bool, internalHref, isDict, type Skip, str } from './values.ts';

type FooterItem = SiteConfigInput['footer']['links'][number]['items'][number];

export function footer(raw: unknown, baseUrl: string, skip: Skip): SiteConfigInput['footer'] {
  const footer = isDict(raw) ? raw : {};
  if (footer.logo) skip('themeConfig.footer.logo', 'the footer has no logo');
  const columns: SiteConfigInput['footer']['links'] = [];
  const loose: FooterItem[] = [];
  const item = (entry: unknown, key: string) => {
    if (!isDict(entry)) return undefined;
    if (str(entry.html)) return { html: str(entry.html)! };
    const href = str(entry.to) ?? str(entry.href);
    const label = str(entry.label);
    if (!href || !label) {
      skip(key, 'a footer link needs a label and to/href');
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

export function keywords(metadata: unknown, skip: Skip): string[] {
  if (!Array.isArray(metadata)) return [];
  const tag = metadata.find((m) => isDict(m) && m.name === 'keywords');
  const rest = metadata.filter((m) => m !== tag);
  if (rest.length) skip('themeConfig.metadata', 'only the keywords meta tag is carried over');
  return isDict(tag) && str(tag.content)
    ? str(tag.content)!
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : [];
}

/** The bar's content is HTML, shown as it is (its links as written: Docusaurus does not add the base URL either). */
export function announcementBar(raw: unknown): Pick<SiteConfigInput, 'announcementBar'> | undefined {
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

export function colorMode(raw: unknown): SiteConfigInput['colorMode'] {
  const colorMode = isDict(raw) ? raw : {};
  return {
    disableSwitch: bool(colorMode.disableSwitch) ?? false,
    defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
    respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme) ?? false,
  };
}

export function tableOfContents(raw: unknown): Pick<SiteConfigInput, 'tableOfContents'> {
  if (!isDict(raw)) return {};
  return {
    tableOfContents: {
      ...(typeof raw.minHeadingLevel === 'number' ? { minHeadingLevel: raw.minHeadingLevel } : {}),
      ...(typeof raw.maxHeadingLevel === 'number' ? { maxHeadingLevel: raw.maxHeadingLevel } : {}),
    },
  };
}

/** themeConfig.docs: the sidebar's `hideable` and `autoCollapseCategories`. */
export function docsSidebar(raw: unknown, skip: Skip): { sidebar?: { hideable: boolean; autoCollapseCategories: boolean } } {
  if (!isDict(raw)) return {};
  for (const key of Object.keys(raw)) {
    if (key === 'versionPersistence') {
      if (raw.versionPersistence !== 'localStorage') skip('themeConfig.docs.versionPersistence', 'the version a reader chose is always remembered in localStorage');
    } else if (key !== 'sidebar') skip(`themeConfig.docs.${key}`, 'not supported');
  }
  const sidebar = isDict(raw.sidebar) ? raw.sidebar : {};
  for (const key of Object.keys(sidebar)) if (key !== 'hideable' && key !== 'autoCollapseCategories') skip(`themeConfig.docs.sidebar.${key}`, 'not supported');
  return { sidebar: { hideable: bool(sidebar.hideable) ?? false, autoCollapseCategories: bool(sidebar.autoCollapseCategories) ?? false } };
}

export function codeBlocks(raw: unknown, skip: Skip): Pick<SiteConfigInput, 'codeBlocks'> {
  if (!isDict(raw)) return {};
  for (const key of Object.keys(raw)) {
    if (!['theme', 'darkTheme', 'additionalLanguages', 'magicComments'].includes(key)) skip(`themeConfig.prism.${key}`, 'not supported');
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
