/**
 * Page chunks of plain Markdown pages, written without webpack. A compiled MDX page that imports nothing but the
 * JSX runtime and `@mdx-js/react` needs none of webpack's per-entry work (module graph, chunk graph, hashing,
 * minifying: most of a build's time at 10,000 pages, and all of it again after a one-line edit). Its chunk is the
 * compiled code (already minified by the compile stage) wrapped in a factory that the client's page registry calls
 * with the shell's own instances of those two modules (see `sharedModules` in generator/client/registry.ts).
 * A page that imports anything else (components, files beside it) stays a webpack entry.
 */
import { Script } from 'node:vm';
import type { RouteData } from '../../shared/types.ts';
import { writeOutput } from '../output/files.ts';
import { hashKey } from '../cache/keys.ts';

/** The modules a plain page may import: the client registry hands the shell's instances to the page's factory. */
export const SHARED_MODULES = ['react/jsx-runtime', '@mdx-js/react'];

// esbuild's minified ESM: every import statement hoisted at the start, every export in one statement at the end.
const IMPORT = /^import\{([\w$\s,]*)\}from"([^"]+)";/;
const EXPORT = /export\{([\w$\s,]*)\};?\s*$/;
const SPECIFIER = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/;

function specifiers(list: string, swap: boolean): string[] | undefined {
  const out: string[] = [];
  for (const part of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = SPECIFIER.exec(part);
    if (!m) return undefined;
    const [, name, alias = name] = m;
    // Imports become destructuring (`name: local`), exports object properties (`exported: local`).
    out.push(swap ? `${JSON.stringify(alias)}:${name}` : `${name}:${alias}`);
  }
  return out;
}

/**
 * The factory of a compiled page (`function(){…; return exports}`), or undefined when the page is not plain: it
 * imports another module, loads one at run time, or is shaped otherwise (it then goes through webpack, as before).
 * `checked`: this very code was found plain before (the syntax check, the costly part, is skipped).
 */
export function plainPageFactory(code: string, checked = false): string | undefined {
  let rest = code;
  const imports: string[] = [];
  for (let m = IMPORT.exec(rest); m; m = IMPORT.exec(rest)) {
    if (!SHARED_MODULES.includes(m[2])) return undefined;
    const names = specifiers(m[1], false);
    if (!names) return undefined;
    if (names.length) imports.push(`{${names.join(',')}}=arguments[0](${JSON.stringify(m[2])})`);
    rest = rest.slice(m[0].length);
  }
  const exported = EXPORT.exec(rest);
  const exports = exported ? specifiers(exported[1], true) : [];
  if (!exports) return undefined;
  const body = exported ? rest.slice(0, exported.index) : rest;
  // A dynamic import would resolve against the page's URL, not through the bundle: such a page stays with webpack.
  if (/\bimport\s*\(/.test(body)) return undefined;
  const factory = `function(){"use strict";${imports.length ? `const ${imports.join(',')};` : ''}${body}\nreturn{${exports.join(',')}}}`;
  if (checked) return factory;
  // Any import or export statement left (a shape the patterns above do not know) is a syntax error in a script.
  try {
    new Script(`(${factory})`);
  } catch {
    return undefined;
  }
  return factory;
}

/**
 * The whole chunk: registers the page's factory and route data with the client's page registry. `revision` (dev
 * server only) orders the registrations of one page that reach the browser by different ways (see registry.ts).
 */
export function pageChunkScript(factory: string, path: string, data: RouteData, revision?: number): string {
  return `(self.__QDOCS_PAGES__=self.__QDOCS_PAGES__||[]).push([${JSON.stringify(path)},${factory},${JSON.stringify(data)}${revision === undefined ? '' : `,${revision}`}]);\n`;
}

/** Writes a chunk under assets/js/p/ with a content hash in its name, as webpack names page chunks; returns its URL. */
export function writePageChunk(outDir: string, baseUrl: string, key: string, script: string): string {
  const hash = hashKey(script, 8);
  const rel = `assets/js/p/${key}.${hash}.js`;
  writeOutput(outDir, rel, script);
  return baseUrl + rel;
}
