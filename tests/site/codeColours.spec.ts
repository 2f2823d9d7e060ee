/**
 * Issue 28 item 3 on the real site (E2E_BASE_URL): the Qodly code colours, now the site's own Prism themes
 * (src/prismThemes.ts named by site.config.ts), are the colours the theme's hand-written token rules gave before. The
 * expected values were read from a build of main before the change (8f30b18, `npm run build`, then
 * getComputedStyle of the first token of each class list, in each colour mode); all 196 token class lists of six
 * pages compared equal after it. Their contrast stays checked by tests/site/a11y.spec.ts.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness.ts';
import { open, realSkip, realUrl } from '../e2e/theme/site.ts';

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const BEFORE = {
  light: {
    block: { background: 'rgb(246, 248, 250)', text: 'rgb(31, 35, 40)' },
    qs: {
      keyword: 'rgb(179, 29, 40)',
      string: 'rgb(10, 48, 105)',
      comment: 'rgb(87, 96, 106) italic',
      function: 'rgb(102, 57, 186)',
      'class-name': 'rgb(149, 56, 0)',
      number: 'rgb(5, 80, 174)',
    },
    json: { property: 'rgb(17, 99, 41)', string: 'rgb(10, 48, 105)', number: 'rgb(5, 80, 174)', punctuation: 'rgb(31, 35, 40)' },
  },
  dark: {
    block: { background: 'rgb(30, 33, 40)', text: 'rgb(230, 232, 235)' },
    qs: {
      keyword: 'rgb(255, 143, 143)',
      string: 'rgb(165, 214, 255)',
      comment: 'rgb(154, 164, 178) italic',
      function: 'rgb(210, 168, 255)',
      'class-name': 'rgb(255, 184, 107)',
      number: 'rgb(121, 192, 255)',
    },
    json: { property: 'rgb(126, 231, 135)', string: 'rgb(165, 214, 255)', number: 'rgb(121, 192, 255)', punctuation: 'rgb(230, 232, 235)' },
  },
};

/** `color` (and ` italic` when so) of the first token of each type in a language's blocks. */
const tokenColours = (page: import('playwright-core').Page, language: string, types: string[]) =>
  page.evaluate(
    ({ language, types }) =>
      Object.fromEntries(
        types.map((type) => {
          const style = getComputedStyle(document.querySelector(`.code-block .language-${language} .token.${type}`)!);
          return [type, style.fontStyle === 'italic' ? `${style.color} italic` : style.color];
        }),
      ),
    { language, types },
  );

/**
 * The background of a highlighted code line, as the theme drew it before Docusaurus's
 * --docusaurus-highlighted-code-line-bg could set it (main at d8cb70b: the theme's --c-highlight-line). The site sets
 * no such property, so its lines keep the theme's tint.
 */
const HIGHLIGHTED_LINE = { light: 'rgba(31, 95, 191, 0.12)', dark: 'rgba(127, 176, 255, 0.16)' };

describe('real site', { skip: realSkip }, () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`a highlighted code line keeps the theme's tint (${mode})`, async () => {
      const { page, context } = await open(browser, realUrl('language/EntityClass'), { colorScheme: mode });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
      // The site's pages highlight no line: two lines are given the classes the compiler writes ({1} in a block's
      // metastring, and a `// highlight-next-line` magic comment).
      const backgrounds = await page.evaluate(() =>
        ['code-line--highlighted', 'theme-code-block-highlighted-line'].map((name, i) => {
          const line = document.querySelectorAll('.code-block pre .code-line')[i]!;
          line.classList.add(name);
          return getComputedStyle(line).backgroundColor;
        }),
      );
      assert.deepEqual(backgrounds, [HIGHLIGHTED_LINE[mode], HIGHLIGHTED_LINE[mode]]);
      await context.close();
    });
  }
  for (const mode of ['light', 'dark'] as const) {
    test(`QodlyScript and JSON tokens keep the colours of before their move into Prism themes (${mode})`, async () => {
      const expected = BEFORE[mode];
      const { page, context } = await open(browser, realUrl('language/EntityClass'), { colorScheme: mode });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
      assert.deepEqual(await tokenColours(page, 'qs', Object.keys(expected.qs)), expected.qs);
      const block = await page
        .locator('.code-block pre')
        .first()
        .evaluate((pre) => ({
          background: getComputedStyle(pre.closest('.code-block')!).backgroundColor,
          text: getComputedStyle(pre).color,
        }));
      assert.deepEqual(block, expected.block);
      await page.goto(realUrl('api/$asArray'));
      assert.deepEqual(await tokenColours(page, 'json', Object.keys(expected.json)), expected.json);
      await context.close();
    });
  }
});
