const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the player reads it in their language: the date and the time of day. */
export function formatDateTime(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const dates = new Map<string, Intl.DateTimeFormat>();

/** A day in figures, where space is scarce (a summary's cell): 11/26/26 in en-US, 26.11.2026 in nb. */
export function formatShortDate(iso: string, locale: string): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
    dates.set(locale, format);
  }
  return format.format(new Date(iso));
}
