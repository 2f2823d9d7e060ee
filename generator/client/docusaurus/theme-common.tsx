/**
 * `@docusaurus/theme-common`: the colour mode hook, the theme config and the class names Docusaurus's theme puts on
 * its elements (for a site's CSS and components).
 */
import { useEffect, useState } from 'react';
import { useSite } from '../../theme/context.tsx';
import { STORAGE_KEYS, writeStorage } from '../../theme/storage.ts';

type ColorMode = 'light' | 'dark';

const modeOf = (): ColorMode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** The colour mode shown, following every change (the navbar's toggle, the system's); `setColorMode` changes and stores it. */
export function useColorMode() {
  const site = useSite();
  const [colorMode, setMode] = useState<ColorMode>(site.colorMode.defaultMode);
  useEffect(() => {
    setMode(modeOf());
    const observer = new MutationObserver(() => setMode(modeOf()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: ColorMode | null) => {
    const next = mode ?? site.colorMode.defaultMode;
    writeStorage(STORAGE_KEYS.colorMode, next);
    document.documentElement.setAttribute('data-theme', next);
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark', setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
}

/** `themeConfig` as the theme reads it: navbar, footer, colour mode, announcement bar. */
export function useThemeConfig() {
  const site = useSite();
  return { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode, announcementBar: site.announcementBar };
}

/** Docusaurus's ThemeClassNames (@docusaurus/theme-common 3.10): the stable class names of its theme. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;
