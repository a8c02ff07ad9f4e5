import { useState } from 'react';
import type { ProviderError } from '../../adapters/provider';
import { reconnect } from '../../stores/connection';
import { toProviderError } from '../../stores/errors';
import { closePopup } from '../../stores/popup';
import { useElement, useNamespaces, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice } from '../ui/Notice';
import ui from '../ui/ui.module.css';

export const MESSAGE_TYPES = [
  'invalid-reset-pw-token',
  'activation-required',
  'activation-complete',
  'restricted-access',
  'connection-lost',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface MessageProps {
  /** invalid-reset-pw-token | activation-required | activation-complete | restricted-access | connection-lost */
  type?: MessageType;
}

/** A short message of one of five types, with a Close button; connection-lost also offers Try again. */
export function Message({ type }: MessageProps) {
  const { LL, inPopup } = useElement();
  const [closed, setClosed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<ProviderError | null>(null);
  const kind: MessageType = (MESSAGE_TYPES as readonly string[]).includes(type ?? '') ? (type as MessageType) : 'restricted-access';
  // The connection-lost texts live with the error catalogue, loaded when needed, so every
  // sign-in page does not carry them.
  const lostConnection = kind === 'connection-lost';
  const ready = useNamespaces(lostConnection ? ['errors'] : []);
  const text = lostConnection ? LL.connectionLost : LL.message[kind];
  usePopupTitle(text.title());
  if (closed || !ready) return null;
  const close = () => (inPopup ? closePopup('done') : setClosed(true));
  const retry = async () => {
    setRetrying(true);
    setError(null);
    try {
      await reconnect();
      close();
    } catch (failure) {
      setError(toProviderError(failure, 'general'));
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section
      className={ui.stack}
      aria-labelledby="message-title"
      role={kind === 'restricted-access' || lostConnection ? 'alert' : undefined}
    >
      <h2 className={ui.title} id="message-title" part="title">
        {text.title()}
      </h2>
      <p className={ui.text}>{text.body()}</p>
      <ErrorNotice error={error} />
      <div className={ui.actions}>
        {lostConnection && (
          <Button busy={retrying} onClick={() => void retry()}>
            {LL.actions.tryAgain()}
          </Button>
        )}
        <Button variant={lostConnection ? 'secondary' : 'primary'} onClick={close}>
          {LL.actions.close()}
        </Button>
      </div>
    </section>
  );
}
