/**
 * A doc's id, URL slug and sidebar position from its path in the version's folder, as Docusaurus computes them:
 * number prefixes stripped (unless disabled), `index.md`, `README.md` and `<folder>/<folder>.md` served at their
 * folder's URL, a front matter `id` replacing the file name and a `slug` replacing the URL.
 */
import { parseNumberPrefix, stripNumberPrefixes } from './numberPrefix.ts';

export interface DocIdentity {
  id: string;
  /** Folder of the source below the version's folder, as written (prefixes kept); '.' at the root. */
  sourceDirName: string;
  /** URL below the version's root, starting with '/'. */
  slug: string;
  /** Position in a generated sidebar: front matter `sidebar_position`, else the file's number prefix. */
  sidebarPosition?: number;
  /** `index.md`, `README.md` or `<folder>/<folder>.md`: the page of its folder. */
  isCategoryIndex: boolean;
}

export interface IdentityInput {
  /** Path below the version's folder, with '/' separators and the extension. */
  relPath: string;
  frontMatter: { id?: string; slug?: string; sidebar_position?: number; parse_number_prefixes?: boolean };
  numberPrefixes: boolean;
}

/** The folder-page convention: `index`, `readme` or the name of the folder holding the file, in any case. */
export function isCategoryIndexFile(fileName: string, sourceDirName: string): boolean {
  const folder = sourceDirName === '.' ? undefined : sourceDirName.split('/').pop();
  return ['index', 'readme', folder?.toLowerCase()].includes(fileName.toLowerCase());
}

export function docIdentity({ relPath, frontMatter, numberPrefixes }: IdentityInput): DocIdentity {
  const parse = numberPrefixes && frontMatter.parse_number_prefixes !== false;
  const slash = relPath.lastIndexOf('/');
  const sourceDirName = slash < 0 ? '.' : relPath.slice(0, slash);
  const fileName = relPath.slice(slash + 1).replace(/\.[^.]+$/, '');
  const parsed = parse ? parseNumberPrefix(fileName) : { name: fileName };
  const baseId = frontMatter.id ?? parsed.name;
  const dir = sourceDirName === '.' ? '' : parse ? stripNumberPrefixes(sourceDirName) : sourceDirName;
  const id = dir ? `${dir}/${baseId}` : baseId;
  const dirSlug = dir ? `/${dir}/` : '/';
  const isCategoryIndex = isCategoryIndexFile(fileName, sourceDirName);
  let slug: string;
  if (frontMatter.slug?.startsWith('/')) slug = frontMatter.slug;
  else if (!frontMatter.slug && isCategoryIndex) slug = dirSlug;
  else slug = resolvePath(frontMatter.slug ?? baseId, dirSlug);
  return { id, sourceDirName, slug, sidebarPosition: frontMatter.sidebar_position ?? parsed.position, isCategoryIndex };
}

/** `../b` against `/a/x/` → `/a/b`: URL path resolution, with the characters of the slug kept as written. */
function resolvePath(relative: string, base: string): string {
  const segments = base.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  return `/${segments.join('/')}${relative.endsWith('/') && segments.length ? '/' : ''}`;
}
