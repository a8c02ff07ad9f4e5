import { useStore } from '@nanostores/react';
import { $chat, startChat } from '../../stores/chat';
import { useElement } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import ui from '../ui/ui.module.css';

/**
 * The support chat launcher: a button that loads the operator's chat service and opens it.
 * Nothing loads until the player asks; while the service gets ready the button says so, and
 * if it never does, the player is told and can try again.
 */
export function Chat() {
  const { LL } = useElement();
  const texts = LL.engagement.chat;
  const chat = useStore($chat);
  const starting = chat.status === 'starting';
  return (
    <div className={ui.stack} aria-busy={starting}>
      {chat.status === 'failed' && <ErrorNotice error={chat.error} />}
      {starting && <Notice level="info">{texts.starting()}</Notice>}
      <div className={ui.actions}>
        <Button busy={starting} onClick={() => void startChat()}>
          {chat.status === 'failed' ? LL.actions.tryAgain() : texts.open()}
        </Button>
      </div>
    </div>
  );
}
