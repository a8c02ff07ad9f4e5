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
