/** deploy/nginx.conf and `npm run serve` send one set of security headers. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, scriptHash } from '../../../generator/node/http/headers.ts';
import { BASE_URL_CHECK_SCRIPT, THEME_SCRIPT } from '../../../generator/node/render/head.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const NGINX_CONF = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');

/** The server-level `add_header name value always;` lines of the nginx block. */
function nginxHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of conf.matchAll(/^ {4}add_header (\S+) ("[^"]*"|\S+) always;$/gm)) headers[name] = value.replace(/^"|"$/g, '');
  return headers;
}

test('deploy/nginx.conf sends exactly the security headers of npm run serve', () => {
  const fromNginx = nginxHeaders(NGINX_CONF);
  delete fromNginx['Cache-Control'];
  assert.deepEqual(fromNginx, SECURITY_HEADERS);
});

test('no location of deploy/nginx.conf has its own add_header (which would drop the security headers)', () => {
  const locations = NGINX_CONF.split('\n').filter((line) => /^ {8,}.*add_header/.test(line) || /location[^{]*\{[^}]*add_header/.test(line));
  assert.deepEqual(locations, []);
});

test('the policy allows the two inline scripts by hash and style attributes, and nothing inline else', () => {
  assert.match(CONTENT_SECURITY_POLICY, new RegExp(`script-src 'self' ${scriptHash(THEME_SCRIPT)} ${scriptHash(BASE_URL_CHECK_SCRIPT)};`.replace(/[+/]/g, '\\$&')));
  // Style attributes (Docusaurus pages use style={{…}}) are the one inline thing allowed: they cannot run script.
  const directives = CONTENT_SECURITY_POLICY.split('; ');
  assert.deepEqual(
    directives.filter((d) => /unsafe-/.test(d)),
    ["style-src-attr 'unsafe-inline'"],
  );
  assert.ok(directives.includes("style-src 'self'"), 'style sheets and <style> elements: only the site own files');
  assert.match(CONTENT_SECURITY_POLICY, /frame-ancestors 'none'/);
  assert.equal(SECURITY_HEADERS['X-Content-Type-Options'], 'nosniff');
  assert.equal(SECURITY_HEADERS['X-Frame-Options'], 'DENY');
});
