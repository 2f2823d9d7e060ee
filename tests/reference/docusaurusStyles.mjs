#!/usr/bin/env node
/**
 * The probe that records what Docusaurus draws, for the tests that compare this theme with it (classic.spec.ts,
 * docusaurus.spec.ts, navbarStyle.spec.ts). It opens pages of a served Docusaurus build in Chromium (Debian's /usr/bin/chromium, headless)
 * in each colour mode and at each width a preset names, and prints, as JSON, the computed styles, boxes and attributes
 * of the elements its probes name.
 *
 *   node tests/reference/docusaurusStyles.mjs http://localhost:3900/ classic      # a preset below (classic, logo, navbar)
 *   node tests/reference/docusaurusStyles.mjs http://localhost:3900/ probes.json  # a file: { viewports?, probes }
 *
 * A probe: { name, path (from the site's root), selector, style?: [CSS property], box?: true, attributes?: [name],
 * all?: true }. `box` is the element's rectangle, rounded, its y from the top of the document; `all` reads every
 * match (a list), otherwise the first. The colour mode is set as a reader's choice would be (localStorage `theme`,
 * read by Docusaurus's inline script before the first paint) and as the system's preference; the page's `data-theme`
 * is checked to be that mode.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/** What each test file records; the selectors are Docusaurus's markup. */
const PRESETS = {
  // tests/e2e/classic.spec.ts: the classic template with `trailingSlash: true` and its src/pages/infima.mdx.
  classic: {
    viewports: ['desktop', 'phone'],
    probes: [
      { name: 'hero', path: '', selector: '.hero', style: ['background-color', 'color', 'text-align', 'padding-top'] },
      { name: 'heroTitle', path: '', selector: '.hero__title', style: ['font-size', 'font-weight', 'color'] },
      {
        name: 'button',
        path: '',
        selector: '.hero .button',
        style: ['background-color', 'color', 'border-color', 'font-size', 'padding-top', 'padding-left', 'border-radius'],
      },
      { name: 'columns', path: '', selector: '.col.col--4', all: true, box: true },
      { name: 'svg', path: '', selector: '.col--4 svg', all: true, box: true, attributes: ['role'] },
      { name: 'footer', path: '', selector: 'footer.footer', style: ['background-color', 'color'] },
      { name: 'footerTitle', path: '', selector: 'footer .footer__title', style: ['color'] },
      { name: 'footerLink', path: '', selector: 'footer .footer__link-item', style: ['color'] },
      { name: 'docLink', path: 'docs/intro/', selector: 'article .markdown p a[href]', style: ['color'] },
      { name: 'sidebarActive', path: 'docs/intro/', selector: '.menu__link--active', style: ['color'] },
      { name: 'navbarActive', path: 'docs/intro/', selector: '.navbar__link--active', style: ['color'] },
      { name: 'codeFont', path: 'docs/intro/', selector: 'article pre code', style: ['font-size'] },
      { name: 'codeBlock', path: 'docs/intro/', selector: 'article pre', style: ['background-color'] },
      // docs/intro's blocks are bash, which Docusaurus leaves plain (not one of prism-react-renderer's languages).
      { name: 'keyword', path: 'docs/tutorial-basics/create-a-page/', selector: 'article pre .token.keyword', style: ['color'] },
      {
        name: 'highlightedLine',
        path: 'docs/tutorial-basics/create-a-document/',
        selector: '.theme-code-block-highlighted-line',
        style: ['background-color'],
      },
      { name: 'primaryButton', path: 'infima/', selector: '.button--primary', style: ['background-color', 'border-color', 'color'] },
    ],
  },
  // tests/e2e/docusaurus.spec.ts: the template's navbar logo given `srcDark`, `width` and `height`.
  logo: {
    viewports: ['desktop'],
    probes: [{ name: 'logo', path: 'docs/intro/', selector: '.navbar__brand img', all: true, box: true, attributes: ['src'], style: ['display'] }],
  },
  // tests/e2e/navbarStyle.spec.ts: the template with `navbar.style` set and its `prism` block removed.
  navbar: {
    viewports: ['desktop'],
    probes: [
      ...[
        ['navbar', '.navbar', ['background-color']],
        ['link', '.navbar__items .navbar__link:not(.navbar__link--active)', ['color']],
        ['brand', '.navbar__title', ['color']],
        ['active', '.navbar__link--active', ['color']],
        ['code', 'article pre', ['background-color', 'color']],
      ].map(([name, selector, style]) => ({ name, path: 'docs/tutorial-basics/create-a-page/', selector, style })),
      ...['keyword', 'string', 'function', 'class-name'].map((type) => ({
        name: type,
        path: 'docs/tutorial-basics/create-a-page/',
        selector: `article pre .token.${type}`,
        style: ['color', 'font-style'],
      })),
    ],
  },
};

const [base, which] = process.argv.slice(2);
if (!base || !which) {
  console.error('usage: node tests/reference/docusaurusStyles.mjs <served build URL> <preset: classic|logo|navbar, or a probes .json>');
  process.exit(1);
}
const preset = PRESETS[which] ?? JSON.parse(readFileSync(which, 'utf8'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const result = {};
try {
  for (const device of preset.viewports ?? ['desktop']) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ ...VIEWPORTS[device], colorScheme: mode });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      const values = {};
      for (const path of [...new Set(preset.probes.map((p) => p.path))]) {
        // Once its scripts are in: Docusaurus's code blocks render again when hydrated (an element read before is gone).
        await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
        const theme = await page.evaluate(() => document.documentElement.dataset.theme);
        if (theme !== mode) throw new Error(`${path}: data-theme is ${theme}, not ${mode}`);
        for (const probe of preset.probes.filter((p) => p.path === path)) {
          const read = await page.locator(probe.selector).evaluateAll((elements, { style = [], box = false, attributes = [] }) => {
            return elements.map((el) => {
              const computed = getComputedStyle(el);
              const rect = el.getBoundingClientRect();
              return {
                ...Object.fromEntries(style.map((name) => [name, computed.getPropertyValue(name)])),
                ...(box ? { x: Math.round(rect.x), y: Math.round(rect.y + window.scrollY), w: Math.round(rect.width), h: Math.round(rect.height) } : {}),
                ...Object.fromEntries(attributes.map((name) => [name, el.getAttribute(name)])),
              };
            });
          }, probe);
          if (read.length === 0) throw new Error(`${path}: nothing matches ${probe.selector}`);
          if (read.some((r) => Object.values(r).includes(''))) throw new Error(`${path}: ${probe.selector} was replaced while read; run again`);
          values[probe.name] = probe.all ? read : read[0];
        }
      }
      result[`${device} ${mode}`] = values;
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(result, null, 2));
