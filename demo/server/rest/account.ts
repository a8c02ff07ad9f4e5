// The signed-in player on the REST platform stand-in: profile, wallet, terms, required
// pages, properties, stats, opt-ins and messages, in the shapes of the platform's public
// SDK (goa-codebet/enji-sdk 1.9.1: PlayerClient, WalletClient, PlayerPropertiesClient,
// PlayerGroupsClient, InternalMessagingClient).
import type { DisplayPageName, SubscriptionType } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { ids } from './ids.ts';
import { SUBSCRIPTION_TYPES } from './names.ts';
import { messageAnswer, present, userInfo, walletAnswer } from './shapes.ts';
import { InvalidField, optionalText, param, text, type Body, type RestRoute } from './route.ts';

/**
 * The terms version each session's player has accepted, as the platform's PlayerInfo tells
 * it (`TacVersionAccepted`). The casino keeps it to itself and says only, at sign-in, whether
 * the player must accept the current terms; a session opened elsewhere counts as accepted.
 */
const acceptedTerms = new WeakMap<Casino, Map<string, string | undefined>>();

export function rememberTerms(casino: Casino, sessionId: string, version: string | undefined): void {
  let sessions = acceptedTerms.get(casino);
  if (!sessions) acceptedTerms.set(casino, (sessions = new Map()));
  sessions.set(sessionId, version);
}

function termsOf(casino: Casino, sessionId: string): string | undefined {
  const sessions = acceptedTerms.get(casino);
  return sessions?.has(sessionId) ? sessions.get(sessionId) : casino.site.terms().version;
}

/** The SDK's LoginPageType for the pages the casino asks for. */
const PAGE_TYPES: Readonly<Record<DisplayPageName, string>> = {
  'source-of-wealth': 'SourceOfWealthFormRequired',
  'responsible-gaming-test': 'ResponsibleGamingTest',
  'terms-and-conditions': 'TermsAndConditions',
  'deposit-limits': 'DepositLimitsRequired',
  'provide-documents': 'KycProvideDocuments',
};

/** `{Type}` of POST /player/opt-in and /opt-out: the casino's channel of that kind. */
function channelOf(body: Body): SubscriptionType {
  const type = (Object.keys(SUBSCRIPTION_TYPES) as SubscriptionType[]).find((channel) =>
    SUBSCRIPTION_TYPES[channel].includes(body.Type as string),
  );
  if (!type) throw new InvalidField('Type');
  return type;
}

/** OptInOut rows: each kind of each channel the casino lists. */
function optInOuts(subscriptions: readonly { type: SubscriptionType; active: boolean }[]) {
  return subscriptions.flatMap(({ type, active }) => SUBSCRIPTION_TYPES[type].map((kind) => ({ Type: kind, TypeId: kind, OptIn: active })));
}

/** The SDK's PlayerPropertyType; the casino's own kinds ('string') are text to the platform. */
const PROPERTY_TYPES = ['Text', 'Number', 'DateTime', 'Date', 'Time', 'OddsFormat'];
const propertyType = (type: string) => (PROPERTY_TYPES.includes(type) ? type : 'Text');

export const accountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/player/user-info',
    handle: ({ casino, session }) => userInfo(casino, casino.account.profile(session()), termsOf(casino, session())),
  },
  { method: 'GET', path: '/player-groups', handle: ({ casino, session }) => casino.account.profile(session()).playerGroups },
  // UpdatePlayerInfoParams: Password and Language required; no answer body.
  {
    method: 'POST',
    path: '/player/update',
    handle: ({ casino, session, body }) => {
      text(body, 'Language');
      const fields = { address: 'Address1', city: 'City', zip: 'Zip', phone: 'MobilePhoneNumber', password: 'Password' } as const;
      const update = Object.fromEntries(Object.entries(fields).map(([key, name]) => [key, optionalText(body, name)]));
      casino.account.updateProfile(session(), update);
    },
  },
  { method: 'GET', path: '/wallets', handle: ({ casino, session }) => walletAnswer(casino.payments.wallet(session())) },
  {
    method: 'GET',
    path: '/player/update-player-tac',
    handle: ({ casino, session, query }) => {
      const version = param(query, 'tacVersionAccepted');
      casino.account.acceptTerms(session(), version);
      rememberTerms(casino, session(), version);
    },
  },
  // LoginPage[]: `{Id, PlayerId, Created, PageType, ForceAction, RealityCheckSelection}`.
  {
    method: 'GET',
    path: '/player/display-pages',
    handle: ({ casino, session }) => {
      const playerId = ids(casino).number(casino.account.profile(session()).userId);
      return casino.account.displayPages(session()).map((p) => ({
        Id: ids(casino).number(`page-${playerId}-${p.page}`),
        PlayerId: playerId,
        Created: new Date().toISOString(),
        PageType: PAGE_TYPES[p.page],
        ForceAction: p.forced,
        RealityCheckSelection: 'ContinuePlaying',
      }));
    },
  },
  { method: 'POST', path: '/player/create-sso-token', handle: ({ casino, session }) => casino.sessions.createSsoToken(session()) },
  // PlayerProperty[]: the platform spells the value `value`, in lower case.
  {
    method: 'GET',
    path: '/player-properties',
    handle: ({ casino, session }) => {
      const PlayerId = ids(casino).number(casino.account.profile(session()).userId);
      return casino.account
        .properties(session())
        .map((p) => ({ PlayerId, Name: p.name, Type: propertyType(p.type), ...present({ value: p.value }) }));
    },
  },
  {
    method: 'POST',
    path: '/player-properties',
    handle: ({ casino, session, body }) => {
      if (!Array.isArray(body.Properties)) throw new InvalidField('Properties');
      const properties = (body.Properties as Body[]).map((p) => {
        if (!PROPERTY_TYPES.includes(p.Type as string)) throw new InvalidField('Type');
        return { name: text(p, 'Name'), type: text(p, 'Type'), value: text(p, 'Value') };
      });
      casino.account.setProperties(session(), properties);
      const PlayerId = ids(casino).number(casino.account.profile(session()).userId);
      return casino.account.properties(session()).map((p) => ({ PlayerId, Name: p.name, Type: propertyType(p.type), value: p.value }));
    },
  },
  // PaymentStatsResponse: the platform's totals, and each brand's (PaymentStatsPerBrand).
  {
    method: 'GET',
    path: '/player/payment-stats',
    handle: ({ casino, session }) => {
      const s = casino.payments.stats(session());
      const PlayerId = ids(casino).number(casino.account.profile(session()).userId);
      return {
        DepositCount: s.depositCount,
        TotalDeposit: s.totalDeposit,
        WithdrawalCount: s.withdrawCount,
        TotalWithdrawal: s.totalWithdraw,
        ...present({ LastDepositAmount: s.depositCount ? s.lastDepositAmount : undefined }),
        PerBrandStats: (s.perBrand ?? []).map((b) => ({
          PlayerId,
          Brand: b.brand,
          DepositCount: b.depositCount,
          TotalDeposit: b.totalDeposit,
          WithdrawalCount: b.withdrawCount,
          TotalWithdrawal: b.totalWithdraw,
        })),
      };
    },
  },
  // LifetimeStatsResponse: `{NGR}`.
  {
    method: 'GET',
    path: '/player/lifetime-stats',
    handle: ({ casino, session }) => ({ NGR: casino.payments.stats(session()).netGamingRevenue }),
  },
  { method: 'GET', path: '/player/opt-in-outs', handle: ({ casino, session }) => optInOuts(casino.account.subscriptions(session())) },
  // The kinds an unsubscribe link covers; an unknown token is refused.
  {
    method: 'GET',
    path: '/player/opt-out-ins',
    handle: ({ casino, query }) => optInOuts(casino.account.unsubscribeChannels(param(query, 'unsubToken'))),
  },
  {
    method: 'POST',
    path: '/player/opt-in',
    handle: ({ casino, session, body }) => casino.account.updateSubscriptions(session(), [{ type: channelOf(body), active: true }]),
  },
  {
    method: 'POST',
    path: '/player/opt-out',
    handle: ({ casino, session, body }) => casino.account.updateSubscriptions(session(), [{ type: channelOf(body), active: false }]),
  },
  // OptOutChoicesParams `{OptOutToken, OptIns}`: opts in to OptIns and out of the rest; the
  // simulated casino knows only the choice this front end sends, OptIns: [] (all off).
  {
    method: 'POST',
    path: '/player/opt-out-choices',
    handle: ({ casino, body }) => {
      if (!Array.isArray(body.OptIns)) throw new InvalidField('OptIns');
      casino.account.unsubscribe(text(body, 'OptOutToken'));
    },
  },
  {
    method: 'GET',
    path: '/internalmessages',
    handle: ({ casino, session }) => casino.messages.list(session()).map((m) => messageAnswer(casino, m)),
  },
  // `?status=` lists those; `?messageId=` is one message (InternalMessagingClient.getById).
  {
    method: 'GET',
    path: '/internalmessages/with-status',
    handle: ({ casino, session, query }) => {
      const messages = casino.messages.list(session());
      const messageId = query.get('messageId');
      if (messageId !== null) {
        const id = ids(casino).id(messageId);
        const message = messages.find((m) => m.id === id);
        if (!message) throw new InvalidField('messageId');
        return messageAnswer(casino, message);
      }
      const status = param(query, 'status');
      return messages.map((m) => messageAnswer(casino, m)).filter((m) => m.Status === status);
    },
  },
  {
    method: 'POST',
    path: '/internalmessages/mark',
    handle: ({ casino, session, body }) => {
      if (text(body, 'Status') !== 'Read') throw new InvalidField('Status');
      const id = ids(casino).id(body.MessageId);
      if (typeof body.MessageId !== 'number' || id === undefined) throw new InvalidField('MessageId');
      casino.messages.markRead(session(), id);
    },
  },
];
