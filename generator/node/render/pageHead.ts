/**
 * A component page's own title and description, from its `<Layout title description>`: known once it is rendered,
 * written at the end of its body (shared/head.ts: pageHeadComment), taken off here when the document is written
 * around the body, so the prerendered head says what the page says (a cached body keeps them with it).
 */
import { PAGE_HEAD_MARK } from '../../shared/head.ts';
import type { RouteData } from '../../shared/types.ts';

const MARK = Buffer.from(PAGE_HEAD_MARK);

/** The body without its page head comment, and the route data with what the comment said. */
export function withPageHead(body: Uint8Array, data: RouteData): { body: Uint8Array; data: RouteData } {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const at = bytes.lastIndexOf(MARK);
  if (at < 0) return { body, data };
  const json = bytes
    .subarray(at + MARK.length)
    .toString('utf8')
    .replace(/-->\s*$/, '');
  try {
    const head = JSON.parse(json) as { title?: string; description?: string };
    return {
      body: body.subarray(0, at),
      data: { ...data, ...(typeof head.title === 'string' ? { title: head.title } : {}), ...(typeof head.description === 'string' ? { description: head.description } : {}) },
    };
  } catch {
    return { body, data };
  }
}
