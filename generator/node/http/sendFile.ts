/**
 * Sends one file of a build as a production host does: its precompressed copy (.br, .gz) when the client's
 * Accept-Encoding prefers it by q-value (negotiator), 304 to a matching If-None-Match or If-Modified-Since (fresh), one
 * byte range (range-parser) unless If-Range names another version, 416 to an unsatisfiable range.
 *
 * The file is opened first, and its size and tag are those of the open file: a rebuild that replaces it meanwhile
 * (a rename over it) never gives a Content-Length of one version and the bytes of another.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import rangeParser from 'range-parser';

export interface SendOptions {
  /** The Content-Type of the file (its compressed copies have the same). */
  type: string;
  cacheControl: string;
}

const COPIES: Record<string, string> = { br: '.br', gzip: '.gz' };
const ENCODINGS = ['br', 'gzip', 'identity'];

/** The file, or its preferred compressed copy, opened; undefined when none can be opened as a regular file. */
async function openVariant(req: IncomingMessage, path: string): Promise<{ handle: FileHandle; stats: Stats; encoding?: string } | undefined> {
  // A range is of the file itself, not of a compressed copy.
  // Equal q-values go to the smaller copy (negotiator 1's `preferred`, which its types do not list yet).
  const negotiator = new Negotiator(req) as Negotiator & { encodings(available: string[], options: { preferred: string[] }): string[] };
  const encodings = req.headers.range ? ['identity'] : negotiator.encodings(ENCODINGS, { preferred: ENCODINGS });
  // `identity;q=0` with no copy accepted: the file itself all the same, as nginx sends it.
  if (!encodings.includes('identity')) encodings.push('identity');
  for (const encoding of encodings) {
    let handle: FileHandle | undefined;
    try {
      handle = await open(path + (COPIES[encoding] ?? ''));
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats, encoding: encoding === 'identity' ? undefined : encoding };
    } catch {
      // No such copy (or it went meanwhile): the next preference.
    }
    await handle?.close();
  }
  return undefined;
}

/** Whether a Range request may be answered with a part: If-Range, when given, must name this version of the file. */
function rangeStillValid(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifRange = req.headers['if-range'] as string | undefined;
  if (!ifRange) return true;
  // An entity tag compares strongly (a weak tag never matches); else it is a date.
  if (ifRange.includes('"')) return !ifRange.startsWith('W/') && ifRange.trim() === etag;
  return Date.parse(lastModified) <= Date.parse(ifRange);
}

/** Answers the request with the file at `path`; resolves false (nothing sent) when it cannot be opened. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, options: SendOptions): Promise<boolean> {
  const variant = await openVariant(req, path);
  if (!variant) return false;
  const { handle, stats, encoding } = variant;
  try {
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const lastModified = stats.mtime.toUTCString();
    res.setHeader('Content-Type', options.type);
    res.setHeader('Cache-Control', options.cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    res.setHeader('Accept-Ranges', 'bytes');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    // The request's Cache-Control speaks to caches, not to the origin: a browser's reload (no-cache) with the tag it
    // has still gets its 304, as from nginx (fresh alone would answer 200).
    if (fresh({ ...req.headers, 'cache-control': undefined }, { etag, 'last-modified': lastModified })) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.end();
      return true;
    }
    let start = 0;
    let end = stats.size - 1;
    const rangeHeader = req.headers.range;
    if (rangeHeader && rangeStillValid(req, etag, lastModified)) {
      const ranges = rangeParser(stats.size, rangeHeader, { combine: true });
      if (ranges === -1) {
        res.statusCode = 416;
        res.setHeader('Content-Range', `bytes */${stats.size}`);
        res.end();
        return true;
      }
      // A malformed header, another unit or several ranges: the whole file, as RFC 9110 allows.
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
        ({ start, end } = ranges[0]);
        res.statusCode = 206;
        res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
      }
    }
    res.setHeader('Content-Length', Math.max(0, end - start + 1));
    if (req.method === 'HEAD' || end < start) {
      res.end();
      return true;
    }
    // The stream closes the handle when it ends, fails or the client goes.
    await pipeline(handle.createReadStream({ start, end, autoClose: true }), res).catch(() => res.destroy());
    return true;
  } finally {
    // Closed by the stream when one was made; else here (closing twice is harmless: the second call fails quietly).
    await handle.close().catch(() => undefined);
  }
}
