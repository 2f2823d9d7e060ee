/**
 * What the not-found page offers for a mistyped URL: the routes that differ from it only by letter case and at
 * most one letter (one added, missing, changed or two swapped), and the words of its last segment for the search box.
 * Loaded on that page only.
 */

/** Whether `a` becomes `b` with at most one edit: insertion, deletion, substitution or swap of adjacent characters. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as it is.
  }
  return decoded
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** Up to `limit` routes near `path`: the ones that differ only by case first, then by one letter, shortest first. */
export function nearMisses(path: string, routes: string[], limit = 3): string[] {
  const wanted = normalise(path);
  return routes
    .map((route) => ({ route, key: normalise(route) }))
    .filter(({ key }) => withinOneEdit(wanted, key))
    .sort((x, y) => Number(x.key !== wanted) - Number(y.key !== wanted) || x.route.length - y.route.length)
    .slice(0, limit)
    .map(({ route }) => route);
}

/** The words of the URL's last segment (`/docs/langage/zipReadArchiv` → `zipReadArchiv`), for a search. */
export function queryWords(path: string): string {
  const last =
    path
      .replace(/(?:\/index)?\.html$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // Keep the segment as written.
  }
  return decoded
    .split(/[-_.+\s]+/)
    .filter(Boolean)
    .join(' ');
}
