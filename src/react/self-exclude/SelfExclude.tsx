import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { object, string } from 'valibot';
import { BREAK_DAYS, BREAK_INDEFINITE_DAYS } from '../../domain/limits';
import { setFieldValues, submitForm } from '../../stores/forms';
import { closePopup } from '../../stores/popup';
import { continuePlaying, leaveSelfExclude, openSelfExclude, takeBreak } from '../../stores/responsible-gaming';
import { $session } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { Select } from '../ui/Select';
import { Button } from '../ui/Button';
import { ErrorNotice } from '../ui/Notice';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';
import styles from './SelfExclude.module.css';

const schema = object({ days: string() });
const FIRST = String(BREAK_DAYS[0]);

/**
 * Take a break or continue playing. Opening sends the choice Open; Continue sends None;
 * Break sends Pause, keeps the player out for the chosen days (999: indefinitely) and signs
 * them out; closing without a choice sends None.
 */
export function SelfExclude() {
  const { LL, inPopup, emit } = useElement();
  const texts = LL.responsibleGaming.selfExcludePopup;
  const session = useStore($session);
  const form = useForm('self-exclude', 'responsible-gaming', schema);
  usePopupTitle(texts.title());
  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn) return;
    openSelfExclude();
    return leaveSelfExclude;
  }, [signedIn]);
  useEffect(() => {
    if (!form.values.days) setFieldValues(form.id, { days: FIRST });
  }, [form.id, form.values.days]);

  const title = (
    <h2 className={ui.title} id="self-exclude-title" part="title">
      {texts.title()}
    </h2>
  );
  if (!signedIn)
    return <SignInPrompt title={texts.title()} titleId="self-exclude-title" text={LL.responsibleGaming.signInFirst()} notice />;

  const days = Number(form.values.days || FIRST);
  const rg = LL.responsibleGaming;
  const options = BREAK_DAYS.map((d) => ({
    value: String(d),
    label: d === BREAK_INDEFINITE_DAYS ? rg.indefinitely() : rg.days({ count: d }),
  }));
  const pause = () => {
    emit('betr-self-exclude', { choice: 'Pause', days });
    void submitForm(form.id, 'responsible-gaming', () => takeBreak(days));
  };
  const carryOn = async () => {
    emit('betr-self-exclude', { choice: 'None' });
    const result = await submitForm(form.id, 'responsible-gaming', continuePlaying);
    if (result.ok && inPopup) closePopup('done');
  };

  return (
    <section className={ui.stack} aria-labelledby="self-exclude-title">
      {title}
      <p className={ui.text}>{texts.intro()}</p>
      <ErrorNotice error={form.state.error} />
      <Select form={form} name="days" label={texts.period()} options={options} />
      <div className={styles.choices}>
        <Button busy={form.submitting} onClick={pause}>
          {texts.takeBreak()}
        </Button>
        <Button variant="secondary" disabled={form.submitting} onClick={() => void carryOn()}>
          {texts.continuePlaying()}
        </Button>
      </div>
    </section>
  );
}
