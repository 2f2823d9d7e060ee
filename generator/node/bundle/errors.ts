/**
 * Bundling errors as authoring errors: named after the page's `.md`/`.mdx` source rather than the module the compile
 * stage generated from it, and an error inside a component says which page imports it. Client and server bundles
 * meet the same errors: each is reported once.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Compilation, Module, Stats, WebpackError } from 'webpack';

/** Generated module (compiled page or entry) → the page's source, relative to the site. */
export type PageSources = Record<string, string>;

function resourceOf(module: Module | null | undefined): string | undefined {
  return (module as { resource?: string } | null | undefined)?.resource?.split('?')[0];
}

/** The page whose import chain reaches `module` (itself when it is a page). */
function pageOf(compilation: Compilation, module: Module | null | undefined, sources: PageSources): string | undefined {
  const seen = new Set<Module>();
  for (let current = module; current && !seen.has(current); current = compilation.moduleGraph.getIssuer(current)) {
    seen.add(current);
    const page = sources[resourceOf(current) ?? ''];
    if (page) return page;
  }
  return undefined;
}

/** Where in its file the error is: webpack's location, or the `(line:column)` a loader such as Babel writes. */
function position(error: WebpackError, message: string): string {
  const loc = error.loc as { start?: { line: number; column?: number } } | undefined;
  if (loc?.start) return `:${loc.start.line}${loc.start.column !== undefined ? `:${loc.start.column + 1}` : ''}`;
  const written = / \((\d+):(\d+)\)$/.exec(message);
  return written ? `:${written[1]}:${Number(written[2]) + 1}` : '';
}

/** The author's part of a webpack message: no loader chain, no repeated file name, no code frame, no stack. */
function authorMessage(error: WebpackError, siteDir: string): string {
  // babel colours its code frame when the terminal (or FORCE_COLOR, as under node --test) allows it.
  const lines = stripVTControlCharacters(error.message)
    .replace(/^Module (build|parse) failed \(from [^)]*\):\s*/, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line) && !/^\s*>?\s*\d*\s*\|/.test(line));
  return lines
    .slice(0, 3)
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/(\w*Error): \/[^:]+: /, '$1: ')
    .replaceAll(siteDir + '/', '')
    .trim();
}

export function describeWebpackErrors(stats: Stats[], siteDir: string, sources: PageSources = {}): string[] {
  const described = new Set<string>();
  for (const { compilation } of stats) {
    for (const error of compilation.errors as WebpackError[]) {
      const resource = resourceOf(error.module);
      const page = pageOf(compilation, error.module, sources);
      const message = authorMessage(error, siteDir);
      if (resource && sources[resource]) described.add(`${sources[resource]}: ${message}`);
      else if (resource) described.add(`${relative(siteDir, resource)}${position(error, message)}: ${message.replace(/ \(\d+:\d+\)$/, '')}${page ? ` (imported by ${page})` : ''}`);
      else described.add(message);
    }
  }
  return [...described];
}
