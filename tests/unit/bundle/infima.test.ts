import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { classNamesOfCss, infimaStylesheet, pruneInfima } from '../../../generator/node/bundle/infima.ts';
import { classNamesIn } from '../../../generator/node/content/classNames.ts';
import { siteClassNames, siteStyles, themeCss, themeReservedClasses } from '../../../generator/node/bundle/siteStyles.ts';
import { loadContent } from '../../../generator/node/content/load.ts';
import { prismThemeCss } from '../../../generator/node/bundle/prismTheme.ts';
import { qodlyDark, qodlyLight } from '../../../src/prismThemes.ts';

const INFIMA = infimaStylesheet();
const NONE = new Set<string>();

test('class names come from class attributes, clsx calls and template strings, not from prose', () => {
  const jsx = `<header className={clsx('hero hero--primary', styles.heroBanner)}>
    <div className="container"><Link className="button button--secondary button--lg" to="/docs/intro">Go</Link></div>
    <div className={\`col \${wide ? 'col--6' : 'col--4'}\`} />
    <p>A card, a row and a menu in a sentence are words, not classes.</p>
    <div class='text--center'></div>`;
  assert.deepEqual([...classNamesIn(jsx)].sort(), ['button', 'button--lg', 'button--secondary', 'col', 'col--4', 'col--6', 'container', 'hero', 'hero--primary', 'text--center']);
});

test('Infima is cut down to the rules of the classes a site writes and the custom properties they read', () => {
  const css = pruneInfima(INFIMA, { used: new Set(['hero', 'hero--primary', 'row', 'col', 'col--4']), reserved: NONE });
  for (const kept of ['.hero {', '.hero--primary {', '.row {', '.col--4 {', '--ifm-hero-background-color:', '--ifm-color-primary: #3578e5']) assert.ok(css.includes(kept), kept);
  for (const left of ['.card {', '.button {', '.alert {', '.navbar {', '--ifm-card-background-color', '--ifm-alert-padding-vertical', '@keyframes'])
    assert.ok(!css.includes(left), left);
  assert.ok(css.length < INFIMA.length / 5, `${css.length} of ${INFIMA.length} characters`);
});

test("the theme's own classes keep the theme's rules: Infima's for them are left out", () => {
  const css = pruneInfima(INFIMA, { used: new Set(['navbar', 'navbar__link', 'menu__link', 'row']), reserved: new Set(['navbar', 'navbar__link', 'menu__link']) });
  assert.ok(css.includes('.row {'));
  assert.ok(!/\.navbar|\.menu__link/.test(css));
});

test("a site that writes no Infima class gets none of it, unless its own CSS reads Infima's properties", () => {
  assert.equal(pruneInfima(INFIMA, { used: new Set(['landing__hero', 'card__title']), reserved: NONE, siteCss: ':root { --c: var(--mine); }' }), '');
  const read = pruneInfima(INFIMA, { used: NONE, reserved: NONE, siteCss: '.x { color: var(--ifm-color-primary-dark); }' });
  assert.match(read, /--ifm-color-primary-dark:/);
});

test('the Qodly site writes no class of Infima that the theme does not draw: its pages get no Infima at all', async () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const graph = await loadContent(root);
  assert.ok(siteClassNames(graph).has('card__title'), 'the landing page was read');
  // Its code colours are its own Prism themes (issue 28), and its landing pages' styles its own customCss.
  assert.deepEqual(siteStyles(graph), { infimaCss: '', customCss: [join(root, 'src/css/custom.css')], prismCss: prismThemeCss(qodlyLight, qodlyDark) });
  // The theme knows nothing of the Qodly landing pages: their rules are the site's.
  assert.doesNotMatch(themeCss(), /\.landing/);
});

test("the theme writes none of Infima's layout and utility classes: a site that writes them keeps their rules", async () => {
  const { themeReservedClasses } = await import('../../../generator/node/bundle/siteStyles.ts');
  const reserved = themeReservedClasses();
  // The classic template's home page and DocCardList-like grids use these; a theme component writing one of them
  // (DocCardList did: row, col col--6, card) left the template's three feature columns stacked.
  const layout = ['container', 'row', 'col', 'col--4', 'col--6', 'card', 'hero', 'text--center', 'text--truncate', 'padding--lg', 'padding-horiz--md', 'margin-bottom--lg'];
  assert.deepEqual(
    layout.filter((name) => reserved.has(name)),
    [],
  );
});

test("every Infima class the theme claims has a rule in the theme's CSS: one it only writes stays Infima's", () => {
  const styled = classNamesOfCss(themeCss());
  const infima = classNamesOfCss(INFIMA);
  const reserved = themeReservedClasses();
  // A claimed class without a rule of the theme's is drawn by nobody (VersionBadge's `badge`, TOCInline's
  // `table-of-contents` were: a site's `badge badge--primary` had no base style).
  assert.deepEqual(
    [...reserved].filter((name) => infima.has(name) && !styled.has(name)),
    [],
  );
  // The theme's badge (its version badge's) reads the colours Infima's modifiers set; a site's modifier and a class the
  // theme writes without styling are Infima's.
  assert.match(themeCss(), /\.badge \{[^}]*var\(--ifm-badge-background-color/);
  const css = pruneInfima(INFIMA, { used: new Set(['badge', 'badge--primary', 'table-of-contents', 'footer__item']), reserved });
  for (const kept of ['.badge--primary {', '.table-of-contents {', '.footer__item {', '--ifm-color-primary:']) assert.ok(css.includes(kept), kept);
  assert.ok(!css.includes('.badge {'), "the theme's .badge, not Infima's");
});
