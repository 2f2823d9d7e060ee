/**
 * static/ is copied as plain files and folders: a link inside the site's content is copied as what it points to, a
 * link out of it, a dangling link, a loop and a FIFO are refused, each named; the output never holds a link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { linkSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyStatic } from '../../../generator/node/render/outputs.ts';
import { BuildError } from '../../../generator/node/errors.ts';
import { generatedFiles } from '../../../generator/node/render/generatedFiles.ts';
import type { RouteEntry } from '../../../generator/node/routes/resolve.ts';

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-static-'));
  mkdirSync(join(dir, 'static', 'img'), { recursive: true });
  mkdirSync(join(dir, 'docs', 'guide'), { recursive: true });
  writeFileSync(join(dir, 'static', 'img', 'logo.svg'), '<svg/>');
  writeFileSync(join(dir, 'docs', 'guide', 'intro.md'), '# Intro');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  return dir;
}

/** Every entry below `dir`, links included (never followed), as `path: kind`. */
function entries(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      const stats = lstatSync(path);
      const rel = path.slice(base.length + 1);
      if (stats.isDirectory()) return [`${rel}: folder`, ...entries(path, base)];
      return [`${rel}: ${stats.isSymbolicLink() ? 'link' : stats.isFile() ? 'file' : 'other'}`];
    });
}

test('a link to a file or a folder of the site is copied as a file or a folder, never as a link', () => {
  const dir = site();
  try {
    symlinkSync('../docs', join(dir, 'static', 'src-docs'));
    symlinkSync('../../docs/guide/intro.md', join(dir, 'static', 'img', 'intro.md'));
    symlinkSync('logo.svg', join(dir, 'static', 'img', 'same.svg'));
    const out = join(dir, 'out');
    copyStatic(dir, out, [join(dir, 'docs')]);
    assert.deepEqual(entries(out), [
      'img: folder',
      'img/intro.md: file',
      'img/logo.svg: file',
      'img/same.svg: file',
      'src-docs: folder',
      'src-docs/guide: folder',
      'src-docs/guide/intro.md: file',
    ]);
    assert.equal(readFileSync(join(out, 'src-docs', 'guide', 'intro.md'), 'utf8'), '# Intro');
    assert.equal(readFileSync(join(out, 'img', 'same.svg'), 'utf8'), '<svg/>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('links out of the content folders, dangling links, loops and FIFOs are refused, each named, in one error', () => {
  const dir = site();
  try {
    symlinkSync('../.env', join(dir, 'static', 'env.txt'));
    symlinkSync('/etc/passwd', join(dir, 'static', 'passwd.txt'));
    symlinkSync('../missing.txt', join(dir, 'static', 'dangling.txt'));
    symlinkSync('self', join(dir, 'static', 'self'));
    symlinkSync('..', join(dir, 'static', 'img', 'up'));
    assert.equal(spawnSync('mkfifo', [join(dir, 'static', 'pipe')]).status, 0);
    assert.throws(
      () => copyStatic(dir, join(dir, 'out'), [join(dir, 'docs')]),
      (error: Error) => {
        assert.ok(error instanceof BuildError, String(error.stack));
        assert.equal(
          error.message,
          [
            'static/ holds 6 files that cannot be published:',
            '  - static/dangling.txt: a link to ../missing.txt, which does not exist: remove it, or copy the file there',
            "  - static/env.txt: a link to .env, outside the site's content folders and static/: copy the file into static/ instead of linking to it",
            '  - static/img/up: a link to static, a folder that holds it (a loop): remove the link',
            "  - static/passwd.txt: a link to /etc/passwd, outside the site's content folders and static/: copy the file into static/ instead of linking to it",
            '  - static/pipe: a FIFO (named pipe), not a file or a folder: only files and folders are copied from static/; remove it',
            '  - static/self: a link to self, which leads back to itself: remove it, or copy the file there',
          ].join('\n'),
        );
        return true;
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the build's own files: pages, Markdown copies, their .br/.gz, the sitemap, 404.html and search files; static/robots.txt may replace the default", () => {
  const routes = [
    { path: '/docs-archive/guide/intro', source: { relPath: 'docs/guide/intro.md' }, doc: { relPath: 'docs/guide/intro.md' } },
    { path: '/docs-archive/', source: { relPath: 'src/pages/index.tsx' } },
    { path: '/docs-archive/category/reference' },
  ] as unknown as RouteEntry[];
  const files = generatedFiles(
    '/docs-archive/',
    routes,
    false,
    [
      ['blog/rss.xml', 'the RSS Feed of the blog blog/'],
      ['old-intro/index.html', 'the redirect page from /old-intro'],
    ],
    (rel) => rel === 'assets/js/main.0123abcd.js',
  );
  const owner = (rel: string) => /^the build writes (\S+) for (.+): rename or remove one of them$/.exec(files(rel) ?? '')?.[2];
  assert.equal(owner('guide/intro.html'), 'the page docs/guide/intro.md');
  assert.equal(owner('guide/intro.html.br'), 'the page docs/guide/intro.md');
  assert.equal(owner('guide/intro.md'), 'the Markdown copy of docs/guide/intro.md');
  assert.equal(owner('index.html'), 'the page src/pages/index.tsx');
  assert.equal(owner('category/reference.html'), 'the page /docs-archive/category/reference');
  assert.equal(owner('search-index-docs-default-2.0.json'), 'the search index');
  assert.equal(owner('search-text-docs-default-2.0/a1.json'), 'the search index');
  // Written after static/ is copied: they replaced the static file silently.
  assert.equal(owner('blog/rss.xml'), 'the RSS Feed of the blog blog/');
  assert.equal(owner('old-intro/index.html.gz'), 'the redirect page from /old-intro');
  // Under assets/, a file the bundle wrote is the build's; a site's own file there is copied, as in Docusaurus.
  assert.equal(files('assets/js/main.0123abcd.js'), 'the build writes assets/js/main.0123abcd.js itself (a file of the bundle): rename or remove one of them');
  for (const free of ['robots.txt', 'img/logo.svg', 'guide/intro.pdf', 'guide/intro/index.html', 'search.txt', 'assets/mine.txt', 'assets/images/x.png'])
    assert.equal(files(free), undefined, free);
  // trailingSlash true or unset: a folder per page, the Markdown copy beside it.
  const generatedWithFolders = generatedFiles('/docs-archive/', routes, undefined);
  const folders = (rel: string) => /^the build writes (\S+) for (.+): rename or remove one of them$/.exec(generatedWithFolders(rel) ?? '')?.[2];
  assert.equal(folders('guide/intro/index.html'), 'the page docs/guide/intro.md');
  assert.equal(folders('guide/intro.md'), 'the Markdown copy of docs/guide/intro.md');
  assert.equal(folders('guide/intro.html'), undefined);
});

test('a static file never writes through a file already in the output (a hard link into .cache): it replaces it', () => {
  const dir = site();
  try {
    const out = join(dir, 'out');
    mkdirSync(join(out, 'img'), { recursive: true });
    // The bundle stage links cache files into the output before static/ is copied.
    writeFileSync(join(dir, 'cached.svg'), '<svg>cached</svg>');
    linkSync(join(dir, 'cached.svg'), join(out, 'img', 'logo.svg'));
    copyStatic(dir, out, [join(dir, 'docs')]);
    assert.equal(readFileSync(join(out, 'img', 'logo.svg'), 'utf8'), '<svg/>');
    assert.equal(readFileSync(join(dir, 'cached.svg'), 'utf8'), '<svg>cached</svg>', 'the cache file was written through');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
