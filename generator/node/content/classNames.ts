/**
 * The class names a page or component source writes, read with its text (content/sourceText.ts) so that the bundle
 * stage knows which of Infima's rules the site uses without reading every source again.
 */

/** A `className="a b"`, `class='a'` or `className={clsx('a', cond && 'b', styles.c)}`: its quoted words are classes. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\})/g;
const QUOTED = /"([^"]*)"|'([^']*)'/g;
const TEMPLATE = /`([^`]*)`/g;

/** The strings of a class expression: quoted ones, and a template's text outside its `${…}` (whose strings count too). */
function expressionLiterals(expression: string): string[] {
  const templates = [...expression.matchAll(TEMPLATE)].map((t) => t[1]!);
  const quoted = [...expression.replace(TEMPLATE, (t) => t.replace(/^`[^$]*|\}[^$`]*/g, ' ')).matchAll(QUOTED)].map((q) => q[1] ?? q[2] ?? '');
  return [...templates.map((t) => t.replace(/\$\{[^}]*\}/g, ' ')), ...quoted];
}

/** The class names a source (JSX, MDX, HTML) writes in its class attributes. */
export function classNamesIn(text: string, into = new Set<string>()): Set<string> {
  for (const match of text.matchAll(CLASS_ATTRIBUTE)) {
    const [, double, single, expression] = match;
    const literals = expression === undefined ? [double ?? single ?? ''] : expressionLiterals(expression);
    for (const literal of literals) for (const name of literal.split(/[\s]+|\$\{[^}]*\}/)) if (/^-?[_a-zA-Z][\w-]*$/.test(name)) into.add(name);
  }
  return into;
}
