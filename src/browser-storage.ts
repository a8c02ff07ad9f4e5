/**
 * The browser's storage, where it may refuse: a private window, a sandboxed frame, blocked site
 * data (which throws on the mere access to `localStorage`) or a full quota. Every use of it in
 * betr goes through here, so none can throw at the page: what cannot be read reads as nothing,
 * what cannot be written is not kept, and the page goes on with what it holds in memory. The
 * stores and the adapters both use it, as they both use ./trusted-types.
 */

/** `local`: the origin's, shared by its tabs; `session`: this tab's own. */
export type StorageArea = 'local' | 'session';

/** `use`'s answer on the storage `area`, or null where there is none (Node), it is refused, or `use` throws (blocked, full). */
export function withStorage<T>(area: StorageArea, use: (storage: Storage) => T): T | null {
  try {
    return use(area === 'local' ? localStorage : sessionStorage);
  } catch {
    return null;
  }
}

/** The storage `area`, or null where there is none or the browser refuses it. */
export const browserStorage = (area: StorageArea): Storage | null => withStorage(area, (storage) => storage);

/** The item `key` of the storage `area`: null when there is none or it cannot be read. */
export const readStorage = (area: StorageArea, key: string): string | null => withStorage(area, (storage) => storage.getItem(key));

/** Keep `value` as the item `key` of the storage `area`, or remove the item (`value` null), where the storage lets it. */
export function writeStorage(area: StorageArea, key: string, value: string | null): void {
  withStorage(area, (storage) => (value === null ? storage.removeItem(key) : storage.setItem(key, value)));
}
