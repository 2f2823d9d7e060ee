/** Every page: skip link, announcement, navbar, the page's own content, footer. */
import type { ReactNode } from 'react';
import AnnouncementBar from './AnnouncementBar.tsx';
import Navbar from '../Navbar/Navbar.tsx';
import Footer from '../Footer/Footer.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper">{children}</div>
      <Footer />
    </>
  );
}
