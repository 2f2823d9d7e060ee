/** The theme's component of each blog page (each overridable from src/theme/ by its Docusaurus name). */
import BlogListPage from '../theme/BlogListPage/index.tsx';
import BlogPostPage from '../theme/BlogPostPage/index.tsx';
import BlogTagsListPage from '../theme/BlogTagsListPage/index.tsx';
import BlogTagsPostsPage from '../theme/BlogTagsPostsPage/index.tsx';
import BlogArchivePage from '../theme/BlogArchivePage/index.tsx';
import BlogAuthorsListPage from '../theme/Blog/Pages/BlogAuthorsListPage/index.tsx';
import BlogAuthorsPostsPage from '../theme/Blog/Pages/BlogAuthorsPostsPage/index.tsx';

export const BLOG_PAGES = {
  blogPost: BlogPostPage,
  blogList: BlogListPage,
  blogTags: BlogTagsListPage,
  blogTag: BlogTagsPostsPage,
  blogArchive: BlogArchivePage,
  blogAuthors: BlogAuthorsListPage,
  blogAuthor: BlogAuthorsPostsPage,
};
