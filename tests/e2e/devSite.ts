/**
 * A test file's dev server and browser: `npm start`'s server on a site copied for the file (ready once webpack has
 * built the shell) and a Chromium, started before its tests, stopped and the copy deleted after them.
 */
import { after, before } from 'node:test';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { DEV_READY, startDevServer, stopDevServer } from '../helpers.ts';
import { launchBrowser } from './harness.ts';

export interface DevSite {
  /** The copy of the site the server serves (tests edit its files). */
  site: string;
  dev: ChildProcess;
  browser: Browser;
  /** `http://host:port` */
  origin: string;
  /** The site's base URL: origin and `path`. */
  base: string;
  /** What the server printed so far. */
  output: () => string;
}

/**
 * Registers the file's before and after hooks; the fields are set once `before` has run (read them in tests).
 * `copy` makes the site's copy and returns its folder; `path` is the site's base path. With DEV_SERVER_LOG set, the
 * server's terminal is written there after the tests, for a failure's post-mortem.
 */
export function withDevSite(copy: () => string, path = '/'): DevSite {
  const devSite = { output: () => '' } as DevSite;
  before(async () => {
    devSite.site = copy();
    const { dev, origin, output } = await startDevServer(devSite.site, { ready: DEV_READY });
    Object.assign(devSite, { dev, origin, output, base: `${origin}${path}` });
    devSite.browser = await launchBrowser();
  });
  after(async () => {
    if (process.env.DEV_SERVER_LOG) writeFileSync(process.env.DEV_SERVER_LOG, devSite.output());
    await devSite.browser?.close();
    await stopDevServer(devSite.dev, devSite.site);
  });
  return devSite;
}
