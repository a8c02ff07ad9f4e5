import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CashierMethod } from '../../domain/cashier-config';
import { loadCashierAccess, type CashierAccess } from '../../stores/cashier';
import { $profile } from '../../stores/profile';
import { $session, $sessionChecked } from '../../stores/session';

const LOADING: CashierAccess = { status: 'loading' };

/**
 * The cashier access of the signed-in player, asked again whenever the player signs in or
 * out or gets activated; `retry` asks again after a failure.
 */
export function useCashierAccess(method: CashierMethod): [CashierAccess, () => void] {
  const sessionId = useStore($session)?.sessionId ?? null;
  const checked = useStore($sessionChecked);
  const activated = useStore($profile)?.isActivated ?? null;
  const [attempt, setAttempt] = useState(0);
  const key = `${method}|${sessionId}|${checked}|${activated}|${attempt}`;
  const [state, setState] = useState({ key, access: LOADING });
  if (state.key !== key) setState({ key, access: LOADING });

  useEffect(() => {
    let live = true;
    void loadCashierAccess(method).then((access) => {
      if (live) setState({ key, access });
    });
    return () => {
      live = false;
    };
  }, [key, method]);

  return [state.key === key ? state.access : LOADING, () => setAttempt((n) => n + 1)];
}
