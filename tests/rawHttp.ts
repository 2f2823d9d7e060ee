/** HTTP/1.1 over a bare socket: sends request lines and headers exactly as given, malformed ones included. */
import { connect } from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without a status line. */
  status: number;
  /** The status line and headers. */
  head: string;
  body: Buffer;
}

/**
 * Sends `requestLine`, a Host header (the origin's, unless `headers` has one), `headers` (a record, or raw header
 * lines sent verbatim) and `Connection: close`, then reads until the server closes the connection.
 */
export function rawRequest(origin: URL, requestLine: string, headers: Record<string, string> | string[] = {}): Promise<RawResponse> {
  const lines = Array.isArray(headers) ? headers : Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const host = lines.some((line) => /^host:/i.test(line)) ? [] : [`Host: ${origin.host}`];
  const request = Buffer.from([requestLine, ...host, ...lines, 'Connection: close', '', ''].join('\r\n'), 'latin1');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin.port), origin.hostname);
    const chunks: Buffer[] = [];
    // Half-close only once the final answer has begun (not after a 100 Continue): some servers drop a request
    // whose client has ended.
    let ended = false;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (!ended && /^HTTP\/1\.[01] [2-5]/.test(skipInterim(Buffer.concat(chunks)).subarray(0, 12).toString('latin1'))) {
        ended = true;
        socket.end();
      }
    });
    // A server that never answers fails the request (status 0) instead of hanging the test.
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server may reset a connection it has already answered; what it answered still counts.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') socket.destroy();
      else reject(error);
    });
    socket.on('close', () => {
      const all = skipInterim(Buffer.concat(chunks));
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end < 0 ? all.length : end).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: end < 0 ? Buffer.alloc(0) : all.subarray(end + 4) });
    });
    socket.write(request);
  });
}

/** The response without its interim answers (100 Continue): the final status is the one that counts. */
function skipInterim(all: Buffer): Buffer {
  while (/^HTTP\/1\.[01] 1\d\d/.test(all.subarray(0, 12).toString('latin1')) && all.indexOf('\r\n\r\n') >= 0) all = all.subarray(all.indexOf('\r\n\r\n') + 4);
  return all;
}
