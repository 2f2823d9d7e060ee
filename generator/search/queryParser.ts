/**
 * Query syntax (a superset of lunr's): words separated by whitespace or hyphens, each optionally
 * `+required`, `-excluded`, `field:word`, `word~N` (edit distance), `word^N` (boost), `wo*d` (wildcard),
 * `\` escaping the next character. Malformed input is reported as a message, never thrown.
 * Pure: a long query is cut at MAX_QUERY_LENGTH characters and MAX_QUERY_WORDS words; runs of `*` collapse to one.
 */
import { splitWords } from './tokenizer.ts';
import type { SearchField } from './analyzer.ts';
import { MAX_EDIT_DISTANCE, MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from './limits.ts';
import { collapseStars } from './vocabulary.ts';

export { MAX_EDIT_DISTANCE, MAX_QUERY_LENGTH, MAX_QUERY_WORDS };

export type Presence = 'optional' | 'required' | 'prohibited';

export interface QueryClause {
  /** A word as typed (one word of the tokenizer), or a wildcard pattern in lower case when `wildcard`. */
  word: string;
  wildcard: boolean;
  /** Restricts the word to one field; all searchable fields otherwise. */
  field?: SearchField;
  presence: Presence;
  editDistance?: number;
  boost: number;
  /** The last word of a query not followed by a space: the reader may still be typing it. */
  last: boolean;
}

/** `truncated`: the query had more than MAX_QUERY_WORDS words; the first ones are kept. */
export type ParseResult = { ok: true; clauses: QueryClause[]; truncated?: boolean } | { ok: false; error: string };

const FIELD_NAMES: Record<string, SearchField> = {
  title: 'title',
  content: 'content',
  tags: 'tags',
  sidebarparentcategories: 'sidebarParentCategories',
};

export function fieldList(fields: readonly SearchField[]): string {
  return fields.length > 1 ? `${fields.slice(0, -1).join(', ')} or ${fields[fields.length - 1]}` : fields.join('');
}

interface Chunk {
  presence: Presence;
  field?: string;
  body: string;
  modifiers: { kind: '~' | '^'; value: string }[];
  source: string;
}

/** Splits one whitespace-free chunk into presence, field, body and modifiers, honouring `\` escapes. */
function lexChunk(source: string): Chunk {
  let i = 0;
  let presence: Presence = 'optional';
  if (source[0] === '+' || source[0] === '-') {
    presence = source[0] === '+' ? 'required' : 'prohibited';
    i = 1;
  }
  let field: string | undefined;
  let current = '';
  let target: 'body' | '~' | '^' = 'body';
  let body = '';
  const modifiers: Chunk['modifiers'] = [];
  const flush = () => {
    if (target === 'body') body = current;
    else modifiers.push({ kind: target, value: current });
    current = '';
  };
  for (; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      current += source[i + 1] ?? '';
      i++;
    } else if (c === ':' && target === 'body' && field === undefined && current && !body) {
      field = current;
      current = '';
    } else if (c === '~' || c === '^') {
      flush();
      target = c;
    } else {
      current += c;
    }
  }
  flush();
  return { presence, field, body, modifiers, source };
}

/**
 * Parses a query. `fields` are the searchable fields of the index (parent categories may be switched off).
 */
export function parseQuery(input: string, fields: readonly SearchField[]): ParseResult {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const chunks = text.split(/\s+/).filter(Boolean);
  const clauses: QueryClause[] = [];
  const endsOpen = !/\s$/.test(text);
  for (let c = 0; c < chunks.length; c++) {
    const chunk = lexChunk(chunks[c]);
    let field: SearchField | undefined;
    if (chunk.field !== undefined) {
      field = FIELD_NAMES[chunk.field.toLowerCase()];
      if (!field || !fields.includes(field)) {
        return { ok: false, error: `Unknown field “${chunk.field}”. Search in ${fieldList(fields)}, for example title:${chunk.body || 'file'}.` };
      }
    }
    let editDistance: number | undefined;
    let boost = 1;
    for (const m of chunk.modifiers) {
      if (m.kind === '~') {
        if (!/^\d+$/.test(m.value)) return { ok: false, error: `The edit distance after “~” must be a whole number, as in ${chunk.body || 'word'}~1 (got “${chunk.source}”).` };
        editDistance = Math.min(Number(m.value), MAX_EDIT_DISTANCE);
      } else {
        if (!/^\d+(\.\d+)?$|^\.\d+$/.test(m.value)) return { ok: false, error: `The boost after “^” must be a number, as in ${chunk.body || 'word'}^2 (got “${chunk.source}”).` };
        boost = Number(m.value);
      }
    }
    const body = chunk.body;
    if (!body.replace(/[*-]/g, '')) {
      return {
        ok: false,
        error: `“${chunk.source}” has no search term: write a word ${chunk.field !== undefined ? `after “${chunk.field}:”` : chunk.presence !== 'optional' ? `after “${chunk.source[0]}”` : 'to search for'}.`,
      };
    }
    const isLastChunk = c === chunks.length - 1;
    // Hyphens separate words; the words of one chunk share its presence, field, boost and edit distance.
    const pieces = body.split('-').filter(Boolean);
    for (let p = 0; p < pieces.length; p++) {
      const piece = pieces[p];
      const lastPiece = isLastChunk && endsOpen && p === pieces.length - 1;
      if (piece.includes('*')) {
        // `**` means what `*` means; collapsed, a run of stars costs nothing.
        const pattern = collapseStars(piece.toLowerCase().replace(/[^\p{L}\p{N}_$.*]/gu, ''));
        if (pattern.replace(/\*/g, '')) clauses.push({ word: pattern, wildcard: true, field, presence: chunk.presence, boost, last: lastPiece });
        continue;
      }
      const words = splitWords(piece);
      words.forEach((w, i) => {
        clauses.push({ word: w.text, wildcard: false, field, presence: chunk.presence, editDistance, boost, last: lastPiece && i === words.length - 1 });
      });
    }
  }
  if (clauses.length > MAX_QUERY_WORDS) {
    const kept = clauses.slice(0, MAX_QUERY_WORDS);
    kept[kept.length - 1] = { ...kept[kept.length - 1], last: false };
    return { ok: true, clauses: kept, truncated: true };
  }
  return { ok: true, clauses };
}
