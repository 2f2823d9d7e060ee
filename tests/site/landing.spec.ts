/**
 * The two landing pages of the real site (issue #8 part): /docs-archive/ and /docs-archive/1.0.0 — what Qodly
 * is, the five areas with their entry pages, popular pages, the search, and for 1.0.0 the archive notice.
 * Runs against the served real build (E2E_BASE_URL, set by `npm test`).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/harness.ts';
import { goto, open, problems, realSkip, realUrl } from '../e2e/theme/site.ts';

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const AREAS = ['Getting Started', 'Develop', 'Run & Manage', 'Integrations', 'Guides'];
const ENTRY = ['/get-started/quickstart', '/studio/overview', '/cloud/consoleOverview', '/api/overview', '/guides/data-model-objects'];

const links = (page: Page, selector: string) => page.locator(selector).evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute('href')!]));

/** Every link is a route of the build (looked up in the route manifests the client navigates with). */
async function assertLinksResolve(hrefs: string[]) {
  const html = await (await fetch(realUrl(''))).text();
  const boot = JSON.parse(/<script type="application\/json" id="qdocs-boot">(.*?)<\/script>/.exec(html)![1]) as { manifestIndex: string };
  const { manifests } = (await (await fetch(new URL(boot.manifestIndex, realUrl()))).json()) as { manifests: Record<string, string> };
  const routes = new Set<string>();
  for (const url of Object.values(manifests)) for (const path of Object.keys((await (await fetch(new URL(url, realUrl()))).json()).routes)) routes.add(path);
  for (const href of hrefs) assert.ok(routes.has(href), `${href} is a route`);
}

describe('landing pages', { skip: realSkip }, () => {
  test('/docs-archive/: what Qodly is, the five areas, popular pages, and a prominent search', async () => {
    const { page, context, logs } = await open(browser, realUrl(''));
    assert.equal(await page.title(), 'Qodly Documentation');
    assert.match((await page.getAttribute('meta[name="description"]', 'content'))!, /low-code/);
    assert.deepEqual(await page.locator('main h1').allInnerTexts(), ['Qodly Documentation']);
    const what = await page.locator('main section', { has: page.getByRole('heading', { name: 'What Qodly is' }) }).innerText();
    assert.match(what, /low-code platform/);
    for (const feature of ['Visual page studio', 'Data model editor', 'roles and permissions', 'QodlyScript', 'REST API', 'Cloud hosting', 'Custom components'])
      assert.match(what, new RegExp(feature));

    const areas = await links(page, '.landing__areas a');
    assert.deepEqual(await page.locator('.landing__areas .card__title').allInnerTexts(), AREAS);
    assert.deepEqual(
      areas.map(([, href]) => href),
      ENTRY.map((p) => `/docs-archive${p}`),
    );
    for (const card of await page.locator('.landing__areas .card__description').allInnerTexts()) assert.ok(card.length > 30, 'each area has a short description');

    const popular = await links(page, '.landing__popular a');
    assert.ok(popular.length >= 6);
    assert.deepEqual(
      popular.map(([, href]) => href),
      [
        '/docs-archive/language/basics/lang-quicktour',
        '/docs-archive/language/CollectionClass',
        '/docs-archive/language/EntitySelectionClass',
        '/docs-archive/api/$filter',
        '/docs-archive/studio/roles/overview',
        '/docs-archive/language/commands',
      ],
    );
    await assertLinksResolve([...areas, ...popular].map(([, href]) => href));
    assert.equal(await page.getByRole('main').getByRole('link', { name: '1.0.0 archive' }).getAttribute('href'), '/docs-archive/1.0.0');

    // The search: visible above the fold, and it opens the search page with the query.
    const field = page.locator('main input[name="q"]');
    const box = (await field.boundingBox())!;
    assert.ok(box.y + box.height < 800, 'the search field is above the fold');
    await field.fill('collection');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('main input[name="q"]')!.value === 'collection');
    await field.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs-archive/search' && new URLSearchParams(location.search).get('q') === 'collection');
    assert.deepEqual(problems(logs), []);
    await context.close();
  });

  test('an area card opens its entry page client-side', async () => {
    const { page, context } = await open(browser, realUrl(''));
    await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
    await page.locator('.landing__areas a').nth(1).click();
    await page.waitForURL(realUrl('studio/overview'));
    await page.locator('article h1').waitFor();
    assert.ok(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark));
    await context.close();
  });

  test('/docs-archive/1.0.0: says it is archived, links the latest docs, and every link stays in 1.0.0', async () => {
    const { page, context, logs } = await open(browser, realUrl('1.0.0'));
    assert.match(await page.title(), /1\.0\.0/);
    assert.match(await page.locator('main h1').innerText(), /1\.0\.0/);
    const notice = page.getByRole('note');
    assert.match(await notice.innerText(), /archived/i);
    assert.match(await notice.innerText(), /no longer actively maintained/);
    assert.equal(await notice.getByRole('link', { name: /latest/ }).getAttribute('href'), '/docs-archive/');
    const areas = await links(page, '.landing__areas a');
    assert.deepEqual(
      areas.map(([, href]) => href),
      ENTRY.map((p) => `/docs-archive/1.0.0${p}`),
    );
    const popular = await links(page, '.landing__popular a');
    for (const [, href] of popular) assert.match(href, /^\/docs-archive\/1\.0\.0\//);
    await assertLinksResolve([...areas, ...popular].map(([, href]) => href));
    // The navbar follows the archive too.
    const nav = await links(page, 'nav[aria-label="Main"] .navbar__items a');
    for (const [, href] of nav) assert.match(href, /^\/docs-archive\/1\.0\.0\//);
    assert.match(await page.locator('.navbar__right .dropdown__toggle').innerText(), /1\.0\.0/);
    await notice.getByRole('link', { name: /latest/ }).click();
    await page.waitForURL(realUrl(''));
    await page.locator('main h1', { hasText: 'Qodly Documentation' }).waitFor();
    assert.deepEqual(problems(logs), []);
    await context.close();
  });

  test('both landing pages fit a 390 px and a 320 px screen', async () => {
    const { page, context } = await open(browser, realUrl(''), { mobile: true });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['', '1.0.0']) {
        await goto(page, realUrl(path));
        // At 320 px the search's 24rem basis and the 19rem feature columns once made the page 342 px wide.
        assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${path || 'latest'} at ${width} px`);
        assert.ok(await page.locator('main input[name="q"]').isVisible());
      }
    }
    await context.close();
  });

  test('a primary "Get started" action and the five area cards above the fold at 1280×800, in both versions', async () => {
    for (const [path, start] of [
      ['', '/docs-archive/get-started/quickstart'],
      ['1.0.0', '/docs-archive/1.0.0/get-started/quickstart'],
    ]) {
      const { page, context } = await open(browser, realUrl(path));
      const action = page.getByRole('main').getByRole('link', { name: 'Get started', exact: true });
      assert.equal(await action.getAttribute('href'), start);
      const box = (await action.boundingBox())!;
      assert.ok(box.y >= 0 && box.y + box.height <= 800, 'the action is above the fold');
      // A primary action: the theme's primary colour as its background.
      assert.equal(await action.evaluate((a) => getComputedStyle(a).backgroundColor), 'rgb(31, 95, 191)');
      const cards = await page.locator('.landing__areas .card__link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().bottom));
      assert.equal(cards.length, 5);
      assert.ok(Math.max(...cards) <= 800, `${path || 'latest'}: the cards end at ${Math.round(Math.max(...cards))} px`);
      await context.close();
    }
  });
});
