/** The Qodly site's navbar and footer (issue #3 items 2 and 5 on the real build served at E2E_BASE_URL). */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/harness.ts';
import { goto, open, realSkip, realUrl } from '../e2e/theme/site.ts';

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const navLinks = (page: Page) =>
  page
    .locator('nav[aria-label="Main"] .navbar__items a')
    .evaluateAll((links) => links.map((a) => ({ label: a.textContent, href: a.getAttribute('href'), current: a.getAttribute('aria-current') })));

describe('real site', { skip: realSkip }, () => {
  test('navbar: the six sections, pointing into 1.0.0 on an archived page', async () => {
    const { page, context } = await open(browser, realUrl('get-started/quickstart'));
    const labels = ['Getting Started', 'Develop', 'Run & Manage', 'Integrations', 'Guides', 'FAQ'];
    const latest = await navLinks(page);
    assert.deepEqual(
      latest.map((l) => l.label),
      labels,
    );
    assert.deepEqual(
      latest.map((l) => l.href),
      [
        '/docs-archive/get-started/quickstart',
        '/docs-archive/studio/overview',
        '/docs-archive/cloud/consoleOverview',
        '/docs-archive/api/overview',
        '/docs-archive/guides/data-model-objects',
        '/docs-archive/faq',
      ],
    );
    assert.equal(latest[0].current, 'page');
    await goto(page, realUrl('1.0.0/studio/overview'));
    const archived = await navLinks(page);
    assert.deepEqual(
      archived.map((l) => l.label),
      labels,
    );
    for (const link of archived) assert.match(link.href!, /^\/docs-archive\/1\.0\.0\//);
    assert.deepEqual(
      archived.map((l) => l.current),
      [null, 'page', null, null, null, null],
    );
    assert.match(await page.getByRole('button', { name: /1\.0\.0/ }).innerText(), /1\.0\.0/);
    await context.close();
  });

  test('footer: Support, Company and Follow Us columns, copyright 2025', async () => {
    const { page, context } = await open(browser, realUrl('faq'));
    const footer = page.getByRole('contentinfo');
    const columns = await footer
      .locator('.footer__column')
      .evaluateAll((cols) =>
        cols.map((c) => ({ title: c.querySelector('h2')?.textContent, links: [...c.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]) })),
      );
    assert.deepEqual(
      columns.map((c) => c.title),
      ['Support', 'Company', 'Follow Us'],
    );
    assert.deepEqual(
      columns[0].links.map((l) => l[0]),
      ['Tutorials', 'Get Support'],
    );
    assert.equal(columns[1].links.length, 5);
    assert.match(columns[1].links.map((l) => l[0]).join('|'), /About .*\|About .*\|Contact us\|License\|SLA/);
    assert.match(columns[1].links[2][1]!, /^mailto:/);
    assert.equal(columns[2].links.length, 5);
    assert.match(await footer.innerText(), /Copyright © 2025/);
    await context.close();
  });
});
