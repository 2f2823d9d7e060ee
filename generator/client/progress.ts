/**
 * The slim progress bar: shown only when a navigation takes longer than 200 ms. nprogress is loaded on
 * first need, so fast navigations (and first page loads) never pay for it.
 */
export const PROGRESS_DELAY_MS = 200;

type NProgress = typeof import('nprogress');
let loaded: Promise<NProgress> | undefined;

function nprogress(): Promise<NProgress> {
  loaded ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then((m) => {
    const np = (m as unknown as { default?: NProgress }).default ?? m;
    np.configure({ showSpinner: false });
    return np;
  });
  return loaded;
}

export function startProgress(): () => void {
  let started = false;
  const timer = window.setTimeout(() => {
    started = true;
    void nprogress().then((np) => started && np.start());
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (!started) return;
    started = false;
    void nprogress().then((np) => np.done());
  };
}
