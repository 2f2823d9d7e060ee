/** Serves a build with Debian's nginx and the server block of deploy/nginx.conf, then loads pages through it. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { build } from '../../generator/node/build.ts';
import { FIXTURE, tempDir } from '../helpers.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
let dir: string;
let nginx: ChildProcess | undefined;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

before(async () => {
  if (!NGINX) return;
  dir = tempDir('qdocs-nginx-');
  const www = join(dir, 'www');
  mkdirSync(www);
  await build({ siteDir: FIXTURE, outDir: join(dir, 'build') });
  symlinkSync(join(dir, 'build'), join(www, 'docs-archive'));
  const port = await freePort();
  const block = readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8').replace('listen 80;', `listen 127.0.0.1:${port};`).replace('root /var/www;', `root ${www};`);
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${runAsRoot}\nworker_processes 1;\nerror_log ${dir}/error.log;\npid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;\n${block}\n}\n`,
  );
  mkdirSync(join(dir, 'tmp'));
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(base + '/docs-archive/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

after(() => {
  nginx?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: 'manual', headers });

test('nginx serves pages at clean URLs, with the right types and cache headers', { skip: !NGINX && 'nginx is not installed' }, async () => {
  for (const path of ['/docs-archive/', '/docs-archive', '/docs-archive/guide/intro', '/docs-archive/1.0.0/guide/intro', '/docs-archive/category/reference']) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type')!, /text\/html/, path);
  }
  assert.match(await (await get('/docs-archive/guide/intro')).text(), /<h1>Introduction<\/h1>/);
  const html = await (await get('/docs-archive/guide/intro')).text();
  const js = /src="(\/docs-archive\/assets\/js\/main\.[^"]+)"/.exec(html)![1];
  const asset = await get(js);
  assert.equal(asset.status, 200);
  assert.match(asset.headers.get('cache-control')!, /immutable/);
  assert.match((await get('/docs-archive/guide/intro.md')).headers.get('content-type')!, /text\/markdown/);
});

test('nginx redirects .html URLs and answers unknown paths with the 404 page', { skip: !NGINX && 'nginx is not installed' }, async () => {
  const a = await get('/docs-archive/guide/intro.html');
  assert.equal(a.status, 301);
  assert.match(a.headers.get('location')!, /\/docs-archive\/guide\/intro$/);
  const missing = await get('/docs-archive/no/such/page');
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Page not found/);
});

test('nginx serves the precompressed files', { skip: !NGINX && 'nginx is not installed' }, async () => {
  const res = await get('/docs-archive/guide/intro', { 'accept-encoding': 'gzip' });
  assert.equal(res.headers.get('content-encoding'), 'gzip');
});
