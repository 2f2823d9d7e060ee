import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../../generator/node/config/load.ts';
import siteConfig from '../../fixtures/site/site.config.ts';
import { BuildError } from '../../../generator/node/errors.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests break the config on purpose, any field at any depth
const clone = () => structuredClone(siteConfig) as Record<string, any>;

test('a valid config gets its defaults', () => {
  const config = validateConfig(siteConfig);
  assert.equal(config.docs.path, 'docs');
  assert.equal(config.docs.sidebarPath, 'sidebars.ts');
});

test('an unknown option is an error naming it', () => {
  const raw = clone();
  raw.navbar.hideOnScrol = true;
  assert.throws(
    () => validateConfig(raw),
    (e: Error) => e instanceof BuildError && /navbar: unknown option "hideOnScrol"/.test(e.message),
  );
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
  const index = raw.navbar.items.push({ type: 'dropdownMenu', label: 'x' }) - 1;
  assert.throws(() => validateConfig(raw), new RegExp(`navbar\\.items\\.${index}\\.type`));
});

test('the default locale must be one of the locales', () => {
  const raw = clone();
  raw.i18n.defaultLocale = 'fr';
  assert.throws(() => validateConfig(raw), /i18n\.defaultLocale/);
});
