/**
 * The rules of a tab group, apart from React so they can be tested alone: which values a group has, which one
 * it shows first, where a choice is remembered (local storage, the query string) and where the arrow keys go.
 * They follow Docusaurus 3 (theme-common `tabsUtils`), errors included, so its pages behave the same here.
 */

/** One tab: from a `<TabItem>`'s props, or from an entry of `<Tabs values={[…]}>`. */
export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: Record<string, unknown>;
  readonly default?: boolean;
}

/** Every value must be unique: otherwise two tabs would show the same panel. */
export function checkTabValues(tabValues: readonly TabValue[], groupId?: string): void {
  if (tabValues.length === 0) {
    throw new Error(`<Tabs${describeGroup(groupId)}> has no tab: give it <TabItem value="…"> children (or a values prop).`);
  }
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { value } of tabValues) {
    if (typeof value !== 'string' || value === '') {
      throw new Error(`<Tabs${describeGroup(groupId)}> has a tab without a value: every <TabItem> needs a unique value="…" prop.`);
    }
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  if (duplicates.size) {
    throw new Error(
      `<Tabs${describeGroup(groupId)}> has duplicate values ${[...duplicates].map((v) => `"${v}"`).join(', ')}: every <TabItem> value must be unique within its <Tabs>.`,
    );
  }
}

export function isValidValue(value: string | null | undefined, tabValues: readonly TabValue[]): value is string {
  return value != null && tabValues.some((tab) => tab.value === value);
}

/**
 * The tab shown first (and prerendered): `defaultValue` if given (it must be one of the values), else the tab
 * marked `default`, else the first one.
 */
export function initialTabValue(tabValues: readonly TabValue[], defaultValue?: string | null, groupId?: string): string {
  if (defaultValue != null && defaultValue !== '') {
    if (!isValidValue(defaultValue, tabValues)) {
      throw new Error(
        `<Tabs${describeGroup(groupId)}> has defaultValue "${defaultValue}", but none of its tabs has that value. Available values: ${tabValues.map((tab) => `"${tab.value}"`).join(', ')}.`,
      );
    }
    return defaultValue;
  }
  return (tabValues.find((tab) => tab.default) ?? tabValues[0]!).value;
}

/** Where a group's choice is remembered in local storage, as Docusaurus names it (so a moved site keeps its readers' choices). */
export function storageKey(groupId?: string): string | null {
  return groupId ? `docusaurus.tab.${groupId}` : null;
}

/** The query string parameter of a group: `queryString="name"`, or its groupId with `queryString` (true). */
export function queryStringKey(queryString: boolean | string | undefined, groupId?: string): string | null {
  if (typeof queryString === 'string') return queryString || null;
  if (!queryString) return null;
  if (!groupId) {
    throw new Error('<Tabs queryString> needs a groupId, the name of the query string parameter; or name the parameter itself: queryString="my-param".');
  }
  return groupId;
}

/** The remembered choice a group switches to after hydration: the query string's, else local storage's, when it is one of its values. */
export function valueToSync(fromQuery: string | null, fromStorage: string | null, tabValues: readonly TabValue[]): string | null {
  if (isValidValue(fromQuery, tabValues)) return fromQuery;
  if (isValidValue(fromStorage, tabValues)) return fromStorage;
  return null;
}

/** The tab a key moves to (arrows wrap around, Home and End go to the ends); null for any other key. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function describeGroup(groupId?: string): string {
  return groupId ? ` groupId="${groupId}"` : '';
}
