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
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${[THEME_SCRIPT, BASE_URL_CHECK_SCRIPT].map(scriptHash).join(' ')}`,
  "style-src 'self'",
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
