import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { CashierMethod } from '../../domain/cashier-config';
import { cashierAccessStore, type CashierAccess } from '../../stores/cashier';

/**
 * The cashier access of the signed-in player (src/stores/cashier: asked as the element shows, again whenever the player
 * signs in or out or gets activated), and Try again. With `draft` (what the player chose), a
 * session that ends during the load keeps it for the same player's next sign-in. With
 * `alongside`, 'ready' also waits for what the view shows beside the cashier.
 */
export function useCashierAccess(
  method: CashierMethod,
  draft?: Record<string, string>,
  alongside?: () => Promise<unknown>,
): [CashierAccess, () => void] {
  // The element's own: made with it, it asks as the element shows (see cashierAccessStore).
  const $access = useMemo(() => cashierAccessStore(method), [method]);
  // What the store reads when it asks, as a ref is: setting it re-renders nothing.
  $access.chosen = draft;
  $access.alongside = alongside;
  return [useStore($access), $access.retry];
}
