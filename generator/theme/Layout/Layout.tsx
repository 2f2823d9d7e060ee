/** Every page: skip link, announcement, navbar, the page's own content, footer (and the search-term highlighter). */
import type { ReactNode } from 'react';
import AnnouncementBar from './AnnouncementBar.tsx';
import Navbar from '../Navbar/Navbar.tsx';
import Footer from '../Footer/Footer.tsx';
import SearchHighlighter from '../Search/SearchHighlighter.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* After a client-side navigation focus comes back here, so the next Tab reaches the skip link again. */}
      <div id="__skip" tabIndex={-1} className="skip-region">
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
      </div>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper">{children}</div>
      <Footer />
      <SearchHighlighter />
    </>
  );
}
