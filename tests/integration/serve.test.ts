import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { serve } from '../../generator/node/serve.ts';
import { tempDir } from '../helpers.ts';

let server: Server;
let base: string;

before(async () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'guide'), { recursive: true });
  mkdirSync(join(dir, 'assets/js'), { recursive: true });
  mkdirSync(join(dir, '1.0.0'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '1.0.0.html'), '<h1>archive home</h1>');
  writeFileSync(join(dir, 'guide/intro.html'), '<h1>intro</h1>');
  writeFileSync(join(dir, 'guide/intro.md'), '# intro');
  writeFileSync(join(dir, 'guide/$filter.html'), '<h1>dollar</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found page</h1>');
  const js = 'console.log("x");'.repeat(200);
  writeFileSync(join(dir, 'assets/js/main.abcdef12.js'), js);
  writeFileSync(join(dir, 'assets/js/main.abcdef12.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets/js/main.abcdef12.js.gz'), gzipSync(js));
  server = await serve({ dir, baseUrl: '/docs-archive/', port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: 'manual', headers });

test('/x serves x.html and the base path serves index.html', async () => {
  assert.equal(await (await get('/docs-archive/guide/intro')).text(), '<h1>intro</h1>');
  assert.equal(await (await get('/docs-archive/')).text(), '<h1>home</h1>');
  assert.equal(await (await get('/docs-archive/1.0.0')).text(), '<h1>archive home</h1>');
  assert.equal(await (await get('/docs-archive/guide/$filter')).text(), '<h1>dollar</h1>');
  assert.equal(await (await get('/docs-archive/guide/%24filter')).text(), '<h1>dollar</h1>');
});

test('/x.html and /x/index.html redirect to /x', async () => {
  const a = await get('/docs-archive/guide/intro.html');
  assert.equal(a.status, 301);
  assert.equal(a.headers.get('location'), '/docs-archive/guide/intro');
  const b = await get('/docs-archive/index.html');
  assert.equal(b.status, 301);
  assert.equal(b.headers.get('location'), '/docs-archive/');
  // `/x/index.html` when x.html exists (there is no x/index.html): like `/x.html`, with the query kept.
  for (const [path, location] of [
    ['/docs-archive/guide/intro/index.html?q=1', '/docs-archive/guide/intro?q=1'],
    ['/docs-archive/1.0.0/index.html', '/docs-archive/1.0.0'],
  ]) {
    const res = await get(path);
    assert.equal(res.status, 301, path);
    assert.equal(res.headers.get('location'), location, path);
  }
  assert.equal((await get('/docs-archive/guide/nothing/index.html')).status, 404);
});

test('unknown paths get the 404 page with status 404', async () => {
  const res = await get('/docs-archive/nope');
  assert.equal(res.status, 404);
  assert.match(await res.text(), /not found page/);
  assert.equal((await get('/elsewhere')).status, 404);
});

test('MIME types, immutable caching of hashed assets, revalidation of HTML', async () => {
  const js = await get('/docs-archive/assets/js/main.abcdef12.js');
  assert.match(js.headers.get('content-type')!, /javascript/);
  assert.match(js.headers.get('cache-control')!, /immutable/);
  const html = await get('/docs-archive/guide/intro');
  assert.match(html.headers.get('content-type')!, /text\/html/);
  assert.match(html.headers.get('cache-control')!, /must-revalidate/);
  assert.match((await get('/docs-archive/guide/intro.md')).headers.get('content-type')!, /text\/markdown/);
});

test('precompressed files are served when the client accepts them', async () => {
  const br = await get('/docs-archive/assets/js/main.abcdef12.js', { 'accept-encoding': 'br' });
  assert.equal(br.headers.get('content-encoding'), 'br');
  const gz = await get('/docs-archive/assets/js/main.abcdef12.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
});

test('trailingSlash true or unset: folder pages; /x and /x/ as the site links them', async () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'docs', 'intro'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, 'docs', 'intro', 'index.html'), '<h1>intro</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found page</h1>');
  for (const trailingSlash of [true, undefined]) {
    const folders = await serve({ dir, baseUrl: '/', port: 0, trailingSlash });
    const origin = `http://127.0.0.1:${(folders.address() as AddressInfo).port}`;
    const at = (path: string) => fetch(origin + path, { redirect: 'manual' });
    try {
      assert.equal(await (await at('/docs/intro/')).text(), '<h1>intro</h1>', String(trailingSlash));
      const bare = await at('/docs/intro');
      if (trailingSlash) {
        assert.equal(bare.status, 301);
        assert.equal(bare.headers.get('location'), '/docs/intro/');
      } else assert.equal(await bare.text(), '<h1>intro</h1>');
      const index = await at('/docs/intro/index.html');
      assert.equal(index.status, 301);
      assert.equal(index.headers.get('location'), trailingSlash ? '/docs/intro/' : '/docs/intro');
      assert.equal(await (await at('/')).text(), '<h1>home</h1>');
      assert.equal((await at('/docs/nope/')).status, 404);
    } finally {
      folders.close();
    }
  }
});
