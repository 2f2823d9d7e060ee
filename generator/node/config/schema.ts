/** The schema of site.config.ts. Strict objects: an unknown or mistyped option is an error naming its path. */
import { z } from 'zod';

const link = z.strictObject({ label: z.string().min(1), href: z.string().min(1) });

const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string().min(1), position: z.enum(['left', 'right']).default('left') }),
  z.strictObject({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1), position: z.enum(['left', 'right']).default('left') }),
  z.strictObject({ type: z.literal('link'), href: z.string().min(1), label: z.string().min(1), position: z.enum(['left', 'right']).default('left') }),
  z.strictObject({ type: z.literal('docsVersionDropdown'), position: z.enum(['left', 'right']).default('right') }),
  z.strictObject({ type: z.literal('localeDropdown'), position: z.enum(['left', 'right']).default('right') }),
  z.strictObject({ type: z.literal('search'), position: z.enum(['left', 'right']).default('right') }),
]);

const versionOptions = z.strictObject({
  label: z.string().min(1),
  path: z.string(),
  banner: z.enum(['none', 'unmaintained']).default('none'),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string(),
  url: z.url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"'),
  trailingSlash: z.literal(false),
  favicon: z.string().optional(),
  i18n: z.strictObject({
    defaultLocale: z.string().min(2),
    locales: z.array(z.string().min(2)).min(1),
    localeLabels: z.record(z.string(), z.string()).default({}),
  }),
  onBrokenLinks: z.enum(['throw', 'warn']).default('throw'),
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  keywords: z.array(z.string()),
  /** Topic keywords added to pages whose path (below the docs root of any version) starts with the key. */
  keywordsByPath: z.record(z.string().regex(/^\//, 'keys start with "/"'), z.array(z.string())),
  announcementBar: z
    .strictObject({ id: z.string().min(1), content: z.string().min(1), href: z.string().optional(), dismissible: z.boolean().default(true) })
    .optional(),
  colorMode: z.strictObject({
    defaultMode: z.enum(['light', 'dark']).default('light'),
    respectPrefersColorScheme: z.boolean().default(true),
  }),
  navbar: z.strictObject({
    title: z.string(),
    logo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem),
  }),
  footer: z.strictObject({
    links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(link).min(1) })),
    copyright: z.string(),
  }),
  docs: z.strictObject({
    path: z.string().default('docs'),
    sidebarPath: z.string().default('sidebars.ts'),
    lastVersion: z.string().default('current'),
    versions: z.record(z.string(), versionOptions),
    showLastUpdate: z.boolean().default(false),
  }),
  search: z.strictObject({
    maxResults: z.number().int().min(1).max(50).default(8),
    indexParentCategories: z.boolean().default(true),
    boosts: z.strictObject({
      title: z.number().positive(),
      content: z.number().positive(),
      tags: z.number().positive(),
      parentCategories: z.number().positive(),
    }),
    /** Optional analytics hook; off unless an endpoint is given. No third-party request by default. */
    analytics: z
      .strictObject({ endpoint: z.string().min(1), debounceMs: z.number().int().positive().default(400), maxIds: z.number().int().positive().default(20) })
      .optional(),
  }),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** For authors: gives site.config.ts type checking without importing zod there. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
