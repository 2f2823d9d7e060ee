/**
 * Authoring problems the dev server shows over the page: each names `file:line:column` and carries a code frame
 * of the source around it. Problems come from several places (loading the content, compiling a page, bundling);
 * each place replaces its own list, and the overlay shows them all until every list is empty.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { codeFrameColumns } from '@babel/code-frame';
import type { StatsError } from 'webpack';
import { BuildError } from '../errors.ts';

export interface Problem {
  /** `file:line:column: what is wrong`, as the terminal prints it. */
  message: string;
  /** Site-relative file, when the problem has a place. */
  file?: string;
  line?: number;
  column?: number;
  /** The source lines around the place, with a marker under the column (plain text). */
  frame?: string;
}

const PLACE = /^([^\s:][^:\n]*?):(\d+)(?::(\d+))?: ([\s\S]*)$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI = /\u001b\[[0-9;]*m/g;

/** A problem at a place in a file, with its code frame when the file can be read. */
export function problemAt(siteDir: string, file: string, line: number | undefined, column: number | undefined, what: string): Problem {
  const rel = isAbsolute(file) ? relative(siteDir, file) : file;
  const where = line ? `${rel}:${line}${column ? `:${column}` : ''}` : rel;
  const problem: Problem = { message: `${where}: ${what}`, file: rel, line, column };
  if (line) {
    try {
      const source = readFileSync(isAbsolute(file) ? file : join(siteDir, file), 'utf8');
      problem.frame = codeFrameColumns(source, { start: { line, column: column ?? undefined } }, { highlightCode: false, linesAbove: 2, linesBelow: 2 });
    } catch {
      // The file went away meanwhile: the message alone still names the place.
    }
  }
  return problem;
}

/** Parses `file:line[:column]: message` (how every stage words a located error) into a problem with a frame. */
export function problemFromText(siteDir: string, text: string): Problem {
  const m = PLACE.exec(text.trim());
  if (!m || /\s/.test(m[1])) return { message: text.trim() };
  return problemAt(siteDir, m[1], Number(m[2]), m[3] ? Number(m[3]) : undefined, m[4]);
}

/** The problems an error from a stage stands for: one per listed problem of a BuildError, else the error itself. */
export function problemsFromError(siteDir: string, error: unknown): Problem[] {
  if (error instanceof BuildError) {
    if (error.problems.length) {
      const heading = error.message.split('\n')[0];
      return error.problems.map((p) => {
        const problem = problemFromText(siteDir, p);
        return { ...problem, message: `${problem.message}\n(${heading})` };
      });
    }
    return [problemFromText(siteDir, error.message)];
  }
  // Not an authoring error: the generator failed. Show it (with its stack) rather than hide it.
  return [{ message: `Internal error: ${String((error as Error)?.stack ?? error)}` }];
}

/** webpack's errors (a component that does not compile, an import that does not resolve) as problems. */
export function problemsFromWebpack(siteDir: string, errors: StatsError[]): Problem[] {
  return errors.map((e) => {
    const message = (e.message ?? '').replace(ANSI, '');
    const resource = e.moduleIdentifier?.split('!').pop()?.split('?')[0];
    // Babel names the place in its message ("file.tsx: Unexpected token (3:10)"); webpack in `loc` ("3:10-15").
    const babel = /\((\d+):(\d+)\)/.exec(message);
    const loc = /^(\d+):(\d+)/.exec(e.loc ?? '');
    const line = babel ? Number(babel[1]) : loc ? Number(loc[1]) : undefined;
    const column = babel ? Number(babel[2]) + 1 : loc ? Number(loc[2]) + 1 : undefined;
    // The first line says what is wrong; babel's own frame follows it and is replaced by ours.
    const what =
      message
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l && !/^(>|\d+ \||\|)/.test(l) && !/^(Module build failed|ModuleBuildError)\b/.test(l))
        ?.replace(/^(SyntaxError|Error): \/\S+: /, '$1: ') ?? 'webpack failed';
    if (!resource || !isAbsolute(resource)) return { message: what };
    return problemAt(siteDir, resource, line, column, what);
  });
}

/** Problems by where they come from; `all()` is what the overlay shows. */
export class ProblemSet {
  private readonly bySource = new Map<string, Problem[]>();

  /** Replaces the problems of one source; returns whether anything changed. */
  set(source: string, problems: Problem[]): boolean {
    const before = JSON.stringify(this.bySource.get(source) ?? []);
    if (problems.length) this.bySource.set(source, problems);
    else this.bySource.delete(source);
    return before !== JSON.stringify(problems);
  }

  has(source: string): boolean {
    return this.bySource.has(source);
  }

  all(): Problem[] {
    return [...this.bySource.values()].flat();
  }
}
