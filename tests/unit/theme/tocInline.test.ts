/** TOCInline's tree: as Docusaurus's theme-common nests (treeifyTOC) and cuts (filterTOC) a page's headings. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterToc, treeifyToc, type TocNode } from '../../../generator/theme/TOCInline/tree.ts';
import type { TocItem } from '../../../generator/shared/types.ts';

const h = (level: TocItem['level'], id: string): TocItem => ({ value: id, id, level });
const shape = (nodes: TocNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));

const TOC = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(2, 'b'), h(4, 'b-deep'), h(3, 'b1'), h(5, 'b1z')];

test('each heading nests under the closest previous heading of a lower level', () => {
  assert.deepEqual(shape(treeifyToc(TOC)), [
    ['a', [['a1', ['a1x']]]],
    ['b', ['b-deep', ['b1', ['b1z']]]],
  ]);
});

test('headings outside the levels are left out, their children moving up', () => {
  assert.deepEqual(shape(filterToc(treeifyToc(TOC), 2, 3)), [
    ['a', ['a1']],
    ['b', ['b1']],
  ]);
  assert.deepEqual(shape(filterToc(treeifyToc(TOC), 3, 4)), [['a1', ['a1x']], 'b-deep', 'b1']);
});
