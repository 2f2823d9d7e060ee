/**
 * The state of one tab group, as Docusaurus's `useTabs`: it starts on the default tab (so hydration matches
 * the prerendered HTML), then follows the remembered choice (query string, then local storage) whenever that
 * changes — after hydration, and when another group of the page with the same groupId is switched.
 */
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { initialTabValue, isValidValue, queryStringKey, storageKey, valueToSync, type TabValue } from './tabValues.ts';
import { readQuery, readStored, serverSnapshot, subscribe, writeQuery, writeStored } from './choiceStores.ts';

export interface TabsState {
  selectedValue: string;
  selectValue: (value: string) => void;
}

export function useTabs({
  tabValues,
  defaultValue,
  groupId,
  queryString,
}: {
  tabValues: readonly TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
}): TabsState {
  const [selectedValue, setSelectedValue] = useState(() => initialTabValue(tabValues, defaultValue, groupId));
  const queryKey = queryStringKey(queryString, groupId);
  const storedKey = storageKey(groupId);
  // A navigation of the router to this same page with another query string re-renders the group, which re-reads it.
  useLocation();
  const fromQuery = useSyncExternalStore(subscribe, () => readQuery(queryKey), serverSnapshot);
  const fromStorage = useSyncExternalStore(subscribe, () => readStored(storedKey), serverSnapshot);
  const remembered = valueToSync(fromQuery, fromStorage, tabValues);

  // Before paint: the reader never sees the default tab flash in place of the remembered one.
  useLayoutEffect(() => {
    if (remembered) setSelectedValue(remembered);
  }, [remembered]);

  const selectValue = useCallback(
    (value: string) => {
      if (!isValidValue(value, tabValues)) return;
      setSelectedValue(value);
      writeQuery(queryKey, value);
      writeStored(storedKey, value);
    },
    [tabValues, queryKey, storedKey],
  );

  return { selectedValue, selectValue };
}
