import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { isBeforeSubmit, previousStep, SIGN_UP_STEPS, stepIndex, type SignUpStep, type SignUpVariant } from '../../domain/sign-up-flow';
import { $jurisdiction, $visitorCountry } from '../../stores/jurisdiction';
import { $session } from '../../stores/session';
import { closePopup } from '../../stores/popup';
import {
  $signUpOptions,
  $wizards,
  continueFrom,
  goToStep,
  loadSignUpOptions,
  resetWizard,
  stepFormId,
  wizardState,
  wizardValues,
} from '../../stores/sign-up';
import { useElement, useFormKey, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { useTabDraft } from '../ui/useTabDraft';
import { draftShape } from '../../domain/draft-shape';
import ui from '../ui/ui.module.css';
import { WizardContext, type WizardContextValue } from './wizard-context';
import { ContactStep } from './steps/ContactStep';
import { EmailStep } from './steps/EmailStep';

/** The spec's default currency, when neither the player nor the visitor's country gives one. */
const DEFAULT_CURRENCY = 'USD';

const later = () => import('./steps/later');
type Later = Awaited<ReturnType<typeof later>>;
const step = (name: keyof Later) => lazy(() => later().then((m) => ({ default: m[name] as ComponentType })));

/** The first steps arrive with the element; the others in one chunk, fetched on the first keystroke. */
const STEPS: Record<SignUpStep, ComponentType> = {
  email: EmailStep,
  contact: ContactStep,
  personal: step('PersonalStep'),
  address: step('AddressStep'),
  limits: step('LimitsStep'),
  'annual-activity': step('AnnualActivityStep'),
  accept: step('AcceptStep'),
  activation: step('ActivationStep'),
  bonus: step('BonusStep'),
  deposit: step('DepositStep'),
  'sign-in': step('SignInStep'),
};

/** A wizard's draft: each step's fields, and the step it is at (src/stores/tab-drafts). */
const DRAFTS: Record<SignUpVariant, ReturnType<typeof draftShape>> = {
  'sign-up': draftShape(1, SIGN_UP_STEPS['sign-up'], SIGN_UP_STEPS['sign-up']),
  'get-started': draftShape(1, SIGN_UP_STEPS['get-started'], SIGN_UP_STEPS['get-started']),
  'sign-up-token': draftShape(1, SIGN_UP_STEPS['sign-up-token'], SIGN_UP_STEPS['sign-up-token']),
};

interface Props {
  variant: SignUpVariant;
  /** Sign-up via a token link. */
  token?: string;
  /** A bonus code the token link carried. */
  bonusCode?: string;
  /** The amount the deposit step starts with. */
  amount?: number;
}

/**
 * The one wizard behind `<betr-sign-up>`, `<betr-get-started>` and `<betr-sign-up-token>`.
 * It opens once currencies, countries and calling codes are loaded; keeps its step and
 * every value in stores (they survive Prev/Continue, a failed submit and a re-created
 * element); tells the page of every step change (`betr-sign-up-step`); and at the end
 * closes the popup and emits `betr-sign-up-complete`.
 */
export function SignUpWizard({ variant, token, bonusCode, amount }: Props) {
  const { LL, inPopup, emit } = useElement();
  // A wizard in a popup and one in the page are two wizards (forms are kept per placement).
  const placement = useFormKey('');
  const name = token ? `${variant}:${token}` : variant;
  const wizardId = name + placement;
  const options = useStore($signUpOptions);
  const jurisdiction = useStore($jurisdiction);
  const visitor = useStore($visitorCountry);
  const session = useStore($session);
  const state = useStore($wizards, { keys: [wizardId] })[wizardId] ?? wizardState(wizardId, variant);
  const title = variant === 'get-started' ? LL.signUp.getStartedTitle() : LL.signUp.title();
  usePopupTitle(title);
  const [today] = useState(() => new Date());

  // Every step change is tracked; the first step shown (or a resumed one) is not a change.
  const shownStep = useRef(state.step);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    setMoved(true);
    emit('betr-sign-up-step', { step: state.step, index: stepIndex(variant, state.step) });
  }, [state.step, variant, emit]);

  const formKeys = useMemo(() => SIGN_UP_STEPS[variant].map((s) => stepFormId(name, s) + placement), [variant, name, placement]);
  // A reload puts back what was typed, at the same step, until the registration is sent.
  useTabDraft(wizardId, DRAFTS[variant], {
    forms: Object.fromEntries(SIGN_UP_STEPS[variant].map((s, i) => [s, formKeys[i]!])),
    step: {
      store: $wizards,
      get: () => {
        const wizard = $wizards.get()[wizardId];
        return wizard?.registered || wizard?.complete ? null : wizardState(wizardId, variant).step;
      },
      fresh: () => !$wizards.get()[wizardId],
      set: (s) => goToStep(wizardId, variant, s as SignUpStep),
    },
  });

  const finish = useCallback(
    (outcome: 'complete' | 'closed') => {
      if (outcome === 'complete') {
        emit('betr-sign-up-complete', {});
        // Only the last steps finish: their chunk has brought the registration store already.
        void import('../../stores/sign-up-registration').then((m) => m.completeSignUp(wizardId, variant, formKeys));
      } else {
        resetWizard(wizardId, formKeys);
      }
      if (inPopup) closePopup('done');
    },
    [emit, inPopup, variant, wizardId, formKeys],
  );

  const context = useMemo((): WizardContextValue | null => {
    if (options?.status !== 'ready') return null;
    const values = () => wizardValues(formKeys);
    const back = previousStep(variant, state.step);
    return {
      variant,
      wizardId,
      step: state.step,
      state,
      options: options.value,
      jurisdiction,
      token,
      bonusCode: bonusCode?.trim() || undefined,
      amount,
      today,
      formName: (s = state.step) => stepFormId(name, s),
      formKey: (s = state.step) => stepFormId(name, s) + placement,
      values,
      currency: () => values().currency || visitor?.currency || DEFAULT_CURRENCY,
      next: async () => {
        await continueFrom(wizardId, variant, state.step);
      },
      goTo: (s) => goToStep(wizardId, variant, s),
      prev: back ? () => goToStep(wizardId, variant, back) : null,
      focusStep: moved,
      prefetch: () => void later(),
      finish,
    };
  }, [
    options,
    wizardId,
    name,
    placement,
    formKeys,
    variant,
    state,
    jurisdiction,
    token,
    bonusCode,
    amount,
    today,
    visitor?.currency,
    moved,
    finish,
  ]);

  const heading = (
    <h2 className={ui.title} part="title">
      {title}
    </h2>
  );

  if (state.complete) {
    return (
      <div className={ui.stack}>
        {heading}
        <Notice level="success">{LL.signUp.deposit.complete()}</Notice>
      </div>
    );
  }
  if (session && !state.registered && isBeforeSubmit(variant, state.step)) {
    return (
      <div className={ui.stack}>
        {heading}
        <Notice level="info">{LL.signUp.alreadySignedIn()}</Notice>
      </div>
    );
  }
  if (options?.status === 'failed') {
    return (
      <div className={ui.stack}>
        {heading}
        <Notice level="error">{LL.signUp.optionsFailed()}</Notice>
        <div className={ui.actions}>
          <Button onClick={() => void loadSignUpOptions()}>{LL.actions.tryAgain()}</Button>
        </div>
      </div>
    );
  }
  const loading = (
    <div className={ui.stack} aria-busy="true">
      {heading}
      <p className={ui.text} role="status">
        {LL.states.loading()}
      </p>
    </div>
  );
  if (!context) return loading;
  const Step = STEPS[state.step];
  return (
    <WizardContext.Provider value={context}>
      <Suspense fallback={loading}>
        <Step />
      </Suspense>
    </WizardContext.Provider>
  );
}
