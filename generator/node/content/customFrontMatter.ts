/**
 * The site's `markdown.parseFrontMatter` (Docusaurus's hook): run on every Markdown source of the docs, the blogs and
 * src/pages before the sources are read, its front matter then taking the place of the YAML parser's
 * (frontMatterBlock.ts). It is asynchronous, the load stage's parsers are not: hence this pass ahead of them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ParseFrontMatter } from '../config/schema.ts';
import { BuildError } from '../errors.ts';
import { setFrontMatterOverrides, splitFrontMatter } from './frontMatterBlock.ts';

const MARKDOWN = /\.mdx?$/;

function markdownFiles(dir: string, out: string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) markdownFiles(file, out);
    else if (MARKDOWN.test(entry)) out.push(file);
  }
  return out;
}

/** Runs the hook over the sources of `dirs` (absolute) and installs its results; undefined clears them. */
export async function applyParseFrontMatter(hook: ParseFrontMatter | undefined, siteDir: string, dirs: string[]): Promise<void> {
  setFrontMatterOverrides(undefined);
  if (!hook) return;
  const results = new Map<string, Record<string, unknown>>();
  const defaultParseFrontMatter = async ({ fileContent }: { filePath: string; fileContent: string }) => {
    const { data, content } = splitFrontMatter(fileContent);
    return { frontMatter: (data ?? {}) as Record<string, unknown>, content: content.trim() };
  };
  for (const file of new Set(dirs.flatMap((dir) => markdownFiles(dir)))) {
    const fileContent = readFileSync(file, 'utf8');
    let result: Awaited<ReturnType<ParseFrontMatter>>;
    try {
      result = await hook({ filePath: file, fileContent, defaultParseFrontMatter });
    } catch (error) {
      throw new BuildError(`${file.slice(siteDir.length + 1)}: markdown.parseFrontMatter failed: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
    }
    if (!result || typeof result.frontMatter !== 'object' || result.frontMatter === null)
      throw new BuildError(`${file.slice(siteDir.length + 1)}: markdown.parseFrontMatter must return { frontMatter, content }.`);
    results.set(fileContent, result.frontMatter);
  }
  setFrontMatterOverrides(results);
}
