/**
 * Which file of static/ the dev server may answer, by the production build's rule (render/staticFiles.ts): a link
 * to a file of the site's content folders or static/ is served as what it points to; a link out of them (`static/
 * passwd.txt -> /etc/passwd`, `static/etc -> /etc` then `/etc/passwd`), a dangling link and a special file (a FIFO, a
 * device) are refused, each named in a warning once. sirv alone followed every link, to any host the server answers.
 */
import { lstatSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isPublishable, publishableRoots } from '../mdx/plugins/publishable.ts';
import { brokenLink, linkOutOfSite, notAFile } from '../render/staticFiles.ts';

/** A file to serve; a refusal (its status); nothing there. */
export type StaticLookup = { serve: string } | { refuse: 403 | 404; file: string } | undefined;

export class DevStaticFiles {
  private readonly staticDir: string;
  /** The refused files already named in the terminal. */
  private readonly warned = new Set<string>();

  constructor(
    private readonly siteDir: string,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    this.staticDir = resolve(siteDir, 'static');
  }

  /**
   * The static file for `rel` (the decoded path below the base URL), looked up in sirv's order (`x`, `x/index`,
   * `x.html`, `x/index.html`, `x.htm`, `x/index.htm`; folders skipped): the first one there decides.
   * `contentRoots`: the docs and blog folders a link may point into, besides src/ and static/.
   */
  find(rel: string, contentRoots: readonly string[]): StaticLookup {
    const roots = publishableRoots(this.siteDir, contentRoots);
    const uri = rel.replace(/\/+$/, '');
    for (const ext of ['', '.html', '.htm']) {
      for (const name of uri ? [uri + ext, `${uri}/index${ext}`] : [`index${ext}`]) {
        const verdict = this.check(join(this.staticDir, name), roots);
        if (verdict !== 'none') return verdict;
      }
    }
    return undefined;
  }

  private check(path: string, roots: string[]): StaticLookup | 'none' {
    const inStatic = relative(this.staticDir, path);
    if (inStatic.startsWith('..') || isAbsolute(inStatic)) return 'none';
    let stats: Stats | undefined;
    try {
      // A missing file, or a path through a file or a dangling folder link: not there (ENOTDIR, ENOENT, ELOOP…).
      stats = lstatSync(path, { throwIfNoEntry: false });
    } catch {
      return 'none';
    }
    if (!stats) return 'none';
    let real: string;
    try {
      real = realpathSync(path);
    } catch (error) {
      return this.refuse(path, 404, stats.isSymbolicLink() ? brokenLink(readLink(path), error) : 'cannot be read');
    }
    // Every link on the way counts: static/etc -> /etc makes static/etc/passwd a file of the machine's.
    if (!isPublishable(path, roots)) return this.refuse(path, 403, linkOutOfSite(this.shown(real)));
    const target = statSync(real, { throwIfNoEntry: false });
    if (!target || target.isDirectory()) return 'none';
    if (!target.isFile()) return this.refuse(path, 403, notAFile(target));
    return { serve: real };
  }

  private refuse(path: string, status: 403 | 404, why: string): StaticLookup {
    const file = this.shown(path);
    if (!this.warned.has(file)) {
      this.warned.add(file);
      this.warn(`Warning: ${file}: ${why} (not served; npm run build refuses it too).`);
    }
    return { refuse: status, file };
  }

  /** A path of the site relative to it; any other absolute. */
  private shown(path: string): string {
    const rel = relative(this.siteDir, path);
    return rel.startsWith('..') || isAbsolute(rel) ? path : rel.split('\\').join('/');
  }
}

function readLink(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '?';
  }
}
