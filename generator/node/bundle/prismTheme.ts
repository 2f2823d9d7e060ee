/**
 * Docusaurus's `prism.theme` and `prism.darkTheme` (a prism-react-renderer theme object, or a site's own) as a style
 * sheet: the code blocks' text and background and each token type's colours, one set per colour mode. Docusaurus
 * writes them inline on every token; here they are rules, written once, that win over the theme's token colours.
 */
import type { PrismTheme } from '../config/schema.ts';

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
    const selectors = types.filter(safe).flatMap((type) => prefixes.map((prefix) => `${scope} .code-block ${prefix}.token.${type}`));
    if (selectors.length && Object.keys(style).length) rules.push(`${selectors.join(', ')} { ${declarations(style)} }`);
  }
  return rules.join('\n');
}

/** The style sheet of a site's Prism themes ('' when it names none: the theme's own token colours apply). */
export function prismThemeCss(theme?: PrismTheme, darkTheme?: PrismTheme): string {
  return [theme && modeCss(LIGHT, theme), (darkTheme ?? theme) && modeCss(DARK, (darkTheme ?? theme)!)].filter(Boolean).join('\n');
}
