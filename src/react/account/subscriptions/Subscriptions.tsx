import { useStore } from '@nanostores/react';
import type { SubscriptionType } from '../../../domain/model';
import { $forms, submitForm } from '../../../stores/forms';
import { $lacks } from '../../../stores/lacks';
import { $session, $sessionChecked } from '../../../stores/session';
import { $subscriptions, setSubscription } from '../../../stores/subscriptions';
import { useElement, usePopupTitle } from '../../ui/ElementRoot';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { Loaded } from '../../ui/Loaded';
import { Toggle } from '../../ui/Toggle';
import { useStylesheet } from '../../ui/useStylesheet';
import { useAccount } from '../context';
import { SignInPrompt } from '../../ui/SignInPrompt';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './Subscriptions.module.css';

const FORM = 'subscriptions';

/**
 * Subscriptions: a switch per channel (sms, email, phone). A switch saves at once; the
 * screen says 'Subscriptions updated', or shows the error and keeps the channel as it was.
 * Also the `<betr-subscriptions>` element on its own, which shows nothing on a platform
 * without subscriptions (Provider.lacks), as the account menu then has no such tab.
 */
export default function Subscriptions() {
  const { LL, emit } = useElement();
  const inAccount = useAccount() !== null;
  const session = useStore($session);
  const checked = useStore($sessionChecked);
  const state = useStore($forms, { keys: [FORM] })[FORM];
  const lacks = useStore($lacks);
  const served = lacks !== null && !lacks.has('getSubscriptions') && !lacks.has('updateSubscriptions');
  useStylesheet(stylesheet);
  usePopupTitle(inAccount ? '' : LL.account.subscriptions.title());

  if (!served) return null;
  if (!session) return checked ? <SignInPrompt title={LL.account.title()} text={LL.account.signedOut()} /> : null;
  const toggle = async (type: SubscriptionType, active: boolean) => {
    const result = await submitForm(FORM, 'subscription', () => setSubscription(type, active), 'updated');
    if (result.ok) emit('betr-subscriptions-updated', { subscriptions: result.value });
  };
  const Heading = inAccount ? 'h3' : 'h2';

  return (
    <section className={ui.stack} aria-labelledby="subscriptions-title" part="subscriptions">
      <Heading className={inAccount ? styles.heading : styles.standalone} id="subscriptions-title" part="title">
        {LL.account.subscriptions.title()}
      </Heading>
      <p className={ui.text}>{LL.account.subscriptions.intro()}</p>
      <ErrorNotice error={state?.error ?? null} />
      {state?.notice === 'updated' && <Notice level="success">{LL.account.subscriptions.updated()}</Notice>}
      <Channels busy={state?.status === 'submitting'} toggle={toggle} />
    </section>
  );
}

/** The switches: shown, and so loaded, only where the platform serves subscriptions and a player is signed in. */
function Channels({ busy, toggle }: { busy: boolean; toggle: (type: SubscriptionType, active: boolean) => Promise<void> }) {
  const { LL } = useElement();
  return (
    <Loaded state={useStore($subscriptions)} retry={() => void $subscriptions.retry()} lines={3}>
      {(channels) => (
        <ul className={styles.channels}>
          {channels.map((s) => (
            <li key={s.type}>
              <Toggle
                label={LL.account.subscriptions.channels[s.type]()}
                checked={s.active}
                busy={busy}
                onChange={(on) => void toggle(s.type, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
