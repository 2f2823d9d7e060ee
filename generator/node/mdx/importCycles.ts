/**
 * Import cycles among Markdown files: `_a.mdx` importing `_b.mdx` that imports `_a.mdx`, or a page importing itself.
 * Each renders the other inside itself, forever: the build prerendered hundreds of nested copies and the reader's
 * tab froze, then crashed. A cycle is found from each page that imports Markdown, through the partials' own
 * imports (read from their text: a partial is compiled by webpack's loader, after this stage), and reported at the
 * page's import line with the files of the cycle.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { location } from '../errors.ts';
import type { ModuleResolver } from './checkImports.ts';
import type { ModuleImport } from './plugins/imports.ts';

/** A specifier naming a Markdown file (an import of a partial names its extension: webpack resolves none for it). */
export const MARKDOWN_IMPORT = /\.mdx?(\?.*)?$/i;
const MARKDOWN = /\.mdx?$/i;
/** Fenced code blocks (```, ~~~): an import shown in an example is not one. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
/** MDX's ESM lines start at the line's start: `import X from '…'`, `export { X } from '…'`, `import '…'`. */
const ESM_SOURCE = /^(?:import|export)\b[^'";]*?\bfrom\s*(['"])([^'"\n]+)\1|^import\s*(['"])([^'"\n]+)\3/gm;

/** The specifiers a Markdown file imports (code blocks aside). */
export function markdownImports(text: string): string[] {
  const code = text.replace(FENCE, '');
  return [...code.matchAll(ESM_SOURCE)].map((m) => m[2] ?? m[4]);
}

/**
 * Finds the import cycles reachable from a page through Markdown files. `imports` are the page's own, with their
 * places; `readImports` gives a partial's (markdownImports of its text, by default). One problem per import of the
 * page that leads into a cycle, as `file:line:column: …`.
 */
export function importCycleProblems(
  page: { file: string; relPath: string; imports: ModuleImport[] },
  siteDir: string,
  resolve: ModuleResolver,
  readImports: (file: string) => string[] = (file) => markdownImports(readFileSync(file, 'utf8')),
): string[] {
  const resolveMarkdown = (from: string, specifier: string): string | undefined => {
    const clean = specifier.split('?')[0];
    if (!MARKDOWN.test(clean)) return undefined;
    try {
      return resolve(dirname(from), clean) || undefined;
    } catch {
      // An import that does not resolve is the import check's to report.
      return undefined;
    }
  };
  const rel = (file: string) => relative(siteDir, file);
  // Files whose imports were walked without finding a cycle: not walked again.
  const clean = new Set<string>();
  const problems: string[] = [];
  /** The cycle through `file` (a list of files, first = last), walking depth first with `path` on the stack. */
  const cycleFrom = (file: string, path: string[]): string[] | undefined => {
    const at = path.indexOf(file);
    if (at !== -1) return [...path.slice(at), file];
    if (clean.has(file)) return undefined;
    let specifiers: string[];
    try {
      specifiers = file === page.file ? page.imports.map((i) => i.specifier) : readImports(file);
    } catch {
      return undefined;
    }
    for (const specifier of specifiers) {
      const target = resolveMarkdown(file, specifier);
      const cycle = target && cycleFrom(target, [...path, file]);
      if (cycle) return cycle;
    }
    clean.add(file);
    return undefined;
  };
  for (const { specifier, line, column } of page.imports) {
    const target = resolveMarkdown(page.file, specifier);
    const cycle = target && cycleFrom(target, [page.file]);
    if (!cycle) continue;
    const where = location(page.relPath, line, column);
    problems.push(
      cycle.length === 2
        ? `${where}: ${rel(cycle[0])} imports itself: it would render itself inside itself without end. Remove the import.`
        : `${where}: import cycle between Markdown files: ${cycle.map(rel).join(' → ')}. Each would render the other inside itself without end: remove one of these imports.`,
    );
  }
  return problems;
}
