/** Internal messages (./messages), and the payload case of the posts beside them (properties, subscriptions, unsubscribe). */
import { expect } from '@open-wc/testing';
import { expectError } from '../../testing/expect-error';
import { platform } from './fake-platform.testing';

describe('rest adapter: messages', () => {
  it('messages by status from /internalmessages/with-status?status=, one message from ?messageId= (the SDK\'s InternalMessage); a Notified message is "other"', async () => {
    const row = {
      Id: 7,
      Title: 'Hi',
      Content: '<p>x</p>',
      StartDate: '2025-06-01T10:00:00.000Z',
      EndDate: '2026-06-01T10:00:00.000Z',
      Status: 'Unpushed',
      Attributes: { CtaText: 'Play', CtaAction: 'casino' },
    };
    const { provider, sent } = platform({
      'GET /internalmessages/with-status': (request) => ({
        json: request.query.has('messageId') ? row : [row, { Id: 8, Status: 'Notified', StartDate: 's', EndDate: 'e' }],
      }),
    });
    const message = {
      id: '7',
      title: 'Hi',
      content: '<p>x</p>',
      messageSent: '2025-06-01T10:00:00.000Z',
      status: 'unpushed',
      ctaText: 'Play',
      ctaAction: 'casino',
    };
    expect(await provider.getMessages('unpushed')).to.deep.equal([
      message,
      { id: '8', title: '', content: '', messageSent: 's', status: 'other' },
    ]);
    expect(await provider.getMessage('7')).to.deep.equal(message);
    expect(sent.map((r) => `${r.method} ${r.path}?${r.query}`)).to.deep.equal([
      'GET /internalmessages/with-status?status=Unpushed',
      'GET /internalmessages/with-status?messageId=7',
    ]);
  });

  it("messages, properties, subscriptions, unsubscribe: the SDK's payloads (numeric MessageId, a Type of its enum, one opt-in kind per call, OptOutToken)", async () => {
    const { provider, sent } = platform();
    await provider.markMessageRead('7');
    await provider.setPlayerProperties([
      { name: 'theme', type: 'string', value: 'dark' },
      { name: 'odds', type: 'OddsFormat', value: 'decimal' },
    ]);
    await provider.updateSubscriptions([
      { type: 'sms', active: true },
      { type: 'email', active: false },
      { type: 'phone', active: true },
    ]);
    await provider.unsubscribe('unsub-token');
    expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).to.deep.equal([
      ['/internalmessages/mark', { MessageId: 7, Status: 'Read' }],
      [
        '/player-properties',
        {
          Properties: [
            { Name: 'theme', Type: 'Text', Value: 'dark' },
            { Name: 'odds', Type: 'OddsFormat', Value: 'decimal' },
          ],
        },
      ],
      ['/player/opt-in', { Type: 'BonusSMSs' }],
      ['/player/opt-in', { Type: 'NewsSMSs' }],
      ['/player/opt-out', { Type: 'BonusEmails' }],
      ['/player/opt-out', { Type: 'NewsEmails' }],
      ['/player/opt-in', { Type: 'Phone' }],
      ['/player/opt-out-choices', { OptOutToken: 'unsub-token', OptIns: [] }],
    ]);
    await expectError(() => provider.markMessageRead('m-7'), 'general', 'unknown-error');
  });
});
