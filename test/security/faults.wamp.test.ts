/**
 * The fault matrix on the WAMP adapter, over the provider server's WAMP peer (its controls:
 * test/contract/wamp-server.ts, demo/server/wamp.ts): the operations of faults-suite.ts, each
 * with the faults a websocket platform can produce — its error answer, an answer that cannot be
 * read, no answer within the time-out, a connection that drops and cannot be restored, a socket
 * closed before WELCOME, a RESULT lost with the socket, and a call answered error.SessionExpired. Each
 * case asserts the exact message shown, the input kept, and the same action going through once
 * the fault is gone. Timers (the 15 s time-out, the 1 s/2 s/4 s reconnection back-off) are held
 * and moved on, never waited for.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait';
import { configure } from '../../src/stores/config';
import { clearForms } from '../../src/stores/forms';
import { closeAllPopups } from '../../src/stores/popup';
import { loadProfile } from '../../src/stores/profile';
import { $session, signIn, signOut } from '../../src/stores/session';
import { RETRY_DELAY_MS } from '../../src/adapters/wamp/connection';
import { wampTestServer } from '../contract/wamp-server';
import { closePopupsAndSettle, shadow } from '../support';
import { OPERATIONS, TEXT, holdTimers, waitForAlert } from './faults-suite';
import { PLAYER } from './harness';

const { url, demo, status } = wampTestServer('security-faults');

/** The adapter's call time-out (src/adapters/wamp/connection.ts) and its reconnection pauses. */
const WAMP_TIMEOUT_MS = 15_000;
const BACK_OFF = [RETRY_DELAY_MS, 2 * RETRY_DELAY_MS, 4 * RETRY_DELAY_MS];

/**
 * The procedure each operation calls (src/adapters/wamp/platform.ts names; the deposit reads
 * the profile) and the catalogue area of its errors.
 */
const PROCEDURE: Record<string, { procedure: string; area: string }> = {
  'sign-in': { procedure: '/user#login', area: 'sign-in' },
  'sign-up': { procedure: '/user/account#register', area: 'sign-up' },
  'profile save': { procedure: '/user/account#updateProfile', area: 'player' },
  'limit save': { procedure: '/user/limit#setDepositLimit', area: 'responsible-gaming' },
  'deposit open': { procedure: '/user/account#getProfile', area: 'player' },
};

interface WampFault {
  name: string;
  set(procedure: string, area: string): Promise<unknown>;
  clear(): Promise<unknown>;
  /** The message, or, where the operation shows its own area's text, per operation. */
  message: string | Partial<Record<string, string>>;
  /** Operations it does not apply to, with the reason (in the test's title). */
  skip?: Partial<Record<string, string>>;
  /** The timers the adapter waits on in this fault. */
  timers?: number[];
  endsSession?: boolean;
}

const noFault = () => demo('fault', {});

const FAULTS: WampFault[] = [
  {
    // The platform's error answer (`error.Unknown` with its description): WAMP's 500/503.
    name: 'platform error error.Unknown',
    set: (procedure, area) => demo('fault', { procedure, area, key: 'unknown-error' }),
    clear: noFault,
    message: TEXT.unknown,
  },
  {
    name: 'malformed answer',
    set: (procedure) => demo('fault', { procedure, answer: 'malformed' }),
    clear: noFault,
    message: { 'sign-in': TEXT.unknown, 'deposit open': TEXT.fallback },
    skip: {
      'sign-up': 'the answer to #register carries nothing the adapter reads',
      'profile save': 'the answer to #updateProfile carries nothing the adapter reads (L2 decodes it empty; the profile is read again)',
      'limit save': 'the answer to #setDepositLimit carries nothing the adapter reads',
    },
  },
  {
    name: 'hang past the time-out',
    set: (procedure) => demo('fault', { procedure, answer: 'hang' }),
    clear: noFault,
    message: TEXT.timeout,
    timers: [WAMP_TIMEOUT_MS],
  },
  {
    name: 'dropped connection (every reconnection refused)',
    set: () => demo('drop', { refuse: 3 }),
    clear: () => demo('drop', { refuse: 0 }),
    message: TEXT.offline,
    timers: BACK_OFF,
  },
  {
    name: 'close before WELCOME',
    set: () => demo('drop', { refuse: 3, how: 'before-welcome' }),
    clear: () => demo('drop', { refuse: 0 }),
    message: TEXT.offline,
    timers: BACK_OFF,
  },
  {
    name: 'lost RESULT',
    set: (procedure) => demo('lose-result', { procedure }),
    clear: () => demo('lose-result', {}),
    message: TEXT.offline,
    timers: BACK_OFF,
  },
  {
    // WAMP's 401: the call is answered with error.SessionExpired (the stand-in's URI for
    // general.session-expired, demo/server/wamp-errors.ts), and the adapter ends the session.
    name: 'error.SessionExpired',
    set: (procedure) => demo('fault', { procedure, area: 'general', key: 'session-expired' }),
    clear: noFault,
    message: {
      'profile save': 'Sign in to see your account.',
      'limit save': 'Sign in to see your account.',
      'deposit open': 'Sign in to deposit or withdraw.',
    },
    endsSession: true,
  },
];

const messageOf = (fault: WampFault, operation: string) => (typeof fault.message === 'string' ? fault.message : fault.message[operation]);

describe('fault matrix (wamp adapter)', function () {
  this.timeout(20_000);
  before(async () => {
    configure({ adapter: 'wamp', url, realm: 'betr', merchantId: 'betr-demo', cashierEnvironment: 'development' });
    await demo('reset');
  });
  afterEach(async () => {
    // A failed case leaves no fault behind for the next.
    await demo('fault', {});
    await demo('lose-result', {});
    if ((await status()).refuse > 0) await demo('drop', { refuse: 0 });
    closeAllPopups();
    clearForms();
    await closePopupsAndSettle();
  });

  // Each operation once, as the stub and WAMP run it (REST's own deposit variant reads its bootstrap, which WAMP has not).
  for (const operation of OPERATIONS.filter((o) => !o.adapters?.includes('rest') || o.adapters.includes('stub'))) {
    describe(operation.name, () => {
      beforeEach(async () => {
        // Each case from a fresh login: a case that ends the session leaves none behind.
        if ($session.get()) await signOut();
        if (operation.signedIn) await signIn(PLAYER.email, PLAYER.password);
        // The profile the account and the cashier start from, read before any fault: on this
        // platform the deposit's own call is #getProfile.
        if (operation.signedIn) expect(await loadProfile(), 'no profile after sign-in').to.not.equal(null);
      });

      for (const fault of FAULTS) {
        const skipped = fault.skip?.[operation.name];
        // A session can only end where there is one.
        if (fault.endsSession && !operation.signedIn) continue;
        if (skipped) {
          it.skip(`${fault.name}: not applicable — ${skipped}`, () => undefined);
          continue;
        }
        const expected = messageOf(fault, operation.name)!;
        it(`${fault.name}: "${expected}", the input kept, and it goes through once the fault is gone`, async () => {
          const { procedure, area } = PROCEDURE[operation.name]!;
          let clock: ReturnType<typeof holdTimers> | null = null;
          let el: HTMLElement;
          try {
            if (operation.faultFirst) {
              if (fault.timers) clock = holdTimers(...fault.timers);
              await fault.set(procedure, area);
              el = await operation.mount();
            } else {
              el = await operation.mount();
              // Held before the fault is set: a drop starts the back-off at once.
              if (fault.timers) clock = holdTimers(...fault.timers);
              await fault.set(procedure, area);
            }
            await operation.submit(el);
            if (fault.endsSession)
              await waitUntil(
                () => shadow(el).textContent?.includes(expected),
                `<${el.localName}> never said "${expected}"; it shows "${shadow(el).textContent}"`,
                { timeout: 4000 },
              );
            else expect(await waitForAlert(el, () => clock?.fire())).to.equal(expected);
          } finally {
            clock?.restore();
          }
          await fault.clear();
          if (fault.endsSession) await signIn(PLAYER.email, PLAYER.password);
          await operation.kept(el);
          await (operation.retry ?? operation.submit)(el);
          await operation.succeeded(el);
        });
      }
    });
  }
});
