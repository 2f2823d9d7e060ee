/** CLI: `npm run check:content [paths…]` — applies the content rules to docs and versioned docs. */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { checkPage } from './rules.ts';
import { siteNames, type SiteNames } from './qodlyscript/checkExamples.ts';

const ROOTS = ['docs', 'versioned_docs'];

function walk(path: string, out: string[]) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) walk(join(path, entry), out);
  } else if (/\.mdx?$/.test(path)) out.push(path);
}

/** The doc id of a file: its path below `docs/` or `versioned_docs/version-x/`, without extension. */
export function docIdOf(file: string): string {
  const rel = relative(process.cwd(), resolve(file)).split(sep).join('/');
  return rel
    .replace(/^docs\//, '')
    .replace(/^versioned_docs\/version-[^/]+\//, '')
    .replace(/(\/index)?\.mdx?$/, '');
}

const args = process.argv.slice(2);
const targets = args.length ? args : ROOTS.filter((r) => existsSync(r));
const files: string[] = [];
for (const t of targets) walk(t, files);

/** The version folder a file belongs to (`docs`, `versioned_docs/version-x`), whose pages define its commands. */
function versionRoot(file: string): string {
  const rel = relative(process.cwd(), resolve(file)).split(sep).join('/');
  return /^versioned_docs\/version-[^/]+/.exec(rel)?.[0] ?? 'docs';
}
const namesByRoot = new Map<string, SiteNames>();
const namesOf = (file: string) => {
  const root = versionRoot(file);
  if (!namesByRoot.has(root)) namesByRoot.set(root, siteNames(root));
  return namesByRoot.get(root)!;
};

let failures = 0;
for (const file of files.sort()) {
  for (const p of checkPage(docIdOf(file), readFileSync(file, 'utf8'), namesOf(file))) {
    failures++;
    console.log(`${file}:${p.line}: ${p.message}`);
  }
}
console.log(`content check: ${files.length} pages, ${failures} problem${failures === 1 ? '' : 's'}`);
process.exit(failures ? 1 : 0);
