/**
 * Bounds on how deeply a page's content may nest, so that hostile or generated Markdown fails quickly with its line
 * instead of costing minutes and ending in "Maximum call stack size exceeded" (or, for 1,000 nested emphases, in a
 * misleading webpack "You may need an appropriate loader" once the compiled page was too deep for its parser).
 *
 * Two checks. Before parsing, a linear scan of the text (`sourceNestingProblem`): the Markdown parser's work grows
 * with the cube of a list's depth (a 1,000-level list: 53 s) and with the square of the `*`/`_` runs on a line
 * (20,000 of them: minutes). After parsing, the tree's depth, in Markdown (emphasis, links, JSX: `remarkNestingLimit`)
 * and, in CommonMark pages, once their HTML is parsed (`rehypeNestingLimit`): every later stage walks the tree
 * recursively.
 */

/** Levels of lists and block quotes one line may sit in (real docs use a few; 100 parse in a tenth of a second). */
export const MAX_BLOCK_NESTING = 100;
/** Runs of `*` or `_` on one line (2,000 of them, nested, parse in a third of a second). */
export const MAX_EMPHASIS_RUNS = 2_000;
/** Depth of the parsed tree (two levels a list: the list and its item), well below what overflows the stack. */
export const MAX_TREE_DEPTH = 250;

const FENCE = /^(`{3,}|~{3,})/;
/** One container marker at the start of a line: a block quote's `>` or a list item's bullet or number. */
const CONTAINER = /^[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))[ \t]?/;
const EMPHASIS_RUN = /(?<!\\)[*_]+/g;
const CODE_SPAN = /(`+)[^`]*?\1/g;

/** Columns of leading white space (a tab to the next multiple of 4), as CommonMark counts indentation. */
function indentation(text: string): number {
  let columns = 0;
  for (const char of text) {
    if (char === ' ') columns++;
    else if (char === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * The first line whose nesting or emphasis runs would make the parser's work explode, with what is wrong; undefined
 * when every line is fine. A line's depth is estimated from its prefix: each `>` and list marker is a level, and so
 * is every two columns of indentation (a nested list item sits at least two columns right of its parent). Lines of
 * fenced code are not Markdown and are skipped.
 */
export function sourceNestingProblem(text: string): { line: number; message: string } | undefined {
  let fence: string | undefined;
  let line = 0;
  for (const raw of text.split('\n')) {
    line++;
    let rest = raw;
    let levels = 0;
    let columns = 0;
    for (let match = CONTAINER.exec(rest); match && levels <= MAX_BLOCK_NESTING; match = CONTAINER.exec(rest)) {
      levels++;
      columns += indentation(match[0]);
      rest = rest.slice(match[0].length);
    }
    const depth = levels + Math.floor((columns + indentation(rest)) / 2);
    const content = rest.trimStart();
    const fenceMark = FENCE.exec(content)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && content.slice(fenceMark.length).trim() === '') fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (depth > MAX_BLOCK_NESTING)
      return {
        line,
        message: `lists or block quotes nest more than ${MAX_BLOCK_NESTING} levels deep on this line. Flatten them: the Markdown parser's work grows with the cube of the depth`,
      };
    let runs = 0;
    for (const _ of content.replace(CODE_SPAN, '').matchAll(EMPHASIS_RUN)) if (++runs > MAX_EMPHASIS_RUNS) break;
    if (runs > MAX_EMPHASIS_RUNS)
      return {
        line,
        message: `more than ${MAX_EMPHASIS_RUNS.toLocaleString('en')} runs of * or _ on this line. Split the line, or escape them (\\* and \\_): the Markdown parser's work grows with the square of their number`,
      };
  }
  return undefined;
}

interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: { line: number; column: number } };
}

/** The first node below `max` levels of the tree (depth first, without recursion: the tree may be thousands deep). */
export function nodeTooDeep(tree: TreeNode, max = MAX_TREE_DEPTH): TreeNode | undefined {
  const stack: [TreeNode, number][] = [[tree, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return node;
    const children = node.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  return undefined;
}

/** Throws at the first node too deep, with its place (the compiler reports `line` and `column` as the page's). */
function failTooDeep(tree: TreeNode, what: string): void {
  const deep = nodeTooDeep(tree);
  if (!deep) return;
  const reason = `${what} nest more than ${MAX_TREE_DEPTH} levels deep (one inside another) from here. Flatten the content: each level is a component inside another, too deep to render`;
  throw Object.assign(new Error(reason), { reason, line: deep.position?.start.line, column: deep.position?.start.column });
}

/**
 * Checks the Markdown tree as the parser finishes it (a transform of mdast-util-from-markdown): MDX's own first
 * transform walks it recursively, before any remark plugin runs.
 */
export function remarkNestingLimit(this: { data(): Record<string, unknown> }): undefined {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  data.fromMarkdownExtensions ??= [];
  data.fromMarkdownExtensions.push({ transforms: [(tree: TreeNode) => failTooDeep(tree, 'lists, block quotes, emphasis, links or JSX elements')] });
}

/** The same once a CommonMark page's HTML is parsed (rehype-raw): `<div>` × 10,000 is a flat string until then. */
export function rehypeNestingLimit() {
  return (tree: TreeNode) => failTooDeep(tree, 'HTML elements');
}
