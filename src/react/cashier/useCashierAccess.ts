import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CashierMethod } from '../../domain/cashier-config';
import { loadCashierAccess, type CashierAccess } from '../../stores/cashier';
import { keepingDraft } from '../../stores/drafts';
import { $profile } from '../../stores/profile';
import { $session, $sessionChecked } from '../../stores/session';

const LOADING: CashierAccess = { status: 'loading' };

/**
 * The cashier access of the signed-in player, asked again whenever the player signs in or
 * out or gets activated; `retry` asks again after a failure. With `draft` (what the player
 * chose), a session that ends during the load keeps it for the same player's next sign-in.
 */
export function useCashierAccess(method: CashierMethod, draft?: Record<string, string>): [CashierAccess, () => void] {
  const sessionId = useStore($session)?.sessionId ?? null;
  const checked = useStore($sessionChecked);
  const activated = useStore($profile)?.isActivated ?? null;
  const [attempt, setAttempt] = useState(0);
  const chosen = useRef(draft);
  chosen.current = draft;
  const key = `${method}|${sessionId}|${checked}|${activated}|${attempt}`;
  const [state, setState] = useState({ key, access: LOADING });
  if (state.key !== key) setState({ key, access: LOADING });

  useEffect(() => {
    let live = true;
    // What the player chose (the deposit's amount and bonus) outlives a session that ends now.
    const load = () => loadCashierAccess(method);
    void (chosen.current ? keepingDraft(`cashier-${method}`, load, chosen.current, true) : load()).then((access) => {
      if (live) setState({ key, access });
    });
    return () => {
      live = false;
    };
  }, [key, method]);

  return [state.key === key ? state.access : LOADING, () => setAttempt((n) => n + 1)];
}
