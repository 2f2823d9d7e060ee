/** Parses and validates Docusaurus-compatible front matter; errors carry file:line. */
import matter from 'gray-matter';
import { z } from 'zod';
import { BuildError, location } from '../errors.ts';
import type { FrontMatter } from './types.ts';

const frontMatterSchema = z.looseObject({
  id: z.string().regex(/^[^/]+$/, 'an id cannot contain "/"').optional(),
  title: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().min(1).optional(),
  description: z.string().optional(),
  // YAML reads bare true/false/numbers as non-strings; as keywords they are meant as words.
  keywords: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((v) => String(v))).optional(),
  hide_table_of_contents: z.boolean().optional(),
});

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, to map body lines back to file lines. */
  bodyLine: number;
}

export function parseFrontMatter(source: string, relPath: string): ParsedSource {
  let file: matter.GrayMatterFile<string>;
  try {
    // A fresh options object disables gray-matter's cache, which would hide a second parse error.
    file = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    throw new BuildError(`${location(relPath, mark ? mark.line + 2 : 1, mark ? mark.column + 1 : undefined)}: invalid front matter: ${reason}. Front matter is YAML between two "---" lines.`);
  }
  const result = frontMatterSchema.safeParse(file.data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue.path[0] ?? '');
    const line = frontMatterKeyLine(source, key);
    const field = /^([^\s:#][^:]*?)\s*:\s*/.exec(source.split('\n')[line - 1] ?? '');
    // The column of the field's value, when the key was found on that line.
    const column = field && field[1].replace(/^['"]|['"]$/g, '') === key ? field[0].length + 1 : undefined;
    throw new BuildError(`${location(relPath, line, column)}: invalid front matter: "${issue.path.join('.')}" ${issue.message}.`);
  }
  const bodyLine = source.slice(0, source.length - file.content.length).split('\n').length - 1;
  return { frontMatter: result.data as FrontMatter, body: file.content, bodyLine };
}

/**
 * The file line of a top-level front matter key (keys sit at column 0 of the block that starts on line 1), so a
 * message points at the field itself; line 2, the first field, when the key is not found (e.g. a quoted key).
 */
export function frontMatterKeyLine(source: string, key: string): number {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && !/^(---|\.\.\.)\s*$/.test(lines[i]); i++) {
    const match = /^([^\s:#][^:]*?)\s*:/.exec(lines[i]);
    if (match && match[1].replace(/^['"]|['"]$/g, '') === key) return i + 1;
  }
  return 2;
}

/** First `# Heading` of the body, used as the title when front matter has none. */
export function headingTitle(body: string): string | undefined {
  return /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
}

/** The 1-based line of a top-level front matter field (`slug: …`), or undefined when it is not found. */
export function frontMatterLine(source: string, field: string): number | undefined {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    if (new RegExp(`^${field}\\s*:`).test(lines[i])) return i + 1;
  }
  return undefined;
}
