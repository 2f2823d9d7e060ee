/**
 * Docusaurus's `prism.theme` and `prism.darkTheme` (a prism-react-renderer theme object, or a site's own) as a style
 * sheet: the code blocks' text and background and each token type's colours, one set per colour mode. Docusaurus
 * writes them inline on every token; here they are rules, written once. The theme has no token colours of its own.
 */
import { themes } from 'prism-react-renderer';
import type { PrismTheme } from '../config/schema.ts';

/** A site that names no `prism.theme` gets Docusaurus's (theme-classic's `DEFAULT_CONFIG.prism.theme`), in both modes. */
export const DEFAULT_PRISM_THEME: PrismTheme = themes.palenight;

const LIGHT = "html:not([data-theme='dark'])";
const DARK = "html[data-theme='dark']";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const safe = (name: string) => /^[\w-]+$/.test(name);

function declarations(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([name, value]) => `${kebab(name)}: ${value}`)
    .join('; ');
}

function modeCss(scope: string, theme: PrismTheme): string {
  const rules: string[] = [];
  const { color, backgroundColor, ...plain } = theme.plain;
  const properties = [color === undefined ? '' : `--c-code-text: ${color}`, backgroundColor === undefined ? '' : `--c-code-bg: ${backgroundColor}`].filter(Boolean);
  if (properties.length) rules.push(`${scope} .code-block { ${properties.join('; ')} }`);
  if (Object.keys(plain).length) rules.push(`${scope} .code-block pre { ${declarations(plain)} }`);
  for (const { types, style, languages } of theme.styles) {
    const prefixes = languages?.filter(safe).map((language) => `.language-${language} `) ?? [''];
    const named = types.filter(safe);
    if (!named.length || !Object.keys(style).length) continue;
    // A token of several types (`token tag class-name`: the types of its nesting, innermost last) takes, as in
    // prism-react-renderer, the style of its last type: the second, stronger selector is that type's as the last class.
    const any = `:is(${named.map((type) => `.token.${type}`).join(', ')})`;
    const last = `:is(${named.map((type) => `.token.${type}[class$=' ${type}']`).join(', ')})`;
    const selectors = prefixes.flatMap((prefix) => [`${scope} .code-block ${prefix}${any}`, `${scope} .code-block ${prefix}${last}`]);
    rules.push(`${selectors.join(', ')} { ${declarations(style)} }`);
  }
  return rules.join('\n');
}

/** The style sheet of a site's Prism themes: the dark mode takes `theme` when the site names no `darkTheme`, as in Docusaurus. */
export function prismThemeCss(theme: PrismTheme = DEFAULT_PRISM_THEME, darkTheme: PrismTheme = theme): string {
  return [modeCss(LIGHT, theme), modeCss(DARK, darkTheme)].filter(Boolean).join('\n');
}
