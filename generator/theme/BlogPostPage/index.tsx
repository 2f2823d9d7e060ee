/**
 * A post's page: the whole post, its TOC, "Newer post"/"Older post" (Docusaurus's @theme/BlogPostPage), below the
 * post's BlogPostProvider as in Docusaurus (so the sidebar and TOC can read useBlogPost() too).
 */
import { usePage } from '../context.tsx';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogPostItem from '../BlogPostItem/index.tsx';
import { ThemeBlogPostProvider } from '../Blog/blogPostContext.tsx';
import { postBody } from '../Blog/postBody.tsx';
import BlogPostPaginator from '../BlogPostPaginator/index.tsx';
import UnlistedBanner from '../DocPage/UnlistedBanner.tsx';
import { DesktopTOC, MobileTOC } from '../DocPage/TOC.tsx';

export default function BlogPostPage() {
  const page = usePage();
  const { data } = page;
  const post = data.blog!.post!;
  const levels = data.tocLevels ?? { min: 2, max: 3 };
  const toc = data.hideTableOfContents ? [] : (page.module?.toc ?? []).filter((t) => t.level >= levels.min && t.level <= levels.max);
  return (
    <ThemeBlogPostProvider post={post} module={page.module} isBlogPostPage>
      <BlogLayout sidebar={data.blog!.sidebar} toc={<DesktopTOC toc={toc} minLevel={levels.min} />}>
        {data.unlisted && <UnlistedBanner />}
        <MobileTOC toc={toc} minLevel={levels.min} />
        <BlogPostItem>{postBody(page.module, true)}</BlogPostItem>
        <BlogPostPaginator newer={post.newer} older={post.older} />
      </BlogLayout>
    </ThemeBlogPostProvider>
  );
}
