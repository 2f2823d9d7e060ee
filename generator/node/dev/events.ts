/** Server-sent events to the open pages: build hashes, problems, new site files. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Bytes an event stream may hold unsent before its client is dropped: a page that stops reading (a frozen tab, a
 * client that never reads) would otherwise keep every later event in memory (300 such clients and 10 saves of a
 * 1 MB page took the server from 323 to 763 MB, never released). A dropped page that reads again reconnects (the
 * stream's `retry`) and gets the current state with the initial events.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

export class EventHub {
  private readonly clients = new Set<ServerResponse>();

  /** Keeps the response open as an event stream; `initial` events bring a new page up to date. */
  attach(req: IncomingMessage, res: ServerResponse, initial: [string, unknown][]): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    for (const [event, data] of initial) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.once('close', drop);
    res.once('error', drop);
  }

  send(event: string, data: unknown): void {
    const message = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of this.clients) {
      if (client.writableLength > MAX_UNSENT_BYTES) {
        this.clients.delete(client);
        client.destroy();
      } else client.write(message);
    }
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
