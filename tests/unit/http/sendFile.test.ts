/**
 * `npm run serve`'s answers to conditional, range and encoding headers, as nginx gives them: q-values decide the
 * encoding, `bytes=0-0` is one byte, a stale If-Range gets the whole file, If-None-Match lists, `*` and weak tags
 * get a 304; and a file replaced while it is looked up never gives a body of another length than announced.
 */
import { after, before, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs, { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHandler } from '../../../generator/node/serve.ts';
import { rawRequest } from '../../rawHttp.ts';

let dir: string;
let server: Server;
let origin: URL;
const PAGE = `<h1>intro</h1>${'x'.repeat(2000)}`;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qdocs-send-'));
  mkdirSync(join(dir, 'guide'));
  writeFileSync(join(dir, '404.html'), 'not found');
  writeFileSync(join(dir, 'guide', 'intro.html'), PAGE);
  writeFileSync(join(dir, 'guide', 'intro.html.br'), 'BROTLI');
  writeFileSync(join(dir, 'guide', 'intro.html.gz'), 'GZIP');
  writeFileSync(join(dir, 'report.pdf'), '%PDF');
  server = createServer(createStaticHandler(dir, '/docs-archive/', false));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, path = '/docs-archive/guide/intro') => rawRequest(origin, `GET ${path} HTTP/1.1`, headers);
const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];

test('the encoding is chosen by the parsed Accept-Encoding: q-values, q=0 refusals, whole tokens only', async () => {
  for (const [accept, expected] of [
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0', undefined],
    ['abr', undefined],
    ['gzipx, xbr', undefined],
    ['*', 'br'],
    ['*;q=0, identity', undefined],
    ['identity;q=0, gzip;q=0, br;q=0', undefined],
  ] as [string, string | undefined][]) {
    const res = await get({ 'Accept-Encoding': accept });
    assert.equal(res.status, 200, accept);
    assert.equal(header(res.head, 'Content-Encoding'), expected, accept);
    assert.equal(res.body.toString(), expected === 'br' ? 'BROTLI' : expected === 'gzip' ? 'GZIP' : PAGE, accept);
    assert.match(header(res.head, 'Vary') ?? '', /Accept-Encoding/, accept);
  }
});

test('ranges: bytes=0-0 is one byte, suffix and open ranges, a backwards or out-of-file one is 416, others the whole file', async () => {
  const size = Buffer.byteLength(PAGE);
  for (const [range, status, body, contentRange] of [
    ['bytes=0-0', 206, PAGE.slice(0, 1), `bytes 0-0/${size}`],
    ['bytes=0-9', 206, PAGE.slice(0, 10), `bytes 0-9/${size}`],
    ['bytes=-10', 206, PAGE.slice(-10), `bytes ${size - 10}-${size - 1}/${size}`],
    [`bytes=${size - 5}-`, 206, PAGE.slice(-5), `bytes ${size - 5}-${size - 1}/${size}`],
    [`bytes=${size - 5}-${size + 100}`, 206, PAGE.slice(-5), `bytes ${size - 5}-${size - 1}/${size}`],
    ['bytes=50-10', 416, '', `bytes */${size}`],
    [`bytes=${size}-`, 416, '', `bytes */${size}`],
    ['bytes=-0', 416, '', `bytes */${size}`],
    ['bytes=0-1,5-6', 200, PAGE, undefined],
    ['items=1-2', 200, PAGE, undefined],
    ['bytes=abc', 200, PAGE, undefined],
  ] as [string, number, string, string | undefined][]) {
    const res = await get({ Range: range, 'Accept-Encoding': 'br, gzip' });
    assert.equal(res.status, status, range);
    assert.equal(res.body.toString(), body, range);
    assert.equal(header(res.head, 'Content-Range'), contentRange, range);
    assert.equal(header(res.head, 'Content-Encoding'), undefined, `${range}: a range is of the file itself`);
  }
});

test('If-Range: the current tag or date gets the range, a stale or weak tag the whole new file', async () => {
  const first = await get();
  const etag = header(first.head, 'ETag')!;
  const lastModified = header(first.head, 'Last-Modified')!;
  assert.match(etag, /^"[0-9a-f]+-[0-9a-f]+"$/, 'a strong tag');
  assert.equal((await get({ Range: 'bytes=0-3', 'If-Range': etag })).status, 206);
  assert.equal((await get({ Range: 'bytes=0-3', 'If-Range': lastModified })).status, 206);
  for (const stale of ['"0-0"', `W/${etag}`, 'Thu, 01 Jan 1970 00:00:00 GMT']) {
    const res = await get({ Range: 'bytes=0-3', 'If-Range': stale });
    assert.equal(res.status, 200, stale);
    assert.equal(res.body.toString(), PAGE, stale);
  }
});

test('If-None-Match: the tag, a list holding it, its weak form and * get a 304; another tag a 200', async () => {
  const etag = header((await get()).head, 'ETag')!;
  for (const match of [etag, `"other", ${etag}`, `W/${etag}`, '*', `"a","b" , W/${etag}`]) {
    const res = await get({ 'If-None-Match': match });
    assert.equal(res.status, 304, match);
    assert.equal(res.body.length, 0, match);
    assert.equal(header(res.head, 'ETag'), etag, match);
  }
  assert.equal((await get({ 'If-None-Match': '"other"' })).status, 200);
  assert.equal((await get({ 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status, 304, "a reload's no-cache is for caches, as nginx reads it");
  const lastModified = header((await get()).head, 'Last-Modified')!;
  assert.equal((await get({ 'If-Modified-Since': lastModified })).status, 304);
  assert.equal((await get({ 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status, 200);
});

test('a file type the site does not list gets its registered type, HEAD no body', async () => {
  const pdf = await get({}, '/docs-archive/report.pdf');
  assert.equal(header(pdf.head, 'Content-Type'), 'application/pdf');
  const head = await rawRequest(origin, 'HEAD /docs-archive/guide/intro HTTP/1.1');
  assert.equal(head.status, 200);
  assert.equal(header(head.head, 'Content-Length'), String(Buffer.byteLength(PAGE)));
  assert.equal(head.body.length, 0);
});

test('a file replaced by a rebuild between its look-up and its read is sent whole, one version or the other, never cut', async () => {
  const page = join(dir, 'guide', 'swapped.html');
  const versions = ['<h1>long</h1>'.repeat(5000), '<h1>short</h1>'];
  writeFileSync(page, versions[0]);
  let next = 1;
  const realStat = fs.statSync;
  // Every look-up of the page is followed at once by a rebuild that renames the other version over it.
  const stat = mock.method(fs, 'statSync', (path: fs.PathLike, options?: fs.StatSyncOptions) => {
    const stats = realStat(path, options);
    if (String(path) === page) {
      writeFileSync(`${page}.tmp`, versions[next]);
      renameSync(`${page}.tmp`, page);
      next = 1 - next;
    }
    return stats;
  });
  syncBuiltinESMExports();
  try {
    for (let i = 0; i < 4; i++) {
      const res = await get({}, '/docs-archive/guide/swapped');
      assert.equal(res.status, 200);
      assert.equal(Number(header(res.head, 'Content-Length')), res.body.length, `request ${i}: the body has the announced length`);
      assert.ok(versions.includes(res.body.toString()), `request ${i}: the body is one whole version`);
    }
  } finally {
    stat.mock.restore();
    syncBuiltinESMExports();
  }
});
