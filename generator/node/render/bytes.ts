/**
 * A page's HTML put together as bytes, from string chunks and byte ranges, in a buffer reused from page to page.
 * Prerendering never makes a whole page one string: on a large site a page is over 64K characters, and a string
 * that large (128 KB once one character is outside Latin-1, as the theme's ☰ is) is allocated in V8's large-object
 * space, in fresh pages of memory each time. At 10,000 pages, joining each page's sidebar into one string and then
 * into its document spent more CPU in page faults than React spent rendering (client/sidebarHtml.tsx).
 */
export class PageBytes {
  private buffer: Buffer;
  private length = 0;

  constructor(initialSize = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(initialSize);
  }

  /** Starts a new page (the previous view is overwritten from here on). */
  reset(): this {
    this.length = 0;
    return this;
  }

  /** Appends a string's UTF-8 bytes (as writeFileSync would encode it: chunks never split a surrogate pair). */
  text(chunk: string): this {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    this.reserve(chunk.length * 3);
    this.length += this.buffer.write(chunk, this.length);
    return this;
  }

  bytes(chunk: Uint8Array): this {
    this.reserve(chunk.length);
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
    return this;
  }

  /** The page's bytes so far: valid until the next reset (write them synchronously). */
  view(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + more));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}
