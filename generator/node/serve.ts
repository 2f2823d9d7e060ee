/**
 * `npm run serve [-- --port 3000] [--dir build]`: serves a build like a production static host:
 * `/x` → x.html, `/x.html` and `/x/index.html` redirect to `/x`, the 404 page with status 404,
 * immutable caching for hashed assets, precompressed .br/.gz when the client accepts them.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

export interface ServeOptions {
  dir: string;
  baseUrl: string;
  port: number;
  host?: string;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function createStaticHandler(dir: string, baseUrl: string) {
  const root = baseUrl.replace(/\/$/, '');
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      if (pathname.endsWith('.md')) res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    },
  });
  const notFoundFile = join(dir, '404.html');
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(existsSync(notFoundFile) ? readFileSync(notFoundFile) : 'Not found');
    void req;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res);
    }
    if (pathname === root) pathname = baseUrl;
    if (!pathname.startsWith(baseUrl)) return notFound(req, res);
    const rel = pathname.slice(root.length);
    // `/x.html` and `/x/index.html` are served at `/x`.
    const stripped = rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
    if (stripped !== rel && isFile(join(dir, rel))) {
      res.statusCode = 301;
      res.setHeader('Location', (stripped ? root + stripped : baseUrl) + url.search);
      return res.end();
    }
    if (rel.endsWith('/') && rel !== '/') {
      res.statusCode = 301;
      res.setHeader('Location', root + rel.replace(/\/+$/, '') + url.search);
      return res.end();
    }
    if (rel !== '/' && !isFile(join(dir, rel)) && !isFile(join(dir, rel + '.html'))) return notFound(req, res);
    // sirv looks files up by the path as given: keep $ and other legal characters unescaped.
    req.url = encodeURI(rel === '/' ? '/index.html' : isFile(join(dir, rel)) ? rel : rel + '.html') + url.search;
    assets(req, res, () => notFound(req, res));
  };
}

export function serve(options: ServeOptions): Promise<Server> {
  const dir = resolve(options.dir);
  // Every build writes 404.html; index.html exists only when the site has a page at its root.
  if (!existsSync(join(dir, '404.html'))) throw new Error(`Nothing to serve in ${dir}: run \`npm run build\` first.`);
  const handler = createStaticHandler(dir, options.baseUrl);
  const server = createServer(handler);
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveServer(server));
  });
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, dir: { type: 'string', default: 'build' }, host: { type: 'string', default: '127.0.0.1' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`--port must be a port number (1–65535), got "${values.port}".`);
    process.exit(2);
  }
  const { loadConfig } = await import('./config/load.ts');
  const config = await loadConfig(process.cwd());
  if (values.dir === 'build' && !existsSync(join(values.dir, '404.html'))) {
    // First run after `npm install`: build once so that `npm run serve` alone gives a working site.
    console.log('No build/ yet: building the site first (npm run build)…');
    const { build } = await import('./build.ts');
    try {
      await build({ siteDir: process.cwd(), log: (m) => console.log(`  ${m}`) });
    } catch (error) {
      console.error(`Build failed: ${(error as Error).message}`);
      process.exit(1);
    }
  }
  try {
    await serve({ dir: values.dir!, baseUrl: config.baseUrl, port, host: values.host });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`Serving ${values.dir} at http://localhost:${port}${config.baseUrl}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
