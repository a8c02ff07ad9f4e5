import { createWampProvider } from '../../src/adapters/wamp/index';
import { PROCEDURES } from '../../src/adapters/wamp/platform';
import { MAPPED_ERRORS } from '../../src/adapters/rest/errors';
import { SEEDED_PLAYERS, testSeededCasino } from '../../src/testing/seeded-casino/index';
import { testProvider, type ContractMail, type ContractOptions, type FailingOperation } from 'betr-widgets/testing';
import { wampTestServer } from './wamp-server';

/**
 * The WAMP adapter against the provider server's WAMP peer, over a real socket (the server
 * runs on :4000 for this step). Every provider made here shares one client identity, as the
 * pages of one browser share the platform's `cid`.
 */
const clientId = `contract-${crypto.randomUUID()}`;
const { url, demo } = wampTestServer('wamp-contract');

/** Where each operation whose failure is injected calls the platform. */
const PROCEDURE: Partial<Record<FailingOperation, [procedure: string, area: string]>> = {
  signIn: [PROCEDURES.login, 'sign-in'],
  signUp: [PROCEDURES.register, 'sign-up'],
  activate: [PROCEDURES.activate, 'activate'],
};

const make = () => createWampProvider({ url, realm: 'betr', clientId, merchantId: 'betr-demo', cashierEnvironment: 'development' });
const options: ContractOptions = {
  ...SEEDED_PLAYERS,
  reset: async () => {
    await demo('reset');
    await demo('fault', {});
  },
  outbox: async () => (await (await demo('outbox')).json()) as ContractMail[],
  fail: async (operation, key) => {
    const [procedure, area] = PROCEDURE[operation] ?? [];
    await demo('fault', key === null ? {} : { procedure, area, key });
  },
  errorKeys: MAPPED_ERRORS,
  advanceClock: async (ms) => void (await demo('control', { name: 'advanceClock', args: [ms] })),
  // What the platform has no procedure for is skipped by the adapter's own `lacks` (README.md
  // "WAMP adapter"). Three rules are the platform's own (wamp.operations.test.ts checks them): resets
  // go by the mailed key with a captcha answer, the bonus list drops ended bonuses and marks
  // deposit bonuses active, and its granted bonuses name no code (L2, L7 decode none).
  ownRules: ['resetPassword with a token', 'bonus statuses', 'bonus codes listed'],
};

testProvider('wamp', make, options);
testSeededCasino('wamp', make, options);
