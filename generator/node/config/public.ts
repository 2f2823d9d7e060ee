/**
 * What a site's own files import from the package (`import { defineConfig } from 'qdocs'`): the configuration's
 * helper and types, and the sidebars' types. The package's `exports` give TypeScript this file and Node
 * `config.mjs`, the same `defineConfig` in plain JavaScript, so loading a site's configuration needs no build of it.
 */
export { defineConfig, type EditUrlFunction, type EditUrlParams, type PrismTheme, type SiteConfig, type SiteConfigInput } from './schema.ts';
export type { SidebarCategoryLink, SidebarItemInput, SidebarsConfig } from './sidebarTypes.ts';
