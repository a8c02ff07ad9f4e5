/**
 * The contract's error-key cases: for each key of `options.errorKeys`, the platform is made to
 * fail the operation with it (the 'failures' fixture), and the adapter must answer the catalogue
 * error of the operation's area.
 */
import type { Provider } from '../adapters/provider';
import { expectError } from './expect-error';
import { mochaGlobals } from './mocha';
import type { Credentials, FailingOperation } from './options';
import { JPEG_1PX } from './player-cases';
import { signUpValues } from './sign-up-values';
import type { Need } from './skip-reason';
import type { Suite } from './suite';

const AREAS: Record<FailingOperation, Parameters<typeof expectError>[1]> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  activate: 'activate',
  resetPassword: 'reset-password',
  optInTournament: 'tournament',
  uploadKycDocument: 'kyc',
};

/** Calls an operation as a player would, signed in first where it needs a player. */
async function callFailing(
  provider: Provider,
  operation: FailingOperation,
  [player, secondPlayer]: readonly [Credentials, Credentials],
  values = signUpValues(),
): Promise<unknown> {
  switch (operation) {
    case 'signIn':
      return provider.signIn(player.email, player.password);
    case 'signUp':
      return provider.signUp(values);
    case 'activate':
      return provider.activate(secondPlayer.email, '123456');
    case 'resetPassword':
      return provider.resetPassword({ token: 'a-token', username: player.email, password: 'Secret12!' });
    case 'optInTournament':
      return provider.optInTournament('spring-spins');
    case 'uploadKycDocument':
      return provider.uploadKycDocument({ type: 'id', fileName: 'id.jpg', mimeType: 'image/jpeg', data: JPEG_1PX });
  }
}

export function errorCases({ provider, signIn, options, itNeeds }: Suite): void {
  if (!options.errorKeys?.length) return;
  const { errorKeys } = options;
  mochaGlobals().describe('each error key the platform raises', () => {
    for (const [operation, keys] of errorKeys) {
      for (const key of keys) {
        const signedIn = operation === 'optInTournament' || operation === 'uploadKycDocument';
        const needs: Need[] = [
          operation,
          'failures',
          ...(operation === 'resetPassword' ? (['resetPassword with a token'] as const) : []),
          ...(signedIn ? (['player'] as const) : []),
        ];
        itNeeds(`${operation}: ${AREAS[operation]}.${key}`, needs, async () => {
          if (signedIn) await signIn();
          await options.fail!(operation, key);
          try {
            // The failure is injected: any player and values do (the fixtures' where given).
            const player = options.player ?? { email: 'player@example.com', password: 'Password1!' };
            const players = [player, options.secondPlayer ?? player] as const;
            await expectError(() => callFailing(provider(), operation, players, options.newPlayer?.()), AREAS[operation], key);
          } finally {
            // Cleared here too: a platform without the 'reset' fixture would keep failing the next case.
            await options.fail!(operation, null);
          }
        });
      }
    }
  });
}
