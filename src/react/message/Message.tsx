import { useState } from 'react';
import { closePopup } from '../../stores/popup';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';

export const MESSAGE_TYPES = ['invalid-reset-pw-token', 'activation-required', 'activation-complete', 'restricted-access'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface MessageProps {
  /** invalid-reset-pw-token | activation-required | activation-complete | restricted-access */
  type?: string;
}

/** A short message of one of four types, with a Close button. */
export function Message({ type }: MessageProps) {
  const { LL, inPopup } = useElement();
  const [closed, setClosed] = useState(false);
  const kind: MessageType = (MESSAGE_TYPES as readonly string[]).includes(type ?? '') ? (type as MessageType) : 'restricted-access';
  const text = LL.message[kind];
  usePopupTitle(text.title());
  if (closed) return null;
  return (
    <section className={ui.stack} aria-labelledby="message-title" role={kind === 'restricted-access' ? 'alert' : undefined}>
      <h2 className={ui.title} id="message-title" part="title">{text.title()}</h2>
      <p className={ui.text}>{text.body()}</p>
      <div className={ui.actions}>
        <Button onClick={() => (inPopup ? closePopup('done') : setClosed(true))}>{LL.actions.close()}</Button>
      </div>
    </section>
  );
}
