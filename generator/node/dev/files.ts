/**
 * The fixed URLs of the dev server's scripts and stylesheets (see bundler.ts): HTML and route manifests name them
 * before anything is built, and the server answers them by building first. Apart from the bundler so that
 * naming them does not load webpack.
 */

/** A page's files: the dev server answers them by building the page first. */
export function pageFiles(baseUrl: string, key: string): { js: string[]; css: string[] } {
  return { js: [`${baseUrl}assets/js/p/${key}.js`], css: [`${baseUrl}assets/css/p/${key}.css`] };
}

/** The shell: the packages it uses (see bundler.ts: VENDORS), then the theme and the client, in the order they run. */
export const SHELL_FILES = (baseUrl: string) => ({ js: [`${baseUrl}assets/js/vendors.js`, `${baseUrl}assets/js/main.js`], css: [`${baseUrl}assets/css/main.css`] });
