/** Blog tags, as Docusaurus reads them: the tags file (`tags.yml`) by key, front matter tags inline or by key. */
import { existsSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { BuildError } from '../../errors.ts';
import { joinUrl } from '../../../shared/urls.ts';
import { kebabCase } from '../tags.ts';
import type { BlogFrontMatter, BlogTag } from './types.ts';

export interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/**
 * The tags file: unset reads `tags.yml` when there is one; false or null reads none (null: every tag is inline and
 * none is reported); a file named but missing is an error.
 */
export function loadTagsFile(dir: string, option: string | false | null | undefined, relDir: string): Record<string, TagDefinition> | null {
  if (option === false || option === null) return null;
  const name = option ?? 'tags.yml';
  const file = `${dir}/${name}`;
  if (!existsSync(file)) {
    if (option === undefined) return null;
    throw new BuildError(`The blog's tags file ${relDir}/${name} does not exist (the "tags" option names it). Create it, or remove the option.`);
  }
  const text = readFileSync(file, 'utf8');
  if (!text.trim()) return {};
  let data: unknown;
  try {
    data = yaml.safeLoad(text);
  } catch (error) {
    throw new BuildError(`${relDir}/${name}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BuildError(`${relDir}/${name}: must map each tag's key to its label, permalink and description.`);
  const tags: Record<string, TagDefinition> = {};
  const seen = new Map<string, string>();
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    const value = (raw ?? {}) as { label?: unknown; permalink?: unknown; description?: unknown };
    for (const field of ['label', 'permalink', 'description'] as const)
      if (value[field] !== undefined && typeof value[field] !== 'string') throw new BuildError(`${relDir}/${name}: tag "${key}": ${field} must be a string.`);
    const tag: TagDefinition = {
      label: (value.label as string) || capitalize(key),
      permalink: (value.permalink as string) || `/${kebabCase(key)}`,
      ...(value.description ? { description: value.description as string } : {}),
    };
    const other = seen.get(tag.permalink);
    if (other) throw new BuildError(`${relDir}/${name}: tags "${other}" and "${key}" have the same permalink ${tag.permalink}.`);
    seen.set(tag.permalink, key);
    tags[key] = tag;
  }
  return tags;
}

/** A post's tags, with their pages' URLs below `tagsBase`. */
export function postTags(frontMatter: BlogFrontMatter, file: Record<string, TagDefinition> | null, tagsBase: string): BlogTag[] {
  return (frontMatter.tags ?? []).map((tag): BlogTag => {
    const known = typeof tag === 'string' ? file?.[tag] : undefined;
    if (known) return { label: known.label, permalink: joinUrl(tagsBase, known.permalink), ...(known.description ? { description: known.description } : {}), inline: false };
    const inline = typeof tag === 'string' ? { label: tag, permalink: kebabCase(tag) } : tag;
    return { label: inline.label, permalink: joinUrl(tagsBase, inline.permalink), ...(inline.description ? { description: inline.description } : {}), inline: true };
  });
}
