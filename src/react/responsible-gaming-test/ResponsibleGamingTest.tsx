import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  GAMBLING_TEST_ANSWERS,
  GAMBLING_TEST_QUESTIONS,
  gamblingTestAnswerSchema,
  gamblingTestBand,
  gamblingTestTotal,
  type GamblingTestBand,
} from '../../domain/gambling-test';
import { formState, resetForm } from '../../stores/forms';
import { closePopup, openPopup } from '../../stores/popup';
import { $gamblingTestStep, submitGamblingTest } from '../../stores/responsible-gaming';
import { $session } from '../../stores/session';
import { useElement, useFormKey, usePopupTitle } from '../ui/ElementRoot';
import { useForm } from '../ui/useForm';
import { Wizard } from '../ui/Wizard';
import { RadioGroup } from '../ui/RadioGroup';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';
import styles from './ResponsibleGamingTest.module.css';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
const formName = (question: string) => `gambling-test-${question}`;
const BAND_TEXT: Record<GamblingTestBand, 'noIssue' | 'someRisk' | 'elevatedRisk' | 'problemGambling'> = {
  'no-issue': 'noIssue',
  'some-risk': 'someRisk',
  'elevated-risk': 'elevatedRisk',
  'problem-gambling': 'problemGambling',
};
/** The highest total: nine questions of at most 3 points. */
const MAX_TOTAL = GAMBLING_TEST_QUESTIONS * 3;

/**
 * The gambling-harm self-test: an intro, nine questions answered never (0), sometimes (1),
 * often (2) or always (3), then, once the total is submitted, the summary with its band.
 */
export function ResponsibleGamingTest() {
  const { LL } = useElement();
  const texts = LL.responsibleGaming.gamblingTest;
  const step = useStore($gamblingTestStep);
  const session = useStore($session);
  usePopupTitle(texts.title());
  const heading = (
    <h2 className={ui.title} id="gambling-test-title" part="title">
      {texts.title()}
    </h2>
  );

  if (!session)
    return <SignInPrompt title={texts.title()} titleId="gambling-test-title" text={LL.responsibleGaming.signInFirst()} notice />;
  if (step.at === 'question') return <Question key={step.number} number={step.number} />;
  return (
    <section className={ui.stack} aria-labelledby="gambling-test-title">
      {heading}
      {step.at === 'intro' ? (
        <>
          <p className={ui.text}>{texts.intro()}</p>
          <div className={ui.actions}>
            <Button onClick={() => $gamblingTestStep.set({ at: 'question', number: 1 })}>{texts.start()}</Button>
          </div>
        </>
      ) : (
        <Summary total={step.total} />
      )}
    </section>
  );
}

/** One question; the last one submits the total. */
function Question({ number }: { number: number }) {
  const { LL, emit } = useElement();
  const texts = LL.responsibleGaming.gamblingTest;
  const question = QUESTIONS[number - 1] ?? 'q1';
  const form = useForm(formName(question), 'responsible-gaming', gamblingTestAnswerSchema);
  // Every question's store key, as useForm made this one's (popup and page keep their own).
  const suffix = form.id.slice(formName(question).length);
  const keys = QUESTIONS.map((q) => formName(q) + suffix);
  const go = (to: number) => $gamblingTestStep.set(to < 1 ? { at: 'intro' } : { at: 'question', number: to });

  const submit = form.onSubmit(async () => {
    if (number < GAMBLING_TEST_QUESTIONS) return go(number + 1);
    const total = gamblingTestTotal(keys.map((k) => formState(k).values.answer));
    if (total === null) return go(keys.findIndex((k) => !formState(k).values.answer) + 1);
    await submitGamblingTest(total);
    emit('betr-responsible-gaming-test-submitted', { total, band: gamblingTestBand(total) });
  });

  return (
    <Wizard
      title={texts.title()}
      progress={{
        index: number,
        count: GAMBLING_TEST_QUESTIONS,
        text: texts.question({ number, count: GAMBLING_TEST_QUESTIONS }),
        label: texts.progressLabel(),
      }}
      stepTitle={texts.questions[question]()}
      focusStep
      error={form.state.error}
      onSubmit={submit}
      continueLabel={number === GAMBLING_TEST_QUESTIONS ? LL.actions.submit() : texts.next()}
      busy={form.submitting}
      onPrev={() => go(number - 1)}
      prevLabel={texts.back()}
    >
      <RadioGroup
        form={form}
        name="answer"
        legend={texts.answer()}
        options={GAMBLING_TEST_ANSWERS.map((a) => ({ value: String(a.points), label: texts.answers[a.name]() }))}
      />
    </Wizard>
  );
}

/** 'Your answers have been submitted!', the score and its band; the answers are forgotten on close. */
function Summary({ total }: { total: number }) {
  const { LL, inPopup } = useElement();
  const texts = LL.responsibleGaming.gamblingTest;
  const suffix = useFormKey('');
  useEffect(
    () => () => {
      $gamblingTestStep.set({ at: 'intro' });
      QUESTIONS.forEach((q) => resetForm(formName(q) + suffix));
    },
    [suffix],
  );
  return (
    <>
      <Notice level="success">{texts.submitted()}</Notice>
      <p className={styles.score} part="score">
        {texts.score({ total, max: MAX_TOTAL })}
      </p>
      <p className={ui.text} part="band">
        {texts.bands[BAND_TEXT[gamblingTestBand(total)]]()}
      </p>
      <div className={ui.actions}>
        <Button onClick={() => openPopup('account', { attributes: { view: 'responsible-gaming' } })}>{texts.setLimits()}</Button>
        {inPopup && (
          <Button variant="secondary" onClick={() => closePopup('done')}>
            {LL.actions.close()}
          </Button>
        )}
      </div>
    </>
  );
}
