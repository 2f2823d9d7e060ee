/** Files a page may publish by a relative path: the docs folders, src/ and static/, as written and once links are followed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPublishable, publishableRoots } from '../../../generator/node/mdx/plugins/publishable.ts';
import { pageImages } from '../../../generator/node/mdx/assets.ts';

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-publishable-'));
  for (const folder of ['docs', 'versioned_docs/version-1.0.0', 'static/img', 'src/pages']) mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'docs', 'shot.png'), 'png');
  writeFileSync(join(dir, 'static', 'img', 'logo.svg'), '<svg/>');
  symlinkSync('/etc/passwd', join(dir, 'docs', 'passwd.png'));
  symlinkSync(join(dir, '.env'), join(dir, 'docs', 'env.png'));
  return dir;
}

test('the docs folders, src/ and static/ are publishable; the rest of the site and the machine are not', () => {
  const dir = site();
  try {
    const roots = publishableRoots(dir, [join(dir, 'docs'), join(dir, 'versioned_docs/version-1.0.0')]);
    for (const file of ['docs/shot.png', 'static/img/logo.svg', 'src/pages/x.png', 'versioned_docs/version-1.0.0/a.png']) assert.ok(isPublishable(join(dir, file), roots), file);
    for (const file of ['.env', '.git/config', 'docs/../.env', 'docs/passwd.png', 'docs/env.png', 'node_modules/x/a.png', '../etc/passwd'])
      assert.equal(isPublishable(join(dir, file), roots), false, file);
    assert.equal(isPublishable('/etc/passwd', roots), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the dev server's images of a page: a file outside the publishable folders is never served", () => {
  const dir = site();
  try {
    const context = { baseUrl: '/docs-archive/', siteDir: dir, contentRoots: [join(dir, 'docs')] };
    const text = '![a](./shot.png)\n![b](../.env)\n![c](./passwd.png)\n![d](../../../../../../../../etc/passwd)\n![e](../static/img/logo.svg)\n';
    const files = [...pageImages(text, join(dir, 'docs', 'intro.md'), context).values()].sort();
    assert.deepEqual(files, [join(dir, 'docs', 'shot.png'), join(dir, 'static', 'img', 'logo.svg')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
