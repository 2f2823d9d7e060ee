/**
 * Scrolls a sidebar (its own scroll container) so that its current entry is in view, centred, when it is not
 * already fully visible: in a long category the entry can sit thousands of pixels below the first ones. Only the
 * container scrolls, never the page.
 */
export function revealActive(container: HTMLElement | null): void {
  const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!container || !active) return;
  // The part of the container on screen: a sticky sidebar below an announcement bar ends under the fold at first.
  const box = container.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const item = active.getBoundingClientRect();
  if (item.top >= top && item.bottom <= bottom) return;
  container.scrollTop += item.top - top - (bottom - top - item.height) / 2;
}
