import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import { object, string } from 'valibot';
import { useStore } from '@nanostores/react';
import { MAX_DEPOSIT_AMOUNT } from '../../domain/amounts';
import { currencyDecimals, formatMoney } from '../../domain/money';
import { $visitorCountry } from '../../stores/jurisdiction';
import { $profile } from '../../stores/profile';
import { closePopup } from '../../stores/popup';
import { $session } from '../../stores/session';
import { finishFlowStep } from '../../stores/sign-in-flow';
import { createPnpFlow } from '../../stores/pnp';
import type { PopupRequest } from '../../stores/popup';
import { BankIdentity } from '../oauth/BankIdentity';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { formState, resetForm, setFieldValue } from '../../stores/forms';
import { useForm } from '../ui/useForm';
import { Field } from '../ui/Field';
import { useFormDraft } from '../ui/useTabDraft';
import { draftShape } from '../../domain/draft-shape';
import { Button } from '../ui/Button';
import { Embedded } from '../ui/Embedded';
import { Notice } from '../ui/Notice';
import { Lacking } from '../ui/UnlessLacking';
import ui from '../ui/ui.module.css';
import styles from './Pnp.module.css';

/** The deposit amount typed at the first step (src/stores/tab-drafts). */
const AMOUNT_DRAFT = draftShape(1, ['form']);
/** The amount's field: the flow says whether it is an amount (with its figures), so no rule here. */
const AMOUNT_SCHEMA = object({ amount: string() });
/** Pay N Play is the Swedish (SGA) flow: SEK unless the player's or the visitor's currency says otherwise. */
const DEFAULT_CURRENCY = 'SEK';

/** A part of the flow this build lacks. */
const lacking = <Lacking />;

/** The preset amounts: the usual first deposits, in whole units of the currency. */
export function presetAmounts(currency: string): number[] {
  return currencyDecimals(currency) === 0 ? [100, 200, 500, 1000] : [10, 20, 50, 100];
}

/** The event each required step's widget fires when the player has done it. */
const STEP_DONE: Partial<Record<PopupRequest['type'], string>> = {
  'terms-and-conditions': 'betr-terms-accepted',
  'source-of-wealth': 'betr-source-of-wealth-submitted',
  'responsible-gaming-test': 'betr-responsible-gaming-test-submitted',
};

/** A required step after the sign-in, inside the flow: a page not forced (nor the terms) can be passed with Continue. */
function FlowStep({ step }: { step: PopupRequest }) {
  const { LL } = useElement();
  const done = STEP_DONE[step.type];
  return (
    <>
      <Embedded
        key={step.type}
        tag={`betr-${step.type}`}
        attributes={{ inline: '', ...step.attributes }}
        on={done ? { [done]: () => finishFlowStep('done') } : {}}
        fallback={lacking}
      />
      {step.dismissible && !('required' in step.attributes) && (
        <div className={ui.actions}>
          <Button variant="secondary" onClick={() => finishFlowStep('dismissed')}>
            {LL.actions.continue()}
          </Button>
        </div>
      )}
    </>
  );
}

export interface PnpProps {
  /** The amount to start with (the player can change it). */
  amount?: number;
}

/**
 * Pay N Play (spec: widget type `pnp`, the styled screen 'pay N play'), as the Swedish
 * Pay N Play casinos do it: the deposit is the sign-in.
 *
 * 1. Amount: a number in the currency (the amount rule of `domain/amounts`: above 0, at most
 *    1,000,000, no more decimals than the currency has) or a preset button. A bad amount says
 *    so under the field, keeps what was typed, and goes no further.
 * 2. Bank identity, as in bank-identity sign-in (QR code or this device, 'Time is up',
 *    'Try again'). A Spelpaus person is refused there with the spec's message. A player
 *    already signed in skips this step.
 * 3. An existing player is signed in and goes to the deposit of that amount through the
 *    cashier (`<betr-deposit amount skip-bonus>`: Pay N Play is a deposit, not a bonus shop).
 *    A new person gets an account by token sign-up, with the steps SGA demands and nothing
 *    more: contact and terms, the three deposit limits (limits at sign-up), the bonus step
 *    when bonuses exist, then the deposit of that amount.
 *
 * After a sign-in here, what the spec puts before anything else comes first, inside the flow:
 * the pages the platform requires, then the terms when new ones must be accepted (1 s after
 * the sign-in, as everywhere); the deposit only after them. The welcome (or activate) popup
 * waits until Pay N Play is over, so it never covers the deposit; closing Pay N Play midway
 * leaves the remaining steps to the usual popups.
 *
 * When the deposit succeeds the popup closes (`betr-pnp-complete`); in the page a success
 * notice stays. 'Change amount' goes back to step 1 (not once a new person's sign-up has begun).
 */
export function Pnp({ amount: initial }: PnpProps) {
  const { LL, locale, inPopup, emit } = useElement();
  const t = LL.pnp;
  usePopupTitle(t.title());
  const [flow] = useState(createPnpFlow);
  const step = useStore(flow.$step);
  useEffect(() => flow.connect(), [flow]);
  const session = useStore($session);
  const visitor = useStore($visitorCountry);
  // The profile comes with every sign-in (src/stores/session), this one's too: the player's own currency.
  const profile = useStore($profile);
  const currency = (session && profile?.currency) || visitor?.currency || DEFAULT_CURRENCY;
  // The amount typed is kept in the forms store, and so survives a reload (src/stores/tab-drafts):
  // put back at the first step, as the bank identity after it is never kept.
  const form = useForm('pnp', 'cashier', AMOUNT_SCHEMA);
  const text = form.values.amount;
  // The element's `amount` fills a field the player has not typed in (before the first paint).
  useLayoutEffect(() => {
    if (initial && formState(form.id).values.amount === undefined) setFieldValue(form.id, 'amount', String(initial));
  }, [form.id, initial]);
  useFormDraft(form.id, AMOUNT_DRAFT);
  const choose = (value: string) => {
    setFieldValue(form.id, 'amount', value);
    flow.edit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What is in the store now: a click can follow typing before React renders again.
    flow.start(formState(form.id).values.amount ?? '', currency);
  };
  const finish = () => {
    const { amount, newPlayer } = flow.finish();
    resetForm(form.id);
    emit('betr-pnp-complete', { amount, currency, newPlayer });
    if (inPopup) queueMicrotask(() => closePopup('done'));
  };
  const heading = (
    <h2 className={ui.title} id="pnp-title" part="title">
      {t.title()}
    </h2>
  );

  if (step.name === 'done')
    return (
      <section className={ui.stack} aria-labelledby="pnp-title">
        {heading}
        <Notice level="success">{t.done()}</Notice>
      </section>
    );

  if (step.name === 'amount') {
    const { invalid } = step;
    return (
      <section className={ui.stack} aria-labelledby="pnp-title">
        {heading}
        <p className={ui.text}>{t.intro()}</p>
        <form className={ui.form} onSubmit={submit} noValidate part="form">
          <Field
            form={form}
            name="amount"
            label={t.amount({ currency })}
            inputMode="decimal"
            autoComplete="off"
            error={invalid ? t.invalidAmount({ max: new Intl.NumberFormat(locale).format(MAX_DEPOSIT_AMOUNT), currency }) : undefined}
            onValueChange={flow.edit}
          />
          <div className={styles.presets} role="group" aria-label={t.presets()} part="presets">
            {presetAmounts(currency).map((preset) => (
              <Button
                key={preset}
                variant="secondary"
                className={styles.preset}
                aria-pressed={text === String(preset)}
                onClick={() => choose(String(preset))}
              >
                {formatMoney(preset, currency, locale, 0)}
              </Button>
            ))}
          </div>
          <div className={ui.actions}>
            <Button type="submit">{t.start()}</Button>
          </div>
        </form>
      </section>
    );
  }

  const chosen = (
    <div className={styles.chosen} part="amount">
      <p className={ui.text}>{t.chosen({ amount: formatMoney(step.amount, currency, locale) })}</p>
      {step.name !== 'sign-up' && (
        <Button variant="link" onClick={flow.changeAmount}>
          {t.change()}
        </Button>
      )}
    </div>
  );
  const body = (() => {
    switch (step.name) {
      case 'bank-identity':
        return <BankIdentity mode="sign-in" inFlow />;
      case 'sign-up':
        return (
          <>
            <Notice level="info">{t.newPlayer()}</Notice>
            <Embedded
              tag="betr-sign-up-token"
              attributes={{ inline: '', token: step.token, amount: String(step.amount) }}
              on={{ 'betr-sign-up-complete': finish }}
              fallback={lacking}
            />
          </>
        );
      case 'settling':
        return <Notice level="info">{LL.states.loading()}</Notice>;
      case 'required':
        return <FlowStep step={step.step} />;
      case 'deposit':
        return (
          <Embedded
            tag="betr-deposit"
            attributes={{ inline: '', 'skip-bonus': '', amount: String(step.amount) }}
            on={{ 'betr-deposit-success': finish }}
            fallback={lacking}
          />
        );
    }
  })();
  return (
    <section className={ui.stack} aria-labelledby="pnp-title">
      {heading}
      {chosen}
      {body}
    </section>
  );
}
