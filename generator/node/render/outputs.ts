import { existsSync } from 'node:fs';
import type { ContentGraph } from '../content/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import { publicPath, routeToMarkdownFile } from '../../shared/urls.ts';
import { escapeHtml } from './head.ts';
import { readBody } from '../content/frontMatter.ts';
import { LOAD_CODE } from '../content/sourceCache.ts';
import { outputPath, writeOutput } from '../output/files.ts';
import type { KeyedOutputs } from '../output/previousBuild.ts';
import { publishableRoots } from '../mdx/plugins/publishable.ts';
import { copyStaticFiles } from './staticFiles.ts';
import type { GeneratedFiles } from './generatedFiles.ts';
import { hashKey } from '../cache/keys.ts';

/** Writes JSON under assets/data with a content hash in its name; returns its public URL. */
export function writeHashedJson(outDir: string, baseUrl: string, name: string, value: unknown): string {
  const text = JSON.stringify(value);
  const hash = hashKey(text, 8);
  const rel = `assets/data/${name}.${hash}.json`;
  writeOutput(outDir, rel, text);
  return baseUrl + rel;
}

export function writeSitemap(outDir: string, graph: ContentGraph, routes: RouteEntry[]): void {
  const origin = graph.config.url.replace(/\/$/, '');
  const urls = routes
    // Unlisted pages (and drafts, absent from production builds) stay out of the sitemap.
    .filter((r) => !r.data.unlisted)
    .filter((r) => !r.version || r.version.isLast || r.data.kind === 'doc' || r.data.kind === 'generated-index')
    .map(
      (r) =>
        `<url><loc>${escapeHtml(origin + (r.data.permalink ?? publicPath(r.path, graph.config.trailingSlash, graph.config.baseUrl)))}</loc>${r.version && !r.version.isLast ? '<priority>0.3</priority>' : ''}</url>`,
    );
  writeOutput(outDir, 'sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
}

export function writeRobots(outDir: string, graph: ContentGraph): void {
  if (existsSync(outputPath(outDir, 'robots.txt'))) return; // static/robots.txt wins
  const origin = graph.config.url.replace(/\/$/, '');
  writeOutput(outDir, 'robots.txt', `User-agent: *\nAllow: /\nSitemap: ${origin}${graph.config.baseUrl}sitemap.xml\n`);
}

/** A clean Markdown copy of a doc: title, description, body without front matter or MDX-only syntax. */
export function markdownCopy(route: RouteEntry): string {
  // A doc, or a blog post.
  const doc = (route.doc ?? route.blogPost)!;
  const body = readBody(doc.source, doc.relPath)
    .replace(/^\s*(import|export)\s.*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const description = route.data.description ? `\n> ${route.data.description}\n` : '';
  return `# ${route.data.title}\n${description}\n${body}\n`;
}

/** The code a Markdown copy is made with: part of its key, since the key names its inputs rather than its bytes. */
const COPY_CODE = `${LOAD_CODE}\u0000${markdownCopy}`;

/** Everything a Markdown copy is made of: its source (by hash), title and description, and the code. */
function markdownCopyKey(route: RouteEntry): string {
  return hashKey(`${COPY_CODE}\u0000${(route.doc ?? route.blogPost)!.sourceHash}\u0000${route.data.title}\u0000${route.data.description ?? ''}`);
}

/**
 * With `reuse`, a copy whose inputs are the previous build's is kept from it rather than written (10,000 files at
 * 10,000 pages), and its source is not even read.
 */
export function writeMarkdownCopies(outDir: string, graph: ContentGraph, routes: RouteEntry[], reuse?: KeyedOutputs): void {
  for (const route of routes) {
    if (!route.doc && !route.blogPost) continue;
    const rel = routeToMarkdownFile(graph.config.baseUrl, route.path);
    if (reuse) reuse.put(rel, markdownCopyKey(route), () => markdownCopy(route));
    else writeOutput(outDir, rel, markdownCopy(route));
  }
  reuse?.save();
}

/** llms.txt: a summary of the site and, per section and version, the list of pages with their Markdown copies. */
export function writeLlmsTxt(outDir: string, graph: ContentGraph, routes: RouteEntry[]): void {
  const { config } = graph;
  const origin = config.url.replace(/\/$/, '');
  const lines = [`# ${config.title}`, '', `> ${config.tagline}`, '', 'Every documentation page is also available as Markdown: add `.md` to its URL.', ''];
  for (const version of graph.versions) {
    lines.push(`## Version ${version.label}${version.isLast ? ' (latest)' : ' (archived)'}`, '');
    for (const [sidebar] of Object.entries(version.sidebars)) {
      lines.push(`### ${sidebar}`, '');
      for (const r of routes.filter((x) => x.version === version && x.doc && !x.data.unlisted && x.data.sidebar === sidebar)) {
        lines.push(`- [${r.data.title}](${origin}${r.path}.md)${r.data.description ? `: ${r.data.description}` : ''}`);
      }
      lines.push('');
    }
    const loose = routes.filter((x) => x.version === version && x.doc && !x.data.unlisted && !x.data.sidebar);
    if (loose.length) {
      lines.push('### Other pages', '');
      for (const r of loose) lines.push(`- [${r.data.title}](${origin}${r.path}.md)${r.data.description ? `: ${r.data.description}` : ''}`);
      lines.push('');
    }
  }
  for (const blog of graph.blogs) {
    const posts = routes.filter((r) => r.blogPost && !r.data.unlisted && r.data.blog?.id === blog.options.id);
    if (!posts.length) continue;
    lines.push(`## ${blog.options.blogTitle}${graph.blogs.length > 1 ? ` (${blog.base})` : ''}`, '');
    for (const r of posts) lines.push(`- [${r.data.title}](${origin}${r.path}.md)${r.data.description ? `: ${r.data.description}` : ''}`);
    lines.push('');
  }
  writeOutput(outDir, 'llms.txt', lines.join('\n'));
}

/**
 * static/ into the output, links replaced by what they point to (see staticFiles.ts); `contentRoots`: the docs folders.
 * A static file the build writes itself (a page, its Markdown copy, the sitemap…) is an error naming both.
 */
export function copyStatic(siteDir: string, outDir: string, contentRoots: string[], generated?: GeneratedFiles): void {
  copyStaticFiles(siteDir, outDir, publishableRoots(siteDir, contentRoots), generated);
}
