/**
 * `npm run bench [-- --runs 3] [--skip-5000] [--only real,synthetic-600,synthetic-5000,synthetic-10000,blog-500,search,search-10000,dev]`:
 * medians of cold build, warm rebuild, one-page edit, peak memory, each stage's time and peak, output size and first-load bytes, for the real site and synthetic
 * sites of ~600, ~5,000 and ~10,000 pages (10,000 only when named), and search in the browser on the real site and the
 * 5,000- and 10,000-page sites plus the search evaluation set's success@k on the real site (`search` alone measures
 * the existing build/, `search-10000` the existing 10,000-page build). `dev` (or `dev-real`, `dev-synthetic-10000`) measures the dev server: start → first page
 * served on the real site and a 10,000-page synthetic site, and change → paint in Chromium (a doc body, a front matter
 * title, a sidebars.ts label). Writes bench-results.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateBlogSite, generateSite, SYNTHETIC_PAGE_TO_EDIT, SYNTHETIC_POST_TO_EDIT } from './synthetic.ts';
import { bundledScript } from '../../generator/node/dev/launch.ts';
import { benchSearch, QUERY_SET, SYNTHETIC_QUERY_SET, type SearchBench } from './search.ts';
import { benchChangesToPaint, benchFirstPage, bodyEdit, sidebarLabelEdit, titleEdit, type EditBench, type FirstPageBench } from './dev.ts';
import { evaluateBuild, qualityTable, type QualityReport } from './searchQuality.ts';

const APP = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'skip-5000': { type: 'boolean', default: false }, only: { type: 'string' } } });
const RUNS = Math.max(1, Number(values.runs));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface MeasuredBuild {
  ms: number;
  maxRssMb: number;
  /** Each stage's time (ms) and the peak memory of the process tree while it ran (MB): see runBuild.ts. */
  timings: Record<string, number>;
  stagePeaksMb: Record<string, number>;
}

/**
 * runBuild.ts bundled with the generator, as `npm run build` runs it (generator/bin/qdocs.mjs): no TypeScript loader in
 * the measured process.
 */
const RUN_BUILD = await bundledScript(join(APP, 'scripts/bench/runBuild.ts'));

/**
 * Lets the machine settle before a measured build: the previous build's trash removed (its detached remover, see
 * output/staging.ts) and its writes flushed to disk (`sync`). A cold build writes 1.7 GB at 10,000 pages and puts the
 * 120,000 files of the output it replaced in the trash: measured at once, the next build shared the 2 cores and the
 * disk with their removal and write-back and took up to twice as long, varying from run to run, while an author's
 * edit, minutes after the last build, finds a settled machine.
 */
function settle(siteDir: string): void {
  const trash = join(siteDir, '.cache', 'trash');
  const deadline = Date.now() + 120_000;
  while (existsSync(trash) && readdirSync(trash).length > 0 && Date.now() < deadline) spawnSync('sleep', ['0.2']);
  spawnSync('sync');
}

function measuredBuild(siteDir: string, outDir: string): MeasuredBuild {
  settle(siteDir);
  const result = spawnSync(process.execPath, [RUN_BUILD, siteDir, outDir], {
    cwd: APP,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`build of ${siteDir} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!);
}

function dirSize(dir: string, filter: (f: string) => boolean = () => true): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) total += dirSize(full, filter);
    else if (filter(e.name)) total += statSync(full).size;
  }
  return total;
}

/** Bytes a first visit to `htmlFile` downloads in JS and CSS (the files its HTML references). */
function firstLoad(outDir: string, htmlFile: string) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const files = (re: RegExp) => [...html.matchAll(re)].map((m) => join(outDir, m[1].replace('/docs-archive/', '')));
  const js = files(/<script defer (?:data-page-chunk )?src="([^"]+)"/g);
  const css = files(/<link rel="stylesheet" href="([^"]+)"/g);
  const sum = (list: string[]) => ({ raw: list.reduce((n, f) => n + statSync(f).size, 0), gzip: list.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0) });
  return { html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length }, js: sum(js), css: sum(css) };
}

interface SiteResult {
  name: string;
  pages: number;
  coldMs: number;
  warmMs: number;
  /** A build after a one-line edit to one page (on the warm cache). */
  editMs?: number;
  peakRssMb: number;
  outputMb: number;
  firstLoad: Record<string, ReturnType<typeof firstLoad>>;
  /** Median time of each stage in the cold, warm and one-page-edit builds, and the stages' peak memory (max over runs). */
  stages?: { cold: Record<string, number>; warm: Record<string, number>; edit?: Record<string, number>; peakMb: Record<string, number> };
  search?: SearchBench;
  /** The search evaluation set (searchQueries.ts) on this build's index files. */
  searchQuality?: QualityReport;
}

function benchSite(name: string, siteDir: string, pagesToMeasure: Record<string, string>, pageToEdit?: string): SiteResult {
  const outDir = join(APP, '.cache', 'bench', `${name}-out`);
  const cold: number[] = [];
  const warm: number[] = [];
  const edited: number[] = [];
  const rss: number[] = [];
  const builds: Record<'cold' | 'warm' | 'edit', MeasuredBuild[]> = { cold: [], warm: [], edit: [] };
  for (let i = 0; i < RUNS; i++) {
    rmSync(join(siteDir, '.cache'), { recursive: true, force: true });
    const c = measuredBuild(siteDir, outDir);
    cold.push(c.ms);
    builds.cold.push(c);
    rss.push(c.maxRssMb);
    const w = measuredBuild(siteDir, outDir);
    warm.push(w.ms);
    builds.warm.push(w);
    rss.push(w.maxRssMb);
    let line = '';
    if (pageToEdit) {
      // A one-line edit to one page, as an author makes it; the page is put back as it was afterwards.
      const file = join(siteDir, pageToEdit);
      const original = readFileSync(file, 'utf8');
      try {
        writeFileSync(file, `${original.trimEnd()}\n\nEdited for the benchmark, run ${i + 1}.\n`);
        const e = measuredBuild(siteDir, outDir);
        edited.push(e.ms);
        builds.edit.push(e);
        rss.push(e.maxRssMb);
        line = `, one-page edit ${e.ms} ms (${e.maxRssMb} MB)`;
      } finally {
        writeFileSync(file, original);
      }
    }
    console.log(`  ${name} run ${i + 1}: cold ${c.ms} ms (${c.maxRssMb} MB), warm ${w.ms} ms (${w.maxRssMb} MB)${line}`);
  }
  const pages = readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  const stageMedians = (list: MeasuredBuild[]) => Object.fromEntries(Object.keys(list[0]?.timings ?? {}).map((stage) => [stage, median(list.map((b) => b.timings[stage] ?? 0))]));
  const peakMb: Record<string, number> = {};
  for (const b of [...builds.cold, ...builds.warm, ...builds.edit])
    for (const [stage, mb] of Object.entries(b.stagePeaksMb ?? {})) peakMb[stage] = Math.max(peakMb[stage] ?? 0, mb);
  return {
    name,
    pages,
    coldMs: median(cold),
    warmMs: median(warm),
    ...(edited.length ? { editMs: median(edited) } : {}),
    stages: { cold: stageMedians(builds.cold), warm: stageMedians(builds.warm), ...(builds.edit.length ? { edit: stageMedians(builds.edit) } : {}), peakMb },
    peakRssMb: Math.max(...rss),
    outputMb: +(dirSize(outDir, (f) => !/\.(br|gz)$/.test(f)) / 1e6).toFixed(1),
    firstLoad: Object.fromEntries(
      Object.entries(pagesToMeasure)
        .filter(([, f]) => existsSync(join(outDir, f)))
        .map(([label, f]) => [label, firstLoad(outDir, f)]),
    ),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const results: SiteResult[] = [];
const want = (name: string) => !values.only || values.only.split(',').includes(name);

if (want('real')) {
  console.log(`Real site (${RUNS} runs)…`);
  const real = benchSite(
    'real',
    APP,
    { 'command page': 'language/commands/zipReadArchive.html', 'class page': 'language/CollectionClass.html', landing: 'index.html' },
    'docs/language/commands/zipReadArchive.md',
  );
  console.log(`Search in the browser (${Math.max(RUNS, 5)} page loads × ${QUERY_SET.length} queries)…`);
  real.search = await benchSearch(join(APP, '.cache', 'bench', 'real-out'), Math.max(RUNS, 5));
  real.searchQuality = evaluateBuild(join(APP, '.cache', 'bench', 'real-out'));
  results.push(real);
} else if (want('search')) {
  console.log(`Search in the browser on build/ (${Math.max(RUNS, 5)} page loads × ${QUERY_SET.length} queries)…`);
  const search = await benchSearch(join(APP, 'build'), Math.max(RUNS, 5));
  results.push({ name: 'build/', pages: 0, coldMs: NaN, warmMs: NaN, peakRssMb: NaN, outputMb: NaN, firstLoad: {}, search, searchQuality: evaluateBuild(join(APP, 'build')) });
}
for (const size of [600, 5000, 10_000]) {
  if (!want(`synthetic-${size}`) || (size === 5000 && values['skip-5000'])) continue;
  // Builds of 10,000 pages take minutes each: only when asked for by name.
  if (size === 10_000 && !values.only?.split(',').includes('synthetic-10000')) continue;
  const dir = join(APP, '.cache', 'bench', `synthetic-${size}`);
  generateSite(dir, size, APP);
  console.log(`Synthetic site of ${size} pages (${RUNS} runs)…`);
  const result = benchSite(`synthetic-${size}`, dir, { 'doc page': 'section-0/page-1.html', landing: 'index.html' }, SYNTHETIC_PAGE_TO_EDIT);
  // Large sites split their search index: measure what a reader waits for.
  if (size >= 5000) result.search = await benchSyntheticSearch(`synthetic-${size}`);
  results.push(result);
}
// `--only blog-500` (only when named): a blog of 500 posts; its one-page edit is a post's (the post, the lists, tag
// and author pages that show it, and the feeds are rebuilt).
if (values.only?.split(',').includes('blog-500')) {
  const dir = join(APP, '.cache', 'bench', 'blog-500');
  generateBlogSite(dir, 500, APP);
  console.log(`Synthetic blog of 500 posts (${RUNS} runs)…`);
  results.push(benchSite('blog-500', dir, { 'blog post': 'blog/2024/01/02/post-1.html', 'blog list': 'blog.html' }, SYNTHETIC_POST_TO_EDIT));
}
// `--only search-10000`: search alone on the 10,000-page site's existing build.
if (want('search-10000') && !want('synthetic-10000')) {
  results.push({
    name: 'synthetic-10000 (existing build)',
    pages: 0,
    coldMs: NaN,
    warmMs: NaN,
    peakRssMb: NaN,
    outputMb: NaN,
    firstLoad: {},
    search: await benchSyntheticSearch('synthetic-10000'),
  });
}

async function benchSyntheticSearch(name: string): Promise<SearchBench | undefined> {
  console.log(`Search in the browser on ${name} (${Math.max(RUNS, 5)} page loads × ${SYNTHETIC_QUERY_SET.length} queries)…`);
  return benchSearch(join(APP, '.cache', 'bench', `${name}-out`), Math.max(RUNS, 5), 'section-0/page-1', SYNTHETIC_QUERY_SET);
}

// The dev server (npm start): first page served after start-up (each run starts a fresh server on warm caches; the
// first run of a site also fills them and is reported apart), and edit → paint of 20 edits in Chromium.
const devResults: Record<string, unknown> = {};
const wantDev = (part: string) => want('dev') || want(`dev-${part}`);
if (wantDev('real') || wantDev('synthetic-10000')) {
  const sites: [string, string, string][] = [];
  if (wantDev('real')) sites.push(['real', APP, 'docs-archive/language/commands/zipReadArchive']);
  if (wantDev('synthetic-10000')) {
    const dir = join(APP, '.cache', 'bench', 'dev-synthetic-10000');
    generateSite(dir, 10_000, APP);
    sites.push(['synthetic-10000', dir, 'docs-archive/section-0/page-1']);
  }
  for (const [name, dir, route] of sites) {
    console.log(`Dev server, first page served: ${name} (1 run to fill the caches, then ${RUNS})…`);
    const warmUp = await benchFirstPage(dir, '/' + route, 1);
    devResults[`firstPage-${name}`] = { cacheFill: warmUp.runs[0], ...(await benchFirstPage(dir, '/' + route, RUNS, { returning: true })) };
  }
  if (wantDev('real')) {
    console.log('Dev server, change → paint: real site, 20 saves of each kind (a doc body, its front matter title, a sidebars.ts label)…');
    const doc = 'docs/language/commands/zipReadArchive.md';
    const changes = await benchChangesToPaint(
      APP,
      '/docs-archive/language/commands/zipReadArchive',
      { editToPaint: bodyEdit(doc), frontMatterToPaint: titleEdit(doc, 'zipReadArchive'), sidebarsToPaint: sidebarLabelEdit('sidebars.ts', 'Commands') },
      20,
    );
    for (const [name, result] of Object.entries(changes)) devResults[`${name}-real`] = result;
  }
}

console.log('\n| site | HTML pages | cold build | warm rebuild | one-page edit | peak RSS | output (no .br/.gz) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results.filter((r) => r.pages))
  console.log(
    `| ${r.name} | ${r.pages} | ${(r.coldMs / 1000).toFixed(1)} s | ${(r.warmMs / 1000).toFixed(1)} s | ${r.editMs === undefined ? '–' : `${(r.editMs / 1000).toFixed(1)} s`} | ${r.peakRssMb} MB | ${r.outputMb} MB |`,
  );
for (const r of results.filter((r) => r.stages)) {
  const { cold, warm, edit, peakMb } = r.stages!;
  console.log(`\n| ${r.name}: stage | cold | warm | one-page edit | peak memory (process tree) |`);
  console.log('|---|---|---|---|---|');
  for (const stage of Object.keys(cold))
    console.log(
      `| ${stage} | ${(cold[stage] / 1000).toFixed(1)} s | ${((warm[stage] ?? 0) / 1000).toFixed(1)} s | ${edit ? `${((edit[stage] ?? 0) / 1000).toFixed(1)} s` : '–'} | ${peakMb[stage] ?? '–'} MB |`,
    );
}
console.log('\n| site | page | JS raw | JS gzip | CSS raw | CSS gzip | HTML gzip |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results)
  for (const [label, f] of Object.entries(r.firstLoad))
    console.log(`| ${r.name} | ${label} | ${kb(f.js.raw)} | ${kb(f.js.gzip)} | ${kb(f.css.raw)} | ${kb(f.css.gzip)} | ${kb(f.html.gzip)} |`);
const ms = (n: number) => `${n.toFixed(1)} ms`;
for (const r of results) {
  if (!r.search) continue;
  const s = r.search;
  console.log(`\n| ${r.name}: search file | raw | gzip |`);
  console.log('|---|---|---|');
  for (const [file, f] of Object.entries(s.files)) console.log(`| ${file} | ${kb(f.raw)} | ${kb(f.gzip)} |`);
  for (const [dir, t] of Object.entries(s.parts))
    console.log(`| ${dir}/ (${t.files} index parts, loaded per query; median ${kb(t.medianGzip)} gzip each) | ${kb(t.raw)} | ${kb(t.gzip)} |`);
  for (const [dir, t] of Object.entries(s.texts)) console.log(`| ${dir}/ (${t.files} page files; median ${kb(t.medianGzip)} gzip each) | ${kb(t.raw)} | ${kb(t.gzip)} |`);
  console.log(`\n| ${r.name}: search in Chromium (medians) | |\n|---|---|`);
  console.log(`| docs index fetch / parse + load in the worker | ${ms(s.indexFetchMs)} / ${ms(s.indexLoadMs)} |`);
  console.log(`| focus → first results painted | ${ms(s.firstResultsMs)} |`);
  console.log(`| keystroke → results painted: median / p95 | ${ms(s.keystrokeMedianMs)} / ${ms(s.keystrokeP95Ms)} |`);
  console.log(`| query in the worker: median / p95 | ${ms(s.queryMedianMs)} / ${ms(s.queryP95Ms)} |`);
  console.log(`| slowest queries in the worker (medians) | ${s.slowestQueries.map(([q, t]) => `\`${q}\` ${ms(t)}`).join(', ')} |`);
}
for (const r of results) {
  if (!r.searchQuality) continue;
  console.log(`\n${r.name}: search evaluation set (success@k: an expected page among the first k result pages; MRR over 10)\n`);
  console.log(qualityTable(r.searchQuality));
  for (const m of r.searchQuality.misses) console.log(`  not in the first 3: (${m.category}) ${JSON.stringify(m.query)} → rank ${m.rank ?? '–'}`);
}
if (Object.keys(devResults).length) {
  console.log('\n| dev server (npm start) | median |\n|---|---|');
  for (const [name, r] of Object.entries(devResults)) {
    if (name.startsWith('firstPage-')) {
      const f = r as FirstPageBench & { cacheFill: FirstPageBench['runs'][number] };
      console.log(
        `| ${name.slice(10)}: start → first page HTML / painted | ${(f.htmlMs / 1000).toFixed(2)} s / ${(f.paintMs / 1000).toFixed(2)} s (first run, filling the caches: ${(f.cacheFill.paintMs / 1000).toFixed(1)} s) |`,
      );
      if (f.returning)
        console.log(
          `| ${name.slice(10)}: the same, browser that had the site open before: HTML / painted | ${(f.returning.htmlMs / 1000).toFixed(2)} s / ${(f.returning.paintMs / 1000).toFixed(2)} s |`,
        );
    } else {
      const e = r as EditBench;
      const [kind, site] = name.split('-');
      const what = { editToPaint: 'doc body edit', frontMatterToPaint: 'front matter title edit', sidebarsToPaint: 'sidebars.ts label edit' }[kind] ?? kind;
      console.log(`| ${site}: ${what} → paint, ${e.edits} edits: median / p95 | ${e.medianMs.toFixed(0)} ms / ${e.p95Ms.toFixed(0)} ms (${e.reloads} reloads) |`);
    }
  }
}
writeFileSync(join(APP, 'bench-results.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results, dev: devResults }, null, 2));
console.log('\nMedians over the runs; written to bench-results.json.');
