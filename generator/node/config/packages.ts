/**
 * Where packages come from, as webpack (both bundles) and the compile stage's import check resolve them. A package
 * imported by the site's code comes from the site (its own node_modules, from the importing file's folder up), a
 * package of the generator's from the generator's package; and React, React DOM and MDX's provider, which must be
 * ONE instance for the theme and the site's components alike, always from one folder: the site's when it has them
 * (React is a peer dependency of the package), else the generator's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Resolver } from 'enhanced-resolve';

/** Packages of which a page must hold one copy: hooks and contexts fail across two. */
export const SINGLETON_PACKAGES = ['react', 'react-dom', '@mdx-js/react'];

/** The package name of a bare import (`react/jsx-runtime` → `react`), or undefined for a path. */
export function packageName(request: string | undefined): string | undefined {
  return request ? /^(@[^/]+\/[^/]+|[^./@#][^/]*)/.exec(request)?.[1] : undefined;
}

/** The folder each singleton package is resolved from: the site's when the site has it, else the generator's. */
export function singletonHomes(siteDir: string, generatorDir: string): Record<string, string> {
  const homes: Record<string, string> = {};
  for (const name of SINGLETON_PACKAGES) {
    try {
      createRequire(join(siteDir, 'package.json')).resolve(`${name}/package.json`);
      homes[name] = siteDir;
    } catch {
      homes[name] = generatorDir;
    }
  }
  return homes;
}

/**
 * The folders webpack looks for packages in, in order: `node_modules` from the importing file's folder up (the site's
 * packages for the site's files, the generator's for its own), then the generator's (a site file may import a
 * package that only the generator installed, as Docusaurus's dependencies serve a Docusaurus site).
 */
export function moduleDirectories(generatorDir: string): string[] {
  const lookup = createRequire(join(generatorDir, 'package.json')).resolve.paths('x') ?? [];
  return ['node_modules', ...lookup.filter((dir) => existsSync(dir))];
}

/** The generator package's own dependencies and peer dependencies, by name. */
export function generatorPackages(generatorDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(generatorDir, 'package.json'), 'utf8')) as { dependencies?: object; peerDependencies?: object };
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
}

/**
 * An enhanced-resolve plugin (webpack's `resolve.plugins`): an import of a singleton package is resolved from its
 * home folder (see singletonHomes), whoever imports it: a component package linked from outside the site (`file:`
 * dependencies are symbolic links, resolved from their real folder) or one with its own copy of React gets the
 * site's React all the same.
 */
export class SingletonPackagesPlugin {
  constructor(private readonly homes: Record<string, string>) {}

  apply(resolver: Resolver): void {
    const target = resolver.ensureHook('internal-resolve');
    resolver.getHook('described-resolve').tapAsync({ name: 'qdocs-singletons', stage: -10 }, (request, context, callback) => {
      const name = packageName(request.request);
      const home = name && this.homes[name];
      if (!home || request.path === home) return callback();
      resolver.doResolve(target, { ...request, path: home }, `${name} from ${home}`, context, callback);
    });
  }
}
