/**
 * Search quality: runs the evaluation set (searchQueries.ts) on a built site's index files, in Node with the
 * worker's own engine, and reports success@1, success@3 and MRR (over the first 10 result pages) per category.
 * Results count as the box shows them: sections grouped by page, pages in the order of their best section.
 *
 * `npx tsx scripts/bench/searchQuality.ts [build dir]` prints the table and every query that misses @3.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rank } from '../../generator/search/engine.ts';
import { loadIndex, type LoadedIndex } from '../../generator/search/loadedIndex.ts';
import { indexFileName } from '../../generator/search/files.ts';
import { EVALUATION_SET, type QueryCategory } from './searchQueries.ts';

export interface CategoryScore {
  queries: number;
  successAt1: number;
  successAt3: number;
  mrr: number;
}

export interface QualityReport {
  byCategory: Record<QueryCategory | 'all', CategoryScore>;
  /** Queries whose first expected page is not among the first 3 result pages. */
  misses: { query: string; category: QueryCategory; rank: number | null; top: string[] }[];
}

const MRR_DEPTH = 10;

/** The result pages of `query` in display order, as routes below the version root. */
export type PageSearch = (query: string) => string[];

export function evaluate(searchPages: PageSearch): QualityReport {
  const byCategory = {} as QualityReport['byCategory'];
  const misses: QualityReport['misses'] = [];
  const add = (key: QueryCategory | 'all', rankOf: number | null) => {
    byCategory[key] ??= { queries: 0, successAt1: 0, successAt3: 0, mrr: 0 };
    const score = byCategory[key];
    score.queries++;
    if (rankOf === 1) score.successAt1++;
    if (rankOf !== null && rankOf <= 3) score.successAt3++;
    if (rankOf !== null && rankOf <= MRR_DEPTH) score.mrr += 1 / rankOf;
  };
  for (const { category, query, expected } of EVALUATION_SET) {
    const pages = searchPages(query);
    const found = pages.findIndex((p) => expected.includes(p));
    const rankOf = found < 0 ? null : found + 1;
    add(category, rankOf);
    add('all', rankOf);
    if (rankOf === null || rankOf > 3) misses.push({ query, category, rank: rankOf, top: pages.slice(0, 3) });
  }
  for (const score of Object.values(byCategory)) {
    score.successAt1 /= score.queries;
    score.successAt3 /= score.queries;
    score.mrr /= score.queries;
  }
  return { byCategory, misses };
}

/** Searches the index files of `tags` in `outDir` as the navbar box does (all sections, grouped by page). */
export function indexSearch(outDir: string, tags: string[], baseUrl = '/docs-archive/', versionPrefix = baseUrl): PageSearch {
  const indexes: LoadedIndex[] = tags.map((tag) => loadIndex(tag, JSON.parse(readFileSync(join(outDir, indexFileName(tag)), 'utf8'))));
  return (query) => {
    const ranking = rank(indexes, query);
    // (The real site's indexes are whole: no part is ever missing.)
    if (ranking.done || ranking.need) return [];
    const pages: string[] = [];
    for (const { doc } of ranking.chosen) {
      const route = doc.sectionRoute.split('#')[0];
      const page = route.startsWith(versionPrefix) ? route.slice(versionPrefix.length) : route;
      if (!pages.includes(page)) pages.push(page);
      if (pages.length >= MRR_DEPTH) break;
    }
    return pages;
  };
}

/** The evaluation on a build of the real site (its latest docs and the pages outside the docs). */
export function evaluateBuild(outDir: string): QualityReport | undefined {
  const tags = ['default-en', 'docs-default-1.1.0'];
  if (!tags.every((tag) => existsSync(join(outDir, indexFileName(tag))))) return undefined;
  return evaluate(indexSearch(outDir, tags));
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

export function qualityTable(report: QualityReport): string {
  const order: (QueryCategory | 'all')[] = ['identifiers', 'tasks', 'prefixes', 'typos', 'concepts', 'all'];
  const rows = order
    .filter((name) => report.byCategory[name])
    .map((name) => {
      const s = report.byCategory[name];
      return `| ${name} | ${s.queries} | ${pct(s.successAt1)} | ${pct(s.successAt3)} | ${s.mrr.toFixed(3)} |`;
    });
  return ['| category | queries | success@1 | success@3 | MRR |', '|---|---|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'build');
  const report = evaluateBuild(outDir);
  if (!report) {
    console.error(`No search index files of the real site in ${outDir}: build it first (npm run build).`);
    process.exit(1);
  }
  console.log(qualityTable(report));
  for (const m of report.misses) console.log(`  miss (${m.category}) ${JSON.stringify(m.query)}: rank ${m.rank ?? '–'}; top ${m.top.join(', ')}`);
}
