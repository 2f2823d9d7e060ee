/** Writes the generated modules webpack builds from: one entry per route, the site data, the TSX page map. */
import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import type { SiteData } from '../../shared/site.ts';

/** Writes a file only when its content changed, so webpack's watcher and cache see no false changes. */
export function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

export function writeGenerated(cacheDir: string, site: SiteData, routes: RouteEntry[], compiled: Map<string, CompiledRoute>, errorModules: Map<string, string> = new Map()): Record<string, string> {
  const genDir = join(cacheDir, 'generated');
  const entryDir = join(cacheDir, 'entries');
  mkdirSync(genDir, { recursive: true });
  mkdirSync(entryDir, { recursive: true });
  writeIfChanged(join(genDir, 'site.json'), JSON.stringify(site));

  const tsx = routes.filter((r) => r.source?.format === 'tsx');
  writeIfChanged(
    join(genDir, 'tsx-pages.js'),
    tsx.map((r, i) => `import * as p${i} from ${JSON.stringify(r.source!.file)};`).join('\n') +
      `\nexport default {${tsx.map((r, i) => `${JSON.stringify(r.path)}: p${i}`).join(', ')}};\n`,
  );

  const entries: Record<string, string> = {};
  for (const route of routes) {
    const module = errorModules.get(route.path) ?? (route.source?.format === 'tsx' ? route.source.file : compiled.get(route.path)?.modulePath);
    const file = join(entryDir, `${route.key}.js`);
    const register = `(self.__QDOCS_PAGES__ = self.__QDOCS_PAGES__ || []).push([${JSON.stringify(route.path)}, ${module ? 'page' : 'null'}, ${JSON.stringify(route.data)}]);\n`;
    writeIfChanged(file, (module ? `import * as page from ${JSON.stringify(module)};\n` : '') + register);
    entries[`p/${route.key}`] = file;
  }
  return entries;
}
