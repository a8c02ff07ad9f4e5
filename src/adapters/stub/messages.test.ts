import { expect } from '@open-wc/testing';
import { expectError, signedIn, testCasino } from './testing';

describe('stub: messages', () => {
  it('the seeded player has 7 HTML messages, newest first, some unpushed and some with a call to action', () => {
    const { casino } = testCasino();
    const messages = casino.messages.list(signedIn(casino));
    expect(messages).to.have.length(7);
    const sent = messages.map((m) => m.messageSent);
    expect(sent).to.deep.equal([...sent].sort().reverse());
    expect(messages.filter((m) => m.status === 'unpushed')).to.have.length(3);
    expect(messages.some((m) => m.ctaText && m.ctaAction === 'none')).to.equal(true);
    expect(messages.some((m) => m.ctaText && m.ctaAction !== 'none')).to.equal(true);
    expect(messages.every((m) => m.content.startsWith('<p>'))).to.equal(true);
  });

  it('marking a message read changes its status; an unknown id is an error', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    const unpushed = casino.messages.list(sessionId).find((m) => m.status === 'unpushed');
    casino.messages.markRead(sessionId, unpushed?.id ?? '');
    expect(casino.messages.list(sessionId).find((m) => m.id === unpushed?.id)?.status).to.equal('read');
    await expectError(() => casino.messages.markRead(sessionId, 'nope'), 'general', 'unknown-error');
  });
});
