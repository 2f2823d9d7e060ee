/** CLI: `npm run check:content [paths…]` — applies the content rules to docs and versioned docs. */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { checkPage } from './rules.ts';

const ROOTS = ['docs', 'versioned_docs'];

function walk(path: string, out: string[]) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) walk(join(path, entry), out);
  } else if (/\.mdx?$/.test(path)) out.push(path);
}

/** The doc id of a file: its path below `docs/` or `versioned_docs/version-x/`, without extension. */
export function docIdOf(file: string): string {
  const rel = relative(process.cwd(), resolve(file)).split(sep).join('/');
  return rel.replace(/^docs\//, '').replace(/^versioned_docs\/version-[^/]+\//, '').replace(/(\/index)?\.mdx?$/, '');
}

const args = process.argv.slice(2);
const targets = args.length ? args : ROOTS.filter((r) => existsSync(r));
const files: string[] = [];
for (const t of targets) walk(t, files);

let failures = 0;
for (const file of files.sort()) {
  for (const p of checkPage(docIdOf(file), readFileSync(file, 'utf8'))) {
    failures++;
    console.log(`${file}:${p.line}: ${p.message}`);
  }
}
console.log(`content check: ${files.length} pages, ${failures} problem${failures === 1 ? '' : 's'}`);
process.exit(failures ? 1 : 0);
