/** The docs version a page belongs to, or the reader's remembered choice on pages outside the docs. */
import { useEffect, useState } from 'react';
import type { VersionInfo } from '../shared/types.ts';
import { usePage, useSite } from './context.tsx';
import { readStorage, STORAGE_KEYS } from './storage.ts';

export function latestVersion(versions: VersionInfo[]): VersionInfo {
  return versions.find((v) => v.isLast) ?? versions[0];
}

export function useActiveVersion(): VersionInfo {
  const { versions } = useSite();
  const page = usePage();
  const fromPage = versions.find((v) => v.name === page.data.version);
  const [remembered, setRemembered] = useState<VersionInfo | undefined>(undefined);
  useEffect(() => {
    if (fromPage) return;
    const name = readStorage(STORAGE_KEYS.preferredVersion);
    setRemembered(versions.find((v) => v.name === name));
  }, [fromPage, versions]);
  return fromPage ?? remembered ?? latestVersion(versions);
}
