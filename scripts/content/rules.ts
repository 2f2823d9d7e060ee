/**
 * Content rules for documentation pages (CONTENT.md): front matter, page-kind sections,
 * command syntax/parameter-table parity, placeholders, length. Pure functions over a file's text,
 * so the checker CLI and the unit tests share them.
 */
import matter from 'gray-matter';
import { checkExamples, type SiteNames } from './qodlyscript/checkExamples.ts';

export interface ContentProblem {
  line: number;
  message: string;
}

export type PageKind = 'command' | 'class' | 'rest' | 'basics' | 'category' | 'index' | 'page';

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

/** Classifies a doc by its id (path relative to the docs root, without extension). */
export function pageKind(docId: string): PageKind {
  if (docId.startsWith('category/')) return 'category';
  if (docId === 'language/commands') return 'index';
  if (/^language\/commands\/[^/]+$/.test(docId)) return 'command';
  if (/^language\/([A-Za-z0-9]+Class|Directory|Document|QodlyEvents)$/.test(docId)) return 'class';
  if (/^api\/\$/.test(docId)) return 'rest';
  if (docId.startsWith('language/basics/')) return 'basics';
  return 'page';
}

const MIN_WORDS: Record<PageKind, number> = {
  command: 150,
  class: 250,
  rest: 150,
  basics: 250,
  category: 0,
  index: 0,
  page: 150,
};

interface Section {
  heading: string;
  depth: number;
  line: number;
}

/** Splits Markdown into lines, marking which are inside fenced code blocks. */
function scanLines(body: string) {
  const lines = body.split('\n');
  const inCode: boolean[] = [];
  const fences: { line: number; lang: string; text: string[] }[] = [];
  let open: { line: number; lang: string; text: string[]; marker: string } | null = null;
  lines.forEach((line, i) => {
    const fence = /^\s*(```+|~~~+)\s*([^\s`]*)/.exec(line);
    if (open) {
      inCode.push(true);
      if (fence?.[1].startsWith(open.marker) && line.trim() === fence[1]) {
        fences.push(open);
        open = null;
      } else open.text.push(line);
      return;
    }
    if (fence) {
      open = { line: i, lang: fence[2] ?? '', text: [], marker: fence[1] };
      inCode.push(true);
      return;
    }
    inCode.push(false);
  });
  return { lines, inCode, fences, unclosed: open as null | { line: number } };
}

/** Parameter names declared in a QodlyScript signature block (`name : type` inside parentheses). */
export function signatureParameters(signature: string): { params: Set<string>; hasResult: boolean } {
  const params = new Set<string>();
  let hasResult = false;
  for (const raw of signature.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '');
    const open = line.indexOf('(');
    const close = line.lastIndexOf(')');
    if (open < 0 || close < open) {
      // A command without parameters may be written `name : type`.
      if (/^\s*[A-Za-z_$][\w$.]*\s*:\s*\S/.test(line)) hasResult = true;
      continue;
    }
    if (/(^|[,;{(]\s*)\*(\s*[,;})]|$)/.test(line.slice(open + 1, close))) params.add('*');
    const inner = line.slice(open + 1, close);
    for (const m of inner.matchAll(/(?:\.\.\.)?([A-Za-z_$][\w$]*)\s*:/g)) params.add(m[1]);
    if (/^\s*:\s*\S/.test(line.slice(close + 1))) hasResult = true;
  }
  return { params, hasResult };
}

/** First-column names of the Markdown table that follows `startLine`. */
function tableNamesAfter(lines: string[], startLine: number): { names: string[]; line: number } | null {
  let i = startLine;
  while (i < lines.length && !lines[i].trim().startsWith('|')) {
    if (/^##\s/.test(lines[i])) return null;
    i++;
  }
  if (i >= lines.length) return null;
  const first = i;
  const names: string[] = [];
  for (; i < lines.length && lines[i].trim().startsWith('|'); i++) {
    if (i < first + 2) continue; // header and delimiter rows
    const cell = lines[i]
      .trim()
      .slice(1)
      .split(/(?<!\\)\|/)[0]
      .trim()
      .replace(/`/g, '');
    for (const name of cell.split(/\s*,\s*/)) if (name) names.push(name.replace(/^\.\.\./, ''));
  }
  return { names, line: first + 1 };
}

/** `names`: the commands and classes of the page's version, for the QodlyScript example check (skipped without). */
export function checkPage(docId: string, source: string, names?: SiteNames): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    return [{ line: 1, message: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` }];
  }
  const fm = parsed.data as Record<string, unknown>;
  const offset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  const kind = pageKind(docId);

  if (typeof fm.title !== 'string' || !fm.title.trim()) problems.push({ line: 1, message: 'front matter needs a `title`' });
  if (kind !== 'category' && (typeof fm.description !== 'string' || !fm.description.trim())) {
    problems.push({ line: 1, message: 'front matter needs a one-sentence `description`' });
  }

  const { lines, inCode, fences, unclosed } = scanLines(parsed.content);
  const at = (i: number) => i + 1 + offset;
  if (unclosed) problems.push({ line: at(unclosed.line), message: 'code block is never closed' });

  const sections: Section[] = [];
  lines.forEach((line, i) => {
    if (inCode[i]) return;
    if (PLACEHOLDER.test(line)) problems.push({ line: at(i), message: `placeholder text: "${PLACEHOLDER.exec(line)![0]}"` });
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!h) return;
    const depth = h[1].length;
    if (depth === 1 || depth > 3) problems.push({ line: at(i), message: `use ## and ### headings only (found ${h[1]})` });
    sections.push({ heading: h[2].trim(), depth, line: i });
  });
  for (const f of fences) {
    if (!f.lang) problems.push({ line: at(f.line), message: 'code block without a language (```qs, ```json, ```http…)' });
  }

  const words = parsed.content
    .replace(/[`#|*>\-_[\]()]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  if (words < MIN_WORDS[kind]) problems.push({ line: at(0), message: `only ${words} words; a ${kind} page needs at least ${MIN_WORDS[kind]}` });

  const h2 = (pattern: RegExp) => sections.find((s) => s.depth === 2 && pattern.test(s.heading));
  const requireH2 = (pattern: RegExp, label: string) => {
    if (!h2(pattern)) problems.push({ line: at(0), message: `missing section "## ${label}"` });
  };
  const hasLang = (langs: string[]) => fences.some((f) => langs.includes(f.lang));

  if (kind === 'command') {
    requireH2(/^Syntax$/, 'Syntax');
    requireH2(/^Description$/, 'Description');
    requireH2(/^Examples?$/, 'Example');
    requireH2(/^See also$/, 'See also');
    if (!hasLang(['qs'])) problems.push({ line: at(0), message: 'a command page needs a ```qs example' });
    const syntax = h2(/^Syntax$/);
    if (syntax) problems.push(...checkSyntaxTable(lines, fences, syntax.line).map((p) => ({ ...p, line: at(p.line) })));
    const seeAlso = h2(/^See also$/);
    if (seeAlso) {
      const end = sections.find((s) => s.line > seeAlso.line && s.depth <= 2)?.line ?? lines.length;
      const links =
        lines
          .slice(seeAlso.line, end)
          .join('\n')
          .match(/\]\([^)]+\)/g) ?? [];
      if (links.length < 2 || links.length > 5) problems.push({ line: at(seeAlso.line), message: `"See also" should hold 2 to 5 links (has ${links.length})` });
    }
  }
  if (kind === 'class') {
    const summary = h2(/^Summary$/);
    if (!summary) problems.push({ line: at(0), message: 'missing section "## Summary" (a table of every member)' });
    else if (!tableNamesAfter(lines, summary.line + 1)) problems.push({ line: at(summary.line), message: 'the Summary section needs a table of members' });
    if (!sections.some((s) => s.depth === 3)) problems.push({ line: at(0), message: 'a class page documents each member in a ### section' });
    if (!hasLang(['qs'])) problems.push({ line: at(0), message: 'a class page needs a ```qs example' });
  }
  if (kind === 'rest') {
    requireH2(/^Syntax$/, 'Syntax');
    requireH2(/^Examples?$/, 'Example');
    if (!hasLang(['http'])) problems.push({ line: at(0), message: 'a REST page needs an ```http request example' });
  }
  if (kind === 'basics' && !hasLang(['qs'])) problems.push({ line: at(0), message: 'a language page needs a ```qs example' });
  if (names) problems.push(...checkExamples(source, names));
  return problems;
}

/** The command template's contract: parameters in the Syntax block ⇔ rows of the table. */
function checkSyntaxTable(lines: string[], fences: { line: number; lang: string; text: string[] }[], syntaxLine: number): ContentProblem[] {
  const block = fences.find((f) => f.line > syntaxLine);
  const nextH2 = lines.findIndex((l, i) => i > syntaxLine && /^##\s/.test(l));
  if (!block || (nextH2 >= 0 && block.line > nextH2)) return [{ line: syntaxLine, message: 'the Syntax section needs a ```qs signature block' }];
  const { params, hasResult } = signatureParameters(block.text.join('\n'));
  const table = tableNamesAfter(lines, block.line + block.text.length + 1);
  if (!table) {
    if (params.size || hasResult) return [{ line: syntaxLine, message: 'the Syntax section needs a parameter table' }];
    return [];
  }
  const problems: ContentProblem[] = [];
  const rows = new Set(table.names.filter((n) => n !== 'Result'));
  for (const p of params) if (!rows.has(p)) problems.push({ line: table.line, message: `parameter "${p}" of the syntax is missing from the table` });
  for (const r of rows) if (!params.has(r)) problems.push({ line: table.line, message: `table row "${r}" is not a parameter of the syntax` });
  const resultRow = table.names.includes('Result');
  if (hasResult && !resultRow) problems.push({ line: table.line, message: 'the syntax returns a value: add a "Result" row' });
  if (!hasResult && resultRow) problems.push({ line: table.line, message: 'the table has a "Result" row but the syntax returns nothing' });
  return problems;
}
