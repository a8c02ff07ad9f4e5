/** Pages are zero-based: page 0 is the first, shown to the player as page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number kept within 0 … count - 1. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(0, Math.floor(page)), Math.max(0, count - 1));
}

/** The items of one zero-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = clampPage(page, pageCount(items.length, pageSize)) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The zero-based page that holds the item at `index`. */
export function pageOfIndex(index: number, pageSize: number): number {
  return Math.max(0, Math.floor(index / pageSize));
}
