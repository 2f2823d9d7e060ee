/**
 * The browser side of `npm start` (bundled in development only): listens to the dev server's events and
 * - applies webpack's hot updates when a build finishes (pages re-register with the page registry, components
 *   refresh with React Fast Refresh; an update nothing accepts reloads the page),
 * - takes new route manifests, sidebars and search indexes after a change to the content (no reload),
 * - shows authoring problems over the page, and clears them once fixed.
 */
import { showProblems, type Problem } from './overlay.ts';
import { updateSiteFiles, type SiteFiles } from '../registry.ts';

declare const __webpack_hash__: string;

const hot = import.meta.webpackHot;
let latest = __webpack_hash__;

/** Applies updates until the running code is the latest build. */
function check(): void {
  if (hot?.status() !== 'idle' || latest === __webpack_hash__) return;
  hot
    .check(true)
    .then((updated) => {
      // No update for this page's code (the server restarted, or the files are gone): start over.
      if (!updated) return window.location.reload();
      check();
    })
    .catch((error: Error) => {
      if (['abort', 'fail'].includes(hot.status())) {
        console.warn(`[dev] Reloading: the update could not be applied in place (${error.message}).`);
        window.location.reload();
      } else console.warn('[dev] Update failed:', error);
    });
}

const events = new EventSource('/__qdocs/events');
events.addEventListener('hash', (event) => {
  latest = JSON.parse((event as MessageEvent<string>).data) as string;
  check();
});
events.addEventListener('problems', (event) => showProblems(JSON.parse((event as MessageEvent<string>).data) as Problem[]));
events.addEventListener('site', (event) => updateSiteFiles(JSON.parse((event as MessageEvent<string>).data) as SiteFiles));
events.addEventListener('reload', () => window.location.reload());
