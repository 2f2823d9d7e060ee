/**
 * The search worker's warm-up (generator/search/warmUp.ts) in Chromium's own worker scheduler: the messages the page
 * posted while the worker's script loaded (the index files' bytes, the first query) are handled before any warm-up
 * query, and a later one before the warm-up is over (issue 14 item 5: the first results must not wait for it).
 * Needs no built site: the worker is bundled from the sources and served from an intercepted origin.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness.ts';
import { DEFAULT_WARM_UP_WORDS } from '../../generator/search/warmUp.ts';

const ORIGIN = 'http://warm-up.test';

/** The worker: runs the warm-up (counting its queries through `stop`), and answers each message with that count. */
const WORKER = `
import { warmUpOnSample } from ${JSON.stringify(join(import.meta.dirname, '../../generator/search/warmUp.ts'))};
let queries = 0;
void warmUpOnSample(() => { queries++; return false; }).then(() => self.postMessage({ finished: queries }));
self.onmessage = () => self.postMessage({ queriesBefore: queries });
`;

interface Answer {
  queriesBefore?: number;
  finished?: number;
}

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test("the page's messages reach the worker between two warm-up queries, not after the warm-up", { timeout: 180_000 }, async () => {
  const bundled = await build({ stdin: { contents: WORKER, resolveDir: import.meta.dirname, loader: 'ts' }, bundle: true, format: 'iife', write: false, logLevel: 'silent' });
  const context = await browser.newContext();
  try {
    await context.route(`${ORIGIN}/**`, (route) => {
      if (route.request().url().endsWith('/worker.js')) return route.fulfill({ contentType: 'text/javascript', body: bundled.outputFiles[0].text });
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>warm-up</title>' });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    // Chromium hands the messages queued before the script ran to the worker's thread on its own schedule; on a loaded
    // machine they can land a few warm-up queries late (once in CI: 4). The worker cannot answer a message before it is
    // there, so a fresh worker is tried up to three times and one try must answer it before any warm-up query. Without
    // the yield between queries, every try answers after all of them (checked: 28 of 28, and no answer mid-way).
    const attempts: Answer[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answers = await page.evaluate(
        () =>
          new Promise<Answer[]>((resolve) => {
            const worker = new Worker('/worker.js');
            const seen: Answer[] = [];
            worker.onmessage = (event) => {
              seen.push(event.data);
              if (event.data.finished !== undefined) {
                worker.terminate();
                resolve(seen);
              }
            };
            // Queued before the script has run, like the page's index files and first query; then one more mid-way.
            worker.postMessage('first');
            setTimeout(() => worker.postMessage('second'), 50);
          }),
      );
      attempts.push(answers);
      const total = answers.find((a) => a.finished !== undefined)!.finished!;
      assert.ok(total >= DEFAULT_WARM_UP_WORDS.queries.length, `the warm-up ran (${total} queries)`);
      assert.equal(answers.filter((a) => a.queriesBefore !== undefined).length, 2, `both messages answered before the warm-up ended: ${JSON.stringify(answers)}`);
      if (answers.find((a) => a.queriesBefore !== undefined)!.queriesBefore === 0) break;
    }
    const firsts = attempts.map((answers) => answers.find((a) => a.queriesBefore !== undefined)!.queriesBefore);
    assert.equal(Math.min(...firsts.map(Number)), 0, `the first message waited for ${firsts.join(', ')} warm-up queries`);
  } finally {
    await context.close();
  }
});
