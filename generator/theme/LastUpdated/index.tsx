/**
 * "Last updated on <date> by <author>" (Docusaurus's @theme/LastUpdated: `lastUpdatedAt` in milliseconds,
 * `lastUpdatedBy`). The date is written as Docusaurus writes it (shared/dates.ts, the month short).
 */
import { formatUtcDate } from '../../shared/dates.ts';
import { useSite } from '../context.tsx';

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }) {
  const { defaultLocale } = useSite();
  return (
    <span className="theme-last-updated last-updated">
      Last updated
      {lastUpdatedAt ? (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()}>{formatUtcDate(lastUpdatedAt, defaultLocale, 'short')}</time>
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
