/**
 * The browser side of `npm start` (bundled in development only): listens to the dev server's events and
 * - applies webpack's hot updates when a build finishes (pages re-register with the page registry, components
 *   refresh with React Fast Refresh; an update nothing accepts reloads the page),
 * - runs the chunks of plain pages the server pushes (written without webpack: see generator/node/dev/plainPages.ts);
 *   they register again with the page registry, which shows them in place,
 * - takes new route manifests, sidebars and search indexes after a change to the content (no reload),
 * - shows authoring problems over the page, and clears them once fixed.
 */
import { showProblems, type Problem } from './overlay.ts';
import { updateSiteFiles, type SiteFiles } from '../registry.ts';

declare const __webpack_hash__: string;

const hot = import.meta.webpackHot;
let latest = __webpack_hash__;
/**
 * The build this page's code equals, when the server started with the last session's shell (served until its own
 * first build) and found it unchanged but for the build hash: that build counts as this code's.
 */
let same: string | undefined;

/** Applies updates until the running code is the latest build. */
function check(): void {
  if (hot?.status() !== 'idle' || latest === __webpack_hash__ || latest === same) return;
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
// The server may wait for a page to be up before it starts webpack (it is serving the last session's shell): tell it.
const app = document.getElementById('__qdocs');
const ready = () => void fetch('/__qdocs/ready').catch(() => undefined);
if (!app || app.dataset.ready) ready();
else
  new MutationObserver((_records, observer) => {
    if (!app.dataset.ready) return;
    observer.disconnect();
    ready();
  }).observe(app, { attributes: true, attributeFilter: ['data-ready'] });

events.addEventListener('same', (event) => {
  const { from, to } = JSON.parse((event as MessageEvent<string>).data) as { from: string; to: string };
  if (from === __webpack_hash__) same = to;
});
events.addEventListener('hash', (event) => {
  latest = JSON.parse((event as MessageEvent<string>).data) as string;
  check();
});
events.addEventListener('problems', (event) => showProblems(JSON.parse((event as MessageEvent<string>).data) as Problem[]));
events.addEventListener('site', (event) => updateSiteFiles(JSON.parse((event as MessageEvent<string>).data) as SiteFiles));
events.addEventListener('reload', () => window.location.reload());
/** A plain page's new chunk (run as the chunk script it is, in the order pushed), or the webpack chunk that replaces it. */
events.addEventListener('page', (event) => {
  const update = JSON.parse((event as MessageEvent<string>).data) as { path: string; chunk?: string; src?: string };
  // The dev server's own page chunk, run as a <script> of it would be (dev only: the dev bundle evaluates code anyway).
  if (update.chunk !== undefined) return void new Function(update.chunk)();
  if (!update.src) return;
  const script = document.createElement('script');
  script.src = `${update.src}?v=${Date.now()}`;
  document.head.appendChild(script);
});
