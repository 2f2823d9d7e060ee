/**
 * Line rewrites of an MDX source before it is parsed (the MDX 1 compatibility syntaxes): each line outside fenced
 * code goes through `rewrite`, the fences and the code inside them stay as they are, and the line count is preserved
 * (positions in errors still point at the author's file).
 */
export function rewriteLinesOutsideFences(source: string, rewrite: (line: string) => string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opening = /^\s*(```+|~~~+)/.exec(line);
      if (opening) {
        if (!fence) fence = opening[1];
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      return fence ? line : rewrite(line);
    })
    .join('\n');
}
