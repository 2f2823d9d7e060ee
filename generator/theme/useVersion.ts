/** The docs version a page belongs to, or the reader's remembered choice on pages outside the docs. */
import { useEffect, useState } from 'react';
import type { VersionInfo } from '../shared/types.ts';
import { usePage, useSite } from './context.tsx';
import { readStorage, STORAGE_KEYS } from './storage.ts';

export function latestVersion(versions: VersionInfo[]): VersionInfo {
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** The version a page outside the docs belongs to by its path, e.g. the archive's landing page /docs-archive/1.0.0. */
export function versionOfPath(versions: VersionInfo[], path: string, baseUrl: string): VersionInfo | undefined {
  const root = baseUrl.replace(/\/$/, '');
  return versions.find((v) => v.path !== root && (path === v.path || path.startsWith(`${v.path}/`)));
}

/** The version the page being read is in (Docusaurus's `activeVersion`): none outside the docs and their versions' paths. */
export function usePageVersion(): VersionInfo | undefined {
  const { versions, baseUrl } = useSite();
  const page = usePage();
  return versions.find((v) => v.name === page.data.version) ?? versionOfPath(versions, page.path, baseUrl);
}

export function useActiveVersion(): VersionInfo {
  const { versions } = useSite();
  const page = usePage();
  const fromPage = usePageVersion();
  const [remembered, setRemembered] = useState<VersionInfo | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the remembered version again on each page, as another tab may have changed it
  useEffect(() => {
    if (fromPage) return;
    const name = readStorage(STORAGE_KEYS.preferredVersion);
    setRemembered(versions.find((v) => v.name === name));
  }, [fromPage, versions, page.path]);
  return fromPage ?? remembered ?? latestVersion(versions);
}
