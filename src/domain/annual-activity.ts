/** One choice of expected yearly spend: chosen by its minimum, sent as its label. */
export interface AnnualActivityRange {
  min: number;
  label: string;
}

const range = (min: number, label: string): AnnualActivityRange => ({ min, label });

/** Currencies whose ranges are ten times larger (spec: SEK and NOK). */
const LARGE_UNIT_CURRENCIES = new Set(['SEK', 'NOK']);

const LARGE: readonly AnnualActivityRange[] = [
  range(0, '0-170000'),
  range(180000, '180000-290000'),
  range(300000, '300000-590000'),
  range(600000, '600000-860000'),
  range(860000, '860000+'),
];

// DESIGN.md decides the first range is 0-15000 (the tables), not 0-1500.
const OTHER: readonly AnnualActivityRange[] = [
  range(0, '0-15000'),
  range(16000, '16000-25000'),
  range(26000, '26000-50000'),
  range(51000, '51000-75000'),
  range(75000, '75000+'),
];

/** Annual activity ranges per currency: SEK and NOK have their own, every other currency the same. */
export function annualActivityRanges(currency: string): readonly AnnualActivityRange[] {
  return LARGE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? LARGE : OTHER;
}

/** The annualActivity is chosen as a range minimum and sent as the range's label text. */
export function annualActivityLabel(currency: string, min: string | number): string | null {
  return annualActivityRanges(currency).find((r) => String(r.min) === String(min))?.label ?? null;
}
