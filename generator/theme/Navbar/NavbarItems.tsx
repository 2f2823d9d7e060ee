/** The configured navbar items of one side (or, in the mobile menu, the links and HTML of both sides). */
import NavbarItem from './NavbarItem.tsx';
import { useSite } from '../context.tsx';
import type { ResolvedNavbarItem } from '../../shared/site.ts';

/** What the mobile menu lists: everything but the version dropdown (shown apart) and the search box (in the navbar). */
const inMobileMenu = (item: ResolvedNavbarItem) => item.type !== 'docsVersionDropdown' && item.type !== 'search' && item.type !== 'localeDropdown';

export default function NavbarItems({ position, onNavigate }: { position?: 'left' | 'right'; onNavigate?: () => void }) {
  const { navbar } = useSite();
  const items = position ? navbar.items.filter((i) => i.position === position) : navbar.items.filter(inMobileMenu);
  return (
    <>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the config
        <NavbarItem key={i} item={item} listed={true} onNavigate={onNavigate} />
      ))}
    </>
  );
}
