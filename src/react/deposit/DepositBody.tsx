import { useEffect, useState, type FormEvent } from 'react';
import type { DepositProps } from './Deposit';
import type { Bonus } from '../../domain/model';
import { paymentOutcome } from '../../domain/payment-outcome';
import { $bonusOffers, $selectedBonusCode, offersAnswered } from '../../stores/bonuses';
import { $bonusSelectorAhead, askCashierAccessAhead } from '../../stores/cashier';
import { useElement } from '../ui/ElementRoot';
import { AccessNotice } from '../cashier/AccessNotice';
import { CashierFrame } from '../cashier/CashierFrame';
import { OutcomeNotice } from '../cashier/OutcomeNotice';
import { useCashierAccess } from '../cashier/useCashierAccess';
import ui from '../ui/ui.module.css';
import { DepositFrame } from './DepositFrame';
import { LimitNotice } from './LimitNotice';
import { dropDraft } from '../../stores/drafts';
import { $profile } from '../../stores/profile';
import { DraftNotice, useDraft } from '../ui/DraftNotice';
import { preloadable } from '../ui/preloadable';

const DRAFT = 'cashier-deposit';

// An activated player's selector code is asked for while the cashier's settings load (the
// cashier access store says when), so it shows with them.
const selector = preloadable(() => import('../bonus-selector/BonusSelector').then((m) => m.BonusSelector), $bonusSelectorAhead);
const BonusSelector = selector.Component;
/** The selector's code and the offers it lists: a player choosing a bonus sees the screen once they are here. */
const selectorShown = () => Promise.all([selector.load(), offersAnswered()]);

/** Whether a deposit opened with `props` starts with the bonus selector: no bonus code given, none picked before, none settled elsewhere. */
const choosesBonus = ({ bonusCode, skipBonus }: DepositProps, picked: string | null) => !bonusCode && !skipBonus && !picked;

/** What the player chose, kept as a draft when the session ends while the cashier loads. */
const chosenOf = (amount: number | undefined, bonusCode: string | undefined): Record<string, string> => ({
  ...(amount !== undefined && { amount: String(amount) }),
  ...(bonusCode && { bonusCode }),
});

/**
 * The deposit element's `prepare`: its first screen's answers, asked before it renders (see
 * askCashierAccessAhead), an activated player's offers beside the cashier's settings.
 */
export function askDepositAhead(props: DepositProps): Promise<void> {
  const picked = $selectedBonusCode.get();
  const choosing = choosesBonus(props, picked);
  if (choosing && $profile.get()?.isActivated) void $bonusOffers.retry();
  return askCashierAccessAhead(
    'deposit',
    chosenOf(props.amount, props.bonusCode || picked || undefined),
    choosing ? selectorShown : undefined,
  );
}

/**
 * The deposit screen of a signed-in player (spec: account §2.16): the deposit-limit notice,
 * the optional bonus selector (skipped when a bonus code is given, was picked before, or
 * `skip-bonus` says the bonus was settled elsewhere), then the cashier.
 * Back from a payment, its outcome shows above them.
 */
export function DepositBody({ bonusCode, skipBonus, amount, providerType, paymentStatus }: DepositProps) {
  const { LL } = useElement();
  // A pick made before (in the selector, or at sign-up) is read once: the deposit uses it and
  // then clears it, which must not reload the cashier showing that deposit.
  const [picked] = useState(() => $selectedBonusCode.get());
  const [chosen, setChosen] = useState<{ code: string | undefined } | null>(null);
  // A deposit the session's end interrupted, offered again to the same player: once sent, its amount and bonus.
  const draft = useDraft(DRAFT);
  const [resumed, setResumed] = useState<Record<string, string> | null>(null);
  const code = resumed?.bonusCode || bonusCode || chosen?.code || picked || undefined;
  const wanted = resumed?.amount ? Number(resumed.amount) : amount;
  const choosing = !resumed && chosen === null && choosesBonus({ bonusCode, skipBonus }, picked);
  const [access, retry] = useCashierAccess('deposit', chosenOf(wanted, code), choosing ? selectorShown : undefined);
  // The offers are asked beside the cashier's settings, as the selector's code is, not once they
  // have come: the selector then shows with them, one round trip sooner.
  useEffect(() => {
    if (!choosing) return;
    let offers: (() => void) | undefined;
    const ahead = $bonusSelectorAhead.subscribe((on) => {
      if (on && !offers) offers = $bonusOffers.listen(() => undefined);
    });
    return () => {
      ahead();
      offers?.();
    };
  }, [choosing]);
  const resume = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setResumed(draft.values);
    dropDraft(DRAFT);
  };
  const done = (bonus: Bonus | null) => setChosen({ code: bonus?.deposit ? bonus.code : undefined });

  return (
    <DepositFrame busy={access.status === 'loading'}>
      <OutcomeNotice outcome={paymentOutcome(paymentStatus)} />
      {access.status !== 'ready' ? (
        <AccessNotice access={access} method="deposit" retry={retry} />
      ) : (
        <>
          <LimitNotice limit={access.limit} />
          {draft && !resumed && (
            <form onSubmit={resume}>
              <DraftNotice draft={draft} />
            </form>
          )}
          {choosing ? (
            <BonusSelector depositOnly onDone={done} fallback={<p className={ui.text}>{LL.states.loading()}</p>} />
          ) : (
            <CashierFrame deposit={access.config} request={{ method: 'deposit', amount: wanted, bonusCode: code, providerType }} />
          )}
        </>
      )}
    </DepositFrame>
  );
}
