/**
 * Swizzling reaches the theme's own imports: the built-in components import one another by relative path, so when the
 * site's `src/theme/X` replaces X, every import that resolved to the built-in X is pointed at the site's file instead —
 * except `@theme-original/X` and imports made by the site's replacement itself (it may wrap the original).
 */
import { basename, dirname, extname } from 'node:path';
import type { Compiler } from 'webpack';

export class SwizzlePlugin {
  /** Built-in theme file → the site's file that replaces it. */
  constructor(private readonly overrides: Map<string, string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('qdocs-swizzle', (factory) => {
      factory.hooks.afterResolve.tap('qdocs-swizzle', (data) => {
        const created = data.createData as { resource?: string; userRequest?: string; request?: string };
        const replacement = created.resource && this.overrides.get(created.resource);
        if (!replacement || data.request.startsWith('@theme-original/') || data.request.startsWith('@theme-init/')) return;
        // The site's replacement may wrap the original, and the built-in X/index keeps the X/X it wraps; a part of X
        // (X/Footer imported by X/index) is replaced like any component.
        const resource = created.resource!;
        const inner = basename(resource, extname(resource)) === basename(dirname(resource));
        if (data.contextInfo.issuer === replacement || (inner && dirname(data.contextInfo.issuer) === dirname(resource))) return;
        created.request = created.request?.replace(resource, replacement);
        created.userRequest = created.userRequest?.replace(resource, replacement);
        created.resource = replacement;
      });
    });
  }
}
