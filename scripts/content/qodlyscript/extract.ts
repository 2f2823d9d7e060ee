/** The ```qs code blocks of a Markdown page, with the file line of their first code line. */

export interface CodeBlock {
  code: string;
  /** 1-based line, in the whole file, of the block's first code line. */
  line: number;
  /** The `title="…"` of the fence, if any. */
  title?: string;
  /** Text of the nearest heading above the block, and its depth. */
  heading?: { text: string; depth: number };
  /** The block follows its heading with nothing but blank lines in between. */
  firstUnderHeading: boolean;
}

const FENCE = /^(\s*)(```+|~~~+)\s*([^\s`]*)(.*)$/;

export function qodlyScriptBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  let heading: CodeBlock['heading'];
  let sinceHeading = 0; // non-blank lines seen since the last heading
  let frontMatter = lines[0]?.trim() === '---';
  for (let i = frontMatter ? 1 : 0; i < lines.length; i++) {
    const line = lines[i];
    if (frontMatter) {
      if (line.trim() === '---') frontMatter = false;
      continue;
    }
    const fence = FENCE.exec(line);
    if (!fence) {
      const h = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
      if (h) {
        heading = { text: h[2], depth: h[1].length };
        sinceHeading = 0;
      } else if (line.trim()) sinceHeading++;
      continue;
    }
    const [, , marker, lang, meta] = fence;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !(lines[end].trim().startsWith(marker) && lines[end].trim().replace(/[`~]/g, '') === '')) end++;
    if (lang === 'qs') {
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
      blocks.push({
        code: lines.slice(start, end).join('\n'),
        line: start + 1,
        title: title ? (title[1] ?? title[2]) : undefined,
        heading,
        firstUnderHeading: sinceHeading === 0,
      });
    }
    sinceHeading++;
    i = end;
  }
  return blocks;
}
