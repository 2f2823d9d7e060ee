/** On an unlisted doc: it is reachable by its link only (kept out of sidebars, search and sitemap, and noindex). */
export default function UnlistedBanner() {
  return (
    <div className="admonition admonition--caution unlisted-banner" role="note">
      <div className="admonition__heading">Unlisted page</div>
      <div className="admonition__content">
        <p>This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.</p>
      </div>
    </div>
  );
}
