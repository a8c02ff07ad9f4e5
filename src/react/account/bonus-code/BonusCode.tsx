import { bonusCodeSchema } from '../../../domain/bonus';
import { triggerBonusCode } from '../../../stores/bonuses';
import { resetForm } from '../../../stores/forms';
import { useElement, useNamespaces } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Field } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';

const FORM = 'bonus-code';

/**
 * The account's trigger-bonus tab: a bonus code (required) and a submit. Success shows
 * 'Bonus code successfully triggered' and empties the field; a refused code shows its
 * bonus error.
 */
export default function BonusCode() {
  const ready = useNamespaces(['bonuses']);
  return ready ? <BonusCodeForm /> : null;
}

function BonusCodeForm() {
  const { LL } = useElement();
  const form = useForm(FORM, 'bonus', bonusCodeSchema);
  const submit = form.onSubmit(async ({ bonusCode }) => {
    await triggerBonusCode(bonusCode);
    resetForm(form.id);
  }, 'triggered');

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="bonus-code-title" part="form">
      <h3 className={ui.title} id="bonus-code-title" part="title">
        {LL.bonusCode.title()}
      </h3>
      <ErrorNotice error={form.state.error} />
      {form.state.notice === 'triggered' && <Notice level="success">{LL.bonusCode.triggered()}</Notice>}
      <Field form={form} name="bonusCode" label={LL.bonusCode.code()} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      <div className={ui.actions}>
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? LL.states.loading() : LL.bonusCode.submit()}
        </Button>
      </div>
    </form>
  );
}
