/** The dev server's Host check (DNS rebinding): local names, IP addresses and the --host given only. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAllowedHost } from '../../../generator/node/http/allowedHosts.ts';

test('localhost, loopback and other IP addresses, with any port, are answered', () => {
  for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:3000', 'docs.localhost:3000', '127.0.0.1', '127.0.0.1:8080', '[::1]', '[::1]:3000', '192.168.1.20:3000'])
    assert.equal(isAllowedHost(host, 'localhost'), true, host);
});

test('any other name is refused, as are a missing or malformed Host', () => {
  for (const host of [undefined, '', 'evil.example', 'evil.example:3000', 'localhost.evil.example', 'evil.example@localhost', 'localhost/x', 'a b', '127.0.0.1.nip.io:3000'])
    assert.equal(isAllowedHost(host, 'localhost'), false, String(host));
});

test('the --host given is answered, in any case, with any port', () => {
  assert.equal(isAllowedHost('docs.internal:3000', 'docs.internal'), true);
  assert.equal(isAllowedHost('Docs.Internal', 'docs.internal'), true);
  assert.equal(isAllowedHost('other.internal:3000', 'docs.internal'), false);
  assert.equal(isAllowedHost('0.0.0.0:3000', '0.0.0.0'), true);
});
