import { test } from 'node:test';
import assert from 'node:assert/strict';
import { excerpt, parsePostFileName, readingTime, splitContentTitle } from '../../../generator/node/content/blog/posts.ts';
import { DEFAULT_TRUNCATE_MARKER as TRUNCATE_MARKER } from '../../../generator/node/config/blog.ts';
import { normaliseSocials } from '../../../generator/node/content/blog/authors.ts';
import { postTags } from '../../../generator/node/content/blog/tags.ts';
import { parseBlogFrontMatter } from '../../../generator/node/content/blog/frontMatter.ts';

test('a post file name gives its date and slug, as Docusaurus reads it', () => {
  const dated = parsePostFileName('2021-08-26-welcome/index.mdx');
  assert.equal(dated.date?.toISOString(), '2021-08-26T00:00:00.000Z');
  assert.equal(dated.slug, '/2021/08/26/welcome');
  assert.equal(parsePostFileName('2019-05-28-first-blog-post.md').slug, '/2019/05/28/first-blog-post');
  assert.equal(parsePostFileName('2020/02/03/nested.md').slug, '/2020/02/03/nested');
  assert.equal(parsePostFileName('news/2020-02-03-launch.md').slug, '/2020/02/03/news/launch');
  const undated = parsePostFileName('guides/setup.md');
  assert.equal(undated.date, undefined);
  assert.equal(undated.slug, '/guides/setup');
  assert.equal(undated.text, 'guides/setup');
});

test('the body title is taken out of the content; the first line of text is the description', () => {
  const { title, content } = splitContentTitle('import X from "./x";\n\n# Hello *world*\n\nFirst [line](./a.md) of **text**.\n');
  assert.equal(title, 'Hello world');
  assert.ok(!content.includes('# Hello'));
  assert.equal(excerpt(content), 'First line of text.');
  assert.equal(excerpt('```js\nconst a = 1;\n```\n\n:::tip\n\nInside `code` here\n\n:::'), 'Inside code here');
});

test('the summary marker is <!-- truncate --> or {/* truncate */}, not the words in code', () => {
  assert.ok(TRUNCATE_MARKER.test('a\n\n<!--   truncate -->\n\nb'));
  assert.ok(TRUNCATE_MARKER.test('a\n\n{/* truncate */}\n\nb'));
  assert.ok(!TRUNCATE_MARKER.test('Use a `{/*` `truncate` `*/}` comment'));
});

test('reading time: words at 200 a minute, two decimals, as Docusaurus 3.10', () => {
  assert.equal(readingTime('', 'en'), 0);
  assert.equal(readingTime(Array(300).fill('word').join(' '), 'en'), 1.5);
  // Punctuation and spaces are not words.
  assert.equal(readingTime('Hello, world! — ok.', 'en'), 0.02);
});

test('socials: handles become their platform URL, URLs stay', () => {
  assert.deepEqual(normaliseSocials({ x: 'yangshunz', GitHub: 'yangshun', newsletter: 'https://www.greatfrontend.com', stackoverflow: 82609 }, 'a'), {
    x: 'https://x.com/yangshunz',
    github: 'https://github.com/yangshun',
    newsletter: 'https://www.greatfrontend.com',
    stackoverflow: 'https://stackoverflow.com/users/82609',
  });
  assert.throws(() => normaliseSocials({ x: 'a/b' }, 'blog/authors.yml: author "a"'), /blog\/authors\.yml: author "a": social "x"/);
});

test('tags: keys of the tags file take its label and permalink; others are inline', () => {
  const file = { hola: { label: 'Hola', permalink: '/hola', description: 'Hola tag description' } };
  assert.deepEqual(postTags({ tags: ['hola', 'Getting Started', { label: 'X', permalink: '/x-y' }] }, file, '/blog/tags'), [
    { label: 'Hola', permalink: '/blog/tags/hola', description: 'Hola tag description', inline: false },
    { label: 'Getting Started', permalink: '/blog/tags/getting-started', inline: true },
    { label: 'X', permalink: '/blog/tags/x-y', inline: true },
  ]);
});

test('an unknown post front matter key is a warning naming its line and where the known keys are listed', () => {
  const { warnings } = parseBlogFrontMatter('---\ntitle: Launch\nauthro: jane\n---\n\nText.\n', 'blog/2024-05-06-launch.md');
  assert.deepEqual(warnings, [
    'blog/2024-05-06-launch.md:3: unknown blog post front matter key "authro" (no option reads it; components may, with useBlogPost().frontMatter). Check its spelling (every key is listed in REFERENCE.md, "Blog").',
  ]);
});
