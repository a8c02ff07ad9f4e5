// @ts-check
// The contract suite every built-in adapter passes, against this platform's adapter. The
// platform gives its two seeded members (one signed in as usual, one who has not confirmed the
// email and has terms to accept), a reset, and failures injected as its own error codes; the
// suite skips, and names, the cases that need what it does not give (a new player to sign up,
// an outbox, a clock) or what the adapter leaves out (sign-up, messages, bonuses, limits …).
import { testProvider } from 'betr-widgets/testing';
import { createOperatorProvider } from '../adapter.js';

/** POST a test hook of the platform. @param {string} hook @param {unknown} [body] */
async function platformHook(hook, body) {
  const answer = await fetch(`/test/${hook}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`the platform's ${hook} answered ${answer.status}`);
}

/**
 * The platform's own error code for each catalogue key the adapter answers a failed sign-in
 * with: its wrong-login code, and a server error the adapter does not know.
 * @type {Record<string, number>}
 */
const SIGN_IN_FAULTS = { 'incorrect-credentials': -32001, 'unknown-error': -32050 };

testProvider('operator platform', () => createOperatorProvider({ adapter: 'operator', rpcUrl: '/rpc' }), {
  player: { email: 'demo@operator.example', password: 'Spin-4-fun!' },
  secondPlayer: { email: 'new@operator.example', password: 'Spin-4-fun!' },
  reset: () => platformHook('reset'),
  // Only sign-in's failures: the other operations that fail by a key are not on this platform.
  errorKeys: [['signIn', Object.keys(SIGN_IN_FAULTS)]],
  async fail(operation, key) {
    if (operation !== 'signIn') throw new Error(`${operation} fails on no key here`);
    await platformHook('fail', { method: 'player.login', code: key === null ? null : SIGN_IN_FAULTS[key] });
  },
});
