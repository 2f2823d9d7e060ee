/**
 * Hostile or broken content against `npm run build`: names that would leave the site or break URLs, sources
 * that are not UTF-8, missing images, malformed escapes. Each is an authoring error naming the file (and the
 * line), the previous build survives, and nothing is written outside the output folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build } from '../../generator/node/build.ts';
import { BuildError } from '../../generator/node/errors.ts';
import { copyFixture, listFiles, read } from '../helpers.ts';

let site: string;
let out: string;
let goodIntro: string;
/** The site's own files (no build output, no cache): a hostile build must leave them exactly as they were. */
let sources: Map<string, string>;

const siteFiles = () =>
  new Map(
    listFiles(site)
      .filter((f) => !f.startsWith('.cache/') && !f.startsWith('build'))
      .map((f) => [f, readFileSync(join(site, f), 'latin1')]),
  );

before(async () => {
  site = copyFixture();
  out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
  goodIntro = read(out, 'guide/intro.html');
  sources = siteFiles();
});

after(() => rmSync(site, { recursive: true, force: true }));

type Change = { file: string; text: string | Buffer } | { file: string; edit: (text: string) => string };

/** Applies the changes, expects the build to fail with `pattern`, checks nothing else changed, then undoes them. */
async function expectFailure(changes: Change[], pattern: RegExp) {
  const originals = new Map<string, string | undefined>();
  for (const change of changes) {
    const path = join(site, change.file);
    originals.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'edit' in change ? change.edit(readFileSync(path, 'utf8')) : change.text);
  }
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, `expected a BuildError, got ${error.stack}`);
      assert.match(error.message, pattern);
      return true;
    });
    assert.equal(read(out, 'guide/intro.html'), goodIntro, 'the previous build must be untouched');
    assert.deepEqual(
      readdirSync(site).filter((f) => f.startsWith('build.')),
      [],
      'no staging folder left behind',
    );
  } finally {
    for (const [path, text] of originals) {
      if (text === undefined) rmSync(path);
      else writeFileSync(path, text);
    }
  }
  assert.deepEqual(siteFiles(), sources, 'the site sources are unchanged');
}

const frontMatter = (field: string) => (t: string) => t.replace('title: FAQ', `title: FAQ\n${field}`);

test('a slug climbing out of the version root (it once overwrote a source file) names the file and its line', () =>
  expectFailure(
    [{ file: 'docs/faq.md', edit: frontMatter('slug: /../docs/guide/zip-archive') }],
    /^docs\/faq\.md:3: slug "\/\.\.\/docs\/guide\/zip-archive" leaves the version root \(\/docs-archive\/\)/,
  ));

test('a relative slug climbing out of the version root', () =>
  expectFailure(
    [{ file: 'docs/guide/intro.md', edit: (t) => t.replace(/^---\n/, '---\nslug: ../../up\n') }],
    /^docs\/guide\/intro\.md:2: slug "\.\.\/\.\.\/up" leaves the version root/,
  ));

test('an encoded slug (%2e%2e) is refused: a slug has no %-escapes', () =>
  expectFailure([{ file: 'docs/faq.md', edit: frontMatter('slug: /%2e%2e/%2e%2e/escaped') }], /^docs\/faq\.md:3: slug "\/%2e%2e\/%2e%2e\/escaped" contains "%"/));

test('a slug with a query string', () =>
  expectFailure([{ file: 'docs/faq.md', edit: frontMatter('slug: /faq?lang=en') }], /^docs\/faq\.md:3: slug "\/faq\?lang=en" contains "\?"/));

test('a slug with a fragment', () => expectFailure([{ file: 'docs/faq.md', edit: frontMatter("slug: '/faq#top'") }], /^docs\/faq\.md:3: slug "\/faq#top" contains "#"/));

test('an id with "?" names the id line', () => expectFailure([{ file: 'docs/faq.md', edit: frontMatter('id: faq?x') }], /^docs\/faq\.md:3: id "faq\?x" contains "\?"/));

test('an id ".." is not a name', () => expectFailure([{ file: 'docs/faq.md', edit: frontMatter("id: '..'") }], /^docs\/faq\.md:3: id "\.\." is not a name/));

for (const name of ['50%.md', 'a#b.md', 'what?.md', 'new\nline.md']) {
  test(`a file named ${JSON.stringify(name)} is an error naming it`, () =>
    expectFailure(
      [{ file: `docs/guide/${name}`, text: '# Title\n\nText.\n' }],
      /^docs\/guide\/[\s\S]+?\.md: the file name contains ("%"|"#"|"\?"|a control character \(U\+000A\))/,
    ));
}

test('a standalone page named with "%"', () => expectFailure([{ file: 'src/pages/100%.mdx', text: '# Full\n' }], /^src\/pages\/100%\.mdx: the file name contains "%"/));

test('a generated-index slug climbing out of the version root names the sidebars file', () =>
  expectFailure(
    [{ file: 'sidebars.ts', edit: (t) => t.replace("slug: '/category/reference'", "slug: '/../../reference'") }],
    /sidebars\.ts: the generated-index slug "\/\.\.\/\.\.\/reference" of category "Reference" leaves the version root/,
  ));

test('a UTF-16 source (with a byte order mark) is an error naming the file', () =>
  expectFailure(
    [{ file: 'docs/faq.md', text: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('---\ntitle: FAQ\n---\n\nText.\n', 'utf16le')]) }],
    /^docs\/faq\.md: the file is encoded as UTF-16\. Save the file as UTF-8/,
  ));

test('a UTF-16 source without a byte order mark names its first line', () =>
  expectFailure([{ file: 'docs/faq.md', text: Buffer.from('---\ntitle: FAQ\n---\n\nText.\n', 'utf16le') }], /^docs\/faq\.md:1: NUL byte in the text \(is the file UTF-16\?\)/));

test('invalid UTF-8 names the line', () =>
  expectFailure(
    [{ file: 'docs/faq.md', text: Buffer.concat([Buffer.from('---\ntitle: FAQ\n---\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]) }],
    /^docs\/faq\.md:5: this line is not valid UTF-8/,
  ));

test('a missing /img/… image names the file, line and column', () =>
  expectFailure(
    [{ file: 'docs/faq.md', edit: (t) => `${t}\n![Diagram](/img/missing.png)\n` }],
    /docs\/faq\.md:10:1: image "\/img\/missing\.png" not found: no file static\/img\/missing\.png/,
  ));

test('a malformed %-escape in a link is an error naming the line, not "internal error: URIError"', () =>
  expectFailure(
    [{ file: 'docs/faq.md', edit: (t) => `${t}\nSee [the page](./a%zz.md).\n` }],
    /docs\/faq\.md:10:5: link "\.\/a%zz\.md" has a malformed %-escape; write "%" as "%25"/,
  ));

test('a malformed %-escape in an image', () =>
  expectFailure([{ file: 'docs/faq.md', edit: (t) => `${t}\n![x](./shot%.png)\n` }], /docs\/faq\.md:10:1: image "\.\/shot%\.png" has a malformed %-escape/));

const SECRET = 'SECRET=never-published';
const outsideHint = "is outside the site's content folders \\(the docs folders, src\\/\\) and static\\/: move the file into static\\/ or next to the page";

for (const [what, ref, changes] of [
  ['/etc/passwd', '../../../../../../../../etc/passwd', []],
  ['.env', '../.env', [{ file: '.env', text: SECRET }]],
  ['.git/config', '../.git/config', [{ file: '.git/config', text: SECRET }]],
] as [string, string, Change[]][]) {
  test(`an image that is the site's ${what}, beside the content folders, is refused with its line`, () =>
    expectFailure(
      [...changes, { file: 'docs/faq.md', edit: (t) => `${t}\n![d](${ref})\n` }],
      new RegExp(`docs/faq\\.md:10:1: image "${ref.replace(/\./g, '\\.')}" ${outsideHint}`),
    ));
}

test('a link to a file outside the content folders ([download](../.env)) is refused with its line', () =>
  expectFailure(
    [
      { file: '.env', text: SECRET },
      { file: 'docs/guide/intro.md', edit: (t) => `${t}\nGet [the settings](../../.env).\n` },
    ],
    new RegExp(`docs/guide/intro\\.md:\\d+:5: link "\\.\\./\\.\\./\\.env" ${outsideHint}`),
  ));

test('an image that is a link out of the site is refused', async () => {
  const link = join(site, 'docs', 'shot.png');
  const faq = join(site, 'docs', 'faq.md');
  const original = readFileSync(faq, 'utf8');
  symlinkSync('/etc/passwd', link);
  writeFileSync(faq, `${original}\n![d](./shot.png)\n`);
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), new RegExp(`docs/faq\\.md:10:1: image "\\./shot\\.png" ${outsideHint}`));
    assert.equal(read(out, 'guide/intro.html'), goodIntro, 'the previous build must be untouched');
  } finally {
    rmSync(link);
    writeFileSync(faq, original);
  }
});

test('an image of static/ by a relative path, and a linked file beside the page, still build', async () => {
  const faq = join(site, 'docs', 'faq.md');
  const original = readFileSync(faq, 'utf8');
  writeFileSync(join(site, 'docs', 'notes.txt'), 'notes');
  writeFileSync(faq, `${original}\n![logo](../static/img/logo.svg)\n\n[notes](./notes.txt)\n`);
  try {
    await build({ siteDir: site, outDir: out, compress: false });
    const image = /<img [^>]*src="\/docs-archive\/(assets\/images\/[0-9a-f]{10}\.svg)"/.exec(read(out, 'faq.html'))?.[1];
    assert.ok(image, 'the image is published');
    assert.equal(read(out, image), readFileSync(join(site, 'static', 'img', 'logo.svg'), 'utf8'));
  } finally {
    writeFileSync(faq, original);
    rmSync(join(site, 'docs', 'notes.txt'));
  }
});

test('links out of the site, dangling links and FIFOs in static/ are refused, each named; the previous build stays', async () => {
  const made = ['static/env.txt', 'static/passwd.txt', 'static/dangling.txt', 'static/pipe', '.env'].map((f) => join(site, f));
  writeFileSync(join(site, '.env'), SECRET);
  symlinkSync('../.env', join(site, 'static', 'env.txt'));
  symlinkSync('/etc/passwd', join(site, 'static', 'passwd.txt'));
  symlinkSync('missing.txt', join(site, 'static', 'dangling.txt'));
  assert.equal(spawnSync('mkfifo', [join(site, 'static', 'pipe')]).status, 0);
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, String(error.stack));
      assert.match(error.message, /^static\/ holds 4 files that cannot be published:/);
      for (const name of [
        'dangling.txt: a link to missing.txt, which does not exist',
        'env.txt: a link to \\.env, outside',
        'passwd.txt: a link to \\/etc\\/passwd, outside',
        'pipe: a FIFO',
      ])
        assert.match(error.message, new RegExp(`\\n  - static/${name}`));
      return true;
    });
    assert.equal(read(out, 'guide/intro.html'), goodIntro, 'the previous build must be untouched');
    assert.deepEqual(
      readdirSync(site).filter((f) => f.startsWith('build.')),
      [],
      'no staging folder left behind',
    );
  } finally {
    for (const file of made) rmSync(file);
  }
});

test('a link in static/ to a folder of the site is copied as a folder: build/ holds no link', async () => {
  const link = join(site, 'static', 'src-docs');
  symlinkSync('../docs', link);
  try {
    await build({ siteDir: site, outDir: out, compress: false });
    assert.ok(lstatSync(join(out, 'src-docs')).isDirectory());
    assert.equal(read(out, 'src-docs/faq.md'), readFileSync(join(site, 'docs', 'faq.md'), 'utf8'));
    const links = spawnSync('find', [out, '-type', 'l'], { encoding: 'utf8' }).stdout;
    assert.equal(links, '', 'no link in the output');
  } finally {
    rmSync(link);
  }
});

test('a static/ file the build writes itself (a page, its Markdown copy, the sitemap, 404.html, a feed, a redirect page) is an error naming both', () =>
  expectFailure(
    [
      { file: 'static/guide/intro.html', text: '<h1>static</h1>' },
      { file: 'static/guide/intro.md', text: '# static' },
      { file: 'static/sitemap.xml', text: '<urlset/>' },
      { file: 'static/404.html', text: 'static 404' },
      { file: 'static/faq.html.gz', text: 'not gzip' },
      // Written after static/ is copied, these replaced the static file silently.
      {
        file: 'site.config.ts',
        edit: (t) => t.replace('  search: {', "  blog: { feedOptions: { xslt: true } },\n  redirects: { redirects: [{ from: '/old-faq', to: '/faq' }] },\n  search: {"),
      },
      { file: 'blog/2024-01-02-hello.md', text: '---\ntitle: Hello\n---\n\nA post.\n' },
      { file: 'static/blog/rss.xml', text: '<rss/>' },
      { file: 'static/blog/atom.xsl', text: '<xsl/>' },
      { file: 'static/old-faq/index.html', text: 'static page' },
    ],
    new RegExp(
      [
        '^static/ holds 8 files that cannot be published:',
        '  - static/404\\.html: the build writes 404\\.html for the not-found page: rename or remove one of them',
        "  - static/blog/atom\\.xsl: the build writes blog/atom\\.xsl for the Atom Feed's style sheet of the blog blog/: rename or remove one of them",
        '  - static/blog/rss\\.xml: the build writes blog/rss\\.xml for the RSS Feed of the blog blog/: rename or remove one of them',
        '  - static/faq\\.html\\.gz: the build writes faq\\.html\\.gz for the page docs/faq\\.md: rename or remove one of them',
        '  - static/guide/intro\\.html: the build writes guide/intro\\.html for the page docs/guide/intro\\.md: rename or remove one of them',
        '  - static/guide/intro\\.md: the build writes guide/intro\\.md for the Markdown copy of docs/guide/intro\\.md: rename or remove one of them',
        '  - static/old-faq/index\\.html: the build writes old-faq/index\\.html for the redirect page from /old-faq: rename or remove one of them',
        '  - static/sitemap\\.xml: the build writes sitemap\\.xml for the sitemap: rename or remove one of them$',
      ].join('\n'),
    ),
  ));

test("a static/ file at a bundle file's path never writes through its hard link into .cache", async () => {
  // A build without build/ (removed, or a first one) links every bundle file from .cache into its staging folder
  // before static/ is copied: copyFileSync onto such a link wrote the static file into the cache.
  const main = readdirSync(join(out, 'assets/js')).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
  const built = lstatSync(join(out, 'assets/js', main));
  const cached = listFiles(join(site, '.cache')).find((f) => lstatSync(join(site, '.cache', f)).ino === built.ino);
  assert.ok(cached, `${main} is a hard link into .cache`);
  const cacheFile = join(site, '.cache', cached);
  const bytes = readFileSync(cacheFile);
  const aside = `${out}-aside`;
  const staticFile = join(site, 'static/assets/js', main);
  mkdirSync(join(staticFile, '..'), { recursive: true });
  writeFileSync(staticFile, 'static bytes');
  renameSync(out, aside);
  try {
    const failure = await build({ siteDir: site, outDir: out, compress: false }).then(
      () => undefined,
      (error: Error) => error,
    );
    assert.deepEqual(readFileSync(cacheFile), bytes, 'the static file was written into .cache');
    assert.ok(failure instanceof BuildError, `expected a BuildError, got ${failure?.stack ?? 'a build'}`);
    const name = main.replace(/\./g, '\\.');
    assert.match(failure.message, new RegExp(`static/assets/js/${name}: the build writes assets/js/${name} itself \\(a file of the bundle\\)`));
  } finally {
    rmSync(join(site, 'static/assets'), { recursive: true });
    rmSync(out, { recursive: true, force: true });
    renameSync(aside, out);
  }
});

test("a doc at the not-found page's route (docs/404.md) is a duplicate route naming both", () =>
  expectFailure(
    [{ file: 'docs/404.md', text: '---\ntitle: Gone\n---\n\nText.\n' }],
    /^Duplicate route \/docs-archive\/404: produced by the not-found page \(404\.html\) and by docs\/404\.md\. Change a slug or rename a file\./,
  ));

test('a Unicode file name builds, with its page and its Markdown copy', async () => {
  const file = join(site, 'docs/guide/日本語.md');
  writeFileSync(file, '---\ntitle: Nihongo\n---\n\nText.\n');
  try {
    await build({ siteDir: site, outDir: out, compress: false });
    assert.match(read(out, 'guide/日本語.html'), /<h1>Nihongo<\/h1>/);
    assert.match(read(out, 'guide/日本語.md'), /# Nihongo/);
  } finally {
    rmSync(file);
  }
});

// Issue 25, round 2: inputs that cost time or memory without bound.

const BOMB = ['&a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefgh'.split('').map((name, i) => `&${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`)];

test('a YAML alias bomb in front matter (9 lines for 43 million values) names the key and its line', () =>
  expectFailure(
    [{ file: 'docs/guide/bomb.md', text: `---\ntitle: Bomb\nsidebar_custom_props:\n${BOMB.map((v, i) => `  k${i}: ${v}`).join('\n')}\n---\n\nText.\n` }],
    /docs\/guide\/bomb\.md:3: invalid front matter: "sidebar_custom_props" holds more than 10,000 values once its YAML aliases \(\*name\) are expanded/,
  ));

test('a YAML alias inside the value it names (a cycle) names the key and its line', () =>
  expectFailure(
    [{ file: 'docs/guide/bomb.md', text: '---\ntitle: Bomb\nsidebar_custom_props: &a\n  self: *a\n---\n\nText.\n' }],
    /docs\/guide\/bomb\.md:3: invalid front matter: "sidebar_custom_props" holds itself/,
  ));

test('partials importing each other (_a.mdx ↔ _b.mdx) are an import cycle naming the files and the page line', () =>
  expectFailure(
    [
      { file: 'docs/guide/_a.mdx', text: "import B from './_b.mdx';\n\nPartial A.\n\n<B />\n" },
      { file: 'docs/guide/_b.mdx', text: "import A from './_a.mdx';\n\nPartial B.\n\n<A />\n" },
      { file: 'docs/guide/cycle.mdx', text: "---\ntitle: Cycle\n---\n\nimport A from './_a.mdx';\n\n<A />\n" },
    ],
    /docs\/guide\/cycle\.mdx:5:1: import cycle between Markdown files: docs\/guide\/_a\.mdx → docs\/guide\/_b\.mdx → docs\/guide\/_a\.mdx\./,
  ));

test('a page importing itself is named', () =>
  expectFailure(
    [{ file: 'docs/guide/self.mdx', text: "---\ntitle: Self\n---\n\nimport Me from './self.mdx';\n\n<Me />\n" }],
    /docs\/guide\/self\.mdx:5:1: docs\/guide\/self\.mdx imports itself/,
  ));

const sidebarsWith = (code: string, item: string) => ({ file: 'sidebars.ts', edit: (t: string) => `${code}\n${t.replace("'guide/intro',", `'guide/intro', ${item},`)}` });

test('a sidebar category holding itself names the sidebars file and the place', () =>
  expectFailure(
    [sidebarsWith("const loop: any = { type: 'category', label: 'Loop', items: ['faq'] };\nloop.items.push(loop);", 'loop')],
    /^The sidebars are not valid:\n {2}- sidebars\.ts: sidebar "Main" › "Loop" › item 2: the category "Loop" contains itself\./,
  ));

test('categories nested 3,000 deep name the sidebars file, not "Maximum call stack size exceeded"', () =>
  expectFailure(
    [sidebarsWith("let deep: any = 'faq';\nfor (let i = 0; i < 3000; i++) deep = { type: 'category', label: 'L' + i, items: [deep] };", 'deep')],
    /sidebars\.ts: sidebar "Main" › "L2999" › "L2998" › "L2997" › …: categories nest more than 100 levels deep/,
  ));

test('a sidebar item whose getter throws names the sidebars file and the item', () =>
  expectFailure(
    [sidebarsWith('', "{ type: 'category', label: 'Bad', get items(): string[] { throw new Error('no items today'); } }")],
    /sidebars\.ts: sidebar "Main" › item 2: reading the item threw: no items today/,
  ));

const page = (body: string) => `---\ntitle: Deep\n---\n\n${body}\n`;
for (const [what, body, message] of [
  ['a list 10,000 levels deep', `${'- '.repeat(10_000)}x`, /docs\/guide\/deep\.mdx:5: lists or block quotes nest more than 100 levels deep on this line/],
  [
    'a list nested by indentation',
    Array.from({ length: 150 }, (_, i) => `${' '.repeat(2 * i)}- item`).join('\n'),
    /docs\/guide\/deep\.mdx:105: lists or block quotes nest more than 100 levels deep on this line/,
  ],
  ['block quotes 10,000 levels deep', `${'> '.repeat(10_000)}x`, /docs\/guide\/deep\.mdx:5: lists or block quotes nest more than 100 levels deep on this line/],
  [
    'JSX 10,000 levels deep',
    `${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}`,
    /docs\/guide\/deep\.mdx:5:1246: MDX error: lists, block quotes, emphasis, links or JSX elements nest more than 250 levels deep/,
  ],
  ['a 30 KB line of "*a " × 10,000', '*a '.repeat(10_000), /docs\/guide\/deep\.mdx:5: more than 2,000 runs of \* or _ on this line/],
  [
    '1,000 nested emphases (they compiled, then failed in webpack as "You may need an appropriate loader")',
    '*a '.repeat(1000) + 'a* '.repeat(1000),
    /docs\/guide\/deep\.mdx:5:746: MDX error: lists, block quotes, emphasis, links or JSX elements nest more than 250 levels deep/,
  ],
] as [string, string, RegExp][]) {
  test(`${what} is an error naming its line, not "Maximum call stack size exceeded" after minutes`, () =>
    expectFailure([{ file: 'docs/guide/deep.mdx', text: page(body) }], message));
}

test('a link loop, a dangling link and a FIFO in docs/ are named together; the build neither hangs nor crashes', async () => {
  const made = ['docs/guide/loop', 'docs/dangling.md', 'docs/pipe.md'].map((f) => join(site, f));
  symlinkSync('.', made[0]);
  symlinkSync('missing.md', made[1]);
  assert.equal(spawnSync('mkfifo', [made[2]]).status, 0);
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, String(error.stack));
      assert.match(error.message, /^docs\/ holds 3 entries that cannot be read:/);
      for (const name of [
        'dangling\\.md: a link to missing\\.md, which does not exist',
        'guide/loop: a link to \\., a folder it is inside of',
        'pipe\\.md: a FIFO \\(named pipe\\), not a file that can be read as a page',
      ])
        assert.match(error.message, new RegExp(`\\n  - docs/${name}`));
      return true;
    });
    assert.equal(read(out, 'guide/intro.html'), goodIntro, 'the previous build must be untouched');
  } finally {
    for (const file of made) rmSync(file);
  }
});

test('a FIFO used as an image is named with its line, not read (the read waited forever)', async () => {
  const pipe = join(site, 'docs', 'pipe.png');
  const faq = join(site, 'docs', 'faq.md');
  const original = readFileSync(faq, 'utf8');
  assert.equal(spawnSync('mkfifo', [pipe]).status, 0);
  writeFileSync(faq, `${original}\n![p](./pipe.png)\n`);
  try {
    await assert.rejects(
      build({ siteDir: site, outDir: out, compress: false }),
      /docs\/faq\.md:10:1: image "\.\/pipe\.png" is a FIFO \(named pipe\), not a file: only regular files are published/,
    );
    assert.equal(read(out, 'guide/intro.html'), goodIntro, 'the previous build must be untouched');
  } finally {
    rmSync(pipe);
    writeFileSync(faq, original);
  }
});

test('FAQ.md beside faq.md (routes differing only by case) is an error naming both files', () =>
  expectFailure(
    [{ file: 'docs/FAQ.md', text: '---\ntitle: Shouting FAQ\n---\n\nText.\n' }],
    /Routes \/docs-archive\/FAQ \(docs\/FAQ\.md\) and \/docs-archive\/faq \(docs\/faq\.md\) differ only by letter case: on macOS, Windows/,
  ));

const NFC = 'caf\u00e9';
const NFD = 'cafe\u0301';
test('café.md written NFC and NFD (routes differing only by Unicode normalisation) is an error naming both files', () =>
  expectFailure(
    [
      { file: `docs/guide/${NFC}.md`, text: '---\ntitle: Composed\n---\n\nText.\n' },
      { file: `docs/guide/${NFD}.md`, text: '---\ntitle: Decomposed\n---\n\nText.\n' },
    ],
    new RegExp(
      `Routes /docs-archive/guide/${NFD} \\(docs/guide/${NFD}\\.md\\) and /docs-archive/guide/${NFC} \\(docs/guide/${NFC}\\.md\\) differ only by Unicode normalisation \\(the same letters, composed differently: NFC and NFD\\)`,
    ),
  ));

test('process.exit(0) in an MDX export names the page, not "render/child.ts exited with code 0 before answering"', () =>
  expectFailure(
    [{ file: 'docs/guide/exit.mdx', text: '---\ntitle: Exit\n---\n\nexport const x = process.exit(0);\n\nText.\n' }],
    /docs\/guide\/exit\.mdx: prerendering failed: process\.exit\(0\) was called: a page's code or a component may not end the build/,
  ));

test('a top-level await in an export names the page and line, not an esbuild message about "es2020"', () =>
  expectFailure(
    [{ file: 'docs/guide/wait.mdx', text: '---\ntitle: Wait\n---\n\nexport const x = await Promise.resolve(1);\n\nText {x}.\n' }],
    /docs\/guide\/wait\.mdx:5:18: MDX error: top-level await in an export: page modules load in the browser/,
  ));

test('a build/ file edited in place (a hard link into .cache) does not reach the next build, even after rm -rf build', async () => {
  const compressedOut = join(site, 'build-compressed');
  try {
    await build({ siteDir: site, outDir: compressedOut });
    const script = readdirSync(join(compressedOut, 'assets', 'js')).find((f) => /^main\..*\.js$/.test(f))!;
    const edit = (file: string, text: string | Buffer) => writeFileSync(join(compressedOut, file), text);
    // In place (the file is opened and truncated, as many editors save): the link into .cache sees it too.
    edit('faq.html.br', brotliCompressSync('edited by hand'));
    edit('faq.html.gz', gzipSync('edited by hand'));
    edit(`assets/js/${script}`, '/* edited by hand */');
    rmSync(compressedOut, { recursive: true });
    await build({ siteDir: site, outDir: compressedOut });
    const html = read(compressedOut, 'faq.html');
    assert.equal(brotliDecompressSync(readFileSync(join(compressedOut, 'faq.html.br'))).toString(), html);
    assert.equal(gunzipSync(readFileSync(join(compressedOut, 'faq.html.gz'))).toString(), html);
    assert.doesNotMatch(read(compressedOut, `assets/js/${script}`), /edited by hand/);
  } finally {
    rmSync(compressedOut, { recursive: true, force: true });
  }
});

test('a build/ that cannot be renamed (a mount point: EBUSY) fails with what to do; the previous build stays', async () => {
  // A mount point cannot be renamed: simulated here, since mounting needs privileges the tests do not have.
  const realRename = fs.renameSync;
  fs.renameSync = (from: fs.PathLike, to: fs.PathLike) => {
    if (String(from) === out) throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${from}' -> '${to}'`), { code: 'EBUSY' });
    realRename(from, to);
  };
  syncBuiltinESMExports();
  // A build replaces the whole folder unless it can apply a few changes in place: this one must replace it.
  rmSync(join(site, '.cache', 'output', 'files.txt'), { force: true });
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, String(error.stack));
      assert.match(error.message, /^build\/ could not be replaced \(EBUSY: it is a mount point, such as a Docker volume or a bind mount/);
      assert.match(error.message, /Mount the folder above it instead/);
      return true;
    });
  } finally {
    fs.renameSync = realRename;
    syncBuiltinESMExports();
  }
  assert.equal(read(out, 'guide/intro.html'), goodIntro, 'the previous build must be untouched');
  assert.deepEqual(
    readdirSync(site).filter((f) => f.startsWith('build.')),
    [],
    'no staging folder left behind',
  );
});
