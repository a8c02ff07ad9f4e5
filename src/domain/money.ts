/** Currencies shown without decimals (spec: SEK, NOK and DKK); every other one with two. */
const WHOLE_UNIT_CURRENCIES = new Set(['SEK', 'NOK', 'DKK']);

export function currencyDecimals(currency: string): 0 | 2 {
  return WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the player reads it, via Intl: no decimals for SEK, NOK and DKK, two
 * otherwise; `decimals: 0` forces whole units (reality check amounts).
 */
export function formatMoney(amount: number, currency: string, locale: string, decimals?: 0 | 2): string {
  const digits = decimals ?? currencyDecimals(currency);
  const key = `${locale}|${currency}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      // An unknown currency code: show the number with the code rather than fail.
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      const number = format;
      format = { format: (n: number) => `${number.format(n)} ${currency}` } as Intl.NumberFormat;
    }
    formats.set(key, format);
  }
  return format.format(digits === 0 ? Math.round(amount) : amount);
}

/**
 * Build `locale`'s money format ahead of the first amount shown. A page's first Intl number
 * format loads the engine's locale data, 20-90 ms of main thread on the bench's machine and
 * four times that on a phone's CPU: called in a task of its own while the amounts load, that
 * cost no longer falls in the render that first shows them, which then comes sooner.
 */
export function warmMoneyFormat(locale: string): void {
  formatMoney(0, 'EUR', locale);
}
