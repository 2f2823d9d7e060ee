/**
 * Facts a review against the public Qodly reference found wrong or missing (issue 30), pinned in both
 * versions so that an edit or a new version cut does not bring them back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const VERSIONS = ['docs', join('versioned_docs', 'version-1.0.0')];
const read = (root: string, doc: string) => readFileSync(join(ROOT, root, `${doc}.md`), 'utf8');

for (const root of VERSIONS) {
  test(`${root}: dec never returns a negative number, and no page says it keeps the sign`, () => {
    const dec = read(root, 'language/commands/dec');
    const int = read(root, 'language/commands/int');
    for (const [page, text] of [
      ['dec', dec],
      ['int', int],
    ]) {
      assert.doesNotMatch(text, /keep(s|ing)? (its|the) sign|same sign|-0\.(75|2)\b/i, `${page}.md still says dec keeps the sign`);
    }
    assert.match(dec, /^description: .*positive value or zero/m);
    assert.match(dec, /never negative/);
    // The rebuild of a negative number must not add dec to a floor (-13 + 0.75 is not -12.75).
    assert.doesNotMatch(dec, /trunc\(x, 0\) \+ dec\(x\)/);
    assert.match(dec, /-\(int\(abs\(x\)\) \+ dec\(abs\(x\)\)\)/);
  });

  test(`${root}: getAssertEnabled says the answer is per process`, () => {
    const text = read(root, 'language/commands/getAssertEnabled');
    assert.match(text, /^description: .*process/m);
    assert.match(text, /per process/);
  });

  test(`${root}: the States page documents the default state option`, () => {
    const text = read(root, 'studio/pageLoaders/states');
    assert.match(text, /^## Default states$/m);
    assert.match(text, /\*\*Set as default state\*\*/);
  });

  test(`${root}: the debugging page explains sessions in its own words`, () => {
    const words = read(root, 'studio/debugging').toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ');
    assert.ok(!words.includes('a debug session on the server and attach it to your browser'), 'the 12-word run shared with the reference is back');
  });
}
