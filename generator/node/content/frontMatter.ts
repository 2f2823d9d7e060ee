/**
 * Parses and validates Docusaurus's doc front matter; errors carry file:line, unknown keys become warnings
 * naming file:line (Docusaurus accepts them silently, which hides typos such as `sidebar_postion`).
 */
import { splitFrontMatter, type FrontMatterBlock } from './frontMatterBlock.ts';
import { z } from 'zod';
import { BuildError, location } from '../errors.ts';
import { readSourceText } from './sourceText.ts';
import { MAX_FRONT_MATTER_VALUES, oversizedFrontMatter } from './frontMatterSize.ts';
import type { FrontMatter } from './types.ts';

// YAML reads bare true/false/numbers as non-strings; as words (keywords, tags) they are meant as text.
const word = z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((v) => String(v));
const headingLevel = z.number().int().min(2).max(6);

const tag = z.union([word, z.strictObject({ label: z.string().min(1), permalink: z.string().min(1), description: z.string().optional() })]);

const frontMatterSchema = z.looseObject({
  id: z
    .string()
    .regex(/^[^/]+$/, 'an id cannot contain "/"')
    .optional(),
  title: z.string().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  sidebar_key: z.string().optional(),
  displayed_sidebar: z.string().nullable().optional(),
  slug: z.string().min(1).optional(),
  description: z.string().optional(),
  keywords: z.array(word).optional(),
  image: z.string().min(1).optional(),
  tags: z.array(tag).optional(),
  pagination_label: z.string().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  custom_edit_url: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  last_update: z
    .strictObject({
      author: z.string().optional(),
      // YAML reads an unquoted 2024-03-15 as a Date.
      date: z.union([z.string(), z.date()]).optional(),
    })
    .refine((u) => u.author !== undefined || u.date !== undefined, 'needs an author or a date')
    .optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  /** MDX options of the file itself: `mdx: { format: md }`. */
  mdx: z.strictObject({ format: z.enum(['md', 'mdx', 'detect']).optional() }).optional(),
  /** Standalone pages: a class on the page's wrapper. */
  wrapperClassName: z.string().optional(),
});

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, to map body lines back to file lines. */
  bodyLine: number;
  /** Unknown keys, as `file:line: message`. */
  warnings: string[];
}

/**
 * Like parseFrontMatter, but a broken front matter does not stop the build here: the page is kept with empty front
 * matter (so links to it still resolve) and the error is returned, to be reported with every other page's.
 */
export function parseFrontMatterLenient(source: string, relPath: string): ParsedSource & { error?: string } {
  try {
    return parseFrontMatter(source, relPath);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    const block = /^---\r?\n[\s\S]*?\r?\n---[^\n]*(\r?\n|$)/.exec(source);
    const head = block ? block[0] : '';
    return { frontMatter: {}, body: source.slice(head.length), bodyLine: head.split('\n').length - 1, warnings: [], error: error.message };
  }
}

export function parseFrontMatter(source: string, relPath: string): ParsedSource {
  let file: FrontMatterBlock;
  try {
    file = splitFrontMatter(source);
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    throw new BuildError(
      `${location(relPath, mark ? mark.line + 2 : 1, mark ? mark.column + 1 : undefined)}: invalid front matter: ${reason}. Front matter is YAML between two "---" lines.`,
    );
  }
  const data = (file.data ?? {}) as Record<string, unknown>;
  const oversized = typeof data === 'object' ? oversizedFrontMatter(data) : undefined;
  if (oversized) {
    const what =
      oversized.problem === 'cycle'
        ? 'holds itself (a YAML alias, *name, inside the value its anchor, &name, marks)'
        : `holds more than ${MAX_FRONT_MATTER_VALUES.toLocaleString('en')} values once its YAML aliases (*name) are expanded`;
    throw new BuildError(
      `${location(relPath, frontMatterKeyLine(source, oversized.key))}: invalid front matter: "${oversized.key}" ${what}. Write the values out, with fewer aliases.`,
    );
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    // The first wrong field in the file is the one reported.
    const issue = [...result.error.issues].sort((a, b) => frontMatterKeyLine(source, String(a.path[0] ?? '')) - frontMatterKeyLine(source, String(b.path[0] ?? '')))[0];
    const key = String(issue.path[0] ?? '');
    const line = frontMatterKeyLine(source, key);
    const field = /^([^\s:#][^:]*?)\s*:\s*/.exec(source.split('\n')[line - 1] ?? '');
    // The column of the field's value, when the key was found on that line.
    const column = field && field[1].replace(/^['"]|['"]$/g, '') === key ? field[0].length + 1 : undefined;
    throw new BuildError(`${location(relPath, line, column)}: invalid front matter: "${issue.path.join('.')}" ${issue.message}.`);
  }
  const frontMatter = result.data as FrontMatter;
  if (frontMatter.draft && frontMatter.unlisted)
    throw new BuildError(`${location(relPath, frontMatterKeyLine(source, 'unlisted'))}: invalid front matter: a doc cannot be both draft and unlisted. Keep one of them.`);
  const warnings = Object.keys(data)
    .filter((key) => !KNOWN_KEYS.has(key))
    .map(
      (key) =>
        `${location(relPath, frontMatterKeyLine(source, key))}: unknown front matter key "${key}" (ignored). Check its spelling; every key Docusaurus knows is listed in REFERENCE.md, "Doc front matter".`,
    );
  const bodyLine = source.slice(0, source.length - file.content.length).split('\n').length - 1;
  return { frontMatter, body: file.content, bodyLine, warnings };
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

/** A source's Markdown body, read from its file (the content graph keeps no bodies). */
export function readBody(file: string, relPath: string): string {
  return parseFrontMatterLenient(readSourceText(file, relPath), relPath).body;
}

/** The `# Heading` the body starts with (before any other content), used as the title when front matter has none. */
export function headingTitle(body: string): string | undefined {
  return contentTitle(body);
}

/**
 * The body's own title: a first `# Heading` that comes before any other content (imports and comments aside), as
 * Docusaurus's contentTitle. Such a page renders that heading itself, so the theme adds no second one.
 */
export function contentTitle(body: string): string | undefined {
  for (const line of body.split('\n')) {
    const text = line.trim();
    if (!text || /^(import|export)\s/.test(text) || /^<!--.*-->$/.test(text) || /^\{\/\*.*\*\/\}$/.test(text)) continue;
    const heading = /^#\s+(.+?)\s*(\{#[^}]*\})?\s*#*$/.exec(text);
    return heading ? heading[1].trim() : undefined;
  }
  return undefined;
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

/** Markdown syntax removed from an excerpt line, in order (the rules of Docusaurus's `createExcerpt`). */
const EXCERPT_CLEANUPS: [RegExp, string][] = [
  [/<[^>]*>/g, ''], // HTML tags
  [/^#[^#]+#?/gm, ''], // a `# Title` line
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'], // other headings keep their text
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images: their alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnotes
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links: their text
  [/`(.+?)`/g, '$1'], // inline code
  [/^\s{0,3}>\s?/g, ''], // a blockquote's marker
  [/:::.*/, ''], // an admonition's fence
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji names
  [/\{#*[\w-]+\}/, ''], // a heading id
];

/**
 * A page's description when its front matter has none, as Docusaurus makes it: the first line of text of the body,
 * past imports and exports, code blocks, the title and blank lines, stripped of Markdown syntax.
 */
export function excerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, '') // a Setext title
    .split(/\r?\n/);
  let fence = '';
  let inImport = false;
  for (const line of lines) {
    const text = line.trim();
    if (!text) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (text.startsWith('```')) {
      const ticks = /^`+/.exec(text)![0];
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const cleaned = EXCERPT_CLEANUPS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), line).trim();
    if (cleaned) return cleaned;
  }
  return undefined;
}
