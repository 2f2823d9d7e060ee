/** Docs version switcher: keeps the same page when the target version has it, else its main doc; remembers the choice. */
import Link from '../Link/Link.tsx';
import Dropdown from './Dropdown.tsx';
import { usePage, useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';
import { writeStorage, STORAGE_KEYS } from '../storage.ts';

export default function VersionDropdown() {
  const { versions } = useSite();
  const page = usePage();
  const active = useActiveVersion();
  const items = versions.map((v) => ({
    label: v.label,
    href: page.data.alternates?.[v.name] ?? `${v.path}/${v.mainDocId}`,
    active: v.name === active.name,
    onSelect: () => writeStorage(STORAGE_KEYS.preferredVersion, v.name),
  }));
  return (
    <Dropdown
      label={active.label}
      buttonLabel={`Docs version: ${active.label}`}
      items={items}
      renderLink={(item, close) => (
        <Link
          href={item.href}
          className={`dropdown__link${item.active ? ' dropdown__link--active' : ''}`}
          aria-current={item.active ? 'true' : undefined}
          onClick={() => {
            item.onSelect?.();
            close();
          }}
        >
          {item.label}
        </Link>
      )}
    />
  );
}
