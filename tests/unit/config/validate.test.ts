import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../../generator/node/config/load.ts';
import siteConfig from '../../../site.config.ts';
import { BuildError } from '../../../generator/node/errors.ts';

const clone = () => structuredClone(siteConfig) as Record<string, any>;

test('the real site config is valid and keeps the spec constants', () => {
  const config = validateConfig(siteConfig);
  assert.equal(config.baseUrl, '/docs-archive/');
  assert.equal(config.trailingSlash, false);
  assert.deepEqual(config.i18n.locales, ['en']);
  assert.equal(config.search.maxResults, 8);
  assert.deepEqual(config.search.boosts, { title: 5, content: 1, tags: 3, parentCategories: 2 });
  assert.equal(config.navbar.hideOnScroll, false);
});

test('an unknown option is an error naming it', () => {
  const raw = clone();
  raw.navbar.hideOnScrol = true;
  assert.throws(() => validateConfig(raw), (e: Error) => e instanceof BuildError && /navbar: unknown option "hideOnScrol"/.test(e.message));
});

test('a wrong value names the option path', () => {
  const raw = clone();
  raw.search.boosts.title = 'high';
  assert.throws(() => validateConfig(raw), /search\.boosts\.title/);
  const bad = clone();
  bad.baseUrl = 'docs-archive';
  assert.throws(() => validateConfig(bad), /baseUrl: must start and end with "\/"/);
});

test('an unknown navbar item type is rejected with its index', () => {
  const raw = clone();
  raw.navbar.items.push({ type: 'dropdownMenu', label: 'x' });
  assert.throws(() => validateConfig(raw), /navbar\.items\.9\.type/);
});

test('the default locale must be one of the locales', () => {
  const raw = clone();
  raw.i18n.defaultLocale = 'fr';
  assert.throws(() => validateConfig(raw), /i18n\.defaultLocale/);
});
