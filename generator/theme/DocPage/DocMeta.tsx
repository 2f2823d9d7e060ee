/** Under a doc: "Edit this page" and "Last updated on <date> by <author>". */
import type { RouteData } from '../../shared/types.ts';

export function EditThisPage({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="edit-this-page">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="edit-this-page__icon">
        <path fill="currentColor" d="M3 17.46v3.04c0 .28.22.5.5.5h3.04c.13 0 .26-.05.35-.15L17.81 9.94l-3.75-3.75L3.15 17.1c-.1.1-.15.22-.15.36zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
      </svg>
      Edit this page
    </a>
  );
}

export function LastUpdated({ date, isoDate, by }: NonNullable<RouteData['lastUpdate']>) {
  return (
    <span className="last-updated">
      Last updated
      {date && (
        <>
          {' on '}
          <b>
            <time dateTime={isoDate}>{date}</time>
          </b>
        </>
      )}
      {by && (
        <>
          {' by '}
          <b>{by}</b>
        </>
      )}
    </span>
  );
}

export default function DocMeta({ data }: { data: RouteData }) {
  if (!data.editUrl && !data.lastUpdate) return null;
  return (
    <div className="doc-meta">
      {data.editUrl ? <EditThisPage href={data.editUrl} /> : <span />}
      {data.lastUpdate && <LastUpdated {...data.lastUpdate} />}
    </div>
  );
}
