import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Message } from '../../../domain/model';
import { INBOX_PAGE_SIZE } from '../../../domain/inbox';
import { clampPage, pageCount, pageItems } from '../../../domain/pagination';
import { $inbox, $messages, closeMessage, openMessage, showInbox, showInboxPage } from '../../../stores/inbox';
import { useElement } from '../../ui/ElementRoot';
import { Accordion } from '../../ui/Accordion';
import { Loaded } from '../../ui/Loaded';
import { Pagination } from '../../ui/Pagination';
import { SafeHtml } from '../../ui/SafeHtml';
import { useStylesheet } from '../../ui/useStylesheet';
import { useAccount } from '../context';
import { MessageCallToAction } from './MessageCallToAction';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './Inbox.module.css';

/**
 * The inbox: an accordion of messages, unpushed first then newest first, 5 a page with
 * Previous/Next and the page number. Opening a message marks it read; a message id opens
 * one directly. Message HTML is sanitized (SafeHtml).
 */
export default function Inbox() {
  const account = useAccount();
  const messages = useStore($messages);
  useStylesheet(stylesheet);

  useEffect(() => {
    // The list loads as the store is shown; this only opens the account's message id, unless
    // the player or a link moved in the inbox since the account was given it.
    const linked = account?.takeMessageId();
    if (linked) void showInbox(linked.id, linked.since);
    // once per visit to the tab
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Loaded state={messages} retry={() => void $messages.retry()}>
      {(list) => <Messages list={list} />}
    </Loaded>
  );
}

function Messages({ list }: { list: Message[] }) {
  const { LL, locale, emit } = useElement();
  const { page, openId } = useStore($inbox);
  const count = pageCount(list.length, INBOX_PAGE_SIZE);
  const current = clampPage(page, count);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const toggle = (message: Message) => {
    if (message.id === openId) return closeMessage();
    if (message.status !== 'read') emit('betr-message-read', { messageId: message.id });
    void openMessage(message.id);
  };

  return (
    <section className={ui.stack} aria-labelledby="inbox-title">
      <h3 className={styles.heading} id="inbox-title">
        {LL.account.inbox.title()}
      </h3>
      {list.length === 0 ? (
        <p className={ui.text}>{LL.account.inbox.empty()}</p>
      ) : (
        <Accordion
          idPrefix="message"
          open={openId}
          onToggle={(id) => toggle(list.find((m) => m.id === id)!)}
          headingLevel={4}
          items={pageItems(list, current, INBOX_PAGE_SIZE).map((message) => ({
            id: message.id,
            header: (
              <span className={styles.header}>
                <span className={styles.subject}>{message.title}</span>
                <span className={styles.meta}>
                  <time dateTime={message.messageSent}>{dates.format(new Date(message.messageSent))}</time>
                  {message.status !== 'read' && (
                    <span className={styles.unread} part="unread">
                      {LL.account.inbox.unread()}
                    </span>
                  )}
                </span>
              </span>
            ),
            content: () => (
              <div className={styles.body}>
                <SafeHtml html={message.content} />
                <MessageCallToAction message={message} />
              </div>
            ),
          }))}
        />
      )}
      {count > 1 && (
        <Pagination
          page={current}
          pageCount={count}
          onPage={showInboxPage}
          label={LL.account.inbox.pages()}
          previous={LL.account.pages.previous()}
          next={LL.account.pages.next()}
          status={LL.account.pages.page({ page: current + 1, pages: count })}
        />
      )}
    </section>
  );
}
