/**
 * ```mermaid code blocks as diagrams, when the site's `markdown.mermaid` is on (Docusaurus's remark mermaid plugin):
 * each becomes `<QdocsMermaid value="…" />`, imported from `@theme/Mermaid`, so only pages with a diagram load the
 * component, and through it the `mermaid` package, which draws in the browser. The site installs `mermaid` (as a
 * Docusaurus site installs @docusaurus/theme-mermaid): a page with a diagram on a site without it is an error.
 */
import { join } from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { BuildError, location } from '../../errors.ts';
import { walk } from './walk.ts';
import { importDefault } from './esm.ts';

const COMPONENT = 'QdocsMermaid';
const installed = new Map<string, boolean>();

async function hasMermaid(siteDir: string): Promise<boolean> {
  let found = installed.get(siteDir);
  if (found === undefined) {
    const { createJiti } = await import('jiti');
    try {
      createJiti(join(siteDir, 'package.json')).esmResolve('mermaid');
      found = true;
    } catch {
      found = false;
    }
    installed.set(siteDir, found);
  }
  return found;
}

export default function remarkMermaid() {
  return async (tree: Root, file: VFile) => {
    let diagram: Code | undefined;
    walk(tree as Root | RootContent, (node) => {
      if (!('children' in node)) return;
      node.children = (node.children as RootContent[]).map((child) => {
        if (child.type !== 'code' || child.lang !== 'mermaid') return child;
        diagram ??= child;
        return {
          type: 'mdxJsxFlowElement',
          name: COMPONENT,
          attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: child.value }],
          children: [],
          position: child.position,
        } as RootContent;
      }) as never;
    });
    if (!diagram) return;
    const siteDir = file.data.linkContext?.siteDir;
    if (siteDir && !(await hasMermaid(siteDir))) {
      throw new BuildError(
        `${location(file.data.linkContext?.source ?? file.path, diagram.position?.start.line)}: a \`\`\`mermaid diagram needs the "mermaid" package (markdown.mermaid is on): install it in the site's folder: npm install mermaid`,
      );
    }
    tree.children.unshift(importDefault(COMPONENT, '@theme/Mermaid'));
  };
}
