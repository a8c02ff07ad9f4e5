// What the bench's parts share: the repository's root, sizes in KiB, the median of runs.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const KiB = 1024;
export const kib = (bytes) => (bytes / KiB).toFixed(2);
/** A path relative to the repository, with forward slashes. */
export const rel = (file) => relative(root, file).split('\\').join('/');

/** Median, min and max of `result.runs` (ms), when there are runs. */
export function withMedian(result) {
  if (!result.runs.length) return result;
  const sorted = [...result.runs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  result.medianMs = sorted.length % 2 ? sorted[mid] : Math.round(((sorted[mid - 1] + sorted[mid]) / 2) * 10) / 10;
  result.minMs = sorted[0];
  result.maxMs = sorted.at(-1);
  return result;
}
