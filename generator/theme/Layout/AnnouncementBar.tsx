/**
 * Dismissible announcement. The head script hides it before paint when its id was dismissed;
 * a new id in site.config.ts shows it again.
 */
import { useEffect, useState } from 'react';
import { usePage, useSite } from '../context.tsx';
import Link from '../Link/Link.tsx';
import { readStorage, writeStorage, STORAGE_KEYS } from '../storage.ts';

export default function AnnouncementBar() {
  const { announcementBar, versions } = useSite();
  const page = usePage();
  // Archived pages carry their own banner pointing to the latest docs; the announcement is about the latest release.
  const archived = versions.some((v) => v.name === page.data.version && !v.isLast);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (announcementBar && readStorage(STORAGE_KEYS.announcementDismissed) === announcementBar.id) setDismissed(true);
  }, [announcementBar]);
  if (!announcementBar || dismissed || archived) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismissed, announcementBar.id);
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setDismissed(true);
  };
  return (
    <section className="announcement-bar" aria-label="Announcement">
      <p className="announcement-bar__content">{announcementBar.href ? <Link href={announcementBar.href}>{announcementBar.content}</Link> : announcementBar.content}</p>
      {announcementBar.dismissible && (
        <button type="button" className="icon-button announcement-bar__close" aria-label="Close" onClick={close}>
          ✕
        </button>
      )}
    </section>
  );
}
