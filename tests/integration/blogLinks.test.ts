/** Issue 29: links to and from blog posts are resolved and checked as any page's (the compile stage, no full build). */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { compileAll } from '../../generator/node/mdx/compileAll.ts';

mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
const site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'blog-links-'));
cpSync(join(import.meta.dirname, '..', 'fixtures', 'blog-classic'), site, { recursive: true });
after(() => rmSync(site, { recursive: true, force: true }));

async function compile() {
  const graph = await loadContent(site);
  const routes = resolveRoutes(graph);
  return compileAll(graph, routes, join(site, '.cache'));
}

test("a doc's link to a post's file and to the blog's pages resolve; a post's broken link fails with its line", async () => {
  writeFileSync(join(site, 'docs/links.md'), '# Links\n\nRead [the welcome post](../blog/2021-08-26-welcome/index.mdx), [the blog](/blog) and [a tag](/blog/tags/hello).\n');
  const post = join(site, 'blog/2019-05-28-first-blog-post.mdx');
  const original = readFileSync(post, 'utf8');
  writeFileSync(post, original.replace('Lorem ipsum dolor sit amet...', 'Lorem ipsum, see [the intro](../docs/intro.md) and [nothing](./missing.md).'));
  await assert.rejects(compile(), (error: Error) => {
    assert.match(error.message, /blog\/2019-05-28-first-blog-post\.mdx:8:\d+: .*missing\.md/);
    assert.doesNotMatch(error.message, /docs\/links\.md|intro\.md/);
    return true;
  });
  writeFileSync(post, original.replace('Lorem ipsum dolor sit amet...', 'Lorem ipsum, see [the intro](../docs/intro.md).'));
  const { compiled } = await compile();
  const links = readFileSync(compiled.get('/docs/links')!.modulePath, 'utf8');
  for (const href of ['/blog/welcome', '/blog', '/blog/tags/hello']) assert.ok(links.includes(`"${href}"`), href);
  assert.ok(readFileSync(compiled.get('/blog/first-blog-post')!.modulePath, 'utf8').includes('"/docs/intro"'));
});
