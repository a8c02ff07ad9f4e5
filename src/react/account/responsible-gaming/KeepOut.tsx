import { useEffect, useRef, useState } from 'react';
import { object, string } from 'valibot';
import { BLOCK_DAYS, INDEFINITE_DAYS, SELF_EXCLUDE_PERIODS } from '../../../domain/limits';
import { setFieldValues, submitForm } from '../../../stores/forms';
import { block, selfExclude } from '../../../stores/responsible-gaming';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Select } from '../../ui/Select';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { ErrorNotice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';

const schema = object({ days: string() });

/**
 * Block (1 to 182 days or indefinite) or self-exclusion (a day, a week, a month, a year or
 * indefinite): the period, then a Confirm / Decline question before anything is sent. The
 * player is signed out when it is done.
 */
export function KeepOut({ kind }: { kind: 'block' | 'self-exclude' }) {
  const { LL } = useElement();
  const rg = LL.responsibleGaming;
  const texts = kind === 'block' ? rg.block : rg.selfExclude;
  const form = useForm(`keep-out-${kind}`, 'responsible-gaming', schema);
  const [confirming, setConfirming] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const options =
    kind === 'block'
      ? BLOCK_DAYS.map((days) => ({ value: String(days), label: days === INDEFINITE_DAYS ? rg.indefinitely() : rg.days({ count: days }) }))
      : SELF_EXCLUDE_PERIODS.map((p) => ({ value: String(p.days), label: rg.selfExclude.periods[p.name]() }));
  const first = options[0]?.value ?? '';
  const days = form.values.days || first;
  useEffect(() => {
    if (!form.values.days) setFieldValues(form.id, { days: first });
  }, [form.id, form.values.days, first]);

  const decline = () => {
    setConfirming(false);
    // Back to the button that asked, once it is there again.
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
  };
  const confirm = () =>
    void submitForm(form.id, 'responsible-gaming', () => (kind === 'block' ? block(Number(days)) : selfExclude(Number(days))));

  return (
    <div className={ui.stack}>
      <p className={ui.text}>{texts.intro()}</p>
      <ErrorNotice error={form.state.error} />
      <Select form={form} name="days" label={texts.period()} options={options} disabled={confirming} />
      {confirming ? (
        <Confirm
          question={texts.confirm()}
          confirmLabel={LL.actions.confirm()}
          declineLabel={LL.actions.decline()}
          busy={form.submitting}
          onConfirm={confirm}
          onDecline={decline}
        />
      ) : (
        <div className={ui.actions} ref={actions}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {texts.submit()}
          </Button>
        </div>
      )}
    </div>
  );
}
