/** Under a doc: "Edit this page" and "Last updated on <date> by <author>". */
import type { RouteData } from '../../shared/types.ts';

export function EditThisPage({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="edit-this-page">
      <span aria-hidden="true" className="edit-this-page__icon">
        ✎
      </span>
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
