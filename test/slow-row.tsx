import { busy } from './wait';

/**
 * A row that takes 8 ms to render and, as the first one renders, queues the page's own task,
 * writing both into `order`. Rendered in slices, the page's task runs between two rows ('the
 * page' before the last 'row n'); in one long render, only once every row is done.
 */
export function slowRow(order: string[]) {
  return function SlowRow({ i }: { i: number }) {
    if (i === 0) setTimeout(() => order.push('the page'));
    busy(8);
    order.push(`row ${i}`);
    return <p>{i}</p>;
  };
}
