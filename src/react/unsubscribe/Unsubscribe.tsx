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

/** Unsubscribe through a mail link: runs on load, then shows the outcome. */
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
