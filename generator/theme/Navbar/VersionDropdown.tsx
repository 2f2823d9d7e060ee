/**
 * Docs version switcher: keeps the same page when the target version has it, else its main doc, and then says so in
 * the menu before the reader picks it; remembers the choice. As in Docusaurus, the version of the page being read is
 * marked (none outside the docs), and an extra link is marked when it is the page being read.
 */
import Link from '../Link/Link.tsx';
import Dropdown from './Dropdown.tsx';
import { usePage, useSite } from '../context.tsx';
import { linksTo, routeOfPath } from '../../shared/urls.ts';
import { useActiveVersion, usePageVersion } from '../useVersion.ts';
import { writeStorage, STORAGE_KEYS } from '../storage.ts';

type ExtraLink = { label: string; href: string };

/** `before` / `after`: the config's `dropdownItemsBefore` / `dropdownItemsAfter`, links around the versions. */
export default function VersionDropdown({ before = [], after = [] }: { before?: ExtraLink[]; after?: ExtraLink[] }) {
  const { versions, baseUrl } = useSite();
  const page = usePage();
  const active = useActiveVersion();
  const current = usePageVersion();
  const extra = (link: ExtraLink) => ({ ...link, active: linksTo(link.href, page.path) });
  const items = versions.map((v) => {
    const start = `${v.path}/${v.mainDocId}`;
    const href = page.data.alternates?.[v.name] ?? start;
    // A docs page the other version lacks: the build points its alternate to that version's start page. (Outside
    // the docs, landing on a version's start page is what one expects.)
    const missing =
      page.data.version !== undefined &&
      v.name !== active.name &&
      (href === start || linksTo(href, v.path)) &&
      routeOfPath(href, baseUrl).slice(v.path.length) !== page.path.slice(active.path.length);
    return {
      label: v.label,
      href,
      note: missing ? `This page is not in ${v.label}: opens its start page` : undefined,
      active: v.name === current?.name,
      onSelect: () => writeStorage(STORAGE_KEYS.preferredVersion, v.name),
    };
  });
  return (
    <Dropdown
      label={active.label}
      buttonLabel={`Docs version: ${active.label}`}
      items={[...before.map(extra), ...items, ...after.map(extra)]}
      renderLink={(item, close) => (
        <Link
          href={item.href}
          className={`dropdown__link${item.active ? ' dropdown__link--active' : ''}`}
          aria-current={item.active ? 'page' : undefined}
          onClick={() => {
            item.onSelect?.();
            close();
          }}
        >
          {item.label}
          {item.note && <span className="dropdown__note">{item.note}</span>}
        </Link>
      )}
    />
  );
}
