/**
 * A version's docs: each .md/.mdx file of its folder → a DocFile, with its front matter, id and slug, permalink, tags,
 * last update and edit URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { joinUrl } from '../../shared/urls.ts';
import type { SourceCache } from './sourceCache.ts';
import { docIdentity } from './docIdentity.ts';
import { listSourceFiles } from './sourceFiles.ts';
import { docTags } from './tags.ts';
import { checkDocNames } from './names.ts';
import { mergeLastUpdate } from './lastUpdate.ts';
import { below, toPosix } from './paths.ts';
import type { DocFile, LastUpdate } from './types.ts';

const DOC_EXT = /\.mdx?$/;

/** What loading one version's docs needs, and where its warnings and problems go. */
export interface VersionContext {
  siteDir: string;
  config: SiteConfig;
  name: string;
  versionPath: string;
  docsDir: string;
  base: string;
  lastUpdates: Map<string, LastUpdate>;
  warnings: string[];
  problems: string[];
  sources: SourceCache;
}

/**
 * A doc's permalink, as Docusaurus makes it (`normalizeUrl([versionPath, slug])`): a slug ending with a slash keeps it
 * (`slug: /` is `/docs/`, a folder's index.md `/docs/guides/`) unless `trailingSlash` is set, which decides every
 * link. Its route is the permalink without the slash (`routeOfPath`): routes have none.
 */
function docPermalink(base: string, slug: string, trailingSlash: boolean | undefined): string {
  const joined = joinUrl(base, slug);
  return trailingSlash === undefined && slug.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

function editUrlOf(ctx: VersionContext, relToDocs: string, permalink: string, custom: string | null | undefined): string | undefined {
  if (custom !== undefined) return custom || undefined;
  const { editUrl, editCurrentVersion, path } = ctx.config.docs;
  if (!editUrl) return undefined;
  const versionDocsDirPath = toPosix(below(ctx.siteDir, editCurrentVersion ? join(ctx.siteDir, path) : ctx.docsDir));
  if (typeof editUrl === 'function') {
    return editUrl({ version: ctx.name, versionDocsDirPath, docPath: relToDocs, permalink, locale: ctx.config.i18n.defaultLocale }) || undefined;
  }
  return `${editUrl.replace(/\/+$/, '')}/${versionDocsDirPath}/${relToDocs}`.replace(/([^:]\/)\/+/g, '$1');
}

export function loadDocs(ctx: VersionContext): DocFile[] {
  const { config } = ctx;
  const showLastUpdate = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  const docs: DocFile[] = [];
  for (const source of listSourceFiles(ctx.docsDir, ctx.siteDir, DOC_EXT)) {
    const relPath = toPosix(below(ctx.siteDir, source));
    const relToDocs = toPosix(below(ctx.docsDir, source));
    // A file that is not UTF-8, or whose name or slug cannot be a URL, stops the load at once (a route must never
    // leave the output folder); a broken front matter is reported with every other page's problems after compiling.
    const { frontMatter, bodyLine, contentTitle: ownTitle, excerpt, sourceHash, imageRefs, classNames, warnings, error } = ctx.sources.load(source, relPath);
    if (error) ctx.problems.push(error);
    ctx.warnings.push(...warnings);
    const identity = docIdentity({ relPath: relToDocs, frontMatter, numberPrefixes: config.docs.numberPrefixes });
    checkDocNames({
      relPath,
      source: () => readFileSync(source, 'utf8'),
      fileId: relToDocs.replace(DOC_EXT, ''),
      frontMatterId: frontMatter.id,
      id: identity.id,
      slug: frontMatter.slug,
      versionRoot: `${ctx.base}/`,
    });
    const permalink = docPermalink(ctx.base, identity.slug, ctx.config.trailingSlash);
    const title = frontMatter.title ?? ownTitle ?? identity.id.split('/').pop()!;
    const lastUpdate = showLastUpdate ? mergeLastUpdate(ctx.lastUpdates.get(source), frontMatter.last_update) : undefined;
    docs.push({
      id: identity.id,
      version: ctx.name,
      source,
      relPath,
      sourceDirName: identity.sourceDirName,
      ...(identity.sidebarPosition !== undefined ? { sidebarPosition: identity.sidebarPosition } : {}),
      isCategoryIndex: identity.isCategoryIndex,
      frontMatter,
      title,
      hasContentTitle: ownTitle !== undefined,
      // Without one in the front matter, the body's first line of text, as Docusaurus does.
      description: frontMatter.description ?? excerpt ?? '',
      permalink,
      bodyLine,
      sourceHash,
      imageRefs,
      classNames,
      draft: frontMatter.draft === true,
      unlisted: frontMatter.unlisted === true,
      tags: docTags(frontMatter, ctx.base),
      ...(lastUpdate ? { lastUpdate } : {}),
      ...(() => {
        const editUrl = editUrlOf(ctx, relToDocs, permalink, frontMatter.custom_edit_url);
        return editUrl ? { editUrl } : {};
      })(),
    });
  }
  return docs;
}
