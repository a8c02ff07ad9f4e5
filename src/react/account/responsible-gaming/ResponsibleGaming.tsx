import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { object, picklist } from 'valibot';
import type { Product } from '../../../adapters/provider';
import { LIMIT_PERIODS, enabledLimitTypes, limitSectionsOffered } from '../../../domain/limits';
import { setFieldValues } from '../../../stores/forms';
import { $lacks } from '../../../stores/lacks';
import { $limits, loadLimits } from '../../../stores/limits';
import { $profile } from '../../../stores/profile';
import { useElement, useNamespaces } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { useStylesheet } from '../../ui/useStylesheet';
import { stylesheet as controlsStylesheet } from '../../ui/controls.module.css';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './ResponsibleGaming.module.css';
import { LimitCard } from './LimitCard';
import { RealityCheckSetting } from './RealityCheckSetting';
import { KeepOut } from './KeepOut';
import { productName } from '../../reality-check/productName';

const PRODUCTS = ['casino', 'bingo', 'sport', 'fantasy', 'pool-betting', 'poker', 'lotto'] as const satisfies readonly Product[];
const productSchema = object({ product: picklist(PRODUCTS) });

/**
 * The account's responsible-gaming tab: deposit, wager, loss, session and product-session
 * limits with their current and incoming values, the reality-check interval, block and
 * self-exclusion. `enabled-limit-types` on the account element (comma-separated) picks the
 * sections shown, among those the platform can serve (Provider.lacks).
 */
export default function ResponsibleGaming() {
  const ready = useNamespaces(['responsibleGaming']);
  const { LL, host } = useElement();
  const limits = useStore($limits);
  const lacks = useStore($lacks);
  useStylesheet(controlsStylesheet);
  useStylesheet(stylesheet);
  useEffect(() => {
    void loadLimits(true);
  }, []);
  if (!ready || limits.status === 'loading') return <Skeleton label={LL.states.loading()} />;
  if (limits.status === 'failed') return <ErrorNotice error={limits.error} />;

  const rg = LL.responsibleGaming;
  const shown = new Set(limitSectionsOffered(enabledLimitTypes(host.getAttribute('enabled-limit-types')), lacks ?? new Set()));
  const moneyOrTime = (type: 'deposit' | 'wager' | 'loss' | 'session') => (
    <div className={styles.limits}>
      {LIMIT_PERIODS.map((period) => <LimitCard key={period} type={type} period={period} title={rg.limits[type][period]()} />)}
    </div>
  );

  return (
    <div className={styles.sections}>
      <div className={ui.stack}>
        <h3 className={ui.title} part="title">{rg.title()}</h3>
        <p className={ui.text}>{rg.intro()}</p>
      </div>
      {shown.has('deposit') && (
        <Section id="deposit" title={rg.sections.deposit()}>
          <DepositNote />
          {moneyOrTime('deposit')}
        </Section>
      )}
      {shown.has('wager') && <Section id="wager" title={rg.sections.wager()}>{moneyOrTime('wager')}</Section>}
      {shown.has('loss') && <Section id="loss" title={rg.sections.loss()}>{moneyOrTime('loss')}</Section>}
      {shown.has('session') && <Section id="session" title={rg.sections.session()}>{moneyOrTime('session')}</Section>}
      {shown.has('product-session') && <Section id="product-session" title={rg.sections.productSession()}><ProductSessionLimits /></Section>}
      {shown.has('reality-check') && <Section id="reality-check" title={rg.sections.realityCheck()}><RealityCheckSetting /></Section>}
      {shown.has('self-exclude') && <Section id="self-exclude" title={rg.sections.selfExclude()}><KeepOut kind="self-exclude" /></Section>}
      {shown.has('block') && <Section id="block" title={rg.sections.block()}><KeepOut kind="block" /></Section>}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`rg-${id}`} part={`section section-${id}`}>
      <h3 className={styles.sectionTitle} id={`rg-${id}`}>{title}</h3>
      {children}
    </section>
  );
}

/** Under SGA deposit limits are mandatory: they cannot be removed. */
function DepositNote() {
  const { LL } = useElement();
  const profile = useStore($profile);
  return profile?.jurisdiction === 'SGA' ? <Notice level="info">{LL.responsibleGaming.sgaDeposit()}</Notice> : null;
}

/** Session limits per product: choose the product, then its daily, weekly and monthly limits. */
function ProductSessionLimits() {
  const { LL } = useElement();
  const rg = LL.responsibleGaming;
  const form = useForm('limit-product', 'responsible-gaming', productSchema);
  const product = (form.values.product || 'casino') as Product;
  useEffect(() => {
    if (!form.values.product) setFieldValues(form.id, { product: 'casino' });
  }, [form.id, form.values.product]);
  return (
    <div className={ui.stack}>
      <Select form={form} name="product" label={rg.product()} options={PRODUCTS.map((p) => ({ value: p, label: productName(LL, p) }))} />
      <div className={styles.limits}>
        {LIMIT_PERIODS.map((period) => (
          <LimitCard key={`${product}-${period}`} type="product-session" period={period} product={product} title={rg.limits.productSession[period]({ product: productName(LL, product) })} />
        ))}
      </div>
    </div>
  );
}
