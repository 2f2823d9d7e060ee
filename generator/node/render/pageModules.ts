/**
 * Loading the compiled modules of plain MDX pages (no imports of their own) for prerendering. Node's ESM loader
 * resolves, reads, links and evaluates each of them as a module of its own: about 2 ms a page, as much as rendering
 * it, at 10,000 pages 20 s of CPU. These modules have one shape (esbuild's minified output: named imports of packages
 * first, one export clause last), so their code is evaluated as a strict-mode function of the packages they import,
 * each package imported once, resolved from the page's own folder as the page's imports would be. Any other shape
 * is imported as before.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageModule } from '../../shared/page.ts';

const IMPORT = /^import\{([\w$, ]*)\}from"([^".][^"]*)";/;
const EXPORT = /export\{([\w$, ]*)\};?\s*$/;
const IMPORTS_PARAM = '__qdocsPageImports';

/** `a as b` → [a, b]; `a` → [a, a]. */
function names(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name, alias] = s.split(/\s+as\s+/);
      return [name, alias ?? name];
    });
}

/**
 * A module's code as a function of its imports: the package specifiers it imports and a function taking their
 * namespaces that returns its exports; undefined when the code is not of the one shape (then it is imported).
 */
export function pageModuleFunction(code: string): { specifiers: string[]; evaluate: (namespaces: object[]) => PageModule } | undefined {
  let rest = code;
  const specifiers: string[] = [];
  const bindings: string[] = [];
  for (let m = IMPORT.exec(rest); m; m = IMPORT.exec(rest)) {
    bindings.push(
      `const{${names(m[1])
        .map(([name, local]) => `${name}:${local}`)
        .join(',')}}=${IMPORTS_PARAM}[${specifiers.length}];`,
    );
    specifiers.push(m[2]);
    rest = rest.slice(m[0].length);
  }
  const exported = EXPORT.exec(rest);
  if (!exported) return undefined;
  const body = rest.slice(0, exported.index);
  const result = `return{${names(exported[1])
    .map(([local, name]) => `${JSON.stringify(name)}:${local}`)
    .join(',')}};`;
  try {
    // Strict, as module code is. A statement only a module may hold (another import or export) is a syntax error here.
    const fn = new Function(IMPORTS_PARAM, `"use strict";${bindings.join('')}${body}\n${result}`) as (imports: object[]) => PageModule;
    return { specifiers, evaluate: (namespaces) => fn(namespaces) };
  } catch {
    return undefined;
  }
}

/** Loads page modules: by their function when they have the one shape, else by import(). */
export function pageModuleLoader(): (file: string) => Promise<PageModule> {
  const packages = new Map<string, Promise<object>>();
  // Resolution depends only on the importing file's folder; the pages share a few folders, so each specifier is
  // resolved once per folder rather than once per page (a package lookup walks node_modules folders).
  const resolutions = new Map<string, string>();
  const resolve = (file: string, specifier: string) => {
    const key = `${dirname(file)}\0${specifier}`;
    let resolved = resolutions.get(key);
    if (resolved === undefined) {
      resolved = createRequire(file).resolve(specifier);
      resolutions.set(key, resolved);
    }
    return resolved;
  };
  const namespace = (file: string, specifier: string) => {
    const resolved = resolve(file, specifier);
    let loaded = packages.get(resolved);
    if (!loaded) {
      loaded = import(pathToFileURL(resolved).href) as Promise<object>;
      packages.set(resolved, loaded);
    }
    return loaded;
  };
  return async (file) => {
    const fast = pageModuleFunction(readFileSync(file, 'utf8'));
    if (fast) {
      let namespaces: object[] | undefined;
      try {
        namespaces = await Promise.all(fast.specifiers.map((s) => namespace(file, s)));
      } catch {
        // A package that resolves only as an ES module import: the module imports it itself.
      }
      if (namespaces) return fast.evaluate(namespaces);
    }
    return (await import(pathToFileURL(file).href)) as PageModule;
  };
}
