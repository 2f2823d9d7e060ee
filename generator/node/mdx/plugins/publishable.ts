/**
 * Which files a page may publish by a relative path (`![x](./shot.png)`, `[download](./guide.pdf)`): those in the
 * site's content folders (every version's docs folder, src/) and static/. Anything else (`../.env`, `../.git/config`,
 * `../../../etc/passwd`) would copy a private file into the output, or link to one.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The folders a page may publish files from; none (no check) when the caller knows neither the site nor its docs. */
export function publishableRoots(siteDir: string | undefined, contentRoots: readonly string[] = []): string[] {
  return [...contentRoots, ...(siteDir ? [join(siteDir, 'src'), join(siteDir, 'static')] : [])].map((root) => resolve(root));
}

/** `file` is `root` or below it. */
const inside = (file: string, root: string) => {
  const rel = relative(root, file);
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

/** The real path, or the path itself when it does not exist (yet): a missing file is reported as missing elsewhere. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Whether `file` (absolute) lies in one of `roots`, as written and once links are followed (an image that is a
 * link to /etc/passwd is not the site's). With no roots, everything is.
 */
export function isPublishable(file: string, roots: readonly string[]): boolean {
  if (!roots.length) return true;
  const absolute = resolve(file);
  const real = realPath(absolute);
  return roots.some((root) => inside(absolute, root)) && roots.some((root) => inside(real, realPath(root)));
}

/** The fix, said once for images and links. */
export const PUBLISHABLE_HINT = "is outside the site's content folders (the docs folders, src/) and static/: move the file into static/ or next to the page";
