/**
 * An `.svg` imported by a component (`.js`/`.jsx`/`.ts`/`.tsx`): Docusaurus makes it a React component (SVGR), which
 * Docusaurus's templates render (`const Svg = require('@site/static/img/x.svg').default; <Svg role="img" />`). Until
 * the SVG itself is turned into a component (issue 28), it is a component that shows the file as an image: the page
 * builds and renders, the picture shows. Imported by Markdown pages, an `.svg` stays its URL (esmAsset.ts).
 */
import type { LoaderContext } from 'webpack';

export default function svgImageLoader(this: LoaderContext<unknown>): string {
  return [
    `import { createElement } from 'react';`,
    `import url from ${JSON.stringify(`${this.resourcePath}?asset`)};`,
    // SVGR's `title` prop becomes the image's text alternative; the rest (className, role, style…) is the element's.
    `export default function SvgImage({ title, ...props }) { return createElement('img', { src: url, alt: title ?? '', ...props }); }`,
    '',
  ].join('\n');
}
