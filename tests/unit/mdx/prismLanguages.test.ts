/** Docusaurus's prism.additionalLanguages: prismjs components by id or alias, each after what it requires. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Prism } from 'prism-react-renderer';
import { loadPrismLanguages, prismComponentOrder } from '../../../generator/node/mdx/prismLanguages.ts';
import { BuildError } from '../../../generator/node/errors.ts';

const SITE = process.cwd();

test('a language comes after the languages it requires, aliases name their language, none twice', () => {
  assert.deepEqual(prismComponentOrder(['php'], SITE), ['markup', 'markup-templating', 'php']);
  assert.deepEqual(prismComponentOrder(['js', 'java'], SITE), ['clike', 'javascript', 'java']);
  assert.deepEqual(prismComponentOrder(['php', 'markup'], SITE), ['markup', 'markup-templating', 'php']);
});

test('a name prismjs does not have is an error naming the option', () => {
  assert.throws(
    () => prismComponentOrder(['qodlyscript'], SITE),
    (error: unknown) => {
      assert.ok(error instanceof BuildError);
      assert.match(error.message, /^themeConfig\.prism\.additionalLanguages: "qodlyscript" is not a language of prismjs/);
      return true;
    },
  );
});

test("loaded on prism-react-renderer's Prism, which has no Java of its own; the global Prism is left as it was", () => {
  assert.equal((Prism.languages as Record<string, unknown>).java, undefined);
  loadPrismLanguages(['java'], SITE);
  const tokens = Prism.tokenize('public class A {}', Prism.languages.java);
  assert.deepEqual(
    tokens.filter((t) => typeof t !== 'string').map((t) => (t as { type: string }).type),
    ['keyword', 'keyword', 'class-name', 'punctuation', 'punctuation'],
  );
  assert.equal((globalThis as { Prism?: unknown }).Prism, undefined);
});
