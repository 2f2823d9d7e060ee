/**
 * Splits a Markdown source into its front matter data and body exactly as gray-matter 4 (Docusaurus's parser) does:
 * `---` on the first line (an optional language after it), the data up to the next line that starts with `---`.
 *
 * Written out rather than calling gray-matter, which cost two thirds of the load stage: it copied every source into
 * a Buffer and used each whole source as a key of a process-wide cache. It also evaluates `---js` front matter as
 * JavaScript, so a Markdown file could run code during the build; here only YAML and JSON are read.
 */
import yaml from 'js-yaml';

export interface FrontMatterBlock {
  /** What the block holds: `{}` without a block, or whatever the YAML is (the caller validates its shape). */
  data: unknown;
  /** The source after the block (and the newline that ends it), without a byte order mark. */
  content: string;
}

const OPEN = '---';
const CLOSE = '\n---';

/**
 * Front matter the site's `markdown.parseFrontMatter` gave, by source text (content/customFrontMatter.ts sets it
 * before the sources are read): it replaces the block's data, the block is still cut off the body as by default.
 */
let overrides: Map<string, Record<string, unknown>> | undefined;
export function setFrontMatterOverrides(map: Map<string, Record<string, unknown>> | undefined): void {
  overrides = map;
}

export function splitFrontMatter(input: string): FrontMatterBlock {
  const own = overrides?.get(input);
  if (own) return { ...defaultSplit(input), data: own };
  return defaultSplit(input);
}

function defaultSplit(input: string): FrontMatterBlock {
  const source = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // `----` (a thematic break) is not a block.
  if (!source.startsWith(OPEN) || source.charAt(OPEN.length) === '-') return { data: {}, content: source };
  let rest = source.slice(OPEN.length);
  const language = rest.slice(0, rest.search(/\r?\n/));
  const name = language.trim().toLowerCase();
  if (name) rest = rest.slice(language.length);
  const closeAt = rest.indexOf(CLOSE) === -1 ? rest.length : rest.indexOf(CLOSE);
  const block = rest.slice(0, closeAt);
  // A block of nothing but comments and blank lines holds no data.
  const data = block.replace(/^\s*#[^\n]+/gm, '').trim() === '' ? {} : parseBlock(name || 'yaml', block);
  let content = closeAt === rest.length ? '' : rest.slice(closeAt + CLOSE.length);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { data, content };
}

function parseBlock(language: string, block: string): unknown {
  if (language === 'yaml' || language === 'yml') return yaml.safeLoad(block);
  if (language === 'json') return JSON.parse(block);
  throw new Error(`front matter in "${language}" is not read (only YAML, or JSON after "---json")`);
}
