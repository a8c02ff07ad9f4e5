import { useStore } from '@nanostores/react';
import type { Limit, LimitType, Product } from '../../../domain/model';
import {
  canRemoveLimit,
  checkLimitAmount,
  exceedsPriorLimit,
  findLimit,
  isTimeLimit,
  limitAmountSchema,
  limitChange,
  limitDecimals,
  limitMax,
  minutesToTimeLimit,
  priorLimit,
  timeLimitToMinutes,
  timeLimitUnit,
  type RecurringPeriod,
} from '../../../domain/limits';
import { formatDateTime } from '../../../domain/date-time';
import { formatMoney } from '../../../domain/money';
import { submitForm } from '../../../stores/forms';
import { $crossBrandLimits, $limits, removeLimit, saveLimit } from '../../../stores/limits';
import { $profile } from '../../../stores/profile';
import type { Translator } from '../../../stores/i18n';
import { useElement } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Field } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import ui from '../../ui/ui.module.css';
import styles from './ResponsibleGaming.module.css';
import { keepingDraft } from '../../../stores/drafts';
import { DraftNotice, useDraft } from '../../ui/DraftNotice';
import { useFormDraft } from '../../ui/useTabDraft';
import { draftShape } from '../../../domain/draft-shape';

/** The amount being typed survives a reload (src/stores/tab-drafts). */
const TAB_DRAFT = draftShape(1, ['form']);

interface Props {
  type: LimitType;
  period: RecurringPeriod;
  /** Product-session limits are per product. */
  product?: Product;
  title: string;
}

/** A limit amount as the player reads it: money, or hours (daily) and days of a time limit. */
export function limitText(
  LL: Translator,
  locale: string,
  limit: Pick<Limit, 'type' | 'currency'>,
  period: RecurringPeriod,
  amount: number,
): string {
  if (!isTimeLimit(limit.type)) return formatMoney(amount, limit.currency, locale);
  const count = minutesToTimeLimit(amount, period);
  return timeLimitUnit(period) === 'hours' ? LL.responsibleGaming.hours({ count }) : LL.responsibleGaming.days({ count });
}

/**
 * One limit: its current value ('No limit' when none) and incoming (queued) value, a field
 * for a new one (disabled when locked), and 'Remove limit' when it exists and is not locked
 * (never for an SGA deposit limit). A decrease applies now; an increase shows as incoming.
 */
export function LimitCard({ type, period, product, title }: Props) {
  const { LL, locale, emit } = useElement();
  const limits = useStore($limits);
  const crossBrand = useStore($crossBrandLimits);
  const profile = useStore($profile);
  const key = `limit-${type}-${period}${product ? `-${product}` : ''}`;
  const limit = limits.status === 'ready' ? findLimit(limits.value, type, period, product ?? null) : undefined;
  const locked = limit?.locked ?? false;
  const currency = limit?.currency ?? profile?.currency ?? 'EUR';
  const form = useForm(key, 'responsible-gaming', limitAmountSchema(type, period, currency));
  const decimals = limitDecimals(type, currency);
  const draft = useDraft(form.id);
  useFormDraft(form.id, TAB_DRAFT, { typedOnly: true, owned: true });
  const rg = LL.responsibleGaming;
  const show = (value: number) => limitText(LL, locale, { type, currency }, period, value);

  const typed = checkLimitAmount(form.values.amount ?? '', limitMax(type, period), decimals);
  const amount = typed.ok ? (isTimeLimit(type) ? timeLimitToMinutes(typed.value, period) : typed.value) : null;
  const change = amount === null ? null : limitChange(limit, amount);
  // No cross-brand limits while they load or when they cannot: the prior limit is then the card's own.
  const prior = priorLimit(type, period, limit, crossBrand.status === 'ready' ? crossBrand.value : []);
  // Warnings about what is typed, until it is what the limit already is or will be.
  const requested = amount === limit?.amount || amount === limit?.queued?.amount;
  const warnings =
    amount === null || requested
      ? []
      : [
          exceedsPriorLimit(amount, prior) && prior !== null ? rg.abovePrior({ amount: show(prior) }) : '',
          change === 'increase' ? rg.aboveCurrent() : '',
        ].filter(Boolean);

  const submit = form.onSubmit(
    async (output) => {
      // What the store holds now (a click can follow typing before React renders again).
      const checked = checkLimitAmount(output.amount, limitMax(type, period), decimals);
      const entered = checked.ok ? checked.value : 0;
      const value = isTimeLimit(type) ? timeLimitToMinutes(entered, period) : entered;
      const saved = await keepingDraft(form.id, () =>
        saveLimit({ type, period, amount: value, ...(product ? { product } : {}), ...(limit ? { id: limit.id } : {}) }),
      );
      emit('betr-limit-set', { type, period, amount: value, queued: Boolean(findLimit(saved, type, period, product ?? null)?.queued) });
    },
    change === 'increase' ? 'queued' : 'saved',
  );
  const remove = () =>
    limit &&
    void submitForm(
      form.id,
      'responsible-gaming',
      async () => {
        await removeLimit(limit);
        emit('betr-limit-removed', { type, period });
      },
      'removed',
    );
  const notice = form.state.status === 'done' ? form.state.notice : null;

  return (
    <form className={styles.limit} onSubmit={submit} noValidate aria-labelledby={`${form.id}-title`} part="limit">
      <h4 className={styles.limitTitle} id={`${form.id}-title`}>
        {title}
      </h4>
      <dl className={styles.values}>
        <div>
          <dt>{rg.current()}</dt>
          <dd>{limit ? show(limit.amount) : rg.noLimit()}</dd>
        </div>
        {limit?.queued && (
          <div>
            <dt>{rg.incoming()}</dt>
            <dd>{rg.incomingFrom({ amount: show(limit.queued.amount), date: formatDateTime(limit.queued.activatesAt, locale) })}</dd>
          </div>
        )}
      </dl>
      {locked && <p className={ui.text}>{rg.locked()}</p>}
      <ErrorNotice error={form.state.error} />
      <DraftNotice draft={draft} />
      {notice === 'saved' && <Notice level="success">{rg.appliesNow()}</Notice>}
      {notice === 'queued' && (
        <Notice level="success">
          {limit?.queued ? rg.appliesLater({ date: formatDateTime(limit.queued.activatesAt, locale) }) : rg.aboveCurrent()}
        </Notice>
      )}
      {notice === 'removed' && <Notice level="success">{rg.removed()}</Notice>}
      {/* The new amount and its Save on one line, 'Remove limit' above Save (level with the label):
          the title keeps a line of its own in every locale and the cards stay short on a phone. */}
      <div className={styles.entry}>
        {canRemoveLimit(limit, profile?.jurisdiction) && (
          <Button variant="link" className={styles.remove} disabled={form.submitting} onClick={remove}>
            {rg.removeLimit()}
          </Button>
        )}
        <Field
          form={form}
          name="amount"
          label={
            isTimeLimit(type) ? (timeLimitUnit(period) === 'hours' ? rg.newLimitHours() : rg.newLimitDays()) : rg.newLimit({ currency })
          }
          inputMode="decimal"
          autoComplete="off"
          disabled={locked}
        />
        <Button type="submit" className={styles.save} busy={form.submitting} disabled={locked}>
          {rg.save()}
        </Button>
      </div>
      {warnings.length > 0 && <Notice level="info">{warnings.join(' ')}</Notice>}
    </form>
  );
}
