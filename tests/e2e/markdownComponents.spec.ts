/**
 * The Markdown-side theme components in Chromium, on tests/fixtures/docusaurus-plugins built as it is and served
 * with the production headers (its Content-Security-Policy included): a ```mermaid block drawn by the `mermaid`
 * package, which only the page with a diagram loads, again when the colour mode changes; TOCInline's nested links;
 * CodeBlock, Admonition and Heading written as components in MDX, and MDXContent in a page.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { serve } from '../../generator/node/serve.ts';
import { hydrated, launchBrowser } from './harness.ts';
import { pooledContext } from './contextPool.ts';
import { PLUGINS_BUILD } from '../integration/docusaurusSite.ts';
import { sharedBuild } from '../sharedBuild.ts';

let browser: Browser;
let server: Server;
let base: string;

before(async () => {
  // The build markdownPlugins.test.ts reads (tests/sharedBuild.ts).
  const { out } = await sharedBuild(PLUGINS_BUILD);
  [browser, server] = await Promise.all([launchBrowser(), serve({ dir: out, baseUrl: '/', port: 0 })]);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('Markdown theme components in the browser', () => {
  test('a ```mermaid block is drawn as an SVG, styled under the CSP, and drawn again in dark mode', async () => {
    const { context, page } = await pooledContext(browser);
    await page.goto(`${base}docs/components`);
    await hydrated(page);
    const svg = page.locator('.docusaurus-mermaid-container svg');
    await svg.waitFor();
    assert.deepEqual(await svg.locator('.nodeLabel').allTextContents(), ['Start', 'Stop']);
    // Mermaid's <style> rules, which the CSP blocks as an element, are adopted by the document: the node has its
    // theme's fill, not SVG's default black.
    const fill = () =>
      svg
        .locator('.node rect')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    const light = await fill();
    assert.notEqual(light, 'rgb(0, 0, 0)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.waitForSelector('.docusaurus-mermaid-container[data-mermaid-theme="dark"] svg');
    assert.notEqual(await fill(), light, "the dark theme's colours");
    await context.close();
  });

  test('mermaid loads only on the page that has a diagram', async () => {
    const { context, page } = await pooledContext(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${base}docs/tabs`);
    await hydrated(page);
    const before = scripts.length;
    await page.goto(`${base}docs/components`);
    await hydrated(page);
    await page.locator('.docusaurus-mermaid-container svg').waitFor();
    assert.ok(scripts.length > before, 'the diagram page loads chunks of its own');
    const tabsOnly = new Set(scripts.slice(0, before));
    const mermaidChunks = scripts.slice(before).filter((s) => !tabsOnly.has(s));
    assert.ok(mermaidChunks.length > 0);
    await context.close();
  });

  test('TOCInline lists the headings between its levels, nested, and its links scroll to them', async () => {
    const { context, page } = await pooledContext(browser);
    await page.goto(`${base}docs/components`);
    await hydrated(page);
    const links = page.locator('.toc-inline a');
    assert.deepEqual(await links.allTextContents(), ['A diagram', 'Code from MDX', 'Deeper code heading', 'Fourth level']);
    assert.equal(await page.locator('.toc-inline > ul > li > ul > li > ul > li > a').textContent(), 'Fourth level');
    await page.locator('.toc-inline a[href="#fourth-level"]').click();
    await page.waitForFunction(() => location.hash === '#fourth-level');
    await context.close();
  });

  test('CodeBlock, Admonition and Heading as components in MDX, and MDXContent in a page, render with their props', async () => {
    const { context, page } = await pooledContext(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${base}docs/components`);
    await hydrated(page);
    // <CodeBlock language="jsx" title=… showLineNumbers>: the title bar, numbered lines, jsx tokens, copy button.
    const block = page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: '/src/components/Hello.js' }) });
    const pre = block.locator('pre');
    assert.equal(await pre.getAttribute('data-language'), 'jsx');
    assert.equal(await pre.getAttribute('data-line-numbers'), 'true');
    assert.equal(await pre.locator('.code-line').count(), 3);
    assert.equal(await pre.locator('.token.keyword').first().textContent(), 'function');
    const number = await pre
      .locator('.code-line')
      .first()
      .evaluate((line) => getComputedStyle(line, '::before').content);
    assert.match(number, /counter\(line/, 'each line shows its number');
    // MDX 3 drops the indentation of an expression's later lines (mdx-js/mdx#2666, open): Docusaurus 3.10, on the same
    // @mdx-js/mdx, shows the same text.
    assert.equal(await pre.innerText(), 'function Hello() {\nreturn <p>Hello</p>;\n}');
    assert.equal(await block.getByRole('button', { name: 'Copy code to clipboard' }).count(), 1);
    // <Admonition type="info" title="Custom title" icon="💡">.
    const note = page.locator('.admonition--info', { hasText: 'An admonition written as a component.' });
    assert.equal(((await note.locator('.admonition__heading').textContent()) ?? '').replace(/\s+/g, ' ').trim(), '💡Custom title');
    assert.equal(await note.locator('.admonition__icon').textContent(), '💡');
    // <Heading as="h2" id=…>: the element asked for, its id, and a direct link to it.
    const heading = page.locator('h2#made-with-heading');
    assert.equal(await heading.locator('a.hash-link').getAttribute('href'), '#made-with-heading');
    assert.match((await heading.textContent()) ?? '', /^Made with Heading/);
    // MDXContent in a React page of the site: its children rendered inside the layout.
    await page.goto(`${base}wrapped`);
    await hydrated(page);
    assert.equal(await page.locator('main p', { hasText: 'Content inside MDXContent.' }).count(), 1);
    assert.match(await page.title(), /^Wrapped/);
    // The fixture's KaTeX style sheet from a CDN is blocked by the CSP, as the build warns; nothing else may fail.
    assert.deepEqual(
      errors.filter((error) => !/Content Security Policy/.test(error)),
      [],
      'no error in the console (hydration included)',
    );
    await context.close();
  });
});
