/** Tab groups are checked while compiling: an authoring mistake names the page's line and column, and the fix. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx } from '../../../generator/node/mdx/compile.ts';

const ctx = { source: '/site/docs/a.mdx', fileRoutes: new Map<string, string>(), routes: new Set<string>(), baseUrl: '/', asset: () => undefined };
const IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";
const compile = (body: string) => compileMdx(IMPORTS + body, 0, 'docs/a.mdx', ctx);

test('a duplicate value is an error at the duplicate tab', async () => {
  await assert.rejects(compile('<Tabs groupId="os">\n  <TabItem value="mac">A</TabItem>\n  <TabItem value="mac">B</TabItem>\n</Tabs>\n'), {
    message: 'docs/a.mdx:6:3: MDX error: <Tabs groupId="os"> has duplicate values "mac": every <TabItem> value must be unique within its <Tabs>.',
  });
});

test('a defaultValue none of the tabs has is an error at the group, listing the values', async () => {
  await assert.rejects(compile('Text.\n\n<Tabs defaultValue="bsd">\n<TabItem value="win">A</TabItem>\n<TabItem value="mac">B</TabItem>\n</Tabs>\n'), {
    message: 'docs/a.mdx:6:1: MDX error: <Tabs> has defaultValue "bsd", but none of its tabs has that value. Available values: "win", "mac".',
  });
});

test('queryString without a groupId or a name is an error', async () => {
  await assert.rejects(compile('<Tabs queryString>\n<TabItem value="win">A</TabItem>\n</Tabs>\n'), /docs\/a\.mdx:4:1: MDX error: <Tabs queryString> needs a groupId/);
});

test('valid groups, renamed imports, items on one line and values given by expressions compile', async () => {
  await compile('<Tabs groupId="os" queryString defaultValue="mac">\n<TabItem value="win">A</TabItem>\n<TabItem value="mac">B</TabItem>\n</Tabs>\n');
  await compile('<Tabs><TabItem value="a">A</TabItem><TabItem value="b">B</TabItem></Tabs>\n');
  await compile('<Tabs values={[{value: "a"}, {value: "a"}]}>\n<TabItem value="a">A</TabItem>\n</Tabs>\n');
  await compile('<Tabs>\n<TabItem value={"a"}>A</TabItem>\n<TabItem value={"a"}>B</TabItem>\n</Tabs>\n');
  await assert.rejects(
    compileMdx(
      'import Group from \'@theme/Tabs\';\nimport Item from \'@theme/TabItem\';\n\n<Group><Item value="x">A</Item><Item value="x">B</Item></Group>\n',
      0,
      'docs/a.mdx',
      ctx,
    ),
    /docs\/a\.mdx:4:\d+: MDX error: <Tabs> has duplicate values "x"/,
  );
});
