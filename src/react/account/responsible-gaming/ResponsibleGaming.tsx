import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { object, picklist } from 'valibot';
import type { LimitType, Product } from '../../../domain/model';
import { LIMIT_PERIODS, LIMIT_TYPES, enabledLimitTypes, limitPeriodsOffered, limitSectionsOffered } from '../../../domain/limits';
import { setFieldValues } from '../../../stores/forms';
import { $lacks } from '../../../stores/lacks';
import { $limits } from '../../../stores/limits';
import { $profile } from '../../../stores/profile';
import { useElement, useNamespaces } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Select } from '../../ui/Select';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { useStylesheet } from '../../ui/useStylesheet';
import { stylesheet as controlsStylesheet } from '../../ui/controls.module.css';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './ResponsibleGaming.module.css';
import { LimitCard } from './LimitCard';
import { RealityCheckSetting } from './RealityCheckSetting';
import { KeepOut } from './KeepOut';
import { LimitSummary } from './LimitSummary';
import { productName } from '../../reality-check/productName';

const PRODUCTS = ['casino', 'bingo', 'sport', 'fantasy', 'pool-betting', 'poker', 'lotto'] as const satisfies readonly Product[];
const productSchema = object({ product: picklist(PRODUCTS) });

/**
 * The account's responsible-gaming tab: a summary of every limit (current, incoming and from
 * when, locked), whose rows open their group below: deposit, wager, loss, session and
 * product-session limits, the reality-check interval, self-exclusion and block. Deposit limits,
 * the tool players look for first, are open from the start; the other groups stay closed
 * (still on the page, so what was typed in them stays) until the player opens them.
 * `enabled-limit-types` on the account element (comma-separated) picks the groups shown,
 * among those the platform can serve (Provider.lacks).
 */
export default function ResponsibleGaming() {
  const ready = useNamespaces(['responsibleGaming']);
  const { LL, host } = useElement();
  const limits = useStore($limits);
  const lacks = useStore($lacks);
  const [opened, setOpened] = useState<ReadonlySet<LimitType> | null>(null);
  // The group a summary row has just opened: its heading takes the focus (it may be far below).
  const [focused, setFocused] = useState<{ group: LimitType } | null>(null);
  useStylesheet(controlsStylesheet);
  useStylesheet(stylesheet);
  // The tab's namespace and the limits arrive separately: the skeleton shows until both are here.
  const tab = () => {
    const rg = LL.responsibleGaming;
    const offered = new Set(limitSectionsOffered(enabledLimitTypes(host.getAttribute('enabled-limit-types')), lacks ?? new Set()));
    const groups = LIMIT_TYPES.filter((group) => offered.has(group));
    const open = opened ?? new Set(groups.slice(0, 1));
    const toggle = (group: LimitType) => {
      const next = new Set(open);
      if (next.delete(group)) {
        setFocused(null);
      } else {
        next.add(group);
        setFocused({ group });
      }
      setOpened(next);
    };
    const titles: Record<LimitType, string> = {
      deposit: rg.sections.deposit(),
      wager: rg.sections.wager(),
      loss: rg.sections.loss(),
      session: rg.sections.session(),
      'product-session': rg.sections.productSession(),
      'reality-check': rg.sections.realityCheck(),
      'self-exclude': rg.sections.selfExclude(),
      block: rg.sections.block(),
    };
    // When a new limit applies, under the limits it is about.
    const intro = <p className={styles.note}>{rg.intro()}</p>;
    const moneyOrTime = (type: 'deposit' | 'wager' | 'loss' | 'session') => (
      <>
        <div className={styles.limits}>
          {limitPeriodsOffered(type, lacks ?? new Set()).map((period) => (
            <LimitCard key={period} type={type} period={period} title={rg.limits[type][period]()} />
          ))}
        </div>
        {intro}
      </>
    );
    const content: Record<LimitType, () => ReactNode> = {
      deposit: () => (
        <>
          <DepositNote />
          {moneyOrTime('deposit')}
        </>
      ),
      wager: () => moneyOrTime('wager'),
      loss: () => moneyOrTime('loss'),
      session: () => moneyOrTime('session'),
      'product-session': () => (
        <>
          <ProductSessionLimits />
          {intro}
        </>
      ),
      'reality-check': () => <RealityCheckSetting />,
      'self-exclude': () => <KeepOut kind="self-exclude" />,
      block: () => <KeepOut kind="block" />,
    };

    return (
      <div className={styles.sections}>
        <h3 className={ui.title} part="title">
          {rg.title()}
        </h3>
        <LimitSummary groups={groups} open={open} onToggle={toggle} />
        {groups.map((group) => (
          <Section key={group} id={group} title={titles[group]} open={open.has(group)} focus={focused?.group === group ? focused : null}>
            {content[group]()}
          </Section>
        ))}
      </div>
    );
  };
  return (
    <Loaded state={ready ? limits : null} retry={$limits.retry}>
      {tab}
    </Loaded>
  );
}

/** A group of the tab; closed, it stays in the page (its forms keep what was typed) but hidden. */
function Section({
  id,
  title,
  open,
  focus,
  children,
}: {
  id: LimitType;
  title: string;
  open: boolean;
  focus: object | null;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className={styles.section} id={`rg-${id}-group`} aria-labelledby={`rg-${id}`} hidden={!open} part={`section section-${id}`}>
      <h3 className={styles.sectionTitle} id={`rg-${id}`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
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
          <LimitCard
            key={`${product}-${period}`}
            type="product-session"
            period={period}
            product={product}
            title={rg.limits.productSession[period]({ product: productName(LL, product) })}
          />
        ))}
      </div>
    </div>
  );
}
