/**
 * Test helper: a fast approximation of the compiled sections of real Markdown pages (no MDX compile),
 * so relevance and size can be checked against the real docs in well under a second per version.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';
import type { SearchInputPage } from '../../../generator/node/search/indexer.ts';

function files(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else if (/\.mdx?$/.test(name)) out.push(full);
  }
  return out;
}

function plain(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, '')
    .replace(/^:::\w*.*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`|>#]+/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function markdownSections(body: string): SearchInputPage['sections'] {
  const slugger = new GithubSlugger();
  const sections: SearchInputPage['sections'] = [{ title: '', anchor: '', text: '' }];
  const parts: string[][] = [[]];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^```/.test(line)) inFence = !inFence;
    const heading = !inFence && /^(##|###)\s+(.*)$/.exec(line);
    if (heading) {
      const title = plain(heading[2].replace(/\{#[^}]*\}\s*$/, ''));
      sections.push({ title, anchor: slugger.slug(title), text: '' });
      parts.push([]);
    } else parts[parts.length - 1].push(line);
  }
  sections.forEach((s, i) => {
    s.text = plain(parts[i].join('\n'));
  });
  return sections.filter((s, i) => i > 0 || s.text);
}

/** Pages of one docs folder, as the build would hand them to the indexer (approximately). */
export function markdownPages(docsDir: string, routePrefix: string, tag: string): SearchInputPage[] {
  return files(docsDir).map((file) => {
    const { data, content } = matter(readFileSync(file, 'utf8'));
    const id = relative(docsDir, file).replace(/\.mdx?$/, '');
    const path = `${routePrefix}${data.slug ?? id}`.replace(/\/index$/, '');
    const category = id.includes('/') ? id.split('/').slice(0, -1) : [];
    return {
      path,
      pageTitle: String(data.title ?? id),
      tag,
      type: 'docs' as const,
      sections: markdownSections(content),
      sidebarParentCategories: category,
      tags: Array.isArray(data.keywords) ? data.keywords.map(String) : [],
      ...(typeof data.description === 'string' ? { description: data.description } : {}),
    };
  });
}
