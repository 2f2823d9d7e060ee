/** Scroll positions per history entry, so Back/Forward restore where the reader was. */
const KEY = 'qdocs-scroll';

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
}

export function saveScroll(historyKey: string): void {
  const all = read();
  all[historyKey] = window.scrollY;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: restoring is best effort.
  }
}

export function savedScroll(historyKey: string): number | undefined {
  return read()[historyKey];
}

export function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const id = decodeURIComponent(hash.slice(1));
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}
