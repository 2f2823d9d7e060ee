/**
 * Checks tab groups while compiling, so that an authoring mistake is reported with the page's line and column
 * rather than as a failed prerender: duplicate `<TabItem value>`s, a `defaultValue` none of the tabs has, and a
 * `queryString` without a name. The rules are the component's own (theme/Tabs/tabValues.ts). Only what is written
 * literally is checked; values computed by expressions are left to the component at render time.
 */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import { checkTabValues, initialTabValue, queryStringKey, type TabValue } from '../../../theme/Tabs/tabValues.ts';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: JsxNode[];
  position?: { start: { line: number; column: number } };
}

interface EsmNode {
  type: 'mdxjsEsm';
  data?: { estree?: { body: { type: string; source?: { value?: unknown }; specifiers?: { type: string; local: { name: string } }[] }[] } };
}

const isJsx = (node: { type: string }): node is JsxNode => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * The names the page uses for Tabs and TabItem: what it imports from `@theme/Tabs` / `@theme/TabItem`, and the
 * plain names when the page does not bind them itself (a site's MDXComponents may provide them).
 */
function componentNames(tree: Root): { tabs: Set<string>; item: Set<string> } {
  const tabs = new Set<string>();
  const item = new Set<string>();
  const bound = new Set<string>();
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers ?? []) {
        bound.add(specifier.local.name);
        if (specifier.type !== 'ImportDefaultSpecifier') continue;
        if (statement.source?.value === '@theme/Tabs') tabs.add(specifier.local.name);
        if (statement.source?.value === '@theme/TabItem') item.add(specifier.local.name);
      }
    }
  }
  if (!bound.has('Tabs')) tabs.add('Tabs');
  if (!bound.has('TabItem')) item.add('TabItem');
  return { tabs, item };
}

/** A literal attribute value: a string (`value="x"`), true (a bare `lazy`), or undefined when absent or an expression. */
function literal(node: JsxNode, name: string): string | true | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  return typeof attribute.value === 'string' ? attribute.value : undefined;
}

const has = (node: JsxNode, name: string) => Boolean(node.attributes?.some((a) => a.type === 'mdxJsxAttribute' && a.name === name));

/** The TabItems of a group: its children, or inside the paragraph MDX makes of items written on one line. */
function items(group: JsxNode, names: Set<string>): JsxNode[] {
  return (group.children ?? []).flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child])).filter((child) => isJsx(child) && names.has(child.name ?? ''));
}

export default function remarkCheckTabs() {
  return (tree: Root, file: VFile) => {
    // No `<` in the page, no JSX: most pages skip the walk over every node.
    if (!String(file.value).includes('<')) return;
    const names = componentNames(tree);
    walk(tree as Root | RootContent, (node) => {
      if (!isJsx(node) || !names.tabs.has(node.name ?? '')) return;
      const groupId = literal(node, 'groupId');
      const group = typeof groupId === 'string' ? groupId : undefined;
      try {
        const queryString = literal(node, 'queryString');
        if (queryString !== undefined) queryStringKey(queryString, has(node, 'groupId') ? (group ?? 'computed') : undefined);
        // A `values` prop (an expression) decides the tabs: left to the component.
        if (has(node, 'values')) return;
        const tabs = items(node, names.item);
        const values: TabValue[] = [];
        for (const tab of tabs) {
          const value = literal(tab, 'value');
          if (typeof value !== 'string') return;
          values.push({ value, default: literal(tab, 'default') === true });
        }
        if (!tabs.length) return;
        const duplicate = tabs.find((_tab, index) => values.findIndex((v) => v.value === values[index]!.value) < index);
        try {
          checkTabValues(values, group);
        } catch (error) {
          file.fail((error as Error).message, (duplicate ?? node) as never);
        }
        const defaultValue = literal(node, 'defaultValue');
        if (typeof defaultValue === 'string' || !has(node, 'defaultValue')) initialTabValue(values, typeof defaultValue === 'string' ? defaultValue : undefined, group);
      } catch (error) {
        // Already placed (a duplicate value), else at the group.
        if ((error as { line?: number }).line) throw error;
        file.fail((error as Error).message, node as never);
      }
    });
  };
}
