/**
 * The shell's scripts of a dev page whose HTML already shows the page (see firstRender.ts), fetched once that HTML
 * has painted instead of as soon as it is read.
 *
 * With `<script defer>`, the browser fetches the shell at once (React's development build and the theme: megabytes)
 * and compiles it on its own threads while the page's HTML is parsed, styled and laid out: on a 2-core machine that
 * work shares the cores with the first paint, and the page paints later. The page needs none of it to paint, so the
 * scripts are inserted after the first frame (in the same order, run in that order: `async = false`). A page whose
 * HTML is empty keeps its `defer` tags: it paints only once the shell has run.
 */

export interface ShellScript {
  src: string;
  /** The page's own chunk (the client tells it apart from the shell's files). */
  pageChunk: boolean;
}

/**
 * An inline script that inserts `scripts` once the page has painted: after the next frame (a frame is drawn only
 * once the style sheets have arrived), or at once in a tab that is not shown (it draws no frame).
 */
export function scriptsAfterPaint(scripts: ShellScript[]): string {
  const list = JSON.stringify(scripts.map((s) => [s.src, s.pageChunk ? 1 : 0])).replaceAll('<', '\\u003c');
  return `<script>(function(){var l=${list},done=false;function load(){if(done)return;done=true;l.forEach(function(x){var s=document.createElement('script');s.src=x[0];s.async=false;if(x[1])s.setAttribute('data-page-chunk','');document.body.appendChild(s)})}if(document.visibilityState!=='visible')load();else requestAnimationFrame(function(){setTimeout(load,0)})})();</script>`;
}

/** `html` (a whole document) with `script` as the last element of its body. */
export function beforeBodyEnd(html: string, script: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + script : `${html.slice(0, end)}${script}\n${html.slice(end)}`;
}
