/**
 * Docusaurus's number prefixes: `01-intro.md` is the doc `intro` at position 1 of its generated sidebar, and
 * `02-guides/` the folder `guides`. Date-like (`2021-01-31`) and version-like (`1.0.0`, `8.0-beta`) names are left
 * alone, as Docusaurus leaves them.
 */

const IGNORED = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$|^(\d+[-_.]\d+)(.*)$/;
const PREFIX = /^(?<number>\d+)(?<separator>\s*[-_.]+\s*)(?<rest>.*)$/;

export interface ParsedName {
  name: string;
  position?: number;
}

export function parseNumberPrefix(name: string): ParsedName {
  if (IGNORED.test(name)) return { name };
  const match = PREFIX.exec(name);
  if (!match?.groups?.rest) return { name };
  return { name: match.groups.rest, position: Number.parseInt(match.groups.number, 10) };
}

/** `01-guides/02-writing` → `guides/writing`. */
export function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}
