/**
 * Dates as Docusaurus writes them: day, month and year in UTC, in the site's language (a blog post's date with the
 * month in full, "last updated" with it short), the same in the prerendered page and the browser.
 */
type MonthStyle = 'long' | 'short';

/** Formatters by locale and month style: making one costs more than formatting hundreds of dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatUtcDate(date: Date | number, locale: string, month: MonthStyle): string {
  const key = `${locale} ${month}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format.format(date);
}
