/** The content graph: versions → docs → sidebars → routes. Built once by the loader, read by every later stage. */
import type { SitePluginsKeyed } from '../config/markdownPluginsKey.ts';
import type { SidebarItem, VersionInfo } from '../../shared/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { Blog } from './blog/types.ts';
import type { LastUpdate } from './lastUpdate.ts';

export type { LastUpdate };

/** Docusaurus's doc front matter (see frontMatter.ts for its validation). */
export interface FrontMatter {
  id?: string;
  title?: string;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  sidebar_key?: string;
  displayed_sidebar?: string | null;
  slug?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  tags?: (string | { label: string; permalink: string; description?: string })[];
  pagination_label?: string;
  pagination_next?: string | null;
  pagination_prev?: string | null;
  custom_edit_url?: string | null;
  parse_number_prefixes?: boolean;
  last_update?: { author?: string; date?: string | Date };
  draft?: boolean;
  unlisted?: boolean;
  mdx?: { format?: 'md' | 'mdx' | 'detect' };
  wrapperClassName?: string;
}

/** A tag of a doc, with the URL of its page in the doc's version. */
export interface DocTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface DocFile {
  /** Doc id: path below the version's folder without extension (front matter `id` replaces the last segment). */
  id: string;
  version: string;
  /** Absolute path of the source file. */
  source: string;
  /** Path relative to the site directory, for messages. */
  relPath: string;
  /** Folder of the source below the version's folder, as written ('.' at the root). */
  sourceDirName: string;
  /** Position in a generated sidebar (front matter, else the number prefix). */
  sidebarPosition?: number;
  /** index.md, README.md or <folder>/<folder>.md: the page of its folder. */
  isCategoryIndex: boolean;
  frontMatter: FrontMatter;
  title: string;
  /** The body starts with its own `# Title`: the theme adds no title above it. */
  hasContentTitle: boolean;
  description: string;
  /** Its URL as Docusaurus makes it: its route, or its route and a slash (content/docs.ts: docPermalink). */
  permalink: string;
  sidebar?: string;
  /** Built by `npm start` only. */
  draft: boolean;
  /** Built and reachable, but out of sidebars, sitemap, search and llms.txt, with noindex. */
  unlisted: boolean;
  tags: DocTag[];
  editUrl?: string;
  lastUpdate?: LastUpdate;
  /** The source's hash and image references (content/sourceText.ts). */
  sourceHash: string;
  imageRefs: string[];
  /** The classes its class attributes name (content/sourceText.ts). */
  classNames: string[];
  /** The number of lines the front matter took (the body is not kept: stages that need it read the file). */
  bodyLine: number;
}

export interface GeneratedIndex {
  version: string;
  permalink: string;
  title: string;
  description: string;
  sidebar: string;
  /** Label path of the category, for breadcrumbs. */
  categoryPath: string[];
  items: SidebarItem[];
}

export interface Version extends VersionInfo {
  docsDir: string;
  /** The sidebars file, or a description of where the sidebars came from (for messages). */
  sidebarsFile: string;
  docs: DocFile[];
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
  /** Tags used by the version's listed docs, by permalink. */
  tags: TagPage[];
}

/** A tag's page: `/tags/<tag>` in a version, listing its docs. */
export interface TagPage {
  label: string;
  permalink: string;
  description?: string;
  /** Doc ids, in title order. */
  docIds: string[];
  /** Every doc of the tag is unlisted: the page is built but kept out of sitemaps and search. */
  unlisted: boolean;
}

export interface StandalonePage {
  permalink: string;
  source: string;
  relPath: string;
  kind: 'mdx' | 'tsx';
  title: string;
  /** An MDX page's own first `# Title`, when its body starts with one. */
  contentTitle?: string;
  description: string;
  frontMatter: FrontMatter;
  /** The number of lines the front matter took (the body is not kept: stages that need it read the file). */
  bodyLine: number;
  /** The source's hash and image references (content/sourceText.ts). */
  sourceHash: string;
  imageRefs: string[];
  /** The classes its class attributes name (content/sourceText.ts). */
  classNames: string[];
}

export interface ContentGraph {
  siteDir: string;
  config: SiteConfig;
  versions: Version[];
  pages: StandalonePage[];
  /** The blogs (content/blog/), in the configuration's order. */
  blogs: Blog[];
  /** `npm start` builds drafts; production leaves them out. */
  mode: 'production' | 'development';
  /** The site's own Markdown plugins and hooks, as the compile stage loads them, and their key (none: it has none). */
  sitePlugins?: SitePluginsKeyed;
  /** Author-facing warnings found while loading (unknown front matter keys, options with no equivalent). */
  warnings: string[];
  /**
   * Errors of single pages found while loading (front matter): the build goes on to compile every page, then fails
   * with these and the compile stage's own, so one run reports every broken page.
   */
  problems: string[];
}
