/** An author-facing build error: printed as-is, without a stack trace. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'BuildError';
  }
}

/** `file:line:column` as editors and terminals understand it. */
export function location(file: string, line?: number, column?: number): string {
  return line ? `${file}:${line}${column ? `:${column}` : ''}` : file;
}
