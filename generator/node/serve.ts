/**
 * `npm run serve [-- --port 3000] [--dir build]`: serves a build like a production static host:
 * `/x` → x (a file), x.html or x/index.html; `/x.html` and `/x/index.html` redirect to the page's URL; `/x/` redirects
 * to `/x` with `trailingSlash: false`, `/x` to `/x/` with true, and unset both are the page; the 404 page with status 404,
 * immutable caching for hashed assets, precompressed .br/.gz when the client accepts them, conditional and range
 * requests (http/sendFile.ts), the security headers of deploy/nginx.conf, and 405 to methods other than GET and HEAD.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommand } from './commandLine.ts';
import { lookup } from 'mrmime';
import { guardRequests, redirect, requestTarget } from './http/requests.ts';
import { sendFile } from './http/sendFile.ts';
import { contentType, SECURITY_HEADERS } from './http/headers.ts';

export interface ServeOptions {
  dir: string;
  baseUrl: string;
  /** The site's `trailingSlash`: whether `/x/` or `/x` is the page's URL (undefined: both). Absent: false. */
  trailingSlash?: boolean;
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

const REVALIDATE = 'public, max-age=0, must-revalidate';
const FOREVER = 'public, max-age=31536000, immutable';

export function createStaticHandler(dir: string, baseUrl: string, trailingSlash: boolean | undefined) {
  const root = baseUrl.replace(/\/$/, '');
  const notFoundFile = join(dir, '404.html');
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(existsSync(notFoundFile) ? readFileSync(notFoundFile) : 'Not found');
  };
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    // guardRequests has already answered 400 to a malformed path.
    let { pathname, search } = requestTarget(req.url)!;
    if (pathname === root) pathname = baseUrl;
    if (!pathname.startsWith(baseUrl)) return notFound(res);
    const rel = pathname.slice(root.length);
    // A page's URL as the site links it: with a slash when trailingSlash is true.
    const pageUrl = (page: string) => (page ? root + page + (trailingSlash === true ? '/' : '') : baseUrl);
    // `/x.html` and `/x/index.html` are served at the page's URL when x.html (or x/index.html) exists.
    const stripped = rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
    if (stripped !== rel && (isFile(join(dir, rel)) || isFile(join(dir, `${stripped}.html`)))) return redirect(res, 301, pageUrl(stripped), search);
    const bare = rel === '/' ? rel : rel.replace(/\/+$/, '');
    if (bare !== rel && trailingSlash === false) return redirect(res, 301, root + bare, search);
    if (bare === rel && trailingSlash === true && bare !== '/' && isFile(join(dir, bare, 'index.html'))) return redirect(res, 301, pageUrl(bare), search);
    // Like nginx's `try_files $uri $uri.html $uri/index.html`.
    const file = bare === '/' ? '/index.html' : ([bare, `${bare}.html`, `${bare}/index.html`].find((f) => isFile(join(dir, f))) ?? `${bare}.html`);
    const type = contentType(file) ?? lookup(file) ?? 'application/octet-stream';
    // The file may go between the look-up and the open (a rebuild): then it is not found.
    const sent = await sendFile(req, res, join(dir, file), { type, cacheControl: file.startsWith('/assets/') ? FOREVER : REVALIDATE });
    if (!sent) notFound(res);
  };
  return guardRequests(handler, { headers: SECURITY_HEADERS });
}

export function serve(options: ServeOptions): Promise<Server> {
  const dir = resolve(options.dir);
  // Every build writes 404.html; index.html exists only when the site has a page at its root.
  if (!existsSync(join(dir, '404.html'))) throw new Error(`Nothing to serve in ${dir}: run \`npm run build\` first.`);
  const handler = createStaticHandler(dir, options.baseUrl, 'trailingSlash' in options ? options.trailingSlash : false);
  const server = createServer(handler);
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveServer(server));
  });
}

/** `qdocs serve` (serveMain.ts). */
export async function main() {
  const { values: parsed } = parseCommand({
    name: 'serve',
    usage: '[--port <port>] [--dir <dir>] [--host <host>]',
    summary: 'Serves the build (build/, or --dir) as a production host would, building it first if there is none.',
    options: { port: { type: 'string', default: '3000' }, dir: { type: 'string', default: 'build' }, host: { type: 'string', default: '127.0.0.1' } },
    positionals: 0,
    ignored: {
      'no-open': { type: 'boolean', reason: 'the server never opens a browser' },
      build: { type: 'boolean', reason: 'run qdocs build first (a missing build/ is built anyway)' },
      config: { type: 'string', reason: 'the configuration is site.config.ts or docusaurus.config.* in the site folder' },
    },
  });
  const values = parsed as { port: string; dir: string; host: string };
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`qdocs serve: --port must be a port number (1–65535), got "${values.port}".`);
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
    await serve({ dir: values.dir!, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, port, host: values.host });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`Serving ${values.dir} at http://localhost:${port}${config.baseUrl}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
