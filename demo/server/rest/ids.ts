// The platform's ids are numbers (the SDK types every `Id`, `PlayerId`, `MessageId` as a
// number); the simulated casino's are strings ('b-1f3a', 'd-1001'). Each casino gets one
// table that gives every string id a stable number the first time it is shown, and turns a
// number a client sends back into the casino's id.
import type { Casino } from '../../../src/adapters/stub/index.ts';

class NumericIds {
  private readonly numbers = new Map<string, number>();
  private readonly strings = new Map<number, string>();
  private next = 1001;

  /** The number the platform shows for a casino id (the same one every time). */
  number(id: string): number {
    let n = this.numbers.get(id);
    if (n === undefined) {
      n = this.next++;
      this.numbers.set(id, n);
      this.strings.set(n, id);
    }
    return n;
  }

  /** The casino's id behind a number the platform showed, or undefined for one it never showed. */
  id(n: unknown): string | undefined {
    const value = typeof n === 'string' && /^\d+$/.test(n) ? Number(n) : n;
    return typeof value === 'number' ? this.strings.get(value) : undefined;
  }
}

const tables = new WeakMap<Casino, NumericIds>();

/** The id table of one casino (each X-Betr-Casino has its own). */
export function ids(casino: Casino): NumericIds {
  let table = tables.get(casino);
  if (!table) tables.set(casino, (table = new NumericIds()));
  return table;
}
