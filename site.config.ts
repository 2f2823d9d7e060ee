import { defineConfig } from 'qdocs';
import { qodlyDark, qodlyLight } from './src/prismThemes.ts';

export default defineConfig({
  title: 'Qodly Documentation',
  tagline: 'Build, run and integrate business web applications with Qodly',
  url: 'https://developer.qodly.com',
  baseUrl: '/docs-archive/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  i18n: { defaultLocale: 'en', locales: ['en'], localeLabels: { en: 'English' } },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  codeBlocks: { additionalLanguages: ['./src/codeLanguages/qodlyscript.ts'], theme: qodlyLight, darkTheme: qodlyDark },
  keywords: ['Qodly', 'low-code', 'documentation', 'web applications', 'QodlyScript'],
  keywordsByPath: {
    '/get-started': ['getting started', 'quickstart', 'Qodly Cloud', 'first application'],
    '/studio': ['Qodly Studio', 'page editor', 'model editor', 'components', 'roles', 'privileges'],
    '/data-explorer': ['data explorer', 'browse data', 'edit entities'],
    '/language': ['QodlyScript', 'language reference', 'commands', 'classes', 'ORDA'],
    '/cloud': ['Qodly Cloud', 'console', 'environments', 'deployment', 'billing'],
    '/api': ['REST API', 'HTTP', 'dataclass', 'endpoints', 'query parameters'],
    '/customComponent': ['custom components', 'React', 'webform editor', 'npm package'],
    '/qodlyLookerStudio': ['Looker Studio', 'reporting connector', 'dashboards', 'BI'],
  },
  announcementBar: {
    id: 'release-1.1.0',
    content: 'Qodly 1.1.0 is out: HTTP handlers, an events class and TCP connections.',
    href: '/docs-archive/notes/1.1.0',
    dismissible: true,
    // Archived pages carry their own banner pointing to the latest docs; the announcement is about the latest release.
    showOnArchivedVersions: false,
  },
  // The landing pages' styles: the site's own, after the theme's (Docusaurus's customCss).
  customCss: './src/css/custom.css',
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  navbar: {
    title: 'Qodly',
    logo: { src: 'img/logo.svg', alt: 'Qodly' },
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: 'GetStarted', label: 'Getting Started', position: 'left' },
      { type: 'docSidebar', sidebarId: 'Develop', label: 'Develop', position: 'left' },
      { type: 'docSidebar', sidebarId: 'Run', label: 'Run & Manage', position: 'left' },
      { type: 'docSidebar', sidebarId: 'Integrations', label: 'Integrations', position: 'left' },
      { type: 'docSidebar', sidebarId: 'Guides', label: 'Guides', position: 'left' },
      { type: 'doc', docId: 'faq', label: 'FAQ', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Support',
        items: [
          { label: 'Tutorials', href: 'https://www.youtube.com/@qodly' },
          { label: 'Get Support', href: 'https://qodly.com/support' },
        ],
      },
      {
        title: 'Company',
        items: [
          { label: 'About Qodly', href: 'https://qodly.com' },
          { label: 'About 4D', href: 'https://www.4d.com' },
          { label: 'Contact us', href: 'mailto:contact@qodly.com' },
          { label: 'License', href: 'https://qodly.com/license' },
          { label: 'SLA', href: 'https://qodly.com/sla' },
        ],
      },
      {
        title: 'Follow Us',
        items: [
          { label: 'Discord', href: 'https://discord.gg/qodly' },
          { label: 'LinkedIn', href: 'https://www.linkedin.com/company/qodly' },
          { label: 'X', href: 'https://x.com/qodly' },
          { label: 'YouTube', href: 'https://www.youtube.com/@qodly' },
          { label: 'GitHub', href: 'https://github.com/qodly' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 4D SAS. Built with our own static site generator.',
  },
  docs: {
    path: 'docs',
    sidebarPath: 'sidebars.ts',
    lastVersion: 'current',
    versions: {
      current: { label: '1.1.0', path: '', banner: 'none' },
      '1.0.0': { label: '1.0.0', path: '1.0.0', banner: 'unmaintained' },
    },
  },
  search: {
    maxResults: 8,
    indexParentCategories: true,
    boosts: { title: 5, content: 1, tags: 3, parentCategories: 2 },
    warmUp: './src/searchWarmUp.ts',
  },
});
