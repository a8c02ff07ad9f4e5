/**
 * The names of a text's placeholders, as typesafe-i18n reads them: `{minutes}`,
 * `{count:number}`, `{name?}`, `{amount|currency}`, `{0}`. A plural part (`{{hour|hours}}`)
 * names no argument of its own (it follows the one before it), so a translation may word it
 * freely. Sorted, each name once.
 */
export function placeholderNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<!\{)\{\s*(\w+)\??(?::\s*\w+)?\s*(?:\|[^{}]*)?\}/g)) names.add(match[1]);
  return [...names].sort();
}

/**
 * Whether an operator's `text` may replace `base`: it keeps every placeholder of the built-in
 * text and names no other, so the values a view passes still land, and none shows as `{typo}`.
 */
export function keepsPlaceholders(base: string, text: string): boolean {
  return placeholderNames(base).join() === placeholderNames(text).join();
}
