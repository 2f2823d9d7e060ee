/** Reads a source file as text: UTF-8 only. UTF-16 or invalid UTF-8 is an authoring error naming the file and line. */
import { readFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { BuildError, location } from '../errors.ts';
import { hashKey } from '../cache/keys.ts';
import { classNamesIn } from './classNames.ts';

const SAVE_AS = 'Save the file as UTF-8 (in most editors: "Save with encoding" → UTF-8).';

/** The 1-based line of the first line of `bytes` that fails `bad` (a newline byte is never inside a UTF-8 character). */
function firstLine(bytes: Buffer, bad: (line: Buffer) => boolean): number {
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    if (bad(bytes.subarray(start, end < 0 ? bytes.length : end)) || end < 0) return line;
    start = end + 1;
  }
}

export function readSourceText(file: string, relPath: string): string {
  return readSource(file, relPath).text;
}

/** What the later stages need of a source besides its parsed text: its content hash, and the images it refers to. */
export interface SourceFacts {
  /** sha1 of the file's bytes: what a compiled page is cached under (with the compile context), so the compile stage
   * need not read every source again (10,000 reads at 10,000 pages). */
  sourceHash: string;
  /** Relative image references (`![alt](./img.png)`), as written: their files are copied beside cached pages too. */
  imageRefs: string[];
}

/** The sha1 of a source text (of its UTF-8 bytes, as read). */
export function sourceHashOf(text: string | Buffer): string {
  return hashKey(text);
}

/** Relative image references of a page source (see SourceFacts). */
export function imageRefsOf(text: string): string[] {
  return [...text.matchAll(/!\[[^\]]*\]\((?!https?:|\/)([^)\s]+)/g)].map((m) => m[1]);
}

/**
 * readSourceText, with the source's facts, and the classes its class attributes name (`className="hero
 * hero--primary"`): which Infima rules the site uses (bundle/siteStyles.ts), known without reading it again.
 */
export function readSource(file: string, relPath: string): { text: string; classNames: string[] } & SourceFacts {
  const bytes = readFileSync(file);
  const utf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16Bom) throw new BuildError(`${relPath}: the file is encoded as UTF-16. ${SAVE_AS}`);
  if (bytes.includes(0)) {
    const line = firstLine(bytes, (l) => l.includes(0));
    throw new BuildError(`${location(relPath, line)}: NUL byte in the text (is the file UTF-16?). ${SAVE_AS}`);
  }
  if (!isUtf8(bytes)) {
    const line = firstLine(bytes, (l) => !isUtf8(l));
    throw new BuildError(`${location(relPath, line)}: this line is not valid UTF-8. ${SAVE_AS}`);
  }
  const text = bytes.toString('utf8');
  return { text, sourceHash: sourceHashOf(bytes), imageRefs: imageRefsOf(text), classNames: classNamesOf(text) };
}

/** The class names of a source (see SourceFacts). */
export function classNamesOf(text: string): string[] {
  return text.includes('class') ? [...classNamesIn(text)] : [];
}
