/**
 * Prerendering: a page's sidebar tree assembled from pieces rendered once per process. A sidebar entry that does not
 * hold the page being read renders the same on every page (its links are not active, its categories keep their
 * default state, its unlisted entries stay hidden), yet a 10,000-page site's pages each hold hundreds of them:
 * rendering them again for every page was most of the prerender stage.
 *
 * The page is rendered with a sidebar in which each run of such entries is replaced by one placeholder link; each
 * placeholder's HTML is then replaced by the run's HTML, the concatenation of each entry's HTML rendered alone at
 * its nesting level (each is a whole <li>, so React would put no text separator between them either). The theme's
 * own components render every piece, and the browser renders the same tree in place: the HTML and its hydration are
 * those of a plain render. When a placeholder cannot be found as expected, the page is rendered plainly.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { LoadedPage } from '../shared/page.ts';
import type { SiteData } from '../shared/site.ts';
import type { SidebarItem } from '../shared/types.ts';
import { SiteContext } from '../theme/context.tsx';
import SidebarTree from '../theme/DocPage/SidebarTree.tsx';
import { contains, visible } from '../shared/sidebarItems.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** Marks the text of placeholders; no page holds it by chance. */
const MARK = 'qdocs-sidebar-run-e3b0c442';

interface Run {
  token: string;
  items: SidebarItem[];
  level: number;
}

export class SidebarPieces {
  /** Each entry's HTML alone, by nesting level (it holds category list ids). */
  private readonly pieces = new WeakMap<SidebarItem, Map<number, string>>();
  /** The HTML around one entry rendered inside `level` expanded categories, split where the entry goes. */
  private readonly frames = new Map<number, [string, string]>();
  private placeholderFrame: [string, string] | undefined;

  constructor(private readonly site: SiteData) {}

  /** The page's HTML: rendered with placeholders for the runs of entries not on the active path, then filled. */
  render(page: LoadedPage, renderPage: (page: LoadedPage) => string): string {
    return this.renderChunks(page, renderPage).join('');
  }

  /**
   * The page's HTML as chunks whose concatenation is what `render` gives: the page's own render cut at each
   * placeholder, with the run's pieces in between. The chunks are never joined here: on a large sidebar the page is
   * over 64K characters, and a string that large (twice that in bytes once one character is not Latin-1) is
   * allocated in V8's large-object space, fresh memory on every allocation. Joining the pieces into it once per run
   * spent more CPU in page faults than React spent rendering the page; the writer encodes the chunks instead.
   */
  renderChunks(page: LoadedPage, renderPage: (page: LoadedPage) => string): string[] {
    if (!page.sidebar) return [renderPage(page)];
    const runs: Run[] = [];
    const sidebar = this.withPlaceholders(page.sidebar, page.path, 0, runs);
    if (!runs.length) return [renderPage(page)];
    const html = renderPage({ ...page, sidebar, fullSidebar: page.sidebar });
    const [before, after] = this.placeholderHtml();
    const chunks: string[] = [];
    let from = 0;
    for (const run of runs) {
      // React renders the runs in the order they were made (the tree's, depth first).
      const placeholder = before + run.token + after;
      const at = html.indexOf(placeholder, from);
      if (at < 0) return [renderPage(page)];
      chunks.push(html.slice(from, at));
      for (const item of run.items) chunks.push(this.piece(item, run.level));
      from = at + placeholder.length;
    }
    chunks.push(html.slice(from));
    // A placeholder React did not render as expected (or the mark in the page's own text or an entry's label): the
    // page as it is.
    for (let i = 0; i < chunks.length; i++) if (chunks[i].includes(MARK)) return [renderPage(page)];
    return chunks;
  }

  /** The list with each run of visible entries that do not hold `path` replaced by a placeholder link. */
  private withPlaceholders(items: SidebarItem[], path: string, level: number, runs: Run[]): SidebarItem[] {
    const out: SidebarItem[] = [];
    let run: Run | undefined;
    for (const item of items) {
      if (!visible(item, path)) {
        // Renders nothing; kept, so the list's length (whether there is a sidebar at all) is unchanged.
        out.push(item);
      } else if (contains(item, path)) {
        run = undefined;
        out.push(item.type === 'category' ? { ...item, items: this.withPlaceholders(item.items, path, level + 1, runs) } : item);
      } else if (run) {
        run.items.push(item);
      } else {
        run = { token: `${MARK}-${runs.length}`, items: [item], level };
        runs.push(run);
        out.push(placeholder(run.token, this.site.baseUrl));
      }
    }
    return out;
  }

  /** One entry's HTML at a nesting level, rendered once. */
  private piece(item: SidebarItem, level: number): string {
    let byLevel = this.pieces.get(item);
    if (!byLevel) {
      byLevel = new Map();
      this.pieces.set(item, byLevel);
    }
    let html = byLevel.get(level);
    if (html === undefined) {
      const [before, after] = this.frame(level);
      const framed = this.tree(nested([item], level), '');
      if (!framed.startsWith(before) || !framed.endsWith(after)) throw new Error(`The sidebar entry ${JSON.stringify(item)} did not render inside its frame.`);
      html = framed.slice(before.length, framed.length - after.length);
      byLevel.set(level, html);
    }
    return html;
  }

  /** What surrounds the items of a list `level` categories deep: an empty such list, split where its items go. */
  private frame(level: number): [string, string] {
    let frame = this.frames.get(level);
    if (!frame) {
      const empty = this.tree(nested([], level), '');
      // The innermost list closes first.
      const at = empty.indexOf('</ul>');
      frame = [empty.slice(0, at), empty.slice(at)];
      this.frames.set(level, frame);
    }
    return frame;
  }

  private placeholderHtml(): [string, string] {
    if (!this.placeholderFrame) {
      const html = this.tree([placeholder(MARK, this.site.baseUrl)], '');
      const [before, after] = this.frame(0);
      const li = html.slice(before.length, html.length - after.length);
      // The text, after the href that holds the mark too.
      const at = li.lastIndexOf(MARK);
      this.placeholderFrame = [li.slice(0, at), li.slice(at + MARK.length)];
    }
    return this.placeholderFrame;
  }

  /** A sidebar tree alone, inside the contexts its components read (the site, and the router for link hrefs). */
  private tree(items: SidebarItem[], activePath: string): string {
    return this.renderElement(<SidebarTree items={items} activePath={activePath} />);
  }

  private renderElement(element: ReactElement): string {
    return renderToString(
      <StaticRouter location="/">
        <SiteContext.Provider value={this.site}>{element}</SiteContext.Provider>
      </StaticRouter>,
    );
  }
}

/** A link standing for a run of entries: its text is the run's token. */
function placeholder(token: string, baseUrl: string): SidebarItem {
  return { type: 'link', label: token, href: `${baseUrl}${MARK}`, key: token };
}

/** `items` inside `level` expanded categories that hold no page. */
function nested(items: SidebarItem[], level: number): SidebarItem[] {
  let list = items;
  for (let i = 0; i < level; i++) list = [{ type: 'category', label: 'frame', collapsible: false, collapsed: false, items: list } satisfies Category];
  return list;
}
