import type { Message, MessageStatus } from '../provider';
import { list, maybe, obj, str } from './read';
import type { RestApi } from './request';

const STATUS: Readonly<Record<string, MessageStatus>> = { Read: 'read', Unpushed: 'unpushed' };
const statusOf = (status: string): MessageStatus => (Object.hasOwn(STATUS, status) ? STATUS[status]! : 'other');
/** Our status as the platform's filter: 'other' is the platform's Notified. */
const PLATFORM_STATUS: Readonly<Record<MessageStatus, string>> = { read: 'Read', unpushed: 'Unpushed', other: 'Notified' };

/** `{Id, Title, Content, MessageSent, Status: 'Unpushed' | 'Read' | 'Notified', CtaText?, CtaAction?}` */
function messageOf(item: unknown): Message {
  const m = obj(item);
  const message: Message = {
    id: str(m.Id),
    title: str(m.Title),
    content: str(m.Content),
    messageSent: str(m.MessageSent),
    status: statusOf(str(m.Status)),
  };
  const ctaText = maybe(str, m.CtaText);
  const ctaAction = maybe(str, m.CtaAction);
  if (ctaText !== null) message.ctaText = ctaText;
  if (ctaAction !== null) message.ctaAction = ctaAction;
  return message;
}

/**
 * GET /internalmessages: every message, newest first; with a status, GET
 * /internalmessages/with-status?status=Unpushed|Read|Notified: only those.
 */
export function getMessages(api: RestApi, status?: MessageStatus): Promise<Message[]> {
  const read = (answer: unknown) => list(answer).map(messageOf);
  return status
    ? api.call('general', { get: '/internalmessages/with-status', query: { status: PLATFORM_STATUS[status] } }, read)
    : api.call('general', { get: '/internalmessages' }, read);
}

/** GET /internalmessages/{id}: one message. */
export function getMessage(api: RestApi, id: string): Promise<Message> {
  return api.call('general', { get: `/internalmessages/${encodeURIComponent(id)}` }, messageOf);
}

/** POST /internalmessages/mark `{MessageId, Status: 'Read'}` */
export function markMessageRead(api: RestApi, id: string): Promise<void> {
  return api.call('general', { post: '/internalmessages/mark', body: { MessageId: id, Status: 'Read' } });
}
