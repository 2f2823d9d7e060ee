/** localStorage that never throws (private mode, disabled storage). Keys used by the theme live here. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  preferredVersion: 'docs-preferred-version',
  announcementDismissed: 'announcement-dismissed',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}
