/**
 * The contract's registration, activation and password-reset cases. A new player is signed up
 * through the adapter's own `signUp` with the values of the 'new player' fixture.
 */
import { expect } from '@esm-bundle/chai';
import { expectError } from './expect-error';
import { mochaGlobals } from './mocha';
import type { Suite } from './suite';

export function registrationCases({ provider, options, itNeeds }: Suite): void {
  const { player, secondPlayer } = options;
  const newPlayer = () => options.newPlayer!();
  const outbox = () => options.outbox!();

  mochaGlobals().describe('registration and activation', () => {
    itNeeds('signs up a new player, who is signed in at once and not activated', ['signUp', 'getProfile', 'new player'], async () => {
      const values = newPlayer();
      const result = await provider().signUp(values);
      expect(result.isEmailVerified).to.equal(false);
      const profile = await provider().getProfile();
      expect(profile).to.include({
        email: values.email,
        firstName: values.firstName,
        isActivated: false,
        currency: values.currency,
        jurisdiction: values.jurisdiction,
      });
    });

    itNeeds('an address already registered is sign-up.player-conflict', ['signUp', 'player', 'new player'], async () => {
      await expectError(() => provider().signUp({ ...newPlayer(), email: player!.email }), 'sign-up', 'player-conflict');
    });

    itNeeds('activates with the code from the outbox, once', ['signUp', 'activate', 'getProfile', 'outbox', 'new player'], async () => {
      const values = newPlayer();
      const { email } = values;
      await provider().signUp(values);
      const mail = (await outbox()).filter((m) => m.to === email && m.kind === 'activation').pop();
      await provider().activate(email, mail!.code!);
      expect((await provider().getProfile()).isActivated).to.equal(true);
      await expectError(() => provider().activate(email, mail!.code!), 'activate', 'already-activated');
    });

    itNeeds(
      'a wrong code is activate.incorrect-code; an unknown player activate.player-not-found',
      ['activate', 'second player'],
      async () => {
        await expectError(() => provider().activate(secondPlayer!.email, '000000'), 'activate', 'incorrect-code');
        await expectError(() => provider().activate('nobody@example.com', '123456'), 'activate', 'player-not-found');
      },
    );

    itNeeds(
      "a reset session past its 15 minutes is reset-password.session-expired ('Your reset password session has expired')",
      ['forgotPassword', 'resetPassword', 'player', 'second player', 'outbox', 'clock', 'reset'],
      async () => {
        await provider().forgotPassword(player!.email, 'confirmed');
        const key = (await outbox()).filter((m) => m.to === player!.email && m.kind === 'reset-password').pop()!.code!;
        // Opening the link opens the session: the first platform checks its key; the second
        // cannot, and its first try (here with another username) opens it instead.
        await provider()
          .isResetKeyValid(key)
          .catch(() =>
            provider()
              .resetPassword({ token: key, username: secondPlayer!.email, password: 'Secret12!' })
              .catch(() => undefined),
          );
        await options.advanceClock!(15 * 60_000);
        await expectError(() => provider().resetPassword({ key, password: 'Secret12!' }), 'reset-password', 'session-expired');
      },
    );

    itNeeds(
      'a reset with a token that was never sent is reset-password.link-expired',
      ['forgotPassword', 'resetPassword', 'resetPassword with a token', 'player', 'outbox'],
      async () => {
        await provider().forgotPassword(player!.email);
        expect((await outbox()).some((m) => m.to === player!.email && m.kind === 'reset-password')).to.equal(true);
        await expectError(
          () => provider().resetPassword({ token: 'not-sent', username: player!.email, password: 'Secret12!' }),
          'reset-password',
          'link-expired',
        );
      },
    );
  });
}
