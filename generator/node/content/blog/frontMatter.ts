/**
 * Blog post front matter, validated as Docusaurus's plugin-content-blog does: a wrong type fails with file:line, an
 * unknown key is a warning naming file:line.
 */
import { z } from 'zod';
import { splitFrontMatter } from '../frontMatterBlock.ts';
import { BuildError, location } from '../../errors.ts';
import { frontMatterKeyLine } from '../frontMatter.ts';
import type { BlogFrontMatter } from './types.ts';

const word = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v));
const headingLevel = z.number().int().min(2).max(6);
const tag = z.union([word, z.strictObject({ label: z.string().min(1), permalink: z.string().min(1), description: z.string().optional() })]);
const socials = z.record(
  z.string(),
  z.union([z.string(), z.number()]).transform((v) => String(v)),
);
const inlineAuthor = z
  .looseObject({
    key: z.string().optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    email: z.string().optional(),
    socials: socials.optional(),
  })
  .refine(
    (a) => a.key !== undefined || a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined,
    'is not a valid author: give a key, or an object with a name',
  );
const author = z.union([z.string().min(1), inlineAuthor]);

const schema = z.looseObject({
  id: z.string().optional(),
  title: z.string().optional(),
  title_meta: z.string().optional(),
  sidebar_label: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().min(1).optional(),
  // YAML reads an unquoted 2021-08-26 as a Date.
  date: z.union([z.string().min(1), z.date()]).optional(),
  authors: z.union([author, z.array(author)]).optional(),
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  authorURL: z.string().optional(),
  authorTitle: z.string().optional(),
  authorImageURL: z.string().optional(),
  tags: z.array(tag).optional(),
  image: z.string().min(1).optional(),
  keywords: z.array(word).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  last_update: z
    .strictObject({ author: z.string().optional(), date: z.union([z.string(), z.date()]).optional() })
    .refine((u) => u.author !== undefined || u.date !== undefined, 'needs an author or a date')
    .optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  mdx: z.strictObject({ format: z.enum(['md', 'mdx', 'detect']).optional() }).optional(),
});
const KNOWN = new Set(Object.keys(schema.shape));

export interface ParsedPost {
  frontMatter: BlogFrontMatter;
  /** The body after the front matter. */
  body: string;
  bodyLine: number;
  warnings: string[];
}

export function parseBlogFrontMatter(text: string, relPath: string): ParsedPost {
  let block: ReturnType<typeof splitFrontMatter>;
  try {
    block = splitFrontMatter(text);
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    throw new BuildError(`${location(relPath, mark ? mark.line + 2 : 1, mark ? mark.column + 1 : undefined)}: invalid front matter: ${reason}.`);
  }
  const data = (block.data ?? {}) as Record<string, unknown>;
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue.path[0] ?? '');
    throw new BuildError(`${location(relPath, frontMatterKeyLine(text, key))}: invalid front matter: "${issue.path.join('.')}" ${issue.message}.`);
  }
  const frontMatter = result.data as BlogFrontMatter;
  if (frontMatter.draft && frontMatter.unlisted)
    throw new BuildError(`${location(relPath, frontMatterKeyLine(text, 'unlisted'))}: invalid front matter: a post cannot be both draft and unlisted. Keep one of them.`);
  const warnings = Object.keys(data)
    .filter((key) => !KNOWN.has(key))
    .map(
      (key) =>
        `${location(relPath, frontMatterKeyLine(text, key))}: unknown blog post front matter key "${key}" (no option reads it; components may, with useBlogPost().frontMatter). Check its spelling (every key is listed in REFERENCE.md, "Blog").`,
    );
  if (frontMatter.id !== undefined)
    warnings.push(`${location(relPath, frontMatterKeyLine(text, 'id'))}: the "id" front matter of a blog post is deprecated (as in Docusaurus): use "slug".`);
  const bodyLine = text.slice(0, text.length - block.content.length).split('\n').length - 1;
  return { frontMatter, body: block.content, bodyLine, warnings };
}
