/**
 * Dismissible announcement, its content HTML. The head script hides it before paint when its id was dismissed;
 * a new id in site.config.ts shows it again.
 */
import { useEffect, useState } from 'react';
import { usePage, useSite } from '../context.tsx';
import Link from '../Link/Link.tsx';
import ConfigHtml from '../ConfigHtml.tsx';
import { readStorage, writeStorage, STORAGE_KEYS } from '../storage.ts';

export default function AnnouncementBar() {
  const { announcementBar, versions } = useSite();
  const page = usePage();
  // On every page, as Docusaurus's, unless the site leaves it off the older versions' pages.
  const archived = announcementBar?.showOnArchivedVersions === false && versions.some((v) => v.name === page.data.version && !v.isLast);
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
    <section
      // With the site's own colours, links take the bar's text colour (underlined), as in Docusaurus: the theme's link
      // colour is contrast-checked against the theme's background, not the site's.
      className={`announcement-bar${announcementBar.backgroundColor || announcementBar.textColor ? ' announcement-bar--custom' : ''}`}
      aria-label="Announcement"
      style={announcementBar.backgroundColor || announcementBar.textColor ? { backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor } : undefined}
    >
      {announcementBar.href ? (
        <p className="announcement-bar__content">
          <Link href={announcementBar.href}>
            <ConfigHtml as="span" html={announcementBar.content} />
          </Link>
        </p>
      ) : (
        // The content is HTML, as Docusaurus's announcement bar's.
        <ConfigHtml as="p" className="announcement-bar__content" html={announcementBar.content} />
      )}
      {announcementBar.dismissible && (
        <button type="button" className="icon-button announcement-bar__close" aria-label="Close" onClick={close}>
          ✕
        </button>
      )}
    </section>
  );
}
