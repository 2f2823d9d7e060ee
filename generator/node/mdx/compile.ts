/**
 * Compile stage: one MDX/Markdown source → one ES module (default export: the page component; `toc`).
 * Docusaurus's `markdown` options decide how: `format` (MDX, or CommonMark with HTML for `.md` files under
 * `md`/`detect`), `mdx1Compat` (HTML comments in MDX, `:::tip Title`, `## Title {#id}`); the site's magic comments
 * and table of contents levels reach the plugins through the file's data.
 */
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { splitFrontMatter } from '../content/frontMatterBlock.ts';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import rehypeRaw from 'rehype-raw';
import remarkAdmonitions, { preprocessAdmonitions } from './plugins/admonitions.ts';
import remarkHeadingIds, { escapeHeadingIds } from './plugins/headingIds.ts';
import remarkLinks, { type LinkContext, type LinkProblem, type RecordedLink, type StaticImage } from './plugins/links.ts';
import rehypeHeadings, { rehypeHeadingIds } from './plugins/headings.ts';
import rehypeCollectIds from './plugins/ids.ts';
import rehypeCodeBlocks, { DEFAULT_MAGIC_COMMENTS, type MagicComment } from './plugins/codeBlocks.ts';
import rehypeSections, { type PageSection } from './plugins/sections.ts';
import rehypeExportToc from './plugins/exports.ts';
import recmaReservedNames from './plugins/reservedNames.ts';
import rehypeDetails from './plugins/details.ts';
import remarkCheckTabs from './plugins/tabs.ts';
import recmaImports, { type ModuleImport } from './plugins/imports.ts';
import recmaTopLevelAwait from './plugins/topLevelAwait.ts';
import { MAX_TREE_DEPTH, rehypeNestingLimit, remarkNestingLimit, sourceNestingProblem } from './plugins/nesting.ts';
import rehypeBlogPost from './plugins/blogPost.ts';
import remarkMermaid from './plugins/mermaid.ts';
import { truncateMarkerOf } from '../content/blog/posts.ts';
import type { TocItem } from '../../shared/types.ts';
import { BuildError, location } from '../errors.ts';
import { loadCodeLanguages } from './codeLanguages.ts';
import { loadPrismLanguages } from './prismLanguages.ts';
import { pluginSetOf } from '../config/markdownPlugins.ts';
import { sitePlugins, type ResolvedLists, type SitePlugins, type SitePluginsContext } from './sitePlugins.ts';

declare module 'vfile' {
  interface DataMap {
    toc: TocItem[];
    /** Every heading from h2 to h6 (the module's `toc` export, as Docusaurus's). */
    tocAll: TocItem[];
    /** Every id the page has (headings, HTML and JSX ids), for the anchor check. */
    ids: string[];
    sections: PageSection[];
    links: RecordedLink[];
    linkProblems: LinkProblem[];
    staticImages: StaticImage[];
    linkContext: LinkContext;
    tocLevels: { min: number; max: number };
    magicComments: MagicComment[];
    imports: ModuleImport[];
    /** The page is a blog post (plugins/blogPost.ts); where its summary ends in the compiled text, if it has a marker. */
    blogPost: boolean;
    truncateAt: number;
  }
}

export interface CompiledPage {
  code: string;
  toc: TocItem[];
  ids: string[];
  sections: PageSection[];
  links: RecordedLink[];
  linkProblems: LinkProblem[];
  staticImages: StaticImage[];
  /** The modules the page imports (relative ones rewritten to absolute paths in `code`). */
  imports: ModuleImport[];
}

/** The site's Markdown options (site.config.ts `markdown`, `codeBlocks`, `tableOfContents`). */
export interface MarkdownOptions {
  format: 'mdx' | 'md' | 'detect';
  mdx1Compat: { comments: boolean; admonitions: boolean; headingIds: boolean };
  magicComments: MagicComment[];
  /** The site's code language modules (`codeBlocks.additionalLanguages`), absolute paths. */
  languages?: string[];
  /** Languages of the prismjs package by id (`codeBlocks.prismLanguages`). */
  prismLanguages?: string[];
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /**
   * The blogs' folders (absolute), whose pages are blog posts, and each one's `truncateMarker` (a RegExp's source and
   * flags: these options cross into child processes as JSON).
   */
  blogs?: { dir: string; truncateMarker: { source: string; flags: string } }[];
  /** ```mermaid code blocks are diagrams (Docusaurus's markdown.mermaid). */
  mermaid?: boolean;
  /** The site's own remark/rehype/recma plugins and Markdown hooks (sitePlugins.ts), when it has any. */
  sitePlugins?: SitePluginsContext;
}

export const DEFAULT_MARKDOWN_OPTIONS: MarkdownOptions = {
  format: 'mdx',
  mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  magicComments: DEFAULT_MAGIC_COMMENTS,
  languages: [],
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

const processors = new Map<string, ReturnType<typeof createProcessor>>();
/** Each loading of the site's plugins (a new one when the configuration changed, in the dev server) by a number. */
const siteIds = new WeakMap<SitePlugins, number>();
let lastSiteId = 0;
function siteId(site: SitePlugins): number {
  let id = siteIds.get(site);
  if (id === undefined) {
    id = ++lastSiteId;
    siteIds.set(site, id);
  }
  return id;
}
const NO_PLUGINS: ResolvedLists = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], recmaPlugins: [] };

/**
 * The processor for a format, with the site's plugins of one content plugin (`site`, `set`) in Docusaurus's order
 * (mdx-loader's processor.js): its `beforeDefaultRemarkPlugins` before the generator's remark plugins, its
 * `remarkPlugins` after them (after links, GFM and comments, as Docusaurus) but before the tabs check, which sees the
 * tabs they make; its rehype plugins before the generator's, which Docusaurus runs in the browser or in remark
 * (highlighting, heading ids): they see code blocks and headings as Docusaurus's rehype plugins do.
 */
function getProcessor(format: 'md' | 'mdx', comments: boolean, mermaid: boolean, site?: SitePlugins, set?: string) {
  const key = `${format}:${comments}:${mermaid}:${set && site ? `${siteId(site)}:${set}` : ''}`;
  let processor = processors.get(key);
  if (!processor) {
    const own = (set && site?.lists.get(set)) || NO_PLUGINS;
    processor = createProcessor({
      format,
      providerImportSource: '@mdx-js/react',
      development: false,
      ...(site?.remarkRehypeOptions ? { remarkRehypeOptions: site.remarkRehypeOptions } : {}),
      // The depth limit first: it checks the tree as the parser finishes it, before anything walks it recursively.
      remarkPlugins: [
        remarkNestingLimit,
        ...own.beforeDefaultRemarkPlugins,
        remarkGfm,
        ...(comments ? [remarkComment] : []),
        remarkDirective,
        remarkHeadingIds,
        remarkAdmonitions,
        // Where Docusaurus runs its own: after admonitions and details, before links and the site's plugins.
        ...(mermaid ? [remarkMermaid] : []),
        remarkLinks,
        ...own.remarkPlugins,
        remarkCheckTabs,
      ],
      // CommonMark pages may hold HTML: rehype-raw parses it, leaving MDX nodes (JSX the plugins made) alone.
      rehypePlugins: [
        ...(format === 'md'
          ? [[rehypeRaw, { passThrough: ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'] }] as never, rehypeNestingLimit]
          : []),
        rehypeHeadingIds,
        ...own.beforeDefaultRehypePlugins,
        ...own.rehypePlugins,
        rehypeHeadings,
        rehypeCollectIds,
        rehypeCodeBlocks,
        rehypeSections,
        rehypeExportToc,
        // Last: the plugins above see <details> as the HTML element it is.
        rehypeDetails,
        // After every other: they see a post's whole text at the root.
        rehypeBlogPost,
      ],
      // Names first: the site's recma plugins see a module that declares each name once.
      recmaPlugins: [recmaReservedNames, ...own.recmaPlugins, recmaTopLevelAwait, recmaImports],
    });
    if (set && site) {
      // A plugin's attacher runs here: a throw (bad options) names the plugin's option rather than the first page.
      try {
        processor.freeze();
      } catch (error) {
        throw new BuildError(`${site.configName}: the Markdown plugins of "${set}" could not be set up: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    processors.set(key, processor);
  }
  return processor;
}

/** How many lines the front matter block takes (0 without one). */
function frontMatterLines(source: string): number {
  const block = /^---\r?\n[\s\S]*?\r?\n---[^\n]*(\r?\n|$)/.exec(source);
  return block ? block[0].split('\n').length - 1 : 0;
}

/** Blanks out the front matter so line numbers in messages match the file. */
export function stripFrontMatter(source: string, bodyLine: number): string {
  const lines = source.split('\n');
  return [...Array(bodyLine).fill(''), ...lines.slice(bodyLine)].join('\n');
}

/** Docusaurus's escape hatch for tools that cannot write MDX: a ```mdx-code-block fence is MDX, unwrapped. */
export function unwrapMdxCodeBlocks(source: string): string {
  return source.replace(/(^|\r?\n)( *)(````?) *mdx-code-block\r?\n([\s\S]*?)\r?\n *\3(?=\r?\n|$)/g, (_all, begin: string, _indent, _fence, body: string) => `${begin}\n${body}\n`);
}

/** `.md` is CommonMark under `md`, and under `detect` (by extension); a page's `mdx.format` front matter wins. */
export function pageFormat(file: string, configured: MarkdownOptions['format'], own?: 'md' | 'mdx' | 'detect'): 'md' | 'mdx' {
  const choice = own ?? configured;
  if (choice !== 'detect') return choice;
  return /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i.test(file) ? 'md' : 'mdx';
}

/** The front matter keys the compiler itself needs: the page's format and TOC levels. */
function pageOptions(source: string, bodyLine: number): { format?: 'md' | 'mdx' | 'detect'; tocMin?: number; tocMax?: number } {
  if (!bodyLine) return {};
  // Most pages set none of these keys: parsing their YAML again (it was parsed while loading) cost 0.5 ms a page.
  const frontMatter = source.split('\n', bodyLine).join('\n');
  if (!/mdx|toc_m/.test(frontMatter)) return {};
  try {
    const data = splitFrontMatter(source).data as { mdx?: { format?: 'md' | 'mdx' | 'detect' }; toc_min_heading_level?: number; toc_max_heading_level?: number };
    return { format: data.mdx?.format, tocMin: data.toc_min_heading_level, tocMax: data.toc_max_heading_level };
  } catch {
    // The load stage reports front matter errors with their position.
    return {};
  }
}

export async function compileMdx(
  source: string,
  bodyLine: number,
  relPath: string,
  linkContext: LinkContext,
  options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS,
): Promise<CompiledPage> {
  const site = options.sitePlugins ? await sitePlugins(options.sitePlugins) : undefined;
  if (site?.preprocessor) {
    // Docusaurus's markdown.preprocessor sees the whole file, front matter included, before anything else.
    const before = source;
    source = site.preprocessor({ filePath: linkContext.source || relPath, fileContent: source });
    if (typeof source !== 'string') throw new BuildError(`${relPath}: markdown.preprocessor returned ${typeof source}, not the file's text.`);
    if (source !== before) bodyLine = frontMatterLines(source);
  }
  const own = pageOptions(source, bodyLine);
  const format = pageFormat(linkContext.source || relPath, options.format, own.format);
  let text = unwrapMdxCodeBlocks(stripFrontMatter(source, bodyLine));
  // Before any parsing: deep nesting and long runs of emphasis cost the parser minutes (see plugins/nesting.ts).
  const nesting = sourceNestingProblem(text);
  if (nesting) throw new BuildError(`${location(relPath, nesting.line)}: ${nesting.message}.`);
  if (options.mdx1Compat.headingIds) text = escapeHeadingIds(text);
  if (options.mdx1Compat.admonitions) text = preprocessAdmonitions(text);
  const file = new VFile({ path: linkContext.source, value: text });
  file.data.linkContext = linkContext;
  const min = own.tocMin ?? options.tableOfContents.minHeadingLevel;
  file.data.tocLevels = { min, max: Math.max(min, own.tocMax ?? options.tableOfContents.maxHeadingLevel) };
  file.data.magicComments = options.magicComments;
  const path = linkContext.source || relPath;
  const blog = options.blogs?.find(({ dir }) => path.startsWith(`${dir}/`));
  if (blog) {
    file.data.blogPost = true;
    const marker = truncateMarkerOf(new RegExp(blog.truncateMarker.source, blog.truncateMarker.flags)).exec(text);
    if (marker) file.data.truncateAt = marker.index;
  }
  if (options.languages?.length) await loadCodeLanguages(options.languages, linkContext.siteDir ?? process.cwd());
  if (options.prismLanguages?.length) loadPrismLanguages(options.prismLanguages, linkContext.siteDir ?? process.cwd());
  try {
    const set = pluginSetOf(options.sitePlugins?.sets, path);
    const result = await getProcessor(format, options.mdx1Compat.comments, Boolean(options.mermaid), site, set?.option).process(file);
    return {
      code: String(result.value),
      toc: file.data.toc ?? [],
      ids: file.data.ids ?? [],
      sections: file.data.sections ?? [],
      links: file.data.links ?? [],
      linkProblems: file.data.linkProblems ?? [],
      staticImages: file.data.staticImages ?? [],
      imports: file.data.imports ?? [],
    };
  } catch (error) {
    if (error instanceof BuildError) throw error;
    // Nesting the checks do not see (raw HTML thousands of elements deep in a CommonMark page) may still overflow.
    if (error instanceof RangeError && /call stack/.test(error.message))
      throw new BuildError(`${relPath}: the page nests too deeply to compile (${error.message}): flatten its HTML elements, lists or JSX (at most ${MAX_TREE_DEPTH} levels).`);
    const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const line = e.line ?? e.place?.start?.line ?? e.place?.line;
    const column = e.column ?? e.place?.start?.column ?? e.place?.column;
    throw new BuildError(`${location(relPath, line ?? undefined, column ?? undefined)}: MDX error: ${e.reason ?? e.message}${mdxHint(e.reason ?? e.message, format)}`);
  }
}

/** The fix for the MDX errors authors meet most, as Docusaurus's migration guide gives them. */
function mdxHint(message: string, format: 'md' | 'mdx'): string {
  if (format === 'md') return '';
  if (/Could not parse expression with acorn|Unexpected content after expression|Unexpected end of file in expression/.test(message)) {
    return '. In MDX, `{` starts a JavaScript expression: write \\{ for a literal brace, or put the text in `code`.';
  }
  if (/Unexpected character .* before name|Expected a closing tag|Unexpected closing slash|Unexpected lazy line/.test(message)) {
    return '. In MDX, `<` starts a JSX tag: write &lt; for a literal <, close every tag (<br />), or put the text in `code`.';
  }
  return '';
}
