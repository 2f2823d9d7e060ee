/**
 * The size of front matter data once YAML's aliases are expanded. js-yaml (3, as Docusaurus's gray-matter) has no
 * alias limit: `*name` shares one value among every place that names it, so nine lines can stand for millions of
 * values, which whatever copies or serialises the data later expands (1.3 GB, then "Invalid string length"). An
 * alias may also name the value it is inside of, a cycle no copy ends.
 */

/** More values than any real front matter holds (a large `sidebar_custom_props` has hundreds). */
export const MAX_FRONT_MATTER_VALUES = 10_000;

export type Oversized = { key: string; problem: 'too large' | 'cycle' };

/**
 * The first top-level key whose value, expanded, holds more than `max` values, or holds itself (a cycle); undefined
 * when the data is fine. Walks at most `max` values (plus one) per key, so a bomb costs nothing to find.
 */
export function oversizedFrontMatter(data: Record<string, unknown>, max = MAX_FRONT_MATTER_VALUES): Oversized | undefined {
  for (const [key, value] of Object.entries(data)) {
    const problem = expansionProblem(value, max);
    if (problem) return { key, problem };
  }
  return undefined;
}

function expansionProblem(root: unknown, max: number): Oversized['problem'] | undefined {
  let count = 0;
  // An explicit stack (a deep value would overflow recursion): a value, then its exit marker once its items are done.
  const stack: { value: unknown; exit: boolean }[] = [{ value: root, exit: false }];
  const open = new Set<object>();
  while (stack.length) {
    const { value, exit } = stack.pop()!;
    if (exit) {
      open.delete(value as object);
      continue;
    }
    if (++count > max) return 'too large';
    if (value === null || typeof value !== 'object') continue;
    if (open.has(value)) return 'cycle';
    open.add(value);
    stack.push({ value, exit: true });
    for (const item of Object.values(value)) stack.push({ value: item, exit: false });
  }
  return undefined;
}
