import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ProviderOperation } from '../../../domain/operations';
import type { Bonus } from '../../../domain/model';
import {
  BONUS_COUNTDOWN_MS,
  BONUS_FILTERS,
  availableBonusActions,
  bonusCountdown,
  bonusTiming,
  filterBonuses,
  readBonusActionForm,
  wageringProgress,
  type BonusAction,
  type BonusActionForm,
  type BonusFilter,
} from '../../../domain/bonus';
import { formatMoney } from '../../../domain/money';
import { $bonusFilter, $bonuses, bonusList, cancelBonus, claimBonus, depositWithBonus } from '../../../stores/bonuses';
import { $forms, submitForm } from '../../../stores/forms';
import { $lacks } from '../../../stores/lacks';
import { useElement, useFormKey, useNamespaces } from '../../ui/ElementRoot';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { SafeHtml } from '../../ui/SafeHtml';
import { Dropdown } from '../../ui/Dropdown';
import { useStylesheet } from '../../ui/useStylesheet';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './Bonuses.module.css';
import { safeImage } from '../../../domain/safe-url';

const ACTIONS_FORM = 'bonus-actions';

/** The call behind an action; a platform that lacks it does not offer the button (Provider.lacks). */
const ACTION_NEEDS: Partial<Record<BonusAction, ProviderOperation>> = { claim: 'claimBonus', cancel: 'cancelBonus' };

/** The time now, refreshed every `interval` ms by one timer, stopped on unmount. */
function useNow(interval: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

/**
 * The account's bonuses tab: the player's bonuses by status (Active holds the initiated
 * ones too), each with its picture, sanitized HTML, wagering progress and the actions and
 * time labels of the bonus rules (src/domain/bonus.ts), counting down every second.
 */
export default function Bonuses() {
  const ready = useNamespaces(['bonuses']);
  useStylesheet(stylesheet);
  return ready ? <BonusList /> : null;
}

function BonusList() {
  const { LL } = useElement();
  const bonuses = bonusList(useStore($bonuses));
  const filter = useStore($bonusFilter);
  const form = useFormKey(ACTIONS_FORM);
  const actionState = useStore($forms, { keys: [form] })[form];
  const [pending, setPending] = useState<string | null>(null);
  const now = useNow(BONUS_COUNTDOWN_MS);
  const shown = bonuses ? filterBonuses(bonuses, filter) : [];

  const act = async ({ bonusCode, bonusId, _action: action }: BonusActionForm) => {
    if (action === 'deposit') return depositWithBonus(bonusCode);
    setPending(bonusId);
    await submitForm(form, 'bonus', () => (action === 'claim' ? claimBonus(bonusId) : cancelBonus(bonusId)));
    setPending(null);
  };

  return (
    <section className={ui.stack} aria-labelledby="bonuses-title" aria-busy={bonuses === null}>
      <h3 className={ui.title} id="bonuses-title" part="title">
        {LL.bonuses.title()}
      </h3>
      <Dropdown
        id="bonuses-filter"
        label={LL.bonuses.filter()}
        value={filter}
        onChange={(value) => $bonusFilter.set(value as BonusFilter)}
        options={BONUS_FILTERS.map((value) => ({ value, label: LL.bonuses.filters[value]() }))}
      />
      <ErrorNotice error={actionState?.error ?? null} />
      {bonuses === null && <p className={ui.text}>{LL.states.loading()}</p>}
      {bonuses !== null && shown.length === 0 && (
        <p className={ui.text} part="empty">
          {LL.bonuses.empty()}
        </p>
      )}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((bonus) => (
            <BonusItem
              key={bonus.id}
              bonus={bonus}
              now={now}
              busy={pending === bonus.id}
              locked={actionState?.status === 'submitting'}
              onAction={act}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ItemProps {
  bonus: Bonus;
  now: number;
  /** This bonus's action is running. */
  busy: boolean;
  /** Some action is running: no second one starts. */
  locked: boolean;
  /** The bonus action form as submitted. */
  onAction(form: BonusActionForm): void;
}

function BonusItem({ bonus, now, busy, locked, onAction }: ItemProps) {
  const { LL, locale } = useElement();
  // Sanitized once per HTML, not on every tick of the countdown.
  const content = useMemo(() => <SafeHtml html={bonus.html} className={styles.html} />, [bonus.html]);
  const money = (amount: number) => formatMoney(amount, bonus.currency, locale);
  const countdown = (ms: number) => {
    const { days, clock } = bonusCountdown(ms);
    return days > 0 ? LL.bonuses.countdownDays({ days, clock }) : clock;
  };
  const timing = bonusTiming(bonus, now);
  const label =
    timing.kind === 'starts'
      ? LL.bonuses.starts({ time: countdown(timing.in) })
      : timing.kind === 'ends'
        ? LL.bonuses.ends({ time: countdown(timing.in) })
        : timing.kind === 'expired'
          ? LL.bonuses.expired()
          : null;
  const progress = wageringProgress(bonus);
  const lacks = useStore($lacks);
  const actions = availableBonusActions(bonus, now).filter((action) => {
    const needs = ACTION_NEEDS[action];
    return !(needs && lacks?.has(needs));
  });
  const nameId = `bonus-${bonus.id}-name`;
  // The bonus action form: its code and id, and the button pressed as `_action`.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    if (pressed instanceof HTMLButtonElement) data.set(pressed.name, pressed.value);
    const form = readBonusActionForm(data);
    if (form) onAction(form);
  };
  const image = safeImage(bonus.assets);

  return (
    <li className={styles.item} part="bonus">
      {image && <img className={styles.image} src={image} alt="" part="bonus-image" />}
      <div className={styles.body}>
        <h4 className={styles.name} id={nameId}>
          {bonus.name}
        </h4>
        <p className={`${styles.status} ${styles[bonus.status] ?? ''}`} part="bonus-status">
          {LL.bonuses.status[bonus.status]()}
        </p>
        {content}
        {progress && (
          <div className={styles.progress} part="bonus-wagering">
            <progress max={100} value={progress.percent} aria-label={LL.bonuses.wagering()} aria-describedby={nameId} />
            <p className={ui.text}>
              {LL.bonuses.wagered({ percent: String(progress.percent), wagered: money(progress.wagered), total: money(progress.total) })}
            </p>
          </div>
        )}
        {label && (
          <p className={styles.timing} part="bonus-time">
            {label}
          </p>
        )}
        {actions.length > 0 && (
          <form className={ui.actions} part="bonus-actions" onSubmit={submit}>
            <input type="hidden" name="bonusCode" value={bonus.code} />
            <input type="hidden" name="bonusId" value={bonus.id} />
            {actions.map((action) => (
              <Button
                key={action}
                type="submit"
                name="_action"
                value={action}
                variant={action === 'cancel' ? 'secondary' : 'primary'}
                busy={busy}
                disabled={locked}
                aria-describedby={nameId}
              >
                {LL.bonuses[action]()}
              </Button>
            ))}
          </form>
        )}
      </div>
    </li>
  );
}
