/**
 * Request hygiene shared by `npm run serve` and `npm start`: a malformed request gets a 4xx and the server
 * keeps serving. Nothing decoded from a URL reaches a header unencoded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RequestTarget {
  /** Percent-decoded, without `.` or `..` segments. */
  pathname: string;
  /** The query string as sent (still encoded), with its `?`, or ''. */
  search: string;
}

// A control character in a decoded path can only be an attack or a mistake; no file of a build has one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The decoded path of a request, or null when it is malformed (a bad escape, a control character, a `..` segment once decoded). */
export function requestTarget(rawUrl: string | undefined): RequestTarget | null {
  let url: URL;
  try {
    url = new URL(rawUrl ?? '/', 'http://localhost');
  } catch {
    return null;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (CONTROL.test(pathname) || pathname.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return { pathname, search: url.search };
}

/** A decoded path made safe for a Location header: percent-encoded, `?` and `#` included. */
export function encodePath(pathname: string): string {
  return encodeURI(pathname).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

export function redirect(res: ServerResponse, status: 301 | 302, pathname: string, search = ''): void {
  res.statusCode = status;
  res.setHeader('Location', encodePath(pathname) + search);
  res.end();
}

export function sendStatus(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`${text}\n`);
}

export interface GuardOptions {
  /** Headers of every response (security headers). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Wraps a handler: only GET and HEAD (405 with Allow otherwise), a malformed path is a 400, a failed read of a
 * file being streamed ends that response only, and an exception becomes a 500 (or closes a response already
 * begun) instead of ending the process.
 */
export function guardRequests(handler: Handler, options: GuardOptions = {}): Handler {
  return (req, res) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    // A file stream piped into the response (sirv) that fails mid-way (the file was replaced) must not throw.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendStatus(res, 405, 'Method not allowed: this server only answers GET and HEAD.');
    }
    if (!requestTarget(req.url)) return sendStatus(res, 400, 'Bad request: malformed path.');
    const fail = (error: unknown) => {
      console.error(`Error while answering ${req.method} ${JSON.stringify(req.url)}:`, error);
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500, 'Internal server error.');
    };
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
