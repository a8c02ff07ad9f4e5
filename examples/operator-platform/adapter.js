// @ts-check
// The operator platform's adapter: betr's Provider over the platform's JSON-RPC API, written
// against the public exports of betr-widgets only. It defines the minimum a player needs to
// sign in, and the session summary; every other operation is left out, and betr does not
// offer what needs it.
import { ProviderError } from 'betr-widgets';

/**
 * @typedef {import('betr-widgets').PartialProvider} PartialProvider
 * @typedef {import('betr-widgets').ProviderEvent} ProviderEvent
 * @typedef {import('betr-widgets').ErrorArea} ErrorArea
 */

/** A call that has not answered by then is a time-out (general.timeout). */
const TIMEOUT_MS = 10_000;
// The platform's own error codes (its JSON-RPC server range).
const BAD_LOGIN = -32001;
const NO_SESSION = -32002;

/** An answer not of the expected shape: the call fails as `area`'s unknown-error. */
class Malformed extends Error {}

/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) => {
  if (typeof value !== 'object' || value === null) throw new Malformed('not an object');
  return /** @type {Record<string, unknown>} */ (value);
};
/** @param {unknown} value @returns {number} */
const number = (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Malformed('not a number');
  return value;
};
/** An optional text: absent, null or another type reads as the fallback. @param {unknown} value */
const text = (value, fallback = '') => (typeof value === 'string' ? value : fallback);
/** Minor units (cents) to an amount; null stays null (no limit). @param {unknown} value */
const amount = (value) => (value === null || value === undefined ? null : number(value) / 100);

/** @type {import('betr-widgets').AdapterFactory} */
export function createOperatorProvider(config) {
  const rpcUrl = text(config.rpcUrl, '/rpc');
  const jurisdiction =
    config.jurisdiction === 'SGA' || config.jurisdiction === 'ES' || config.jurisdiction === 'UKGC' ? config.jurisdiction : 'MGA';
  /** @type {string | null} */
  let token = null;
  let nextId = 1;
  /** @type {Set<(event: ProviderEvent) => void>} */
  const listeners = new Set();

  /**
   * One JSON-RPC call, its result read by `read`; every failure leaves as a ProviderError:
   * general's offline, timeout or session-expired, or `area`'s (an answer `read` cannot read
   * is `area`'s unknown-error, never half-read).
   * @template T
   * @param {ErrorArea} area @param {string} method @param {Record<string, unknown>} params
   * @param {(result: Record<string, unknown>) => T} read
   * @returns {Promise<T>}
   */
  async function rpc(area, method, params, read) {
    let response;
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', method, params, id: nextId++ }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('general', error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline');
    }
    try {
      if (!response.ok) throw new Malformed(`HTTP ${response.status}`);
      const answer = record(await response.json());
      if (answer.error !== undefined) {
        const code = record(answer.error).code;
        if (code === BAD_LOGIN) throw new ProviderError('sign-in', 'incorrect-credentials');
        if (code === NO_SESSION) {
          token = null;
          listeners.forEach((listener) => listener({ type: 'session', signedIn: false }));
          throw new ProviderError('general', 'session-expired');
        }
        throw new Malformed(`error ${String(code)}`);
      }
      return read(record(answer.result));
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(area, 'unknown-error');
    }
  }

  /**
   * The session's own calls carry its token. Without one (never signed in, or signed out here)
   * there is nothing to ask: general's unknown-error, not session-expired, which tells a player
   * the platform ended their session.
   * @template T
   * @param {ErrorArea} area @param {string} method @param {(result: Record<string, unknown>) => T} read
   * @returns {Promise<T>}
   */
  const withSession = async (area, method, read) => {
    if (token === null) throw new ProviderError('general', 'unknown-error');
    return rpc(area, method, { token }, read);
  };
  const ignore = () => undefined;

  /** @type {PartialProvider} */
  const provider = {
    name: 'operator',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn(email, password) {
      const result = await rpc('sign-in', 'player.login', { login: email, secret: password }, (answer) => {
        const sessionId = text(answer.token);
        if (!sessionId) throw new Malformed('no token');
        return { sessionId, mustAcceptTerms: answer.termsOutstanding === true, isEmailVerified: answer.verified !== false };
      });
      token = result.sessionId;
      return result;
    },
    async signOut() {
      const ending = token;
      token = null;
      await rpc('general', 'player.logout', { token: ending }, ignore);
    },
    async restoreSession(sessionId) {
      const active = await rpc('general', 'session.status', { token: sessionId }, (status) => status.active === true);
      token = active ? sessionId : null;
      return active;
    },
    async getSessionInfo() {
      const started = await withSession('general', 'session.status', (status) =>
        status.active === true ? text(status.openedAt, new Date().toISOString()) : null,
      );
      if (started === null) throw new ProviderError('general', 'session-expired');
      return {
        length: Math.max(0, Math.floor((Date.now() - Date.parse(started)) / 60_000)),
        started,
        nextRealityCheck: null,
        previous: null,
      };
    },
    async getProfile() {
      return withSession('player', 'player.card', (card) => ({
        userId: text(card.memberNo),
        email: text(card.mail),
        firstName: text(card.givenName),
        lastName: text(card.familyName),
        dateOfBirth: text(card.birthDate),
        address: text(card.street),
        city: text(card.town),
        zip: text(card.postcode),
        callingCode: text(card.dialCode),
        phone: text(card.mobile),
        country: text(card.countryCode),
        currency: text(card.currencyCode, 'EUR'),
        language: text(card.locale, 'en'),
        jurisdiction,
        gender: 'other',
        title: '',
        isActivated: card.verified !== false,
        // The platform keeps the member's details itself: none is changed from here.
        disabled: {},
        playerGroups: [],
      }));
    },
    async getWallet() {
      return withSession('general', 'wallet.get', (purse) => {
        const realBalance = number(purse.cashMinor) / 100;
        const bonusBalance = purse.bonusMinor === undefined ? 0 : number(purse.bonusMinor) / 100;
        return { realBalance, bonusBalance, totalBalance: realBalance + bonusBalance, currency: text(purse.currencyCode, 'EUR') };
      });
    },
    async getSessionSummary() {
      return withSession('responsible-gaming', 'account.summary', (summary) => {
        const limits = summary.limitsMinor === undefined ? {} : record(summary.limitsMinor);
        return {
          depositWithdrawalSummary: number(summary.netDepositsMinor12m) / 100,
          currency: text(summary.currencyCode, 'EUR'),
          depositLimits: { daily: amount(limits.day), weekly: amount(limits.week), monthly: amount(limits.month) },
          lastLoggedIn: text(summary.previousVisit) || null,
        };
      });
    },
  };
  return provider;
}
