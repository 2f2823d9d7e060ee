/**
 * The archived 1.0.0 documentation (versioned_docs/version-1.0.0 and its sidebar JSON) must describe
 * Qodly 1.0.0 only: no page of a 1.1.0-only feature, no link to one, no mention of the classes and
 * features that the 1.1.0 release notes announce as new, and sidebars that match spec/docs-1.0.0.tsv.
 *
 * The tsv is read from $QODLY_SPEC_DIR, <repo>/spec or <repo>/../shared/spec (the first that holds it);
 * the checks against it are skipped when none does.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const ARCHIVE = join(ROOT, 'versioned_docs', 'version-1.0.0');
const SIDEBARS = join(ROOT, 'versioned_sidebars', 'version-1.0.0-sidebars.json');
const TSV = [process.env.QODLY_SPEC_DIR, join(ROOT, 'spec'), join(ROOT, '..', 'shared', 'spec')]
  .filter((d): d is string => Boolean(d))
  .map((d) => join(d, 'docs-1.0.0.tsv'))
  .find((f) => existsSync(f));

/** Doc ids that exist only in 1.1.0. */
const ONLY_IN_1_1_0 = [
  'studio/httpHandlers',
  'studio/qodlyEventsClass',
  'notes/1.1.0',
  'language/EndpointsClass',
  'language/IncomingMessageClass',
  'language/OutgoingMessageClass',
  'language/QodlyEvents',
  'language/TCPConnectionClass',
  'language/TCPEventClass',
];

/** A link whose target contains one of these leads to a 1.1.0-only page. */
const FORBIDDEN_LINK = /httpHandlers|qodlyEventsClass|notes\/1\.1\.0|EndpointsClass|IncomingMessageClass|OutgoingMessageClass|QodlyEvents|TCPConnectionClass|TCPEventClass/i;

/**
 * Text that names a 1.1.0 feature. The patterns stay narrow enough for normal prose: "REST endpoints"
 * or "dataclass endpoints" are fine, `4D.Endpoints` or "Endpoints class" are not.
 */
const FORBIDDEN_TEXT: [string, RegExp][] = [
  ['IncomingMessage class', /\bIncomingMessage\b/],
  ['OutgoingMessage class', /\bOutgoingMessage\b/],
  ['TCPConnection class', /\bTCPConnection\b/],
  ['TCPEvent class', /\bTCPEvent\b/],
  ['TCP classes', /\bTCP (classes|connections?)\b/i],
  ['Endpoints class', /\b4D\.Endpoints\b|\bcs\.Qodly\.Endpoints\b|\bEndpointsClass\b|\bEndpoints class\b/],
  ['Endpoints functions', /\b(public|authenticated)Endpoint\s*\(/],
  ['HTTP handlers', /\bHTTP[ -]?handlers?\b/i],
  ['HTTPHandlers.json', /\bHTTPHandlers\.json\b/i],
  ['QodlyEvents class', /QodlyEvents/i],
  ['Qodly events class', /\bQodly events? class\b/i],
  ['QodlyEvents lifecycle functions', /\bonStartup\s*\(|\bonStop\s*\(/],
  ['Users.me accessor (1.1.0)', /\bcs\.Qodly\.Users\.me\b/],
  ['Users.allUsers() (renamed in 1.1.0)', /\.allUsers\s*\(/],
  ['Users.currentUser() (renamed in 1.1.0)', /\.currentUser\s*\(/],
  ['"Available since" box', /Available since/i],
  ['version 1.1.0', /\b1\.1\.0\b/],
];

/**
 * Pages of the archive that have no tsv row: "Commands by theme" is the page the Commands category of
 * the Develop sidebar links to (it has no row in either version's tsv).
 */
const EXTRA_PAGES = new Set(['language/commands']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const toPosix = (p: string) => p.split(sep).join('/');
const docIdOf = (file: string) => toPosix(relative(ARCHIVE, file)).replace(/(\/index)?\.mdx?$/, '');

const files = existsSync(ARCHIVE) ? walk(ARCHIVE) : [];
const pages = files.filter((f) => /\.mdx?$/.test(f)).map((file) => ({ file, id: docIdOf(file), text: readFileSync(file, 'utf8') }));
const ids = new Set(pages.map((p) => p.id));

/** Markdown link targets (inline and reference style) and JSX href/to attributes, with their line. */
function linksOf(text: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ target: m[1], line: i + 1 });
    for (const m of line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)) out.push({ target: m[1], line: i + 1 });
    for (const m of line.matchAll(/\b(?:href|to)=["'{]+([^"'}]+)/g)) out.push({ target: m[1], line: i + 1 });
  });
  return out;
}

test('the archive holds the 1.0.0 pages', () => {
  assert.ok(pages.length > 250, `expected the archived docs in ${ARCHIVE}, found ${pages.length} pages`);
  for (const id of ['orda/sessions', 'language/TransporterClass', 'notes/1.0.0', 'language/commands']) {
    assert.ok(ids.has(id), `versioned_docs/version-1.0.0/${id}.md is missing`);
  }
  for (let beta = 0; beta <= 6; beta++) assert.ok(ids.has(`notes/1.0.0-beta.${beta}`), `release notes 1.0.0-beta.${beta} are missing`);
});

test('(a) no 1.1.0-only page exists in the archive', () => {
  const present = ONLY_IN_1_1_0.filter((id) => files.some((f) => docIdOf(f) === id || toPosix(relative(ARCHIVE, f)).startsWith(`${id}.`)));
  assert.deepEqual(present, [], `1.1.0-only pages found in the archive: ${present.join(', ')}`);
});

test('(b) no archive page links to a 1.1.0-only page', () => {
  const bad: string[] = [];
  for (const page of pages) {
    for (const link of linksOf(page.text)) {
      if (FORBIDDEN_LINK.test(link.target)) bad.push(`${page.id}.md:${link.line} → ${link.target}`);
    }
  }
  assert.deepEqual(bad, [], `links to 1.1.0-only pages:\n${bad.join('\n')}`);
});

test('(b) links inside the archive stay inside the archive and resolve to a page', () => {
  const bad: string[] = [];
  for (const page of pages) {
    for (const { target, line } of linksOf(page.text)) {
      if (/^(#|[a-z][a-z0-9+.-]*:)/i.test(target)) continue; // own anchor, https:, mailto:
      const path = target.split('#')[0];
      if (path.startsWith('/')) {
        if (!path.startsWith('/docs-archive/1.0.0/')) bad.push(`${page.id}.md:${line} → ${target} (leaves the 1.0.0 archive)`);
        continue;
      }
      const resolved = normalize(join(dirname(page.file), path));
      if (toPosix(relative(ARCHIVE, resolved)).startsWith('../')) bad.push(`${page.id}.md:${line} → ${target} (leaves the 1.0.0 archive)`);
      else if (/\.mdx?$/.test(path) && !existsSync(resolved)) bad.push(`${page.id}.md:${line} → ${target} (no such page)`);
    }
  }
  assert.deepEqual(bad, [], bad.join('\n'));
});

test('(c) no archive page names a class or feature that is new in 1.1.0', () => {
  const bad: string[] = [];
  for (const page of pages) {
    // The archived release notes of 1.0.0 and its betas stay as they are, but must not announce 1.1.0 either.
    page.text.split('\n').forEach((line, i) => {
      for (const [what, pattern] of FORBIDDEN_TEXT) {
        if (pattern.test(line)) bad.push(`${page.id}.md:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
      }
    });
  }
  assert.deepEqual(bad, [], `1.1.0 features named in the 1.0.0 docs:\n${bad.join('\n')}`);
});

test('(c) the forbidden-text patterns do not flag normal REST and language prose', () => {
  const fine = [
    'See [Endpoints and data access](./dataclassEndpoints.md) for the REST endpoints of a dataclass.',
    'Exposed functions become REST endpoints; the endpoints class functions are listed below.',
    'Install an error handler with onErrCall; the handler reads lastErrors.',
    'A webhook of a partner application receives the HTTP request sent by 4D.HTTPRequest.',
    'Read session.storage.currentUser, filled by users.getCurrentUser().',
    'Pages can call exposed onHTTPGet functions.',
  ];
  for (const line of fine) {
    for (const [what, pattern] of FORBIDDEN_TEXT) assert.ok(!pattern.test(line), `"${what}" flags: ${line}`);
  }
  const flagged = [
    'var req : 4D.IncomingMessage',
    'cs.Qodly.Endpoints.me.publicEndpoint()',
    'Declare HTTP handlers in HTTPHandlers.json',
    'shared function onStartup()',
    'cs.Qodly.Users.me.currentUser()',
  ];
  for (const line of flagged)
    assert.ok(
      FORBIDDEN_TEXT.some(([, p]) => p.test(line)),
      `not flagged: ${line}`,
    );
});

// ---- (d) sidebars against the tsv ----

type Item = string | { type: string; id?: string; dirName?: string; items?: Item[]; link?: { type: string; id?: string; slug?: string } };

/** The doc ids of a sidebar (autogenerated items expanded from the files) and its generated-index ids. */
function sidebarDocs(items: Item[], out: { docs: string[]; indexes: string[] }) {
  for (const item of items) {
    if (typeof item === 'string') out.docs.push(item);
    else if (item.type === 'doc' || item.type === 'ref') out.docs.push(item.id!);
    else if (item.type === 'autogenerated') {
      const prefix = item.dirName!.replace(/^\.?\/?/, '').replace(/\/$/, '');
      const inDir = [...ids].filter((id) => id.startsWith(`${prefix}/`));
      assert.ok(inDir.length, `autogenerated dirName "${item.dirName}" holds no page`);
      out.docs.push(...inDir);
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc') out.docs.push(item.link.id!);
      if (item.link?.type === 'generated-index' && item.link.slug) out.indexes.push(item.link.slug.replace(/^\//, ''));
      sidebarDocs(item.items ?? [], out);
    }
  }
  return out;
}

const sidebars: Record<string, Item[]> = existsSync(SIDEBARS) ? JSON.parse(readFileSync(SIDEBARS, 'utf8')) : {};
const rows = TSV
  ? readFileSync(TSV, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => {
        const [route, id, sidebar] = l.split('\t');
        return { route, id, sidebar: sidebar.trim() };
      })
  : [];
const noTsv = !TSV && 'spec/docs-1.0.0.tsv not found';

test('(d) every doc named in the archive sidebars exists, and in one place only', () => {
  assert.ok(Object.keys(sidebars).length, `${SIDEBARS} holds no sidebar`);
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [name, items] of Object.entries(sidebars)) {
    for (const id of sidebarDocs(items, { docs: [], indexes: [] }).docs) {
      if (!ids.has(id)) problems.push(`sidebar ${name} names "${id}", which has no file`);
      if (seen.has(id)) problems.push(`"${id}" appears in ${seen.get(id)} and again in ${name}`);
      seen.set(id, name);
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('(d) every tsv row is a page of the archive, and every page is a tsv row', { skip: noTsv }, () => {
  const missing = rows.filter((r) => !r.id.startsWith('category/') && !ids.has(r.id)).map((r) => r.id);
  assert.deepEqual(missing, [], `tsv rows without a file: ${missing.join(', ')}`);
  const tsvIds = new Set(rows.map((r) => r.id));
  const extra = [...ids].filter((id) => !tsvIds.has(id) && !EXTRA_PAGES.has(id));
  assert.deepEqual(extra, [], `archive pages that are not 1.0.0 pages: ${extra.join(', ')}`);
  for (const r of rows) assert.equal(r.route, `/docs-archive/1.0.0/${r.id}`, `unexpected route for ${r.id}`);
});

test('(d) the docs of each sidebar are exactly the tsv rows of that sidebar', { skip: noTsv }, () => {
  const expected = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.sidebar === '-') continue;
    if (!expected.has(r.sidebar)) expected.set(r.sidebar, new Set());
    expected.get(r.sidebar)!.add(r.id);
  }
  assert.deepEqual(Object.keys(sidebars).sort(), [...expected.keys()].sort(), 'the sidebar names differ from the tsv');
  for (const [name, items] of Object.entries(sidebars)) {
    const { docs, indexes } = sidebarDocs(items, { docs: [], indexes: [] });
    const actual = new Set([...docs.filter((id) => !EXTRA_PAGES.has(id)), ...indexes]);
    const want = expected.get(name) ?? new Set<string>();
    const missing = [...want].filter((id) => !actual.has(id)).sort();
    const unexpected = [...actual].filter((id) => !want.has(id)).sort();
    assert.deepEqual({ missing, unexpected }, { missing: [], unexpected: [] }, `sidebar ${name} differs from the tsv`);
  }
  const none = rows.filter((r) => r.sidebar === '-').map((r) => r.id);
  const placed = new Set(Object.values(sidebars).flatMap((items) => sidebarDocs(items, { docs: [], indexes: [] }).docs));
  assert.deepEqual(
    none.filter((id) => placed.has(id)),
    [],
    'docs with no sidebar in the tsv are in a sidebar',
  );
});
