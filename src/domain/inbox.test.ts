import { expect } from '@open-wc/testing';
import type { Message } from './model';
import { INBOX_PAGE_SIZE, MESSAGE_PREVIEW_LENGTH, inboxPageOf, messageCallToAction, sortMessages, truncateAtWord } from './inbox';

const message = (id: string, messageSent: string, status: Message['status']): Message => ({
  id,
  title: id,
  content: '',
  messageSent,
  status,
});

describe('messages', () => {
  it('messages page size 5; message preview 100 characters', () => {
    expect(INBOX_PAGE_SIZE).to.equal(5);
    expect(MESSAGE_PREVIEW_LENGTH).to.equal(100);
  });

  it('sorted with unpushed messages first, then newest first', () => {
    const sorted = sortMessages([
      message('old-read', '2024-01-01T10:00:00Z', 'read'),
      message('new-read', '2024-03-01T10:00:00Z', 'read'),
      message('old-unpushed', '2024-01-02T10:00:00Z', 'unpushed'),
      message('other', '2024-02-01T10:00:00Z', 'other'),
      message('new-unpushed', '2024-02-02T10:00:00Z', 'unpushed'),
    ]);
    expect(sorted.map((m) => m.id)).to.deep.equal(['new-unpushed', 'old-unpushed', 'new-read', 'other', 'old-read']);
  });

  it('a message id can open one directly: it is on the page that holds it', () => {
    const sorted = Array.from({ length: 12 }, (_, i) => message(`m-${i}`, `2024-01-${String(30 - i).padStart(2, '0')}T00:00:00Z`, 'read'));
    expect(inboxPageOf(sorted, 'm-0')).to.equal(0);
    expect(inboxPageOf(sorted, 'm-4')).to.equal(0);
    expect(inboxPageOf(sorted, 'm-5')).to.equal(1);
    expect(inboxPageOf(sorted, 'm-11')).to.equal(2);
    expect(inboxPageOf(sorted, 'nope')).to.equal(null);
  });

  it('message-notice: content truncated at 100 characters on a word boundary', () => {
    const text =
      'Your Reload 50% bonus ends in a few days. Remember that wagering must be completed before the end time, or the remaining bonus money is removed.';
    const preview = truncateAtWord(text);
    expect(preview.endsWith('…')).to.equal(true);
    expect(preview.length).to.be.at.most(MESSAGE_PREVIEW_LENGTH + 1);
    expect(text.startsWith(preview.slice(0, -1))).to.equal(true);
    expect(text[preview.length - 1]).to.equal(' ');
    expect(preview).to.equal('Your Reload 50% bonus ends in a few days. Remember that wagering must be completed before the end…');
  });

  it('message-notice: a text of 100 characters or less is shown whole; white space is collapsed', () => {
    expect(truncateAtWord('Welcome!  We are\nglad.')).to.equal('Welcome! We are glad.');
    const exactly = 'x'.repeat(100);
    expect(truncateAtWord(exactly)).to.equal(exactly);
    expect(truncateAtWord(`${'word '.repeat(19)}words`, 100)).to.equal(`${'word '.repeat(19)}words`);
  });

  it('message-notice: a cut that falls on a space keeps the whole last word; one long word is cut', () => {
    expect(truncateAtWord('abc def ghi', 7)).to.equal('abc def…');
    expect(truncateAtWord('abcdefghijkl', 5)).to.equal('abcde…');
  });

  it('an action of none hides the button', () => {
    expect(messageCallToAction({ ctaText: 'OK', ctaAction: 'none' })).to.equal(null);
    expect(messageCallToAction({ ctaText: 'OK', ctaAction: undefined })).to.equal(null);
    expect(messageCallToAction({ ctaText: undefined, ctaAction: 'deposit' })).to.equal(null);
  });

  it('it shows optional call-to-action text and action', () => {
    expect(messageCallToAction({ ctaText: 'Deposit now', ctaAction: 'deposit' })).to.deep.equal({
      text: 'Deposit now',
      action: { kind: 'deposit' },
    });
    expect(messageCallToAction({ ctaText: 'Upload', ctaAction: 'verify' })?.action).to.deep.equal({ kind: 'account', view: 'verify' });
    expect(messageCallToAction({ ctaText: 'Join', ctaAction: '/casino' })?.action).to.deep.equal({ kind: 'link', href: '/casino' });
    expect(messageCallToAction({ ctaText: 'Go', ctaAction: 'open-chat' })?.action).to.deep.equal({ kind: 'custom', action: 'open-chat' });
  });

  it("a link to a game's address /play/{gameId} launches that game through the one launch flow", () => {
    expect(messageCallToAction({ ctaText: 'Play now', ctaAction: '/play/g-03' })?.action).to.deep.equal({ kind: 'game', gameId: 'g-03' });
    expect(messageCallToAction({ ctaText: 'Play now', ctaAction: '/play/g-03/x' })?.action.kind).to.equal('link');
  });

  it('a call to action never becomes a script link or a link off the site through control characters', () => {
    const kind = (ctaAction: string) => messageCallToAction({ ctaText: 'Go', ctaAction })?.action.kind;
    for (const action of [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r/evil.example/x',
      '/\\evil.example',
      'JaVaScRiPt:alert(1)',
    ]) {
      expect(kind(action), JSON.stringify(action)).to.equal('custom');
    }
    expect(messageCallToAction({ ctaText: 'Go', ctaAction: 'https://betr.example/promo' })?.action).to.deep.equal({
      kind: 'link',
      href: 'https://betr.example/promo',
    });
    expect(messageCallToAction({ ctaText: 'x', ctaAction: 'javascript:alert(1)' })?.action.kind).to.equal('custom');
  });
});
