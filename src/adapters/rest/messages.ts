import type { Message, MessageStatus } from '../provider';
import { list, maybe, obj, str } from './read';
import type { RestApi } from './request';

const STATUS: Readonly<Record<string, MessageStatus>> = { Read: 'read', Unpushed: 'unpushed' };
const statusOf = (status: string): MessageStatus => (Object.hasOwn(STATUS, status) ? STATUS[status]! : 'other');

/**
 * GET /internalmessages: `[{Id, Title, Content, MessageSent, Status: 'Unpushed' | 'Read' |
 * 'Notified', CtaText?, CtaAction?}]`, newest first.
 */
export function getMessages(api: RestApi): Promise<Message[]> {
  return api.get('general', '/internalmessages', (answer) =>
    list(answer).map((item) => {
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
    }),
  );
}

/** POST /internalmessages/mark `{MessageId, Status: 'Read'}` */
export function markMessageRead(api: RestApi, id: string): Promise<void> {
  return api.post('general', '/internalmessages/mark', { MessageId: id, Status: 'Read' });
}
