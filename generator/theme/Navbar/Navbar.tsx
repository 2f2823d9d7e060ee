/** Top navigation: brand, section links, version and locale dropdowns, colour toggle, search; mobile toggle. */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import clsx from 'clsx';
import Link from '../Link/Link.tsx';
import NavbarItems from './NavbarItems.tsx';
import NavbarItem from './NavbarItem.tsx';
import ColorModeToggle from './ColorModeToggle.tsx';
import MobileSidebar from './MobileSidebar.tsx';
import { useSite } from '../context.tsx';
import { useWindowSize } from '../useWindowSize.ts';

function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > 60);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export default function Navbar() {
  const { navbar, baseUrl, colorMode } = useSite();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const hidden = useHideOnScroll(navbar.hideOnScroll);
  const close = useCallback(() => setMobileOpen(false), []);
  const windowSize = useWindowSize();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the mobile panel
  useEffect(close, [location.pathname, close]);
  // The panel belongs to small screens: widening the window past the breakpoint closes it.
  useEffect(() => {
    if (windowSize === 'desktop') close();
  }, [windowSize, close]);

  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <header className={clsx('navbar', navbar.style && `navbar--${navbar.style}`, hidden && 'navbar--hidden')}>
      <nav aria-label="Main" className="navbar__inner">
        <button type="button" className="icon-button navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={mobileOpen} onClick={() => setMobileOpen(!mobileOpen)}>
          <span aria-hidden="true">☰</span>
        </button>
        <Link href={baseUrl} className="navbar__brand">
          {navbar.logo && <NavbarLogo logo={navbar.logo} baseUrl={baseUrl} />}
          <span className="navbar__title">{navbar.title}</span>
        </Link>
        <ul className="navbar__items">
          <NavbarItems position="left" />
        </ul>
        <div className="navbar__right">
          {right.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the config
            <NavbarItem key={i} item={item} listed={false} />
          ))}
          {!colorMode.disableSwitch && !navbar.items.some((i) => i.type === 'search') && <ColorModeToggle />}
        </div>
      </nav>
      <MobileSidebar open={mobileOpen} onClose={close} />
    </header>
  );
}

type Logo = NonNullable<ReturnType<typeof useSite>['navbar']['logo']>;

/**
 * The navbar's logo: with `srcDark`, one image per colour mode (the style sheet shows the mode's). A logo given a
 * `width` or `height` is drawn as Docusaurus draws it: Infima's 2rem high whatever its `height`, as wide as its
 * `width` (its aspect ratio's width without one); a logo given neither keeps the theme's 28×28.
 */
function NavbarLogo({ logo, baseUrl }: { logo: Logo; baseUrl: string }) {
  const sized = logo.width !== undefined || logo.height !== undefined;
  const size = sized ? { width: logo.width, height: logo.height } : { width: 28, height: 28 };
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img className={clsx(mode && `navbar__logo--${mode}`, sized && 'navbar__logo--sized') || undefined} src={`${baseUrl}${src}`} alt="" {...size} />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  );
}
