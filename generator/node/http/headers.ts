/**
 * The security headers of every response of the built site. `npm run serve` sends them; deploy/nginx.conf
 * repeats them verbatim (tests/unit/http/headers.test.ts checks that both agree).
 */
import { createHash } from 'node:crypto';
import { BASE_URL_CHECK_SCRIPT, THEME_SCRIPT } from '../render/head.ts';

/** The CSP source expression of an inline script: its SHA-256, base64. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Everything the site loads is its own: scripts are files, apart from the two inline scripts that must run
 * before anything else loads (allowed by hash). The boot data is a JSON block, which no policy restricts.
 * Style attributes are allowed (`style-src-attr`), style sheets and <style> elements are not: Docusaurus pages
 * and components use `style={{…}}` freely, and an attribute can style but never run script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${[THEME_SCRIPT, BASE_URL_CHECK_SCRIPT].map(scriptHash).join(' ')}`,
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors for current browsers, X-Frame-Options for older ones.
  'X-Frame-Options': 'DENY',
};

/**
 * Content types of the files a site is made of, as deploy/nginx.conf sends them (nginx's mime.types with
 * `charset utf-8` on text): with nosniff a browser trusts the declared type alone.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  ico: 'image/x-icon',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/** The Content-Type of a file by its extension, or undefined for a kind not listed (the server's own default). */
export function contentType(path: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext ? CONTENT_TYPES[ext] : undefined;
}
