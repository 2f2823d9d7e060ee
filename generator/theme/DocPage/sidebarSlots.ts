/**
 * Prerendering only: a sidebar tree can be left as a slot (a token in the HTML) that the prerenderer fills with the
 * tree's HTML assembled from pieces it renders once per site (client/sidebarHtml.tsx). A 10,000-page site's pages
 * each hold hundreds of sidebar links that are the same on every page of their section; rendering them again for
 * every page was most of the prerender stage. The browser never sets a collector: it renders the tree itself.
 */
import type { SidebarItem } from '../../shared/types.ts';

export interface SidebarSlotRequest {
  items: SidebarItem[];
  activePath: string;
}

let collector: ((request: SidebarSlotRequest) => string) | null = null;

/** Set by the prerenderer around one page's render (null after it); returns the token the tree is replaced by. */
export function collectSidebarSlots(next: ((request: SidebarSlotRequest) => string) | null): void {
  collector = next;
}

/** The token standing for this tree in the page's HTML, or null to render the tree in place. */
export function sidebarSlot(request: SidebarSlotRequest): string | null {
  return collector ? collector(request) : null;
}
