import { readFileSync, existsSync } from 'node:fs';
import { loadIndex, rank, present } from '../src/search/engine.ts';
import { QUERY_SET } from './bench/search.ts';
const idx = [loadIndex('docs-default-1.1.0', JSON.parse(readFileSync('build/search-index-docs-default-1.1.0.json', 'utf8'))), loadIndex('default-en', JSON.parse(readFileSync('build/search-index-default-en.json', 'utf8')))];
const cache = new Map<string, any>();
const text = (s: any, id: number) => { const f = `build/search-text-${s.tag}/${s.firstId}.json`; if (!cache.has(f)) cache.set(f, existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null); return cache.get(f)?.sections[id - s.firstId]; };
const t: Record<string, [number[], number[]]> = {};
for (let rep = 0; rep < 15; rep++) for (const q of QUERY_SET) { const a = performance.now(); const r = rank(idx, q, { limit: 8 }); const b = performance.now(); present(r, text); const c = performance.now(); const e = (t[q] ??= [[], []]); e[0].push(b - a); e[1].push(c - b); }
const med = (x: number[]) => x.sort((a, b) => a - b)[x.length >> 1].toFixed(2);
console.log(Object.entries(t).map(([q, [r, p]]) => `${q}: ${med(r)}+${med(p)}`).join('  '));
