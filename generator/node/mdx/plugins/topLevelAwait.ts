/**
 * A page's exports are evaluated when its module loads, in the browser as in the build, and page modules are bundled
 * for browsers without top-level await: `export const x = await f()` failed far from the page, in esbuild, with
 * "Top-level await is not available in the configured target environment ("es2020")". Here it is the page's error,
 * with its line.
 */
import type { Node, Program } from 'estree';
import type { VFile } from 'vfile';

type Located = Node & { loc?: { start: { line: number; column: number } } | null };

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The first `await` (or `for await`) outside any function, walking without recursion; undefined when none. */
export function topLevelAwait(program: Program): Located | undefined {
  const stack: unknown[] = [...program.body].reverse();
  while (stack.length) {
    const node = stack.pop() as Located;
    if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return node;
    if (FUNCTION.has(node.type)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range' || key === 'position' || key === 'data') continue;
      const children = Array.isArray(value) ? value : [value];
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string') stack.push(child);
      }
    }
  }
  return undefined;
}

export default function recmaTopLevelAwait() {
  return (tree: Program, file: VFile) => {
    // Most pages never write the word: only theirs are walked.
    if (!String(file.value).includes('await')) return;
    const found = topLevelAwait(tree);
    if (!found) return;
    const reason =
      'top-level await in an export: page modules load in the browser, where they cannot wait at the top level. Move the await into a function or a component (React.use, useEffect), or compute the value before the build';
    throw Object.assign(new Error(reason), { reason, line: found.loc?.start.line, column: found.loc ? found.loc.start.column + 1 : undefined });
  };
}
