/**
 * The dev server's defence against DNS rebinding: a page of evil.example whose name is made to resolve to 127.0.0.1
 * reaches the server with `Host: evil.example`, and could read drafts and the event stream. Like webpack-dev-server
 * and Vite, only requests for a local name, an IP address or the `--host` given are answered.
 */
import { isIP } from 'node:net';

/** The host name of a Host header (`[::1]:3000` → `::1`), lower case; undefined when it is not one. */
function hostName(header: string): string | undefined {
  try {
    const url = new URL(`http://${header}`);
    // A Host header is a host and a port, nothing else (no user, path or query).
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || header.includes('@')) return undefined;
    return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether a request whose Host header is `header` may be answered by a server started with `--host configured`:
 * localhost (and `*.localhost`, which resolves to loopback only), an IP address (a rebinding page's origin is a name,
 * never one) or the configured host. A request without a Host header is refused: browsers always send one.
 */
export function isAllowedHost(header: string | undefined, configured: string): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name)) return true;
  return name === (hostName(configured) ?? configured.toLowerCase());
}

/** The 403's text: why, and how to reach the server by another name. */
export function forbiddenHost(header: string | undefined): string {
  return `Forbidden: this development server answers requests for localhost, an IP address or its --host, not ${JSON.stringify(header ?? '')}. To open it by that name, start it with --host <name>.`;
}
