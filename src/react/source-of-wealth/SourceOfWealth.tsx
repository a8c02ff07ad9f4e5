import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  INDUSTRIES,
  WEALTH_SOURCES,
  canGoBack,
  incomeRanges,
  incomeSchema,
  nextStep,
  occupationSchema,
  sourceField,
  sourceOfWealthAnswer,
  wealthSourceSchema,
  type SourceOfWealthStep,
} from '../../domain/source-of-wealth';
import { formState, resetForm } from '../../stores/forms';
import { closePopup } from '../../stores/popup';
import { $profile } from '../../stores/profile';
import { $sourceOfWealthStep, submitSourceOfWealth } from '../../stores/responsible-gaming';
import { $session } from '../../stores/session';
import { useElement, useFormKey, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { Wizard } from '../ui/Wizard';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { Select } from '../ui/Select';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';
import styles from './SourceOfWealth.module.css';
import { useTabDraft } from '../ui/useTabDraft';
import { draftShape } from '../../domain/draft-shape';

const FORMS = { source: 'wealth-source', occupation: 'wealth-occupation', income: 'wealth-income' } as const;
type FormStep = keyof typeof FORMS;
const NUMBER: Record<FormStep, number> = { source: 1, occupation: 2, income: 3 };
const STEPS = Object.keys(FORMS) as FormStep[];
/** The answers and the step survive a reload until they are sent (src/stores/tab-drafts). */
const TAB_DRAFT = draftShape(1, STEPS, STEPS);
const isFormStep = (step: SourceOfWealthStep): step is FormStep => step in FORMS;

/**
 * The source-of-wealth declaration: intro, source, occupation, income, completed. Back is
 * allowed from occupation and income; every answer is kept (forms store) until it is sent.
 */
export function SourceOfWealth() {
  const { LL } = useElement();
  const texts = LL.responsibleGaming.sourceOfWealth;
  const step = useStore($sourceOfWealthStep);
  const session = useStore($session);
  usePopupTitle(texts.title());
  const forms = { source: useFormKey(FORMS.source), occupation: useFormKey(FORMS.occupation), income: useFormKey(FORMS.income) };
  useTabDraft(`source-of-wealth${useFormKey('')}`, TAB_DRAFT, {
    forms,
    owned: true,
    step: {
      store: $sourceOfWealthStep,
      // Not begun, or sent: nothing to keep.
      get: () => {
        const at = $sourceOfWealthStep.get();
        return isFormStep(at) ? at : null;
      },
      fresh: () => $sourceOfWealthStep.get() === 'intro',
      set: (at) => $sourceOfWealthStep.set(at as FormStep),
    },
  });
  const heading = (
    <h2 className={ui.title} id="source-of-wealth-title" part="title">
      {texts.title()}
    </h2>
  );

  if (!session)
    return <SignInPrompt title={texts.title()} titleId="source-of-wealth-title" text={LL.responsibleGaming.signInFirst()} notice />;
  if (step === 'intro' || step === 'completed') {
    return (
      <section className={ui.stack} aria-labelledby="source-of-wealth-title">
        {heading}
        {step === 'intro' ? <Intro /> : <Completed />}
      </section>
    );
  }
  return <Step key={step} step={step} />;
}

function Intro() {
  const { LL } = useElement();
  const texts = LL.responsibleGaming.sourceOfWealth;
  return (
    <>
      <p className={ui.text}>{texts.intro()}</p>
      <div className={ui.actions}>
        <Button onClick={() => $sourceOfWealthStep.set('source')}>{texts.start()}</Button>
      </div>
    </>
  );
}

/** 'Your answers have been submitted!'; the answers are forgotten when the widget closes. */
function Completed() {
  const { LL, inPopup } = useElement();
  const keys = [useFormKey(FORMS.source), useFormKey(FORMS.occupation), useFormKey(FORMS.income)];
  const joined = keys.join();
  useEffect(
    () => () => {
      $sourceOfWealthStep.set('intro');
      joined.split(',').forEach(resetForm);
    },
    [joined],
  );
  return (
    <>
      <Notice level="success">{LL.responsibleGaming.gamblingTest.submitted()}</Notice>
      <p className={ui.text}>{LL.responsibleGaming.sourceOfWealth.completed()}</p>
      {inPopup && (
        <div className={ui.actions}>
          <Button onClick={() => closePopup('done')}>{LL.actions.close()}</Button>
        </div>
      )}
    </>
  );
}

function Step({ step }: { step: FormStep }) {
  const { LL, emit } = useElement();
  const texts = LL.responsibleGaming.sourceOfWealth;
  const profile = useStore($profile);
  const keys = { source: useFormKey(FORMS.source), occupation: useFormKey(FORMS.occupation), income: useFormKey(FORMS.income) };
  const schema = step === 'source' ? wealthSourceSchema : step === 'occupation' ? occupationSchema : incomeSchema;
  const form = useForm(FORMS[step], 'source-of-wealth', schema);
  const go = (to: SourceOfWealthStep) => $sourceOfWealthStep.set(to);
  const currency = profile?.currency ?? 'EUR';

  const submit = form.onSubmit(async () => {
    if (step !== 'income') return go(nextStep(step));
    const values = { ...formState(keys.source).values, ...formState(keys.occupation).values, ...formState(keys.income).values };
    await submitSourceOfWealth(sourceOfWealthAnswer(values, currency));
    emit('betr-source-of-wealth-submitted', {});
    go('completed');
  });

  return (
    <Wizard
      title={texts.title()}
      progress={{ index: NUMBER[step], count: 3, text: texts.step({ step: NUMBER[step], count: 3 }), label: texts.progressLabel() }}
      stepTitle={step === 'source' ? texts.sourceTitle() : step === 'occupation' ? texts.occupationTitle() : texts.incomeTitle()}
      focusStep
      error={form.state.error}
      onSubmit={submit}
      continueLabel={step === 'income' ? LL.actions.submit() : texts.next()}
      busy={form.submitting}
      onPrev={canGoBack(step) ? () => go(nextStep(step, -1)) : null}
      prevLabel={texts.back()}
    >
      {step === 'source' && <Sources form={form} />}
      {step === 'occupation' && <Occupation form={form} />}
      {step === 'income' && <Income form={form} currency={currency} />}
    </Wizard>
  );
}

type StepForm = ReturnType<typeof useForm>;

/** At least one source; Other needs its free text. */
function Sources({ form }: { form: StepForm }) {
  const { LL } = useElement();
  const texts = LL.responsibleGaming.sourceOfWealth;
  const error = form.errorOf('sources');
  return (
    <>
      <fieldset className={styles.sources} aria-describedby={error ? `${form.id}-sources-error` : undefined}>
        <legend className={ui.label}>{texts.sourceTitle()}</legend>
        {WEALTH_SOURCES.map((source) => (
          <Checkbox key={source.id} form={form} name={sourceField(source.id)} label={texts.sources[source.id]()} />
        ))}
        {error && (
          <p className={ui.fieldError} id={`${form.id}-sources-error`} part="field-error">
            {error}
          </p>
        )}
      </fieldset>
      {form.values[sourceField('other')] === 'true' && <Field form={form} name="sourceOther" label={texts.sourceOther()} />}
    </>
  );
}

/** Industry (25, Other with free text) and occupation. */
function Occupation({ form }: { form: StepForm }) {
  const { LL } = useElement();
  const texts = LL.responsibleGaming.sourceOfWealth;
  return (
    <>
      <Select
        form={form}
        name="industry"
        label={texts.industry()}
        placeholder={texts.chooseIndustry()}
        options={INDUSTRIES.map((i) => ({ value: i.id, label: texts.industries[i.id]() }))}
      />
      {form.values.industry === 'other' && <Field form={form} name="industryOther" label={texts.industryOther()} />}
      <Field form={form} name="occupation" label={texts.occupation()} autoComplete="organization-title" />
    </>
  );
}

/** The yearly income range of the player's currency, and the declaration. */
function Income({ form, currency }: { form: StepForm; currency: string }) {
  const { LL, locale } = useElement();
  const texts = LL.responsibleGaming.sourceOfWealth;
  const number = new Intl.NumberFormat(locale);
  const options = incomeRanges(currency).map((r, i) => ({
    value: String(i),
    label:
      r.to === null
        ? texts.rangeAbove({ from: number.format(r.from) })
        : texts.range({ from: number.format(r.from), to: number.format(r.to) }),
  }));
  return (
    <>
      <Select
        form={form}
        name="income"
        label={texts.income({ currency })}
        placeholder={LL.validation.wealthChooseIncome()}
        options={options}
      />
      <Checkbox form={form} name="declaration" label={texts.declaration()} />
    </>
  );
}
