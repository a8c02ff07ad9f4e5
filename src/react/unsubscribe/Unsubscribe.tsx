import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $unsubscribe, unsubscribeWithToken } from '../../stores/unsubscribe';
import { closePopup } from '../../stores/popup';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';
import styles from './Unsubscribe.module.css';

export interface UnsubscribeProps {
  /** The unsubscribe token of the mail's link. */
  token?: string;
}

/**
 * Unsubscribe through a mail link: runs on load, then shows the outcome.
 *
 * The one effect that still starts a call here, on purpose (every other view's data comes from a
 * store that loads on mount): this is an action the element's presence asks for, not data to load,
 * and its `betr-unsubscribed` comes from the element, once, from the element whose call
 * unsubscribed (`unsubscribeWithToken` answers true to that one only). A store loaded on mount
 * (`loadable`) would not make the view simpler: it cannot reach the element to emit from, so the
 * view would still need an effect to announce the outcome, and the store a flag so that two
 * elements, or one shown again, announce it once; and the call cache forgets answers when the
 * player changes, so a store would send a spent token again after a sign-in. `$unsubscribe` already
 * keeps "once per token".
 */
export function Unsubscribe({ token }: UnsubscribeProps) {
  const { LL, inPopup, emit } = useElement();
  const current = useStore($unsubscribe);
  usePopupTitle(LL.unsubscribeLink.title());

  useEffect(() => {
    void unsubscribeWithToken(token).then((unsubscribed) => unsubscribed && emit('betr-unsubscribed', {}));
    // once per token; `emit` is new on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const outcome = current && current.token === (token?.trim() ?? '') ? current.outcome : { status: 'loading' as const };
  return (
    <section className={`${ui.stack} ${styles.unsubscribe}`} aria-labelledby="unsubscribe-title" aria-busy={outcome.status === 'loading'}>
      <h2 className={ui.title} id="unsubscribe-title" part="title">
        {LL.unsubscribeLink.title()}
      </h2>
      {outcome.status === 'loading' && (
        <p className={ui.text} role="status">
          {LL.unsubscribeLink.working()}
        </p>
      )}
      {outcome.status === 'ready' && <Notice level="success">{LL.unsubscribeLink.done()}</Notice>}
      {outcome.status === 'failed' && <ErrorNotice error={outcome.error} />}
      {inPopup && outcome.status !== 'loading' && (
        <div className={ui.actions}>
          <Button onClick={() => closePopup('done')}>{LL.actions.close()}</Button>
        </div>
      )}
    </section>
  );
}
