import { createWampProvider } from '../../src/adapters/wamp/index';
import { PROCEDURES } from '../../src/adapters/wamp/platform';
import { testProvider, type ContractMail, type FailingOperation } from './provider-contract';
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

/**
 * Cases that do not apply on the first platform, and why: it has no procedure for them
 * (NotImplemented, see README.md "WAMP adapter"), or its own rules replace the case
 * (wamp.protocol.test.ts checks those).
 */
const NOT_ON_THIS_PLATFORM: readonly [RegExp, string][] = [
  [/^a reset with a token/, 'resets go by the mailed key, with a captcha answer'],
  [/^terms: /, 'getTerms: the operator CMS serves the terms'],
  [/^messages: /, 'no message procedures'],
  [/^bonuses: listed with their statuses/, 'the first platform drops ended bonuses and marks deposit bonuses active'],
  [/^limits: the seeded weekly raise/, 'reality-check limits are not on the platform'],
  [/^KYC: /, 'no KYC procedures'],
  [/^subscriptions: /, 'no subscription procedures'],
  [/^tournaments: /, 'no tournament procedures'],
  [/^(resetPassword|optInTournament|uploadKycDocument): /, 'a token reset, tournaments and KYC are not on the platform'],
];

beforeEach(function skipWhatThePlatformLacks() {
  if (NOT_ON_THIS_PLATFORM.some(([title]) => title.test(this.currentTest?.title ?? ''))) this.skip();
});

testProvider('wamp', () => createWampProvider({ url, realm: 'betr', clientId, merchantId: 'betr-demo', cashierEnvironment: 'development' }), {
  reset: async () => {
    await demo('reset');
    await demo('fault', {});
  },
  outbox: async () => (await (await demo('outbox')).json()) as ContractMail[],
  fail: async (operation, key) => {
    const [procedure, area] = PROCEDURE[operation] ?? [];
    await demo('fault', key === null ? {} : { procedure, area, key });
  },
  advanceClock: async (ms) => void (await demo('control', { name: 'advanceClock', args: [ms] })),
});
