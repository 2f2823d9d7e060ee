/** The bundle stage's output as the later stages read it: which files each webpack entry loads. */
import type { Stats } from 'webpack';

/**
 * The one shape of the bundle result: the bundle child answers it (a Map crosses the child process channel as it
 * is: it uses structured clone), prerendering and the route manifests read it, and the dev server builds its own.
 */
export interface ChunkFiles {
  shellJs: string[];
  shellCss: string[];
  /** entry name → its own js/css (shell files excluded) */
  entries: Map<string, { js: string[]; css: string[] }>;
}

/** Reads the client compilation's stats: the shell's files (entry `main`) and each page entry's own. */
export function chunkFiles(stats: Stats, publicPath: string): ChunkFiles {
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroupAuxiliary: false });
  const entrypoints = json.entrypoints ?? {};
  const assetsOf = (name: string) => (entrypoints[name]?.assets ?? []).map((a) => publicPath + a.name);
  const shell = assetsOf('main');
  const shellJs = shell.filter((f) => f.endsWith('.js'));
  const shellCss = shell.filter((f) => f.endsWith('.css'));
  const entries = new Map<string, { js: string[]; css: string[] }>();
  for (const name of Object.keys(entrypoints)) {
    if (name === 'main') continue;
    const own = assetsOf(name).filter((f) => !shell.includes(f));
    entries.set(name, { js: own.filter((f) => f.endsWith('.js')), css: own.filter((f) => f.endsWith('.css')) });
  }
  return { shellJs, shellCss, entries };
}
