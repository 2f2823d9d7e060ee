/** Images beside pages (`![](./img.png)`): content-hashed public URLs while compiling, and their copy into the output. */
import { readFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { imageRefsOf } from '../content/sourceText.ts';
import { copyToOutput } from '../output/files.ts';
import { hashKey } from '../cache/keys.ts';
import { isPublishable, publishableRoots } from './plugins/publishable.ts';
import type { CompileContext } from './job.ts';

/**
 * Public URL of an image beside a doc (content-hashed), recorded in `assets` for copying; undefined if missing, or
 * outside the folders a page may publish from (`roots`: the compile reports it with the page's line).
 */
export function assetResolver(baseUrl: string, assets: Map<string, string>, roots: string[]) {
  return (file: string) => {
    // Regular files only: a FIFO's read waits forever, a device's never ends (the page names either: links.ts).
    if (!statSync(file, { throwIfNoEntry: false })?.isFile() || !isPublishable(file, roots)) return undefined;
    const hash = hashKey(readFileSync(file), 10);
    const url = `${baseUrl}assets/images/${hash}${extname(file)}`;
    assets.set(url, file);
    return url;
  };
}

/** The images beside a page that its source references: public URL → file. */
export function pageImages(text: string, file: string, context: Pick<CompileContext, 'baseUrl' | 'siteDir' | 'contentRoots'>): Map<string, string> {
  const assets = new Map<string, string>();
  recordImages(imageRefsOf(text), file, assetResolver(context.baseUrl, assets, publishableRoots(context.siteDir, context.contentRoots)));
  return assets;
}

/** Records the files of a page's relative image references (content/sourceText.ts, imageRefsOf). */
export function recordImages(refs: string[], file: string, assetUrl: (file: string) => string | undefined) {
  for (const ref of refs) {
    // A malformed escape is reported with its line when the page compiles.
    try {
      assetUrl(join(file, '..', decodeURI(ref)));
    } catch {}
  }
}

export function copyAssets(assets: Map<string, string>, outDir: string, baseUrl: string): void {
  for (const [url, file] of assets) copyToOutput(outDir, url.slice(baseUrl.length), file);
}
