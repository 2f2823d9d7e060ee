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

/**
 * The blog routes Docusaurus 3.10.2 builds for the same template with the blog options `truncateMarker:
 * /\{\/\*\s*more\s*\*\/\}/, include: ['**\/*.md', '2021-08-26-welcome/index.mdx'], exclude: ['**\/wip/**']` and three
 * more files: blog/2024-03-01-short-note.md (with `{/* more *\/}`), blog/_guest-post.md (date 2024-02-01) and
 * blog/wip/2024-04-01-unfinished.md (tests/unit/routes/blog.test.ts writes them). `npx docusaurus build`, then the
 * HTML files under build/blog/. Its list page's only "Read more" is the short note's.
 */
export const DOCUSAURUS_INCLUDE_ROUTES = [
  '/blog',
  '/blog/2024/03/01/short-note',
  '/blog/_guest-post',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/all-sebastien-lorber-articles',
  '/blog/authors/yangshun',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/welcome',
];

/**
 * The JSON-LD Docusaurus 3.10.2 writes in the head of the template's blog pages (the same build: the
 * `<script type=application/ld+json>` of build/blog/welcome/index.html and build/blog/index.html, parsed). Its tag,
 * author and archive pages have none.
 */
export const DOCUSAURUS_BLOG_POST_STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@id': 'https://your-docusaurus-site.example.com/blog/welcome',
  '@type': 'BlogPosting',
  author: [
    {
      '@type': 'Person',
      description: 'Docusaurus maintainer',
      image: 'https://github.com/slorber.png',
      name: 'Sébastien Lorber',
      url: 'https://sebastienlorber.com',
    },
    {
      '@type': 'Person',
      description: 'Ex-Meta Staff Engineer, Co-founder GreatFrontEnd',
      image: 'https://github.com/yangshun.png',
      name: 'Yangshun Tay',
      url: 'https://linkedin.com/in/yangshun',
    },
  ],
  datePublished: '2021-08-26T00:00:00.000Z',
  description: 'Docusaurus blogging features are powered by the blog plugin.',
  headline: 'Welcome',
  isPartOf: {
    '@id': 'https://your-docusaurus-site.example.com/blog',
    '@type': 'Blog',
    name: 'Blog',
  },
  keywords: [],
  mainEntityOfPage: 'https://your-docusaurus-site.example.com/blog/welcome',
  name: 'Welcome',
  url: 'https://your-docusaurus-site.example.com/blog/welcome',
};

export const DOCUSAURUS_BLOG_LIST_STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@id': 'https://your-docusaurus-site.example.com/blog',
  '@type': 'Blog',
  blogPost: [
    {
      '@id': 'https://your-docusaurus-site.example.com/blog/welcome',
      '@type': 'BlogPosting',
      author: [
        {
          '@type': 'Person',
          description: 'Docusaurus maintainer',
          image: 'https://github.com/slorber.png',
          name: 'Sébastien Lorber',
          url: 'https://sebastienlorber.com',
        },
        {
          '@type': 'Person',
          description: 'Ex-Meta Staff Engineer, Co-founder GreatFrontEnd',
          image: 'https://github.com/yangshun.png',
          name: 'Yangshun Tay',
          url: 'https://linkedin.com/in/yangshun',
        },
      ],
      datePublished: '2021-08-26T00:00:00.000Z',
      description: 'Docusaurus blogging features are powered by the blog plugin.',
      headline: 'Welcome',
      keywords: [],
      mainEntityOfPage: 'https://your-docusaurus-site.example.com/blog/welcome',
      name: 'Welcome',
      url: 'https://your-docusaurus-site.example.com/blog/welcome',
    },
    {
      '@id': 'https://your-docusaurus-site.example.com/blog/mdx-blog-post',
      '@type': 'BlogPosting',
      author: {
        '@type': 'Person',
        description: 'Docusaurus maintainer',
        image: 'https://github.com/slorber.png',
        name: 'Sébastien Lorber',
        url: 'https://sebastienlorber.com',
      },
      datePublished: '2021-08-01T00:00:00.000Z',
      description: 'Blog posts support Docusaurus Markdown features, such as MDX.',
      headline: 'MDX Blog Post',
      keywords: [],
      mainEntityOfPage: 'https://your-docusaurus-site.example.com/blog/mdx-blog-post',
      name: 'MDX Blog Post',
      url: 'https://your-docusaurus-site.example.com/blog/mdx-blog-post',
    },
    {
      '@id': 'https://your-docusaurus-site.example.com/blog/long-blog-post',
      '@type': 'BlogPosting',
      author: {
        '@type': 'Person',
        description: 'Ex-Meta Staff Engineer, Co-founder GreatFrontEnd',
        image: 'https://github.com/yangshun.png',
        name: 'Yangshun Tay',
        url: 'https://linkedin.com/in/yangshun',
      },
      datePublished: '2019-05-29T00:00:00.000Z',
      description: 'This is the summary of a very long blog post,',
      headline: 'Long Blog Post',
      keywords: [],
      mainEntityOfPage: 'https://your-docusaurus-site.example.com/blog/long-blog-post',
      name: 'Long Blog Post',
      url: 'https://your-docusaurus-site.example.com/blog/long-blog-post',
    },
    {
      '@id': 'https://your-docusaurus-site.example.com/blog/first-blog-post',
      '@type': 'BlogPosting',
      author: [
        {
          '@type': 'Person',
          description: 'Docusaurus maintainer',
          image: 'https://github.com/slorber.png',
          name: 'Sébastien Lorber',
          url: 'https://sebastienlorber.com',
        },
        {
          '@type': 'Person',
          description: 'Ex-Meta Staff Engineer, Co-founder GreatFrontEnd',
          image: 'https://github.com/yangshun.png',
          name: 'Yangshun Tay',
          url: 'https://linkedin.com/in/yangshun',
        },
      ],
      datePublished: '2019-05-28T00:00:00.000Z',
      description: 'Lorem ipsum dolor sit amet...',
      headline: 'First Blog Post',
      keywords: [],
      mainEntityOfPage: 'https://your-docusaurus-site.example.com/blog/first-blog-post',
      name: 'First Blog Post',
      url: 'https://your-docusaurus-site.example.com/blog/first-blog-post',
    },
  ],
  description: 'Blog',
  headline: 'Blog',
  mainEntityOfPage: 'https://your-docusaurus-site.example.com/blog',
};
