import { useStore } from '@nanostores/react';
import type { Message } from '../../domain/model';
import { truncateAtWord } from '../../domain/inbox';
import { noticeMessage } from '../../stores/inbox';
import { $lacks } from '../../stores/lacks';
import { openPopup } from '../../stores/popup';
import { $session, $sessionChecked } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { Loaded } from '../ui/Loaded';
import { htmlText } from '../ui/htmlText';
import { MessageCallToAction } from '../account/inbox/MessageCallToAction';
import { SignInPrompt } from '../ui/SignInPrompt';
import ui from '../ui/ui.module.css';
import styles from './MessageNotice.module.css';

export interface MessageNoticeProps {
  /** The message to show; without it, the newest unpushed message, else the first of the inbox. */
  messageId?: string;
}

/**
 * A message in brief: its title and content as text, cut at 100 characters on a word
 * boundary, a read-more link that opens the account inbox at that message, and the
 * message's optional call to action. Nothing on a platform without messages (Provider.lacks).
 */
export function MessageNotice({ messageId }: MessageNoticeProps) {
  const { LL } = useElement();
  const session = useStore($session);
  const checked = useStore($sessionChecked);
  const lacks = useStore($lacks);
  const served = lacks !== null && !lacks.has('getMessages');
  const shown = served && session;
  usePopupTitle(shown ? null : LL.account.inbox.title());

  if (!served) return null;
  if (!session) return checked ? <SignInPrompt title={LL.account.title()} text={LL.account.signedOut()} /> : null;
  return <Notice messageId={messageId} />;
}

/** The notice's message: shown, and so loaded, only where the platform serves messages and a player is signed in. */
function Notice({ messageId }: MessageNoticeProps) {
  const { LL } = useElement();
  const $notice = noticeMessage(messageId);
  const notice = useStore($notice);
  const message = notice.status === 'ready' ? notice.value : null;
  usePopupTitle(message ? truncateAtWord(message.title) : LL.account.inbox.title());
  return (
    <Loaded state={notice} retry={() => void $notice.retry()} lines={2}>
      {(shown) => (shown ? <Brief message={shown} /> : <p className={ui.text}>{LL.account.inbox.empty()}</p>)}
    </Loaded>
  );
}

function Brief({ message }: { message: Message }) {
  const { LL } = useElement();
  const readMore = () => openPopup('account', { attributes: { view: 'inbox', 'message-id': message.id } });
  return (
    <article className={ui.stack} aria-labelledby="message-notice-title" part="message">
      <h2 className={ui.title} id="message-notice-title" part="title">
        {truncateAtWord(message.title)}
      </h2>
      <p className={styles.preview} part="content">
        {truncateAtWord(htmlText(message.content))}
      </p>
      <div className={ui.actions}>
        <Button variant="link" onClick={readMore}>
          {LL.account.inbox.readMore()}
        </Button>
        <MessageCallToAction message={message} />
      </div>
    </article>
  );
}
