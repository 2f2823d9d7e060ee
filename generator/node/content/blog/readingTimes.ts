/**
 * Reading times by source hash, kept in `.cache/content/reading-times.json`: counting words with Intl.Segmenter (as
 * Docusaurus does) costs a millisecond or more per kilobyte, seconds per load for a blog of hundreds of posts, so only
 * posts whose text changed are counted again.
 */
import { join } from 'node:path';
import { hashKey } from '../../cache/keys.ts';
import { readRecord, writeRecord } from '../../cache/records.ts';
import { readingTime } from './posts.ts';

/** Changes with the counting code: an edit to it starts the record afresh. */
const CODE = hashKey(String(readingTime));

export class ReadingTimes {
  private readonly file: string;
  private readonly previous: Map<string, number>;
  private readonly current = new Map<string, number>();

  constructor(siteDir: string) {
    this.file = join(siteDir, '.cache', 'content', 'reading-times.json');
    // No record yet (or of other code): every post is counted.
    this.previous = new Map(Object.entries(readRecord<number>(this.file, CODE)));
  }

  /** The reading time of a post's content (`content` is called only when the source is not in the record). */
  of(sourceHash: string, locale: string, content: () => string): number {
    const key = `${sourceHash} ${locale}`;
    const minutes = this.previous.get(key) ?? this.current.get(key) ?? readingTime(content(), locale);
    this.current.set(key, minutes);
    return minutes;
  }

  /** Keeps the posts of this load only, when anything changed. */
  save(): void {
    if (this.current.size === this.previous.size && [...this.current.keys()].every((k) => this.previous.has(k))) return;
    writeRecord(this.file, CODE, Object.fromEntries(this.current));
  }
}
