/**
 * A loaded site's navigation data in the dev server: the route manifests and every sidebar, written on first need
 * (start-up answers its first page before writing them: see DevServer.afterFirstPage), and until then the sidebars
 * of the pages answered, alone (the same files, by the same names, as the navigation data's).
 */
import type { ChunkFiles } from '../bundle/chunks.ts';
import { writeNavigationData, writeSidebarData, type NavigationUrls } from '../render/navigation.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import { sidebarKey } from '../../shared/conventions.ts';
import type { SiteState } from './content.ts';
import { pageFiles, SHELL_FILES } from './files.ts';
import { withBlogItemFiles } from '../bundle/blogItems.ts';
import { traceStep } from './startTrace.ts';

export class NavigationFiles {
  private written?: NavigationUrls;
  /** Sidebars written before the others, for the first pages answered. */
  private readonly early = new Map<string, string>();

  constructor(
    private readonly outDir: string,
    private readonly state: SiteState,
  ) {}

  /** Written yet (the pages name the route manifests rather than their index). */
  get ready(): NavigationUrls | undefined {
    return this.written;
  }

  /** The sidebars and route manifests, written now if not yet. */
  write(): NavigationUrls {
    if (this.written) return this.written;
    const { graph, routes } = this.state;
    const shell = SHELL_FILES(graph.config.baseUrl);
    // Every page's files have fixed names, so the manifests are written before any page is built.
    const chunks: ChunkFiles = { shellJs: shell.js, shellCss: shell.css, entries: new Map(routes.map((r) => [`p/${r.key}`, pageFiles(graph.config.baseUrl, r.key)])) };
    withBlogItemFiles(routes, chunks.entries);
    this.written = writeNavigationData(this.outDir, graph, routes, chunks);
    traceStep('navigation data written');
    return this.written;
  }

  /** The URL of a page's sidebar: until the navigation data is written, that sidebar alone is. */
  sidebarUrl(route: RouteEntry, sidebar: string): string | undefined {
    const version = route.version!;
    const key = sidebarKey(version.name, sidebar);
    if (this.written) return this.written.sidebarUrls.get(key);
    const items = version.sidebars[sidebar];
    if (!items) return undefined;
    let url = this.early.get(key);
    if (!url) {
      url = writeSidebarData(this.outDir, this.state.graph.config.baseUrl, version.name, sidebar, items);
      this.early.set(key, url);
    }
    return url;
  }
}
