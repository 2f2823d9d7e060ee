import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkExamples, type SiteNames } from '../../scripts/content/qodlyscript/checkExamples.ts';
import { statements, tokenize } from '../../scripts/content/qodlyscript/tokenize.ts';
import { checkPage } from '../../scripts/content/rules.ts';
import { join } from 'node:path';
import { highlightLines } from '../../generator/node/mdx/plugins/codeBlocks.ts';
import { loadCodeLanguages } from '../../generator/node/mdx/codeLanguages.ts';

const names: SiteNames = {
  commands: new Set(['not', 'newObject', 'newCollection', 'file', 'string', 'date', 'logEvent', 'killWorker', 'try']),
  classes: new Set(['File', 'Folder', 'Entity']),
};

/** A page with one ```qs block whose first code line is line 6 of the file. */
const page = (code: string, fence = '```qs') => `---\ntitle: Demo\n---\n\n${fence}\n${code}\n\`\`\`\n`;
const check = (code: string, fence?: string) => checkExamples(page(code, fence), names);
const messages = (code: string) => check(code).map((p) => `${p.line}: ${p.message}`);

test('the tokenizer uses the highlighter grammar: keywords, types, literals, and foreign operators as single tokens', () => {
  const types = (code: string) => tokenize(code).map((t) => `${t.type}:${t.text}`);
  assert.deepEqual(types('var d : date = !2023/01/21!'), ['keyword:var', 'identifier:d', 'operator::', 'class-name:date', 'operator:=', 'date:!2023/01/21!']);
  assert.deepEqual(types('if (!x.end)'), ['keyword:if', 'punctuation:(', 'operator:!', 'identifier:x', 'punctuation:.', 'identifier:end', 'punctuation:)']);
  assert.deepEqual(types('a != b'), ['identifier:a', 'operator:!=', 'identifier:b']);
  assert.deepEqual(types('x := 4D.Function'), ['identifier:x', 'operator::=', 'class-name:4D.Function']);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: QodlyScript source, not a template literal
  assert.deepEqual(types('élève = $1 + ${i}'), ['identifier:élève', 'operator:=', 'parameter:$1', 'operator:+', 'parameter:${', 'identifier:i', 'punctuation:}']);
});

test('statements: a trailing backslash continues the line, comments are kept apart', () => {
  const list = statements(tokenize('x = [\\\n  1, 2]   // two\ny = 3'));
  assert.equal(list.length, 2);
  assert.deepEqual(list[0].tokens.map((t) => t.text).join(' '), 'x = [ 1 , 2 ]');
  assert.deepEqual(list[0].comments, ['// two']);
  assert.equal(list[1].line, 2);
});

test('known-bad: unary ! in a condition and in an assignment, with the file line', () => {
  assert.deepEqual(messages('var ok : boolean\nif (!ok)\n    ok = !ok\nend'), [
    '7: QodlyScript has no `!` operator: write `not(expression)`',
    '8: QodlyScript has no `!` operator: write `not(expression)`',
  ]);
  assert.deepEqual(check('var ok : boolean\nif (not(ok))\n    ok = not(ok)\nend'), []);
});

test('!= and date literals are not the ! operator', () => {
  assert.deepEqual(check('var d : date = !2023/01/21!\nif (d != !00-00-00!)\n    d += 1\nend'), []);
});

test('other operators from other languages are named', () => {
  assert.deepEqual(messages('var x : integer\nx := 1\nx++\nif (x === 2)\nend\nx = x # 2'), [
    '7: `:=` is not QodlyScript: assignment is `=`',
    '8: `++` is not QodlyScript: write `x += 1`',
    '9: `===` is not a QodlyScript operator: compare with `==`',
    '11: unexpected `#`: not QodlyScript syntax',
  ]);
});

test('&& and || are QodlyScript short-circuit operators', () => {
  assert.deepEqual(check('var a, b : boolean\nif ((a && b) || not(a))\nend'), []);
});

test('known-bad: unbalanced blocks', () => {
  assert.deepEqual(messages('var i : integer\nfor (i, 1, 3)\n    if (i == 2)\n    end'), ['7: `for` is never closed by `end`']);
  assert.deepEqual(messages('var i : integer\nend'), ['7: `end` without an open `if`, `switch`, loop, `use` or `try`']);
  assert.deepEqual(messages('repeat\n    logEvent("x")\nend'), ['8: `repeat` is closed by `until (…)`, not `end`']);
  assert.deepEqual(messages('repeat\n    logEvent("x")'), ['6: `repeat` is never closed by `until (…)`']);
  assert.deepEqual(messages('else'), ['6: `else` outside an `if` or a `switch`']);
  assert.deepEqual(messages('if (true)\nelse\nelse\nend'), ['8: second `else` for the `if` of line 6']);
  assert.deepEqual(messages('if (true) logEvent("x")\nend'), ['6: put the statement after `if (…)` on its own line']);
  assert.deepEqual(messages('break'), ['6: `break` outside a loop']);
});

test('a function or constructor cannot start inside an open block (functions have no end)', () => {
  assert.deepEqual(messages('function a()\n    if (true)\nfunction b()\n    return 1'), ['7: `if` is not closed before the `function` of line 8']);
  assert.deepEqual(check('constructor(n : string)\n    this.n = n\n\nexposed function get()\n    return this.n\n\nfunction get label() : string\n    return this.n'), []);
});

test('switch, forEach … until, try/catch, try(expression) and use nest correctly', () => {
  const ok = [
    'var n : integer',
    'var item : object',
    'switch',
    '    : (n == 1)',
    '        n = 2',
    '    else',
    '        n = 3',
    'end',
    'forEach (item, newCollection()) until (n > 2)',
    '    continue',
    'end',
    'try',
    '    n = try(string(1))',
    'catch',
    '    use (item)',
    '    end',
    'end',
  ].join('\n');
  assert.deepEqual(check(ok), []);
  assert.deepEqual(messages('switch\n    n = 1\nend'), ['7: a `switch` holds `: (condition)` cases; this statement is in none']);
  assert.deepEqual(messages(': (true)'), ['6: a `: (condition)` case outside a `switch`']);
});

test('known-bad: declarations with unknown types', () => {
  assert.deepEqual(messages('var x : Strng'), [
    '6: unknown type `Strng`: use string, integer, number, boolean, date, time, blob, picture, object, collection, variant, `4D.<Class>` or `cs.<Class>`',
  ]);
  assert.deepEqual(messages('var t : text'), [
    '6: unknown type `text`: use string, integer, number, boolean, date, time, blob, picture, object, collection, variant, `4D.<Class>` or `cs.<Class>`',
  ]);
  assert.deepEqual(messages('var f : 4D.Fil'), ['6: `4D.Fil` is not a class of the `4D` class store documented on this site']);
  assert.deepEqual(messages('function total(a : integer, b : Number) -> sum : number\n    sum = a'), [
    '6: unknown type `Number`: use string, integer, number, boolean, date, time, blob, picture, object, collection, variant, `4D.<Class>` or `cs.<Class>`',
  ]);
  assert.deepEqual(messages('var a, b : integer = 1'), ['6: a declaration with an initial value declares a single variable']);
  assert.deepEqual(
    check('var a, b : cs.Qodly.Users\nvar f : 4D.File = file("/x")\nvar v\nvar n = 3\nproperty total : number\ndeclare (x : object, ... : string) : collection'),
    [],
  );
});

test('known-bad: a scalar variable compared with null (it never is null, so the fallback never runs)', () => {
  assert.deepEqual(messages('var base : string\nbase = newObject().url\nif (base == null)\n    base = "x"\nend'), [
    '8: `base == null` is always false: a variable of type `string` is never null (empty, it holds ""); compare with "" instead',
  ]);
  assert.deepEqual(messages('function f(n : integer; s : string)\n    if ((null != s) && (n == null))\n    end'), [
    '7: `s != null` is always true: a variable of type `string` is never null (empty, it holds ""); compare with "" instead',
    '7: `n == null` is always false: a variable of type `integer` is never null (empty, it holds 0); compare with 0 instead',
  ]);
});

test('null comparisons that are fine: objects, variants, properties, calls, and a name reused with another type', () => {
  const ok = [
    'var o : object',
    'var v : variant',
    'var s : string',
    'if ((o == null) || (v == null) || (o.s == null) || (s.length == null) || (newObject(s) == null))',
    'end',
    'function g(s : object)',
    '    if (s == null)',
    '    end',
  ].join('\n');
  assert.deepEqual(check(ok), []);
});

test('known-bad: calls to commands without a page, and 4D-style statements', () => {
  const unknown = (name: string) =>
    `is neither a command with a page on this site nor a project method (define it on the page, or say \`// app method\` on the line)`.replace(/^/, `\`${name}\` `);
  assert.deepEqual(messages('var o : object = newObject()\nALERT("x")\nIf (true)\nEnd if\nabort'), [
    `7: ${unknown('ALERT()')}`,
    `8: ${unknown('If()')}`,
    '9: `if` must start its own line',
    `10: ${unknown('abort')}`,
  ]);
});

test('calls that are fine: commands, members, definitions, methods the page defines or a comment names', () => {
  assert.deepEqual(check('var f : 4D.File = file("/x")\nf.delete()\nkillWorker\nlogEvent(string(date("2024-01-01")))\nimportRows(f)   // app method'), []);
  const withMethod = `---\ntitle: Demo\n---\n\n\`\`\`qs title="Method formatPrice"\ndeclare (amount : number) : string\nreturn string(amount)\n\`\`\`\n\n\`\`\`qs\nvar s : string = formatPrice(3)\n\`\`\`\n`;
  assert.deepEqual(checkExamples(withMethod, names), []);
  assert.equal(checkExamples(withMethod.replace('Method formatPrice', 'Pricing'), names).length, 1);
});

test('reference notation is not checked as code', () => {
  assert.deepEqual(check('.query( queryString : string { , ...value : any } ) : 4D.EntitySelection'), []);
  assert.deepEqual(check('zipReadArchive ( zipFile : 4D.File { , password : string } ) : 4D.ZipArchive'), []);
  assert.deepEqual(check('forEach (item, expression {, begin {, end}}) {until | while (condition)}\n    // statements\nend'), []);
  // An object literal's key: value is code, not a signature.
  assert.equal(check('doThing({format: "json"})').length, 1);
});

test('only qs blocks are checked, and the content rules run the check when given the site names', () => {
  assert.deepEqual(check('if (!x)', '```js'), []);
  const source = page('var x : boolean\nif (!x)\nend');
  assert.ok(checkPage('guides/demo', source, names).some((p) => p.line === 7 && /no `!` operator/.test(p.message)));
  assert.ok(!checkPage('guides/demo', source).some((p) => /operator/.test(p.message)));
});

test('QodlyScript (site.config.ts codeBlocks.additionalLanguages) is highlighted: keywords, types, comments, strings, numbers, date literals', async () => {
  const root = join(import.meta.dirname, '..', '..');
  await loadCodeLanguages([join(root, 'src/codeLanguages/qodlyscript.ts')], root);
  const line = highlightLines('var d : date // note\nd = !2023/01/21! + 1\nif (x == "a")\nend', 'qs');
  const html = JSON.stringify(line);
  for (const type of ['keyword', 'class-name', 'comment', 'date', 'string', 'number', 'operator']) assert.match(html, new RegExp(`"${type}"`), type);
});
