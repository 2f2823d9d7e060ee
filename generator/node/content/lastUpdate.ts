/**
 * When each doc was last changed and by whom, from git: one `git log` over the docs folders for the whole site
 * (not one process per file), newest commit first, so a file's first appearance is its last change. Outside a git
 * repository, or for a file git does not track, there is simply no date.
 */
import { spawnSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';

/** When and by whom a doc was last changed (git, or its `last_update` front matter). */
export interface LastUpdate {
  /** Seconds since the epoch. */
  at?: number;
  by?: string;
}

export function gitLastUpdates(siteDir: string, folders: string[]): Map<string, LastUpdate> {
  const out = new Map<string, LastUpdate>();
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir, encoding: 'utf8' });
  if (top.status !== 0 || !top.stdout.trim()) return out;
  const root = top.stdout.trim();
  const paths = folders.map((f) => relative(root, resolve(siteDir, f)) || '.');
  const log = spawnSync('git', ['-c', 'core.quotepath=false', 'log', '--no-merges', '--format=%x1e%ct%x09%an', '--name-only', '--', ...paths], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (log.status !== 0) return out;
  for (const record of log.stdout.split('\x1e')) {
    const [header, ...files] = record.split('\n');
    const tab = header.indexOf('\t');
    if (tab < 0) continue;
    const update: LastUpdate = { at: Number(header.slice(0, tab)), by: header.slice(tab + 1) };
    for (const file of files) {
      if (!file) continue;
      const absolute = join(root, file);
      if (!out.has(absolute)) out.set(absolute, update);
    }
  }
  return out;
}

/** Front matter `last_update` wins field by field over git. */
export function mergeLastUpdate(git: LastUpdate | undefined, frontMatter: { author?: string; date?: string | Date } | undefined): LastUpdate | undefined {
  const date = frontMatter?.date === undefined ? undefined : new Date(frontMatter.date);
  const at = date && !Number.isNaN(date.getTime()) ? Math.floor(date.getTime() / 1000) : git?.at;
  const by = frontMatter?.author ?? git?.by;
  return at === undefined && by === undefined ? undefined : { ...(at !== undefined ? { at } : {}), ...(by !== undefined ? { by } : {}) };
}
