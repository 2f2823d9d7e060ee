/** The shape of the routes stage's output: one entry per route (resolve.ts makes them, blog.ts the blogs'). */
import type { SourceFacts } from '../content/sourceText.ts';
import type { RouteData, SidebarItem } from '../../shared/types.ts';
import type { DocFile, Version } from '../content/types.ts';
import type { BlogPost } from '../content/blog/types.ts';

export interface RouteSource extends SourceFacts {
  file: string;
  relPath: string;
  bodyLine: number;
  format: 'mdx' | 'tsx';
}

export interface RouteEntry {
  path: string;
  /** Stable, file-name-safe id of the route: webpack entry name and compiled module name. */
  key: string;
  data: RouteData;
  version?: Version;
  sidebarItems?: SidebarItem[];
  source?: RouteSource;
  keywords: string[];
  /** Search index tag and document type. */
  searchTag: string;
  searchType: 'docs' | 'blog' | 'other';
  doc?: DocFile;
  /** Blog list pages: the routes of the posts they show, whose page modules they render (routes/blog.ts). */
  blogItems?: string[];
  /** A blog post's page: the post. */
  blogPost?: BlogPost;
}
