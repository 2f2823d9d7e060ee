/**
 * Browser entry. The prerendered page is painted before any of the app's modules run: React's start-up and the
 * hydration that follows take a few hundred milliseconds on a slow phone, and while they run the browser cannot paint
 * the HTML it already has. A `require` (not `import()`) keeps start.tsx (and its style sheets, in their order) in this
 * bundle without the async-import runtime: no extra request, only a later start.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // rAF runs just before a frame is painted; the timeout after it, once the frame is out. A hidden tab paints no
    // frame, so a fallback starts anyway.
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

void afterFirstPaint().then(() => (require('./start.tsx') as typeof import('./start.tsx')).start());
