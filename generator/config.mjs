// @ts-check
/**
 * The package's entry for a site's own files (`import { defineConfig } from 'qdocs'` in site.config.ts). Plain
 * JavaScript, so that loading a configuration needs nothing built; its types are node/config/public.ts.
 */

/**
 * Gives site.config.ts type checking (the schema is checked when the build loads it).
 * @template T
 * @param {T} config
 * @returns {T}
 */
export function defineConfig(config) {
  return config;
}
