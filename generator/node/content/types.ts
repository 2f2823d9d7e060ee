/** The content graph: versions → docs → sidebars → routes. Built once by the loader, read by every later stage. */
import type { SidebarItem, VersionInfo } from '../../shared/types.ts';
import type { SiteConfig } from '../config/schema.ts';

export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
}

export interface DocFile {
  /** Doc id: path below the version's folder without extension (front matter `id` replaces the last segment). */
  id: string;
  version: string;
  /** Absolute path of the source file. */
  source: string;
  /** Path relative to the site directory, for messages. */
  relPath: string;
  frontMatter: FrontMatter;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
  /** Markdown body without front matter, and the number of lines the front matter took. */
  body: string;
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
  sidebarsFile: string;
  docs: DocFile[];
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
}

export interface StandalonePage {
  permalink: string;
  source: string;
  relPath: string;
  kind: 'mdx' | 'tsx';
  title: string;
  description: string;
  frontMatter: FrontMatter;
  body: string;
  bodyLine: number;
}

export interface ContentGraph {
  siteDir: string;
  config: SiteConfig;
  versions: Version[];
  pages: StandalonePage[];
}
