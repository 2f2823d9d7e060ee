/** The page tree shared by prerendering and the browser: layout around the content of one route. */
import { MDXProvider } from '@mdx-js/react';
import type { ReactNode } from 'react';
import site from '@generated/site.json';
import type { SiteData } from '../shared/site.ts';
import type { LoadedPage } from '../shared/page.ts';
import { PageContext, PageHeadContext, SiteContext, type PageHeadSink } from '../theme/context.tsx';
import Layout from '../theme/Layout/Layout.tsx';
import DocPage from '../theme/DocPage/DocPage.tsx';
import GeneratedIndex from '../theme/DocPage/GeneratedIndex.tsx';
import TagsPage from '../theme/DocPage/TagsPage.tsx';
import NotFound from '../theme/NotFound/NotFound.tsx';
import ErrorBoundary from '../theme/ErrorPage/ErrorBoundary.tsx';
import MDXComponents from '../theme/MDXComponents/index.tsx';
import { blogPages } from './blogTheme.ts';

export const siteData = site as SiteData;

function PageContent({ page }: { page: LoadedPage }) {
  if (page.data.kind === 'generated-index') return <GeneratedIndex data={page.data} />;
  if (page.data.kind === 'tags' || page.data.kind === 'tag') return <TagsPage data={page.data} />;
  const Content = page.module?.default;
  if (typeof Content !== 'function') {
    throw new Error(`The page component of ${page.path} has no default export. Export the page component as default from its module.`);
  }
  return <Content components={MDXComponents} />;
}

function Body({ page }: { page: LoadedPage }) {
  switch (page.data.kind) {
    case 'notFound':
      return <NotFound />;
    case 'blogPost':
    case 'blogList':
    case 'blogTags':
    case 'blogTag':
    case 'blogArchive':
    case 'blogAuthors':
    case 'blogAuthor': {
      // Loaded before a blog page is shown (blogTheme.ts); without them (their chunk failed), the page's own content.
      const BlogPage = blogPages()?.[page.data.kind];
      if (BlogPage) return <BlogPage />;
      return (
        <main id="main-content" className="standalone" tabIndex={-1}>
          <article className="markdown">{page.module && <PageContent page={page} />}</article>
        </main>
      );
    }
    case 'doc':
    case 'generated-index':
    case 'tags':
    case 'tag':
      return (
        <DocPage>
          <PageContent page={page} />
        </DocPage>
      );
    default: {
      return page.data.format !== 'tsx' ? (
        <main id="main-content" className="standalone" tabIndex={-1}>
          <article className="markdown">
            <PageContent page={page} />
          </article>
        </main>
      ) : (
        <PageContent page={page} />
      );
    }
  }
}

/** `head`: prerendering only, receives what the page's own `<Layout title description>` says (theme/Layout). */
export default function App({ page, extra, head }: { page: LoadedPage; extra?: ReactNode; head?: PageHeadSink }) {
  return (
    <SiteContext.Provider value={siteData}>
      <PageHeadContext.Provider value={head ?? null}>
        <PageContext.Provider value={page}>
          <MDXProvider components={MDXComponents}>
            <Layout>
              {extra}
              {/* The page object, not its path: a page fixed in the dev server (a new object, same path) is shown again. */}
              <ErrorBoundary resetKey={page}>
                <Body page={page} />
              </ErrorBoundary>
            </Layout>
          </MDXProvider>
        </PageContext.Provider>
      </PageHeadContext.Provider>
    </SiteContext.Provider>
  );
}
