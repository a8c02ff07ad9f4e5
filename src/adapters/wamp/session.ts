import * as v from 'valibot'; // a namespace import: see ./platform.ts
import type { Call } from '../call';
import { ProviderError, type ProviderEvent } from '../provider';
import type { ErrorArea } from '../../domain/error-catalogue';
import type { Wallet } from '../../domain/model';
import { isSignedInByStateCode } from '../../domain/session-state';
import { createConnection, type ConnectionOptions } from './connection';
import { SessionEnded } from './errors';
import { BalanceEvent, CmsSessionAnswer, GamingAccountsAnswer, PROCEDURES, SessionInfoAnswer, SessionStateEvent, TOPICS } from './platform';
import { mainAccount, walletOf, walletOfAccounts } from './read';

export type SessionOptions = Omit<ConnectionOptions, 'onRestored' | 'onLost' | 'onOpen'> & { culture: string };

/** A call of a platform procedure (`/user#login`) with its keyword arguments. */
export interface WampRequest {
  procedure: string;
  kwargs?: Record<string, unknown>;
}

/**
 * The adapter's side of the platform: one connection, the CMS session id it holds while a
 * player is signed in, and the pushed events (session state, balance, a lost connection)
 * it hands to subscribers, so they reach every element at once.
 */
export interface WampSession {
  /**
   * The adapter's transport (see ../call): `call('bonus', { procedure: P.applyBonus, kwargs }, v.parser(Shape))`;
   * the answer's `kwargs` go to the reader, and a malformed one is the area's unknown-error.
   */
  call: Call<WampRequest>;
  /** The CMS session id while signed in (sent as the HTTP session header). */
  readonly id: string | null;
  /** Signed in: fetch the CMS session id and hold it, and ask for this connection's balance events. */
  begin(area: ErrorArea): Promise<string>;
  /**
   * Our own login: the platform publishes its code 0 to this connection too, which is then
   * no news for subscribers (the caller signs in with the answer).
   */
  signingIn<T>(login: () => Promise<T>): Promise<T>;
  /** Signed out on our side (sign-out): no event. */
  forget(): void;
  /** The platform ended the session: subscribers hear it once. */
  end(): void;
  /** The wallet and the main gaming account's id (`gamingAccountID` of bonus offers); remembers the currency for events. */
  balance(): Promise<{ wallet: Wallet; accountId: number | string | null }>;
  wallet(): Promise<Wallet>;
  subscribe(listener: (event: ProviderEvent) => void): () => void;
  /** Open the connection again now; general.offline when that fails. */
  reconnect(): Promise<void>;
  /** Close this connection: the next call opens one under the client identity of that moment. */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

/** `#getGamingAccounts` asked for the balances (L1). */
const BALANCE_KWARGS = { expectBalance: true, expectBonus: true };

export function createWampSession(options: SessionOptions): WampSession {
  const listeners = new Set<(event: ProviderEvent) => void>();
  const emit = (event: ProviderEvent) => listeners.forEach((listener) => listener(event));
  let id: string | null = null;
  let currency: string | null = null;
  /** Our own logins under way (see signingIn). */
  let ownLogins = 0;

  const connection = createConnection({
    ...options,
    // Back after a drop: the platform may have ended the session meanwhile.
    onRestored: () => {
      emit({ type: 'connection', lost: false });
      if (id === null) return;
      void session
        .call('general', { procedure: PROCEDURES.sessionInfo, kwargs: { culture: options.culture } }, v.parser(SessionInfoAnswer))
        .then(
          (info) => (info.isAuthenticated ? undefined : session.end()),
          () => undefined,
        );
    },
    onLost: () => emit({ type: 'connection', lost: true }),
    // Balance events reach only a connection that asked for them (L1 doc): a new one asks
    // again before any call, so no change after a call's answer is missed. A change while no
    // socket watched (a drop) was pushed to nobody: the balance is read once this one watches.
    onOpen: async (call) => {
      if (id === null) return;
      await call(PROCEDURES.watchBalance);
      const answer = v.safeParse(GamingAccountsAnswer, await call(PROCEDURES.gamingAccounts, BALANCE_KWARGS));
      if (!answer.success || id === null) return;
      const wallet = walletOfAccounts(answer.output.accounts);
      currency = wallet.currency;
      emit({ type: 'wallet', wallet });
    },
  });

  connection.subscribe(TOPICS.sessionState, (kwargs) => {
    const event = v.safeParse(SessionStateEvent, kwargs);
    const signedIn = event.success ? isSignedInByStateCode(event.output.code) : null;
    if (signedIn === false) session.end();
    if (signedIn === true && id === null && ownLogins === 0) {
      void session.begin('general').then(
        (sessionId) => emit({ type: 'session', signedIn: true, sessionId }),
        () => undefined,
      );
    }
  });
  connection.subscribe(TOPICS.balance, (kwargs) => {
    const event = v.safeParse(BalanceEvent, kwargs);
    if (!event.success || id === null) return;
    if (currency !== null) emit({ type: 'wallet', wallet: walletOf(event.output.amount, event.output.bonusAmount, currency) });
    else
      void session.wallet().then(
        (wallet) => emit({ type: 'wallet', wallet }),
        () => undefined,
      );
  });

  /**
   * `/account/balanceChanged` reaches only a connection that called `#watchBalance` (L1 doc,
   * L2). A failure costs the live balance, not the sign-in: the wallet is still read on demand.
   */
  function watchBalance(): Promise<void> {
    return session.call('general', { procedure: PROCEDURES.watchBalance }).catch(() => undefined);
  }

  const session: WampSession = {
    async call<T>(area: ErrorArea, { procedure, kwargs }: WampRequest, read?: (answer: unknown) => T): Promise<T> {
      let answer: unknown;
      try {
        answer = await connection.call(area, procedure, kwargs);
      } catch (error) {
        if (error instanceof SessionEnded) session.end();
        throw error;
      }
      try {
        return read ? read(answer) : (undefined as T);
      } catch (error) {
        throw error instanceof ProviderError ? error : new ProviderError(area, 'unknown-error');
      }
    },
    get id() {
      return id;
    },
    async begin(area) {
      const { cmsSessionID } = await session.call(area, { procedure: PROCEDURES.cmsSessionId }, v.parser(CmsSessionAnswer));
      id = cmsSessionID;
      await watchBalance();
      return cmsSessionID;
    },
    async signingIn(login) {
      ownLogins += 1;
      try {
        return await login();
      } finally {
        ownLogins -= 1;
      }
    },
    forget() {
      id = null;
      currency = null;
    },
    end() {
      if (id === null) return;
      session.forget();
      emit({ type: 'session', signedIn: false });
    },
    async balance() {
      const request = { procedure: PROCEDURES.gamingAccounts, kwargs: BALANCE_KWARGS };
      const { accounts } = await session.call('general', request, v.parser(GamingAccountsAnswer));
      const wallet = walletOfAccounts(accounts);
      currency = wallet.currency;
      return { wallet, accountId: mainAccount(accounts)?.id ?? null };
    },
    async wallet() {
      return (await session.balance()).wallet;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect: () => connection.reconnect(),
    reopen: () => connection.close(),
    close() {
      listeners.clear();
      return connection.close();
    },
  };
  return session;
}
