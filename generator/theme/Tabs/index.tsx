/**
 * `@theme/Tabs`: Docusaurus 3's tab groups. Props: `values`, `defaultValue`, `groupId` (one choice for every
 * group of the page, remembered in local storage), `queryString`, `lazy`, `block`, `className`. The ARIA tabs
 * pattern: a tablist of tabs, each controlling its tabpanel; one tab in the Tab order (roving tabindex); arrow
 * keys, Home and End move focus and selection. Prerendered with the default tab's panel and the others `hidden`.
 * Loaded only by the pages that import it (it is not part of the shell).
 */
import { Children, cloneElement, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props as TabItemProps } from '../TabItem/index.tsx';
import { checkTabValues, tabIndexForKey, type TabValue } from './tabValues.ts';
import { useTabs } from './useTabs.ts';
import './styles.css';

export interface Props {
  readonly children?: ReactNode;
  readonly values?: readonly TabValue[];
  readonly defaultValue?: string | null;
  readonly groupId?: string;
  readonly queryString?: boolean | string;
  readonly lazy?: boolean;
  readonly block?: boolean;
  readonly className?: string;
}

type TabItemElement = ReactElement<TabItemProps>;

/** The `<TabItem>` children; anything else is an authoring mistake, named in the error. */
function tabItems(children: ReactNode, groupId?: string): TabItemElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (typeof child === 'string' && child.trim() === '') return [];
    if (isValidElement(child) && child.props && typeof child.props === 'object' && 'value' in child.props) return [child as TabItemElement];
    const name = isValidElement(child)
      ? typeof child.type === 'string'
        ? child.type
        : ((child.type as { name?: string }).name ?? 'component')
      : JSON.stringify(String(child).slice(0, 40));
    throw new Error(
      `<Tabs${groupId ? ` groupId="${groupId}"` : ''}> has a child <${name}> that is not a <TabItem value="…">: every child of <Tabs> must be a <TabItem> with a unique value.`,
    );
  });
}

/** Keeps an element at the same place in the viewport while the panels above it change height (another group switched too). */
function keepInView(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top;
  requestAnimationFrame(() => {
    const moved = element.getBoundingClientRect().top - top;
    if (moved) window.scrollBy(0, moved);
  });
}

export default function Tabs({ children, values, defaultValue, groupId, queryString, lazy = false, block = false, className }: Props) {
  const items = tabItems(children, groupId);
  const tabValues: readonly TabValue[] = values ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes, default: props.default }));
  checkTabValues(tabValues, groupId);
  const { selectedValue, selectValue } = useTabs({ tabValues, defaultValue, groupId, queryString });
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const withPanel = new Set(items.map(({ props }) => props.value));

  const choose = (index: number, tab: HTMLElement) => {
    const value = tabValues[index]!.value;
    if (value === selectedValue) return;
    keepInView(tab);
    selectValue(value);
  };

  // Enter and Space click the focused tab (a button); the arrows, Home and End move along the list.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabValues.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs.current[next];
    if (!tab) return;
    tab.focus();
    choose(next, tab);
  };

  return (
    <div className="tabs-container">
      <div role="tablist" aria-orientation="horizontal" className={clsx('tabs', block && 'tabs--block', className)}>
        {tabValues.map(({ value, label, attributes }, index) => {
          const selected = value === selectedValue;
          const rendered = withPanel.has(value) && (!lazy || selected);
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={rendered ? panelId(index) : undefined}
              tabIndex={selected ? 0 : -1}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              onClick={(event) => choose(index, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...attributes}
              className={clsx('tabs__item', typeof attributes?.className === 'string' && attributes.className, selected && 'tabs__item--active')}
            >
              {label ?? value}
            </button>
          );
        })}
      </div>
      <div className="tabs__panels">
        {items.map((item) => {
          const index = tabValues.findIndex((tab) => tab.value === item.props.value);
          const hidden = item.props.value !== selectedValue;
          if (lazy && hidden) return null;
          return cloneElement(item, { key: item.props.value, hidden, id: index >= 0 ? panelId(index) : undefined, 'aria-labelledby': index >= 0 ? tabId(index) : undefined });
        })}
      </div>
    </div>
  );
}
