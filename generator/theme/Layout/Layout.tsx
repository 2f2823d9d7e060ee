/**
 * Every page: skip link, announcement, navbar, the page's own content, footer (and the search-term highlighter).
 *
 * The shell renders this around every page. A page component of a Docusaurus site renders `<Layout title description>`
 * itself, as Docusaurus's pages do: inside the shell's Layout, that is the page's title and description (in the
 * prerendered head, and in the browser's once the page shows) around its content, not a second navbar and footer.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import AnnouncementBar from './AnnouncementBar.tsx';
import Navbar from '../Navbar/Navbar.tsx';
import Footer from '../Footer/Footer.tsx';
import SearchHighlighter from '../Search/SearchHighlighter.tsx';
import { PageHeadContext, useSite } from '../context.tsx';
import { titleWithSite } from '../../shared/head.ts';
import { FIRST_PAINT_IDS } from '../../shared/conventions.ts';

export interface LayoutProps {
  children?: ReactNode;
  /** The page's title (`Title | Site` in the head). */
  title?: string;
  /** The page's description (`<meta name="description">`). */
  description?: string;
  /** A class for the page's content wrapper. */
  wrapperClassName?: string;
}

/** Whether a Layout is already around: the shell's. */
const InLayout = createContext(false);

export default function Layout(props: LayoutProps) {
  if (useContext(InLayout)) return <PageLayout {...props} />;
  return (
    <InLayout.Provider value={true}>
      {/* After a client-side navigation focus comes back here, so the next Tab reaches the skip link again. */}
      <div id="__skip" tabIndex={-1} className="skip-region">
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
      </div>
      <AnnouncementBar />
      <Navbar />
      <div id={FIRST_PAINT_IDS.afterNavbar} className="main-wrapper">
        {props.children}
      </div>
      <Footer />
      <SearchHighlighter />
    </InLayout.Provider>
  );
}

/** A page's own Layout: its title and description, around its content. */
function PageLayout({ children, title, description, wrapperClassName }: LayoutProps) {
  const site = useSite();
  // Prerendering: the document's head is written from these (render/pageHead.ts).
  const head = useContext(PageHeadContext);
  if (head) {
    if (title !== undefined) head.title = title;
    if (description !== undefined) head.description = description;
  }
  useEffect(() => {
    if (title !== undefined) document.title = titleWithSite(site.title, title, site.titleDelimiter);
    if (description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [site.title, site.titleDelimiter, title, description]);
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children;
}
