/**
 * Serves a build with Debian's nginx and the server block of deploy/nginx.conf, and the same build with
 * `npm run serve`: every kind of file gets its type, its cache policy and the security headers from both.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '../../generator/node/serve.ts';
import { SECURITY_HEADERS } from '../../generator/node/http/headers.ts';
import { FIXTURE, freePort, tempDir } from '../helpers.ts';
import { rawRequest } from '../rawHttp.ts';
import { sharedBuild } from '../sharedBuild.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const MIME_TYPES = '/etc/nginx/mime.types';
const skip = !NGINX && 'nginx is not installed';
let dir: string;
let nginx: ChildProcess | undefined;
let node: Server | undefined;
/** Origins of the two servers under test. */
const servers: Record<'nginx' | 'serve', string> = { nginx: '', serve: '' };
let searchText: string;
let js: string;
let css: string;

before(async () => {
  if (!NGINX) return;
  dir = tempDir('qdocs-nginx-');
  const www = join(dir, 'www');
  mkdirSync(www);
  // A copy of the build build.test.ts reads (tests/sharedBuild.ts), since files are added to it below.
  const out = join(dir, 'build');
  cpSync((await sharedBuild({ fixture: FIXTURE })).out, out, { recursive: true });
  // Image types the fixture has no file of (the types are per extension).
  writeFileSync(join(out, 'img', 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(out, 'img', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  // An HTML file of static/ in a folder of its own (no plain.html).
  mkdirSync(join(out, 'plain'));
  writeFileSync(join(out, 'plain', 'index.html'), '<h1>plain</h1>');
  const textDir = readdirSync(out).find((f) => f.startsWith('search-text-docs-'))!;
  searchText = `/docs-archive/${textDir}/${readdirSync(join(out, textDir)).find((f) => f.endsWith('.json'))}`;
  const html = readFileSync(join(out, 'guide', 'intro.html'), 'utf8');
  js = /src="(\/docs-archive\/assets\/js\/main\.[^"]+)"/.exec(html)![1];
  css = /href="(\/docs-archive\/assets\/css\/[^"]+\.css)"/.exec(html)![1];
  symlinkSync(out, join(www, 'docs-archive'));
  // The block includes `mime.types` relative to nginx's configuration folder, as on a Debian host.
  symlinkSync(MIME_TYPES, join(dir, 'mime.types'));
  const port = await freePort();
  const block = readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /var/www;', `root ${www};`);
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${runAsRoot}\nworker_processes 1;\nerror_log ${dir}/error.log;\npid ${dir}/nginx.pid;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;\n${block}\n}\n`,
  );
  mkdirSync(join(dir, 'tmp'));
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  servers.nginx = `http://127.0.0.1:${port}`;
  node = await serve({ dir: out, baseUrl: '/docs-archive/', port: 0 });
  servers.serve = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(servers.nginx + '/docs-archive/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

after(() => {
  nginx?.kill();
  node?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (origin: string, path: string, headers: Record<string, string> = {}) => fetch(origin + path, { redirect: 'manual', headers });
const REVALIDATE = 'public, max-age=0, must-revalidate';
const FOREVER = 'public, max-age=31536000, immutable';

/** Every kind of file of a build: its type, its cache policy. */
function kinds(): { path: string; type: RegExp; cache: string; status?: number }[] {
  return [
    { path: '/docs-archive/', type: /^text\/html; ?charset=utf-8$/, cache: REVALIDATE },
    { path: '/docs-archive/guide/intro', type: /^text\/html; ?charset=utf-8$/, cache: REVALIDATE },
    { path: '/docs-archive/1.0.0/guide/intro', type: /^text\/html; ?charset=utf-8$/, cache: REVALIDATE },
    { path: '/docs-archive/guide/intro.md', type: /^text\/markdown; ?charset=utf-8$/, cache: REVALIDATE },
    { path: '/docs-archive/search-index-docs-default-2.0.json', type: /^application\/json(; ?charset=utf-8)?$/, cache: REVALIDATE },
    { path: searchText, type: /^application\/json(; ?charset=utf-8)?$/, cache: REVALIDATE },
    { path: '/docs-archive/sitemap.xml', type: /^(text|application)\/xml(; ?charset=utf-8)?$/, cache: REVALIDATE },
    { path: '/docs-archive/robots.txt', type: /^text\/plain(; ?charset=utf-8)?$/, cache: REVALIDATE },
    { path: '/docs-archive/llms.txt', type: /^text\/plain(; ?charset=utf-8)?$/, cache: REVALIDATE },
    { path: '/docs-archive/img/logo.svg', type: /^image\/svg\+xml(; ?charset=utf-8)?$/, cache: REVALIDATE },
    { path: '/docs-archive/img/favicon.ico', type: /^image\/(x-icon|vnd\.microsoft\.icon)$/, cache: REVALIDATE },
    { path: '/docs-archive/img/photo.png', type: /^image\/png$/, cache: REVALIDATE },
    { path: js, type: /^(application|text)\/javascript(; ?charset=utf-8)?$/, cache: FOREVER },
    { path: css, type: /^text\/css(; ?charset=utf-8)?$/, cache: FOREVER },
    { path: '/docs-archive/no/such/page', type: /^text\/html; ?charset=utf-8$/, cache: '', status: 404 },
  ];
}

function assertSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(res.headers.get(name), value, `${name} of ${what}`);
}

for (const server of ['nginx', 'serve'] as const) {
  test(`${server}: every kind of file has its type, its cache policy and the security headers`, { skip }, async () => {
    for (const kind of kinds()) {
      const res = await get(servers[server], kind.path);
      const what = `${server} ${kind.path}`;
      assert.equal(res.status, kind.status ?? 200, what);
      assert.match(res.headers.get('content-type') ?? '', kind.type, what);
      if (kind.cache) assert.equal(res.headers.get('cache-control'), kind.cache, what);
      assertSecurityHeaders(res, what);
      await res.arrayBuffer();
    }
  });

  test(`${server}: precompressed copies are served to clients that accept them, with Vary`, { skip }, async () => {
    for (const path of [js, '/docs-archive/guide/intro', '/docs-archive/search-index-docs-default-2.0.json']) {
      const gz = await get(servers[server], path, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers.get('content-encoding'), 'gzip', path);
      assert.match(gz.headers.get('vary') ?? '', /Accept-Encoding/i, path);
      assertSecurityHeaders(gz, `${server} ${path} (gzip)`);
      const plain = await get(servers[server], path, { 'accept-encoding': 'identity' });
      assert.equal(plain.headers.get('content-encoding'), null, path);
    }
  });

  test(`${server}: /x.html and /x/index.html redirect to /x; redirects carry the security headers`, { skip }, async () => {
    for (const path of ['/docs-archive/guide/intro.html', '/docs-archive/guide/intro/index.html', '/docs-archive/1.0.0/guide/intro/index.html']) {
      const res = await get(servers[server], path + '?q=1');
      assert.equal(res.status, 301, path);
      assert.match(res.headers.get('location')!, new RegExp(`${path.replace(/(\/index)?\.html$/, '').replace(/\./g, '\\.')}\\?q=1$`), path);
      assertSecurityHeaders(res, `${server} ${path}`);
    }
    assert.equal((await get(servers[server], '/docs-archive/no/such/index.html')).status, 404);
    assert.equal((await get(servers[server], '/docs-archive/no/such.html')).status, 404);
  });

  test(`${server}: a folder's index.html (no x.html) is served at /x, and /x/index.html and /x/ redirect there`, { skip }, async () => {
    const plain = await get(servers[server], '/docs-archive/plain');
    assert.equal(plain.status, 200);
    assert.equal(await plain.text(), '<h1>plain</h1>');
    for (const path of ['/docs-archive/plain/index.html', '/docs-archive/plain/', '/docs-archive/guide/intro/']) {
      const res = await get(servers[server], path + '?q=1');
      assert.equal(res.status, 301, `${server} ${path}`);
      const location = new URL(res.headers.get('location')!, servers[server]);
      assert.equal(location.pathname + location.search, `${path.replace(/(\/index\.html|\/)$/, '')}?q=1`, `${server} ${path}`);
      assertSecurityHeaders(res, `${server} ${path}`);
    }
    const injected = await rawRequest(new URL(servers[server]), 'GET /docs-archive/a%0d%0aX-Injected:%201/ HTTP/1.1');
    assert.doesNotMatch(injected.head, /^X-Injected/im);
  });

  test(`${server}: a backwards Range is unsatisfiable, an encoded CR/LF never becomes a header, and it keeps serving`, { skip }, async () => {
    const origin = new URL(servers[server]);
    const backwards = await rawRequest(origin, 'GET /docs-archive/guide/intro HTTP/1.1', { Range: 'bytes=50-10' });
    assert.equal(backwards.status, 416);
    const injected = await rawRequest(origin, 'GET /docs-archive/a%0d%0aX-Injected:%201.html HTTP/1.1');
    assert.ok(injected.status >= 400 && injected.status < 500, `status ${injected.status}`);
    assert.doesNotMatch(injected.head, /^X-Injected/im);
    assert.equal((await rawRequest(origin, 'GET /docs-archive/%E0%A4%A HTTP/1.1')).status, 400);
    assert.equal((await get(servers[server], '/docs-archive/guide/intro')).status, 200);
  });

  test(`${server}: an encoded CR or LF in a path that a redirect matches is a 400, never a header`, { skip }, async () => {
    const origin = new URL(servers[server]);
    // Each of these matches a redirecting location of deploy/nginx.conf (trailing slash, .html) once decoded.
    for (const path of [
      '/docs-archive/x%0dSet-Cookie:%20pwn=1%0a/',
      '/docs-archive/guide/intro%0d%0a/',
      '/docs-archive/guide/intro%0d/',
      '/docs-archive/guide/intro%0a/',
      '/docs-archive/guide/intro%0dSet-Cookie:%20pwn=1.html',
      '/docs-archive/guide/intro%0dX:%201/index.html',
    ]) {
      const res = await rawRequest(origin, `GET ${path} HTTP/1.1`);
      const what = `${server} ${path}`;
      assert.equal(res.status, 400, what);
      assert.doesNotMatch(res.head, /pwn|^X:/im, what);
      // No bare CR or LF: every header line ends with CRLF, and the security headers stay in the header block.
      assert.doesNotMatch(res.head, /\r(?!\n)|(?<!\r)\n/, what);
      for (const name of ['Content-Security-Policy', 'X-Content-Type-Options']) assert.match(res.head, new RegExp(`^${name}:`, 'im'), what);
    }
  });

  test(`${server}: conditional and range requests: bytes=0-0, If-Range, If-None-Match lists, * and weak tags, q=0`, { skip }, async () => {
    const path = '/docs-archive/guide/intro';
    const whole = await get(servers[server], path, { 'accept-encoding': 'identity' });
    const etag = whole.headers.get('etag')!;
    const text = await whole.text();
    const one = await get(servers[server], path, { range: 'bytes=0-0' });
    assert.equal(one.status, 206);
    assert.equal(await one.text(), text.slice(0, 1));
    const stale = await get(servers[server], path, { range: 'bytes=0-0', 'if-range': '"0-0"' });
    assert.equal(stale.status, 200, 'a stale If-Range gets the whole file');
    await stale.arrayBuffer();
    for (const match of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await get(servers[server], path, { 'if-none-match': match, 'accept-encoding': 'identity' });
      assert.equal(res.status, 304, `${server} If-None-Match: ${match}`);
    }
    const gzip = await get(servers[server], path, { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    await gzip.arrayBuffer();
    const none = await get(servers[server], path, { 'accept-encoding': 'gzip;q=0' });
    assert.equal(none.headers.get('content-encoding'), null);
    await none.arrayBuffer();
  });

  test(`${server}: redirects are relative: a forged Host never reaches Location`, { skip }, async () => {
    const origin = new URL(servers[server]);
    for (const path of ['/docs-archive/guide/intro/', '/docs-archive/guide/intro.html', '/docs-archive/index.html', '/docs-archive/plain/index.html']) {
      const res = await rawRequest(origin, `GET ${path} HTTP/1.1`, { Host: 'evil.example' });
      const location = /^Location: (.*)$/im.exec(res.head)?.[1];
      assert.equal(res.status, 301, `${server} ${path}`);
      assert.match(location ?? '', /^\/docs-archive\//, `${server} ${path}: Location ${location}`);
    }
  });
}

test('nginx and npm run serve send the same headers for each kind of file', { skip }, async () => {
  const compared = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cache-control'];
  for (const kind of kinds().filter((k) => !k.status)) {
    const [a, b] = await Promise.all([get(servers.nginx, kind.path), get(servers.serve, kind.path)]);
    for (const name of compared) assert.equal(a.headers.get(name), b.headers.get(name), `${name} of ${kind.path}`);
    const mediaType = (res: Response) => res.headers.get('content-type')!.split(';')[0].replace('text/xml', 'application/xml').replace('text/javascript', 'application/javascript');
    assert.equal(mediaType(a), mediaType(b), `content-type of ${kind.path}`);
  }
});

test('nginx serves pages at clean URLs and answers unknown paths with the 404 page', { skip }, async () => {
  for (const path of ['/docs-archive/', '/docs-archive', '/docs-archive/guide/intro', '/docs-archive/1.0.0/guide/intro', '/docs-archive/category/reference']) {
    assert.equal((await get(servers.nginx, path)).status, 200, path);
  }
  assert.match(await (await get(servers.nginx, '/docs-archive/guide/intro')).text(), /<h1>Introduction<\/h1>/);
  const missing = await get(servers.nginx, '/docs-archive/no/such/page');
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page not found/);
});
