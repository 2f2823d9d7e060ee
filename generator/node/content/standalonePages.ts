/** The standalone pages of src/pages/ (Docusaurus's pages plugin), and the theme's search page when the site has none. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { DEFAULT_PAGE_EXCLUDES, type SiteConfig } from '../config/schema.ts';
import { joinUrl } from '../../shared/urls.ts';
import type { SourceCache } from './sourceCache.ts';
import { listSourceFiles } from './sourceFiles.ts';
import { checkFileName } from './names.ts';
import { readSource, sourceHashOf, classNamesOf } from './sourceText.ts';
import { toPosix } from './paths.ts';
import type { StandalonePage } from './types.ts';

/** The search feature's page (runs in the main process: this module is never bundled into a child). */
const SEARCH_PAGE = fileURLToPath(new URL('../../theme/SearchPage/SearchPage.tsx', import.meta.url));

/** What Docusaurus's pages plugin builds: .js, .jsx, .ts, .tsx, .md and .mdx files of src/pages/, at any depth. */
const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;
/** Files beside pages that are not pages, as in Docusaurus: style sheets, data and images the pages import. */
const PAGE_ASSET = /\.(css|scss|sass|less|json|ya?ml|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|mp4|webm)$/i;

export function loadPages(siteDir: string, config: SiteConfig, warnings: string[], problems: string[], sources: SourceCache): StandalonePage[] {
  const dir = join(siteDir, 'src', 'pages');
  const excluded = picomatch(config.pages?.exclude ?? DEFAULT_PAGE_EXCLUDES, { dot: true });
  const pages: StandalonePage[] = [];
  for (const source of listSourceFiles(dir, siteDir, /./)) {
    const relPath = toPosix(relative(siteDir, source));
    const inPages = toPosix(relative(dir, source));
    if (excluded(inPages)) continue;
    if (!PAGE_FILE.test(inPages) || inPages.endsWith('.d.ts')) {
      // Nothing is skipped silently: a file here that is neither a page nor what pages import says so.
      if (!PAGE_ASSET.test(inPages))
        warnings.push(`${relPath}: not a page (pages are .js, .jsx, .ts, .tsx, .md and .mdx files), so not built. Move it out of src/pages/ or name it with a leading "_".`);
      continue;
    }
    const name = inPages.replace(PAGE_FILE, '').replace(/(^|\/)index$/, '');
    checkFileName(relPath, name);
    const permalink = name ? joinUrl(config.baseUrl, name) : config.baseUrl;
    if (!/\.mdx?$/.test(source)) {
      // A component page (JSX allowed in .js, as Docusaurus's webpack allows it): bundled, rendered with its own
      // <Layout title description> (theme/Layout) or an exported `title`/`description`.
      const { text, sourceHash, classNames } = readSource(source, relPath);
      const exported = tsxPageExports(text);
      const title = exported.title ?? config.title;
      const description = exported.description ?? config.tagline;
      pages.push({ permalink, source, relPath, kind: 'tsx' as const, title, description, frontMatter: {}, bodyLine: 0, sourceHash, imageRefs: [], classNames });
      continue;
    }
    const { frontMatter, bodyLine, contentTitle: ownTitle, excerpt, sourceHash, imageRefs, classNames, warnings: own, error } = sources.load(source, relPath);
    if (error) problems.push(error);
    warnings.push(...own);
    pages.push({
      permalink,
      source,
      relPath,
      kind: 'mdx' as const,
      title: frontMatter.title ?? ownTitle ?? name,
      ...(ownTitle !== undefined ? { contentTitle: ownTitle } : {}),
      // Without one in the front matter, the body's first line of text, as Docusaurus does.
      description: frontMatter.description ?? excerpt ?? '',
      frontMatter,
      bodyLine,
      sourceHash,
      imageRefs,
      classNames,
    });
  }
  const searchRoute = joinUrl(config.baseUrl, 'search');
  if (!pages.some((p) => p.permalink === searchRoute)) pages.push(builtInSearchPage(siteDir, config, searchRoute));
  return pages;
}

/** A TSX page declares its title and description as exported string constants, read without executing it. */
function tsxPageExports(text: string): { title?: string; description?: string } {
  const constant = (name: string) => new RegExp(`export const ${name}\\s*=\\s*['"\`]([^'"\`]+)`).exec(text)?.[1];
  return { title: constant('title'), description: constant('description') };
}

/** The theme's search page, for sites without a `src/pages/search.*`: the search feature brings its own route. */
function builtInSearchPage(siteDir: string, config: SiteConfig, permalink: string): StandalonePage {
  const source = SEARCH_PAGE;
  const text = readFileSync(source, 'utf8');
  const exported = tsxPageExports(text);
  const title = exported.title ?? 'Search';
  const description = `${config.title}: ${exported.description ?? ''}`;
  return {
    permalink,
    source,
    relPath: toPosix(relative(siteDir, source)),
    kind: 'tsx' as const,
    title,
    description,
    frontMatter: {},
    bodyLine: 0,
    sourceHash: sourceHashOf(text),
    imageRefs: [],
    classNames: classNamesOf(text),
  };
}
