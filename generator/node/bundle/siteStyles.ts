/**
 * The style sheets every page loads besides the theme's, in Docusaurus's order: Infima (cut down to what the site
 * uses, infima.ts), the theme's, then the site's `customCss`. Decided from the site's sources at build time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentGraph } from '../content/types.ts';
import { classNamesOfCss, infimaStylesheet, pruneInfima } from './infima.ts';
import { classNamesIn } from '../content/classNames.ts';
import { prismThemeCss } from './prismTheme.ts';

export interface SiteStyles {
  /** Infima's rules and properties the site uses ('' for a site that uses none). */
  infimaCss: string;
  /** `customCss`: the site's style sheets, absolute paths, in order. */
  customCss: string[];
  /** The token colours of `codeBlocks.theme` / `darkTheme` (Docusaurus's palenight when the site names none). */
  prismCss: string;
}

const COMPONENT = /\.[jt]sx?$/;

/** Files below a folder, skipping dependencies and dot folders. */
function filesBelow(dir: string, test: RegExp): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path, test) : test.test(entry.name) ? [path] : [];
  });
}

interface ThemeStyles {
  /** Classes the theme's CSS styles: its chrome keeps its own rules, Infima's for them are left out. */
  reserved: Set<string>;
  css: string;
}
let themeStyles: ThemeStyles | undefined;

/** The theme's CSS and the classes it styles. */
function theme(): ThemeStyles {
  if (themeStyles) return themeStyles;
  const css = themeCss();
  // Only the classes the CSS styles: one the theme writes without a rule of its own (Docusaurus's names kept for a
  // site's CSS to select: `menu`, `table-of-contents`, `footer__item`) stays Infima's, so a site that writes it gets
  // Infima's rule, as in Docusaurus, rather than none.
  themeStyles = { reserved: classNamesOfCss(css), css };
  return themeStyles;
}

/** The theme's style sheets, as one text. */
export function themeCss(): string {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'theme');
  return filesBelow(dir, /\.css$/)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The classes whose Infima rules no site gets (those the theme styles): exported for its test. */
export const themeReservedClasses = (): ReadonlySet<string> => theme().reserved;

/**
 * The classes the site's pages and components write: every doc's and page's (read by the content stage with their
 * text), and those of the components in `src/` (read here: a few files).
 */
export function siteClassNames(graph: ContentGraph): Set<string> {
  const used = new Set<string>();
  for (const version of graph.versions) for (const doc of version.docs) for (const name of doc.classNames) used.add(name);
  for (const page of graph.pages) for (const name of page.classNames) used.add(name);
  for (const file of filesBelow(join(graph.siteDir, 'src'), COMPONENT)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes('class')) classNamesIn(text, used);
  }
  return used;
}

export function siteStyles(graph: ContentGraph): SiteStyles {
  const customCss = graph.config.customCss;
  const siteCss = customCss.map((file) => readFileSync(file, 'utf8')).join('\n');
  const { reserved, css } = theme();
  const used = siteClassNames(graph);
  const { theme: prism, darkTheme } = graph.config.codeBlocks;
  return {
    infimaCss: pruneInfima(infimaStylesheet(), { used, reserved: sharedWithInfima(reserved, used), siteCss, themeCss: css }),
    customCss,
    prismCss: prismThemeCss(prism, darkTheme),
  };
}

/**
 * `button` is the theme's and Infima's: a site that writes Infima's modifiers (`button button--secondary`) gets
 * Infima's buttons (the theme's plain `.button` yields to them, styles.css); one that writes `button` alone (a search
 * page's submit button, as the theme's own) keeps the theme's.
 */
function sharedWithInfima(reserved: Set<string>, used: Set<string>): Set<string> {
  if (![...used].some((name) => name.startsWith('button--'))) return reserved;
  const shared = new Set(reserved);
  shared.delete('button');
  return shared;
}
