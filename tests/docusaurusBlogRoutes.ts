/**
 * The blog routes Docusaurus 3.10.2 builds for the classic template (tests/fixtures/blog-classic is its blog/ and
 * docusaurus.config.js, unchanged): `npx -y create-docusaurus@3.10.2 classic classic --javascript --skip-install`,
 * `cd classic && npm install && npx docusaurus build`, then the HTML files under build/blog/.
 */
export const DOCUSAURUS_BLOG_ROUTES = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/all-sebastien-lorber-articles',
  '/blog/authors/yangshun',
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/tags/hola',
  '/blog/welcome',
];
