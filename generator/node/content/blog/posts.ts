/**
 * What a post's file name and body say, as Docusaurus reads them: the date and slug of `2021-08-26-welcome.md`,
 * `2021/08/26/welcome.md` or `2021-08-26-welcome/index.md`; the title written as the body's first heading; the
 * first line of text as the description; the truncation marker; the reading time.
 */

/** A blog's `truncateMarker` as one search (no `g` or `y` flag, whose state would carry from one post to the next). */
export function truncateMarkerOf(marker: RegExp): RegExp {
  return new RegExp(marker.source, marker.flags.replace(/[gy]/g, ''));
}

const DATED_FILE = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** A post's date, slug and name from its path below the blog folder. */
export function parsePostFileName(relToBlog: string): { date?: Date; slug: string; text: string } {
  const match = DATED_FILE.exec(relToBlog);
  if (match) {
    const { folder, date, text } = match.groups!;
    return { date: new Date(`${date}Z`), slug: `/${date.replace(/-/g, '/')}/${folder}${text}`, text };
  }
  const text = relToBlog.replace(/(?:\/index)?\.mdx?$/, '');
  return { slug: `/${text}`, text };
}

/** The body's own title (`# Title`, or a setext one) and the body without it, as Docusaurus's removeContentTitle. */
export function splitContentTitle(body: string): { title?: string; content: string } {
  const content = body.trim();
  const withoutImports = content.replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const atx = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/.exec(withoutImports);
  const setext = atx ? null : /^(?<title>.*)\r?\n=+(?:\r?\n|$)/.exec(withoutImports);
  const match = atx ?? setext;
  if (!match) return { content };
  const raw = match.groups!.title.trim();
  const title = atx ? raw.replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '') : raw.replace(/\s*=+$/, '');
  return { title: plainText(title).trim(), content: content.replace(match[0], '').trim() };
}

/** Markdown inline syntax removed from a title: links, emphasis, code. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/([*_]{1,3})(.*?)\1/g, '$2')
    .replace(/`(.+?)`/g, '$1');
}

/** The first line of text of a body (imports, code and markup left out): a post's default description. */
export function excerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/g, '')
    .split(/\r?\n/);
  let fence = '';
  let inImport = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      const ticks = /^`+/.exec(trimmed)![0];
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const text = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (text) return text;
  }
  return undefined;
}

/** Minutes to read `content` at 200 words a minute, words as Intl.Segmenter finds them (Docusaurus's default), two decimals. */
const segmenters = new Map<string, Intl.Segmenter>();

export function readingTime(content: string, locale: string): number {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  let words = 0;
  for (const segment of segmenter.segment(content)) if (segment.isWordLike) words++;
  return words === 0 ? 0 : Math.round((words / 200) * 100) / 100;
}
