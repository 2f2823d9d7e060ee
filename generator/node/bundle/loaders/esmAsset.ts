/**
 * An image or file imported by a module: the file itself is webpack's asset module (`?asset`, content-hashed into
 * assets/); this wrapper makes it an ES module, so both `import img from './x.png'` and Docusaurus's
 * `require('./x.png').default` give its URL.
 */
import type { LoaderContext } from 'webpack';

export default function esmAssetLoader(this: LoaderContext<unknown>): string {
  return `export { default } from ${JSON.stringify(`${this.resourcePath}?asset`)};\n`;
}
