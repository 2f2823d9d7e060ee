/**
 * `@theme/TOCInline` as Docusaurus's: `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={4} />` in MDX, with
 * the page's own `toc` export (every heading from h2 to h6); the levels default to the page's table of contents'.
 */
import type { TocItem } from '../../shared/types.ts';
import { useContext } from 'react';
import { PageContext } from '../context.tsx';
import { filterToc, treeifyToc, type TocNode } from './tree.ts';

function Label({ item }: { item: TocItem }) {
  if (!item.parts) return <>{item.value}</>;
  return (
    <>
      {item.parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a heading's parts never move
          <code key={i}>{part.code}</code>
        ),
      )}
    </>
  );
}

function Tree({ nodes, root }: { nodes: TocNode[]; root?: boolean }) {
  if (!nodes.length) return null;
  return (
    <ul className={root ? 'table-of-contents' : undefined}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>
            <Label item={node} />
          </a>
          <Tree nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  // The page's levels: the site's tableOfContents (or its own front matter's), h2–h3 unless set.
  const levels = useContext(PageContext)?.data.tocLevels ?? { min: 2, max: 3 };
  const min = minHeadingLevel ?? levels.min;
  const max = maxHeadingLevel ?? levels.max;
  return (
    <div className="toc-inline">
      <Tree nodes={filterToc(treeifyToc([...toc]), min, max)} root />
    </div>
  );
}
