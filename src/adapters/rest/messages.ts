import { array, nullish, number, object, picklist, record, string } from 'valibot';
import { ProviderError } from '../provider';
import type { Message, MessageStatus } from '../../domain/model';
import { id, list, obj, optionalObj, optionalStr, str } from './read';
import type { RestApi } from './request';

const STATUS: Readonly<Record<string, MessageStatus>> = { Read: 'read', Unpushed: 'unpushed' };
const statusOf = (status: string): MessageStatus => (Object.hasOwn(STATUS, status) ? STATUS[status]! : 'other');
/** Our status as the platform's filter: 'other' is the platform's Notified. */
const PLATFORM_STATUS: Readonly<Record<MessageStatus, string>> = { read: 'Read', unpushed: 'Unpushed', other: 'Notified' };

/** The SDK's InternalMessage. */
export const PlatformMessage = object({
  Id: number(),
  Title: nullish(string()),
  Content: nullish(string()),
  Status: picklist(['Unpushed', 'Notified', 'Read']),
  StartDate: string(),
  EndDate: string(),
  Attributes: nullish(record(string(), string())),
});
export const PlatformMessages = array(PlatformMessage);

/**
 * The SDK's InternalMessage: `{Id: number, Title?, Content?, Status, StartDate, EndDate,
 * Attributes?: {[name]: string}}`. The sending time is `StartDate`; a call to action is the
 * attributes `CtaText` and `CtaAction`, when the operator set them.
 */
function messageOf(item: unknown): Message {
  const m = obj(item);
  const attributes = optionalObj(m.Attributes);
  const message: Message = {
    id: id(m.Id),
    title: optionalStr(m.Title),
    content: optionalStr(m.Content),
    messageSent: str(m.StartDate),
    status: statusOf(str(m.Status)),
  };
  const ctaText = optionalStr(attributes.CtaText);
  const ctaAction = optionalStr(attributes.CtaAction);
  if (ctaText) message.ctaText = ctaText;
  if (ctaAction) message.ctaAction = ctaAction;
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

/** The platform's message ids are numbers; one that is not cannot be one of its messages. */
function messageId(id: string): number {
  if (!/^\d+$/.test(id)) throw new ProviderError('general', 'unknown-error');
  return Number(id);
}

/** GET /internalmessages/with-status?messageId=: one message (the platform marks it read). */
export function getMessage(api: RestApi, id: string): Promise<Message> {
  return api.call('general', { get: '/internalmessages/with-status', query: { messageId: messageId(id) } }, messageOf);
}

/** POST /internalmessages/mark `{MessageId: number, Status: 'Read'}` */
export function markMessageRead(api: RestApi, id: string): Promise<void> {
  return api.call('general', { post: '/internalmessages/mark', body: { MessageId: messageId(id), Status: 'Read' } });
}
