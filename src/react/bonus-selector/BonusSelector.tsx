import { useStore } from '@nanostores/react';
import type { Bonus } from '../../domain/model';
import { offersForPlayer } from '../../domain/bonus';
import { formatMoney } from '../../domain/money';
import { $bonusOffers, bonusList, depositWithBonus, selectBonus } from '../../stores/bonuses';
import { $forms, setFieldValue, submitForm } from '../../stores/forms';
import { closePopup } from '../../stores/popup';
import { $profile } from '../../stores/profile';
import { useElement, useFormKey, useNamespaces, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice } from '../ui/Notice';
import { useStylesheet } from '../ui/useStylesheet';
import ui from '../ui/ui.module.css';
import styles, { stylesheet } from './BonusSelector.module.css';

const FORM = 'bonus-selector';

export interface BonusSelectorProps {
  /** The pick went through: a bonus (a deposit bonus's code is in `$selectedBonusCode`), or null. */
  onDone(bonus: Bonus | null): void;
  /** Offer deposit bonuses only (the deposit screen). */
  depositOnly?: boolean;
  /** The currency whose deposit bonuses are offered; the signed-in player's by default (sign-up passes the chosen one). */
  currency?: string;
}

/**
 * 'Pick a bonus': the offers for the player, Continue and 'Continue without a bonus'.
 * Choosing nothing continues; a deposit bonus is stored for the deposit; any other bonus
 * is triggered at once, and a refusal shows the not-eligible error until a pick succeeds.
 * Used by `<betr-bonus-selector>`, the deposit screen and the sign-up wizard; it brings
 * its own texts and styles.
 */
export function BonusSelector(props: BonusSelectorProps) {
  const ready = useNamespaces(['bonuses']);
  useStylesheet(stylesheet);
  return ready ? <Offers {...props} /> : null;
}

function Offers({ onDone, depositOnly = false, currency }: BonusSelectorProps) {
  const { LL, locale } = useElement();
  const offers = bonusList(useStore($bonusOffers));
  const profile = useStore($profile);
  const form = useFormKey(FORM);
  const state = useStore($forms, { keys: [form] })[form];
  const shown = offers ? offersForPlayer(offers, currency ?? profile?.currency ?? null, depositOnly) : [];
  const picked = shown.find((bonus) => bonus.id === state?.values.bonus) ?? null;
  const submitting = state?.status === 'submitting';

  const choose = async (bonus: Bonus | null) => {
    const result = await submitForm(form, 'bonus-selector', () => selectBonus(bonus));
    if (result.ok) onDone(bonus);
  };

  return (
    <div className={ui.stack} part="form">
      <fieldset className={styles.offers} aria-busy={offers === null}>
        <legend className={ui.title} part="title">
          {LL.bonusSelector.title()}
        </legend>
        <ErrorNotice error={state?.error ?? null} />
        {offers === null && <p className={ui.text}>{LL.states.loading()}</p>}
        {offers !== null && shown.length === 0 && <p className={ui.text}>{LL.bonusSelector.none()}</p>}
        {shown.map((bonus) => (
          <label key={bonus.id} className={styles.offer} part="offer">
            <input
              type="radio"
              name={`${form}-bonus`}
              value={bonus.id}
              checked={picked?.id === bonus.id}
              onChange={() => setFieldValue(form, 'bonus', bonus.id)}
            />
            <span className={styles.text}>
              <strong>{bonus.name}</strong>
              {bonus.description && <span>{bonus.description}</span>}
              {bonus.deposit && (
                <span className={styles.range}>
                  {Number.isFinite(bonus.maxAmount)
                    ? LL.bonusSelector.depositRange({
                        min: formatMoney(bonus.minAmount, bonus.currency, locale),
                        max: formatMoney(bonus.maxAmount, bonus.currency, locale),
                      })
                    : LL.bonusSelector.depositFrom({ min: formatMoney(bonus.minAmount, bonus.currency, locale) })}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={ui.actions}>
        <Button busy={submitting} onClick={() => void choose(picked)}>
          {LL.actions.continue()}
        </Button>
        <Button variant="secondary" disabled={submitting} onClick={() => void choose(null)}>
          {LL.bonusSelector.withoutBonus()}
        </Button>
      </div>
    </div>
  );
}

/**
 * `<betr-bonus-selector>`: tells the page the pick (`betr-bonus-selected`); a deposit
 * bonus then goes to deposit with its code, anything else closes the popup.
 */
export function BonusSelectorElement({ depositOnly }: { depositOnly?: boolean }) {
  const { LL, inPopup, emit } = useElement();
  usePopupTitle(LL.bonusSelector.title());
  const done = (bonus: Bonus | null) => {
    emit('betr-bonus-selected', { bonus });
    if (bonus?.deposit) depositWithBonus(bonus.code);
    else if (inPopup) closePopup('done');
  };
  return <BonusSelector onDone={done} depositOnly={depositOnly} />;
}
