/**
 * "Last updated on <date> by <author>" (Docusaurus's @theme/LastUpdated: `lastUpdatedAt` in milliseconds,
 * `lastUpdatedBy`). The date is written as Docusaurus writes it (day, short month, year, in UTC) in the site's
 * language, the same in the prerendered page and the browser.
 */
import { useSite } from '../context.tsx';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatDate(at: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(at);
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }) {
  const { defaultLocale } = useSite();
  return (
    <span className="theme-last-updated last-updated">
      Last updated
      {lastUpdatedAt ? (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()}>{formatDate(lastUpdatedAt, defaultLocale)}</time>
          </b>
        </>
      ) : null}
      {lastUpdatedBy ? (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
