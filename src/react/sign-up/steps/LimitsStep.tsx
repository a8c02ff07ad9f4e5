import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { CrossBrandTimespan } from '../../../domain/model';
import { anyLimitFilled, limitsSchema, toSignUpValues, DEPOSIT_LIMIT_FIELDS } from '../../../domain/sign-up';
import { autoFillDepositLimits, depositSliderValues, snapDepositLimit, type DepositLimitField } from '../../../domain/deposit-limits';
import {
  autoFillSessionLimits,
  sessionLimitDuration,
  SESSION_LIMIT_CHOICES,
  type SessionLimitPeriod,
} from '../../../domain/session-limits';
import { formatMoney } from '../../../domain/money';
import { submitStep } from '../../../domain/sign-up-flow';
import {
  depositLimitRanges,
  depositLimitRangesOf,
  priorDepositLimits,
  priorDepositLimitsOf,
  registerPlayer,
} from '../../../stores/sign-up-registration';
import { exceedsPriorLimit, limitPeriodsOffered, priorLimit, type RecurringPeriod } from '../../../domain/limits';
import { formState, setFieldValues } from '../../../stores/forms';
import { $lacks } from '../../../stores/lacks';
import { $visitorCountry } from '../../../stores/jurisdiction';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Slider } from '../../ui/Slider';
import type { BoundForm } from '../../ui/bound';
import { Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';
import { StepFrame } from '../StepFrame';
import { useWizard } from '../wizard-context';

const TIMESPAN: Record<DepositLimitField, CrossBrandTimespan> = { depositLimitDay: 1, depositLimitWeek: 7, depositLimitMonth: 30 };
const PERIOD: Record<DepositLimitField, RecurringPeriod> = {
  depositLimitDay: 'daily',
  depositLimitWeek: 'weekly',
  depositLimitMonth: 'monthly',
};
const LABEL = { depositLimitDay: 'depositDay', depositLimitWeek: 'depositWeek', depositLimitMonth: 'depositMonth' } as const;
const SESSION: readonly [
  SessionLimitPeriod,
  'sessionLimitDay' | 'sessionLimitWeek' | 'sessionLimitMonth',
  'sessionDay' | 'sessionWeek' | 'sessionMonth',
  RecurringPeriod,
][] = [
  ['day', 'sessionLimitDay', 'sessionDay', 'daily'],
  ['week', 'sessionLimitWeek', 'sessionWeek', 'weekly'],
  ['month', 'sessionLimitMonth', 'sessionMonth', 'monthly'],
];
const NOTHING_LACKED: ReadonlySet<never> = new Set();

/**
 * limits: deposit limits per day, week and month (typed, or three sliders in token
 * sign-up); in SGA they are required and the session limits are offered as dropdowns, for
 * the periods the platform keeps (`Provider.lacks`: a choice it could not take is not offered).
 * A daily limit fills the untouched weekly (x7) and monthly (x30) ones. The button says
 * 'Skip limits' when nothing is filled; in token sign-up this step sends the registration.
 */
export function LimitsStep() {
  const { LL, locale } = useElement();
  const wizard = useWizard();
  const id = wizard.formKey();
  const sga = wizard.jurisdiction === 'SGA';
  const sliders = wizard.variant === 'sign-up-token';
  const schema = useMemo(() => limitsSchema(wizard.jurisdiction), [wizard.jurisdiction]);
  const form = useForm(wizard.formName(), 'sign-up', schema);
  const visitor = useStore($visitorCountry);
  const currency = wizard.currency();
  const day = form.values.depositLimitDay ?? '';
  const sessionDay = form.values.sessionLimitDay ?? '';
  const lacks = useStore($lacks);
  const sessionPeriods = limitPeriodsOffered('session', lacks ?? NOTHING_LACKED);
  const sessionFields = SESSION.filter(([, , , period]) => sessionPeriods.includes(period));
  const fillsWeekAndMonth = sessionFields.length === SESSION.length;

  const prior = priorDepositLimitsOf(useStore(priorDepositLimits(wizard.token)));
  /** A chosen limit above the person's prior (cross-brand) one shows the warning. */
  const warning = (field: DepositLimitField) => {
    const before = priorLimit('deposit', PERIOD[field], undefined, prior);
    const chosen = Number(form.values[field] ?? '');
    return (form.values[field] ?? '') !== '' && exceedsPriorLimit(chosen, before) && before !== null ? (
      <Notice level="info">{LL.signUp.limits.abovePrior({ amount: formatMoney(before, currency, locale) })}</Notice>
    ) : null;
  };
  // Typing the daily limit fills the others (a Field has no change hook: follow the value).
  useEffect(() => {
    if (!sliders) setFieldValues(id, autoFillDepositLimits(day, formState(id).touched));
  }, [sliders, day, id]);
  useEffect(() => {
    if (sga && !sliders && fillsWeekAndMonth) setFieldValues(id, autoFillSessionLimits(sessionDay, formState(id).touched));
  }, [sga, sliders, fillsWeekAndMonth, sessionDay, id]);

  const sendsRegistration = submitStep(wizard.variant) === 'limits';
  const submit = form.onSubmit(async () => {
    if (sendsRegistration) {
      const context = {
        jurisdiction: wizard.jurisdiction,
        language: locale,
        token: wizard.token,
        bonusCode: wizard.bonusCode,
        currency,
        country: visitor?.country ?? undefined,
      };
      await registerPlayer(wizard.wizardId, wizard.variant, toSignUpValues(wizard.values(), context));
    }
    await wizard.next();
  });

  const skip = !sendsRegistration && !sga && !anyLimitFilled(form.values) && form.valid;
  const label = form.submitting
    ? LL.states.loading()
    : sendsRegistration
      ? LL.signUp.actions.signUp()
      : skip
        ? LL.signUp.actions.skipLimits()
        : LL.actions.continue();
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const money = (amount: number) => formatMoney(amount, currency, locale);

  return (
    <StepFrame onSubmit={submit} continueLabel={label} continueDisabled={!form.valid} busy={form.submitting} error={form.state.error}>
      <p className={ui.text}>{sga ? LL.signUp.limits.mandatory() : LL.signUp.limits.intro()}</p>
      {sliders ? (
        <DepositSliders form={form} token={wizard.token} format={money} warning={warning} />
      ) : (
        DEPOSIT_LIMIT_FIELDS.map((field) => (
          <Fragment key={field}>
            <Field
              form={form}
              name={field}
              label={`${LL.signUp.limits[LABEL[field]]()} (${currency})`}
              inputMode="numeric"
              autoComplete="off"
            />
            {warning(field)}
          </Fragment>
        ))
      )}
      {sga &&
        !sliders &&
        lacks &&
        sessionFields.map(([period, field, label]) => (
          <Select
            key={field}
            form={form}
            name={field}
            label={LL.signUp.limits[label]()}
            placeholder={LL.signUp.limits.noLimit()}
            options={SESSION_LIMIT_CHOICES[period].map((minutes) => {
              const { amount, unit } = sessionLimitDuration(period, minutes);
              return { value: String(minutes), label: (unit === 'hour' ? hours : days).format(amount) };
            })}
          />
        ))}
    </StepFrame>
  );
}

/**
 * The token sign-up's three deposit-limit sliders, on the person's ranges: shown, they load
 * the ranges (nothing is asked in a sign-up without sliders), and start at each range's
 * initial value. Moving the daily one fills the untouched weekly and monthly ones, snapped to
 * their notches.
 */
function DepositSliders({
  form,
  token,
  format,
  warning,
}: {
  form: BoundForm;
  token: string | undefined;
  format: (amount: number) => string;
  warning: (field: DepositLimitField) => ReactNode;
}) {
  const { LL } = useElement();
  const id = form.id;
  const rangesState = useStore(depositLimitRanges(token));
  const ranges = useMemo(() => depositLimitRangesOf(rangesState), [rangesState]);
  useEffect(() => {
    if (!ranges) return;
    const start = Object.fromEntries(
      DEPOSIT_LIMIT_FIELDS.filter((f) => !formState(id).values[f]).map((f) => [f, String(ranges[TIMESPAN[f]].initial)]),
    );
    if (Object.keys(start).length) setFieldValues(id, start);
  }, [ranges, id]);
  const notches = useMemo(
    () =>
      ranges && {
        depositLimitDay: depositSliderValues(ranges[1]),
        depositLimitWeek: depositSliderValues(ranges[7]),
        depositLimitMonth: depositSliderValues(ranges[30]),
      },
    [ranges],
  );
  const fillFromDay = (value: string) => {
    const filled = autoFillDepositLimits(value, formState(id).touched);
    if (ranges)
      for (const field of ['depositLimitWeek', 'depositLimitMonth'] as const) {
        const v = filled[field];
        if (v) filled[field] = String(snapDepositLimit(Number(v), ranges[TIMESPAN[field]]));
      }
    setFieldValues(id, filled);
  };
  return DEPOSIT_LIMIT_FIELDS.map((field) => (
    <Fragment key={field}>
      {notches && (
        <Slider
          form={form}
          name={field}
          label={LL.signUp.limits[LABEL[field]]()}
          format={format}
          values={notches[field]}
          onValueChange={field === 'depositLimitDay' ? fillFromDay : undefined}
        />
      )}
      {warning(field)}
    </Fragment>
  ));
}
