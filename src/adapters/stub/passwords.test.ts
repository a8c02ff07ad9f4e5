import { expect } from '@open-wc/testing';
import { DAY } from './time';
import { RESET_SESSION_LIFETIME } from './passwords';
import { expectError, signedIn, testCasino } from './testing';

/** player@example.com asks for a reset: the mailed token, which someone else's username cannot use (invalid-token). */
async function tokenRefusedToAnother(casino: ReturnType<typeof testCasino>['casino']): Promise<string> {
  casino.passwords.forgot('player@example.com');
  const token = casino.outbox().at(-1)?.code ?? '';
  await expectError(
    () => casino.passwords.reset({ token, username: 'new@example.com', password: 'NewSecret1!' }),
    'reset-password',
    'invalid-token',
  );
  return token;
}

function keyFromOutbox(link: string | undefined): string {
  return new URLSearchParams(link?.split('?')[1]).get('reset-pw-key') ?? '';
}

describe('stub: passwords', () => {
  it('a reset link from the outbox sets a new password that signs in', () => {
    const { casino } = testCasino();
    casino.passwords.forgot('player@example.com');
    const mail = casino.outbox().at(-1);
    expect(mail).to.include({ to: 'player@example.com', kind: 'reset-password' });
    const key = keyFromOutbox(mail?.link);
    expect(mail?.link).to.equal(`/?reset-pw-key=${key}`);
    expect(casino.passwords.isKeyValid(key)).to.equal(true);

    casino.passwords.reset({ key, password: 'NewSecret1!' });
    expect(casino.sessions.signIn('player@example.com', 'NewSecret1!').sessionId).to.be.a('string');
  });

  it('a used or unknown reset key is link-expired', async () => {
    const { casino } = testCasino();
    casino.passwords.forgot('player@example.com');
    const key = keyFromOutbox(casino.outbox().at(-1)?.link);
    casino.passwords.reset({ key, password: 'NewSecret1!' });
    expect(casino.passwords.isKeyValid(key)).to.equal(false);
    await expectError(() => casino.passwords.reset({ key, password: 'Another1!' }), 'reset-password', 'link-expired');
    await expectError(() => casino.passwords.reset({ key: 'nope', password: 'Another1!' }), 'reset-password', 'link-expired');
  });

  it('a reset link expires after 24 hours', async () => {
    const { casino, clock } = testCasino();
    casino.passwords.forgot('player@example.com');
    const key = keyFromOutbox(casino.outbox().at(-1)?.link);
    clock.advance(DAY);
    await expectError(() => casino.passwords.reset({ key, password: 'NewSecret1!' }), 'reset-password', 'link-expired');
  });

  it("a reset session ends 15 minutes after the link is opened: 'Your reset password session has expired' (reset-password.session-expired)", async () => {
    const { casino, clock } = testCasino();
    casino.passwords.forgot('player@example.com');
    const key = keyFromOutbox(casino.outbox().at(-1)?.link);
    clock.advance(DAY - RESET_SESSION_LIFETIME - 1);
    expect(casino.passwords.isKeyValid(key), 'opened within the link lifetime').to.equal(true);
    clock.advance(RESET_SESSION_LIFETIME - 1);
    expect(casino.passwords.isKeyValid(key), 'one millisecond before the end').to.equal(true);
    clock.advance(1);
    await expectError(() => casino.passwords.reset({ key, password: 'NewSecret1!' }), 'reset-password', 'session-expired');
    await expectError(() => casino.passwords.reset({ key, password: 'NewSecret1!' }), 'reset-password', 'link-expired');
  });

  it('a first attempt opens the reset session too (the second platform has no check of its token)', async () => {
    const { casino, clock } = testCasino();
    const token = await tokenRefusedToAnother(casino);
    clock.advance(RESET_SESSION_LIFETIME);
    await expectError(
      () => casino.passwords.reset({ token, username: 'player@example.com', password: 'NewSecret1!' }),
      'reset-password',
      'session-expired',
    );
  });

  it("the token and username form resets too; someone else's username is invalid-token", async () => {
    const { casino } = testCasino();
    const token = await tokenRefusedToAnother(casino);
    casino.passwords.reset({ token, username: 'player@example.com', password: 'NewSecret1!' });
    expect(casino.sessions.signIn('player@example.com', 'NewSecret1!').sessionId).to.be.a('string');
  });

  it('forgot password for an unknown email is player-not-found', async () => {
    const { casino } = testCasino();
    await expectError(() => casino.passwords.forgot('nobody@example.com'), 'forgot-password', 'player-not-found');
  });

  it('changing the password with a wrong old one is player.incorrect-credentials', async () => {
    const { casino } = testCasino();
    const sessionId = signedIn(casino);
    await expectError(() => casino.passwords.change(sessionId, 'wrong', 'NewSecret1!'), 'player', 'incorrect-credentials');
    casino.passwords.change(sessionId, 'Password1!', 'NewSecret1!');
    expect(casino.sessions.signIn('player@example.com', 'NewSecret1!').sessionId).to.be.a('string');
  });
});
