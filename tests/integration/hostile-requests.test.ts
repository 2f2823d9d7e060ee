/**
 * `npm run serve` and `npm start` against a few thousand malformed requests (paths, methods, headers), on
 * loopback: every request gets a status below 500, nothing decoded reaches a header, no file outside the
 * site is served, and the server still serves a good page afterwards.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '../../generator/node/serve.ts';
import { copyFixture, DEV_READY, freePort, startDevServer, stopDevServer, tempDir } from '../helpers.ts';
import { rawRequest, type RawResponse } from '../rawHttp.ts';

/** A marker in a file beside the served folder: no response may ever contain it. */
const SECRET = 'SECRET-4b1d-never-served';
const REQUESTS_PER_SERVER = 2500;

let serveDir: string;
let server: Server;
let site: string;
let dev: ChildProcess | undefined;
let devOrigin: URL;
let devOutput: () => string;

before(async () => {
  serveDir = tempDir('qdocs-hostile-');
  const dir = join(serveDir, 'build');
  mkdirSync(join(dir, 'guide'), { recursive: true });
  mkdirSync(join(dir, 'assets/js'), { recursive: true });
  writeFileSync(join(serveDir, 'secret.txt'), SECRET);
  writeFileSync(join(serveDir, 'build.html'), SECRET);
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, 'guide/intro.html'), '<h1>intro</h1>'.repeat(20));
  writeFileSync(join(dir, 'guide/intro.md'), '# intro');
  writeFileSync(join(dir, 'guide/日.html'), '<h1>sun</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found page</h1>');
  writeFileSync(join(dir, 'assets/js/main.abcdef12.js'), 'console.log(1);'.repeat(100));
  server = await serve({ dir, baseUrl: '/docs-archive/', port: 0 });

  site = copyFixture();
  // Outside what the dev server serves (static/ and .cache/dev/), one or two folders up from them.
  writeFileSync(join(site, 'secret.txt'), SECRET);
  // static/ entries the production build refuses (links out of the site, dangling, a FIFO) or copies (links inside it).
  symlinkSync('../secret.txt', join(site, 'static/env.txt'));
  symlinkSync('/etc/passwd', join(site, 'static/passwd.txt'));
  symlinkSync('/etc', join(site, 'static/etc'));
  symlinkSync('../missing.txt', join(site, 'static/dangling.txt'));
  symlinkSync('../nowhere.txt', join(site, 'static/dangling-too.txt'));
  assert.equal(spawnSync('mkfifo', [join(site, 'static/pipe')]).status, 0);
  symlinkSync('../docs', join(site, 'static/src-docs'));
  symlinkSync('logo.svg', join(site, 'static/img/same.svg'));
  const port = await freePort();
  devOrigin = new URL(`http://127.0.0.1:${port}`);
  ({ dev, output: devOutput } = await startDevServer(site, { ready: DEV_READY, port }));
});

after(async () => {
  server?.close();
  rmSync(serveDir, { recursive: true, force: true });
  await stopDevServer(dev, site);
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = ['/docs-archive/', '/docs-archive/guide/', '/docs-archive', '/', '/docs-archive/assets/js/', '', '//', '/docs-archive/../', '*'];
const PIECES = [
  '%',
  '%E0%A4%A',
  '%E6%97%A5',
  '%E6%97%A5/',
  '%0d%0a',
  '%0D%0ASet-Cookie:%20a=b',
  '%0aLocation:%20http://evil/',
  '%00',
  '%2e%2e/',
  '..%2f',
  '..%2F..%2F',
  '%2F',
  '%C0%AE',
  '%C0%AE%C0%AE/',
  '%FF',
  '%FE%FF',
  '%ED%A0%80',
  '%25',
  '%2525',
  '%3F',
  '%23',
  '?',
  '?q=%0d%0a',
  '#frag',
  '//',
  '\\',
  '%5C',
  '..\\..\\',
  ';',
  ';a=b',
  'a'.repeat(300),
  '%41'.repeat(200),
  '%20',
  '+',
  '$filter',
  '~',
  '%u002e',
  '.',
  '..',
  'intro',
  'intro.html',
  'index.html',
  '.html',
  '/index.html',
  '/',
  'intro.md',
  '日',
  '\u00e9',
  '%F0%9F%98%80',
  '%F4%90%80%80',
  '%C3%28',
  '%80',
  'secret.txt',
  '../secret.txt',
  'build.html',
  '%09',
  '%7F',
  '%1b[31m',
  'main.abcdef12.js',
];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'FOO', 'get', 'PROPFIND'];
const HEADERS: [string, string[]][] = [
  [
    'Range',
    [
      'bytes=50-10',
      'bytes=-0',
      'bytes=0-',
      'bytes=abc',
      'bytes=1-2,3-4',
      'bytes=99999999999999999999-',
      'items=1-2',
      'bytes=--1',
      'bytes= 5 - 7',
      'bytes=0-0',
      'bytes=-99999999',
      'bytes=5-',
      'bytes=',
      'bytes=-',
      'bytes=1e3-2e3',
      'bytes=0x10-0x20',
    ],
  ],
  ['Accept-Encoding', ['br', 'gzip', '*', 'br;q=0', 'gzip, br', 'x'.repeat(2000), 'identity;q=0', '']],
  ['If-None-Match', ['*', 'W/"x"', '"', 'garbage', '']],
  ['If-Modified-Since', ['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Sat, 01 Jan 9999 00:00:00 GMT']],
  ['If-Range', ['"x"', 'garbage']],
  ['Cookie', ['a=b', '=;;;=', '\u00ff']],
  ['Content-Length', ['0', '5', '-1', 'abc']],
  ['Transfer-Encoding', ['chunked', 'gzip', 'x']],
  ['Expect', ['100-continue', 'garbage']],
  ['Host', ['', 'evil.example', 'a'.repeat(300)]],
  ['X-Forwarded-Host', ['evil.example']],
  ['Upgrade', ['websocket']],
];

interface HostileRequest {
  requestLine: string;
  headers: string[];
}

function hostileRequests(count: number, seed: number): HostileRequest[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const requests: HostileRequest[] = [];
  for (let i = 0; i < count; i++) {
    let path = pick(PREFIXES);
    const pieces = 1 + Math.floor(next() * 4);
    for (let p = 0; p < pieces; p++) path += pick(PIECES);
    const version = next() < 0.97 ? 'HTTP/1.1' : pick(['HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 extra', '']);
    const requestLine = `${pick(METHODS)} ${path} ${version}`.trimEnd();
    const headers: string[] = [];
    const extra = Math.floor(next() * 3);
    for (let h = 0; h < extra; h++) {
      const [name, values] = pick(HEADERS);
      headers.push(`${name}: ${pick(values)}`);
    }
    if (next() < 0.03) headers.push(pick(['Bad Header: x', ': empty name', 'NoColon', `X-Long: ${'y'.repeat(20_000)}`]));
    requests.push({ requestLine, headers });
  }
  return requests;
}

/** Runs the requests a few at a time; returns the ones that were answered badly. */
async function fire(origin: URL, requests: HostileRequest[]): Promise<{ problems: string[]; statuses: Map<number, number> }> {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const check = (request: HostileRequest, res: RawResponse) => {
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const what = `${JSON.stringify(request.requestLine)} ${JSON.stringify(request.headers.map((h) => h.slice(0, 60)))}`;
    if (res.status < 100 || res.status >= 500) problems.push(`${what}: status ${res.status || 'none'}`);
    const location = /^Location: (.*)$/im.exec(res.head)?.[1];
    if (location !== undefined && /[^\x21-\x7e]/.test(location)) problems.push(`${what}: Location not encoded: ${JSON.stringify(location)}`);
    if (/^(Set-Cookie|X-Injected):/im.test(res.head)) problems.push(`${what}: injected header`);
    if (res.body.includes(SECRET)) problems.push(`${what}: served a file outside the site`);
  };
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      check(request, await rawRequest(origin, request.requestLine, request.headers));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { problems, statuses };
}

async function stillServes(origin: URL, path: string, text: RegExp) {
  const res = await rawRequest(origin, `GET ${path} HTTP/1.1`);
  assert.equal(res.status, 200);
  assert.match(res.body.toString(), text);
}

const KNOWN: HostileRequest[] = [
  { requestLine: 'GET /docs-archive/guide/intro HTTP/1.1', headers: ['Range: bytes=50-10'] },
  { requestLine: 'GET /docs-archive/%E6%97%A5/ HTTP/1.1', headers: [] },
  { requestLine: 'GET /docs-archive/guide/%E6%97%A5.html HTTP/1.1', headers: [] },
  { requestLine: 'GET /docs-archive/x%0d%0aSet-Cookie:%20a=b/ HTTP/1.1', headers: [] },
  { requestLine: 'GET /docs-archive/%E0%A4%A HTTP/1.1', headers: [] },
  { requestLine: 'GET /docs-archive/..%2F..%2Fsecret.txt HTTP/1.1', headers: [] },
  { requestLine: 'GET /docs-archive/..%2Fbuild HTTP/1.1', headers: [] },
];

test('npm run serve: the requests that ended it get a 4xx or a correct answer', async () => {
  const origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const { problems } = await fire(origin, KNOWN);
  assert.deepEqual(problems, []);
  const range = await rawRequest(origin, KNOWN[0].requestLine, KNOWN[0].headers);
  assert.equal(range.status, 416);
  assert.match(range.head, /^Content-Range: bytes \*\/\d+$/m);
  const sun = await rawRequest(origin, KNOWN[2].requestLine);
  assert.equal(sun.status, 301);
  assert.match(sun.head, /^Location: \/docs-archive\/guide\/%E6%97%A5$/m);
  assert.equal((await rawRequest(origin, KNOWN[4].requestLine)).status, 400);
  await stillServes(origin, '/docs-archive/guide/intro', /intro/);
});

test(`npm run serve: ${REQUESTS_PER_SERVER} malformed requests, each answered, and the server still serves`, async () => {
  const origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const { problems, statuses } = await fire(origin, hostileRequests(REQUESTS_PER_SERVER, 17));
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems; statuses ${JSON.stringify([...statuses])}`);
  await stillServes(origin, '/docs-archive/guide/intro', /intro/);
  await stillServes(origin, '/docs-archive/guide/%E6%97%A5', /sun/);
});

test('npm start: the requests that ended it get a 4xx or a correct answer', async () => {
  const { problems } = await fire(devOrigin, KNOWN);
  assert.deepEqual(problems, []);
  assert.equal((await rawRequest(devOrigin, KNOWN[4].requestLine)).status, 400);
  await stillServes(devOrigin, '/docs-archive/guide/intro', /qdocs-boot/);
});

test(`npm start: ${REQUESTS_PER_SERVER} malformed requests, each answered, and the server still serves`, async () => {
  const { problems, statuses } = await fire(devOrigin, hostileRequests(REQUESTS_PER_SERVER, 42));
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems; statuses ${JSON.stringify([...statuses])}`);
  await stillServes(devOrigin, '/docs-archive/guide/intro', /qdocs-boot/);
});

test('npm start: a request for another host name (DNS rebinding) gets a 403, pages, files and the event stream alike', async () => {
  for (const path of ['/docs-archive/guide/intro', '/__qdocs/events', '/docs-archive/img/logo.svg', '/docs-archive/']) {
    const res = await rawRequest(devOrigin, `GET ${path} HTTP/1.1`, { Host: `evil.example:${devOrigin.port}` });
    assert.equal(res.status, 403, path);
    assert.match(res.body.toString(), /^Forbidden: this development server answers requests for localhost/, path);
  }
  for (const host of [`localhost:${devOrigin.port}`, `127.0.0.1:${devOrigin.port}`, `[::1]:${devOrigin.port}`, 'localhost']) {
    const res = await rawRequest(devOrigin, 'GET /docs-archive/guide/intro HTTP/1.1', { Host: host });
    assert.equal(res.status, 200, host);
  }
});

test('npm start: static/ links out of the site, dangling links and FIFOs are refused, each named once; links inside it are served', async () => {
  const refused: [string, number, string][] = [
    ['/docs-archive/env.txt', 403, 'static/env.txt'],
    ['/docs-archive/passwd.txt', 403, 'static/passwd.txt'],
    ['/docs-archive/etc/passwd', 403, 'static/etc/passwd'],
    ['/docs-archive/dangling.txt', 404, 'static/dangling.txt'],
    ['/docs-archive/pipe', 403, 'static/pipe'],
  ];
  // Twice each: refused both times, named once.
  for (const [path, status] of [...refused, ...refused]) {
    const res = await rawRequest(devOrigin, `GET ${path} HTTP/1.1`);
    assert.equal(res.status, status, path);
    assert.doesNotMatch(res.body.toString(), new RegExp(`${SECRET}|root:`), path);
  }
  // Warnings come in the order of the requests: once this last one's is in, any repeat of the others would be too.
  assert.equal((await rawRequest(devOrigin, 'GET /docs-archive/dangling-too.txt HTTP/1.1')).status, 404);
  while (!devOutput().includes('static/dangling-too.txt')) await new Promise((resolve) => setImmediate(resolve));
  const output = devOutput();
  for (const [path, , file] of refused) assert.equal(output.split(`Warning: ${file}: `).length - 1, 1, `${path}: ${file} named once in\n${output}`);
  assert.match(output, /Warning: static\/passwd\.txt: a link to \/etc\/passwd, outside the site's content folders and static\//);
  assert.match(output, /Warning: static\/pipe: a FIFO \(named pipe\), not a file or a folder/);
  // Links to files of the site are served, as the build copies them.
  const docs = await rawRequest(devOrigin, 'GET /docs-archive/src-docs/faq.md HTTP/1.1');
  assert.equal(docs.status, 200);
  assert.match(docs.body.toString(), /title: FAQ/);
  const logo = await rawRequest(devOrigin, 'GET /docs-archive/img/same.svg HTTP/1.1');
  assert.equal(logo.status, 200);
  assert.match(logo.body.toString(), /<svg/);
});

test('an event stream client that never reads is dropped once its unsent bytes pass the limit, not kept growing', async () => {
  const { EventHub } = await import('../../generator/node/dev/events.ts');
  const { createServer } = await import('node:http');
  const { connect } = await import('node:net');
  const hub = new EventHub();
  const server = createServer((req, res) => hub.attach(req, res, []));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  try {
    socket.write('GET /__qdocs/events HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // The client reads nothing: the socket is paused from the start.
    socket.pause();
    while (hub.size === 0) await new Promise((resolve) => setImmediate(resolve));
    const page = 'x'.repeat(1024 * 1024);
    // Far more than the socket buffers of both ends hold: without a limit, all of it stayed in the server's memory.
    for (let i = 0; i < 64 && hub.size > 0; i++) {
      hub.send('page', page);
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(hub.size, 0, 'the client that never reads was kept');
  } finally {
    socket.destroy();
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
