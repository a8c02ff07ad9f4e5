import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { object, string } from 'valibot';
import { REALITY_CHECK_MINUTES, findLimit } from '../../../domain/limits';
import { setFieldValues } from '../../../stores/forms';
import { $limits, saveLimit } from '../../../stores/limits';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { RadioGroup } from '../../ui/RadioGroup';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';

const schema = object({ interval: string() });

/** The reality-check interval, 30 or 60 minutes; submit is disabled while it is unchanged. */
export function RealityCheckSetting() {
  const { LL } = useElement();
  const rg = LL.responsibleGaming;
  const limits = useStore($limits);
  const form = useForm('limit-reality-check', 'responsible-gaming', schema);
  const current = limits.status === 'ready' ? findLimit(limits.value, 'reality-check', 'none') : undefined;
  const saved = current ? String(current.amount) : '';
  const chosen = form.values.interval ?? '';
  useEffect(() => {
    // The interval in force is chosen until the player picks another.
    if (!form.state.touched.interval) setFieldValues(form.id, { interval: saved });
  }, [form.id, form.state.touched.interval, saved]);

  const submit = form.onSubmit(
    () => saveLimit({ type: 'reality-check', period: 'none', amount: Number(chosen), ...(current ? { id: current.id } : {}) }),
    'saved',
  );
  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-label={rg.sections.realityCheck()}>
      <p className={ui.text}>{rg.realityCheck.intro()}</p>
      <ErrorNotice error={form.state.error} />
      {form.state.status === 'done' && chosen === saved && <Notice level="success">{rg.realityCheck.updated()}</Notice>}
      <RadioGroup
        form={form}
        name="interval"
        legend={rg.realityCheck.interval()}
        options={REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: rg.minutes({ count: m }) }))}
      />
      <div className={ui.actions}>
        <Button type="submit" busy={form.submitting} disabled={chosen === '' || chosen === saved}>
          {rg.save()}
        </Button>
      </div>
    </form>
  );
}
