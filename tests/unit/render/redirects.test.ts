/** Redirect pages as @docusaurus/plugin-client-redirects makes them (its collectRedirects and writeRedirectFiles). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectRedirects, redirectFile, redirectPage } from '../../../generator/node/render/redirects.ts';

const paths = ['/', '/docs/', '/docs/intro', '/docs/1.x/', '/docs/1.x/intro'];

test('redirects and createRedirects, deduplicated; a "from" that is a page is left out with a warning', () => {
  const { redirects, warnings } = collectRedirects(
    {
      redirects: [
        { from: ['/start', '/begin'], to: '/docs/intro' },
        { from: '/docs/intro', to: '/docs/' },
        { from: '/start', to: '/docs/1.x/intro' },
      ],
    },
    (path) => (path.startsWith('/docs/1.x/') ? path.replace('/docs/1.x/', '/v1/') : undefined),
    paths,
    undefined,
  );
  assert.deepEqual(redirects, [
    { from: '/start', to: '/docs/intro' },
    { from: '/begin', to: '/docs/intro' },
    { from: '/v1/', to: '/docs/1.x/' },
    { from: '/v1/intro', to: '/docs/1.x/intro' },
  ]);
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /\/start is redirected twice/);
  assert.match(warnings[1], /\/docs\/intro is a page of the site/);
});

test('a redirect to a path that is no page is an error naming it; external targets are kept as written', () => {
  assert.throws(() => collectRedirects({ redirects: [{ from: '/old', to: '/docs/nowhere' }] }, undefined, paths, undefined), /\/old → \/docs\/nowhere/);
  assert.deepEqual(collectRedirects({ redirects: [{ from: '/gh', to: 'https://github.com/x' }] }, undefined, paths, undefined).redirects, [
    { from: '/gh', to: 'https://github.com/x' },
  ]);
});

test('trailingSlash applies to the targets, and to the redirect files as Docusaurus names them', () => {
  assert.deepEqual(collectRedirects({ redirects: [{ from: '/old', to: '/docs/intro' }] }, undefined, ['/docs/intro/'], true).redirects, [{ from: '/old', to: '/docs/intro/' }]);
  assert.equal(redirectFile('/old', false), 'old/index.html');
  assert.equal(redirectFile('/old.html', false), 'old.html.html');
  assert.equal(redirectFile('/old/', undefined), 'old/index.html');
});

test('the page forwards the query and hash only when the target has none', () => {
  assert.match(redirectPage('/docs/intro'), /window\.location\.href = '\/docs\/intro' \+ window\.location\.search \+ window\.location\.hash;/);
  assert.match(redirectPage('/docs/intro#part'), /window\.location\.href = '\/docs\/intro#part';/);
  assert.match(redirectPage('/a b'), /url=\/a%20b"/);
});
