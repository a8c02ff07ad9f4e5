/**
 * The platform's names for our values (limit types, document types, channels) are tables
 * `ours → theirs`; this reads one backwards. Undefined for a name the table does not hold.
 */
export function ourName<K extends string>(table: Readonly<Partial<Record<K, unknown>>>, theirs: unknown): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === theirs);
}
