// The signed-in player on the REST platform stand-in: profile, wallet, terms, required
// pages, properties, stats, subscriptions and messages. Shapes: src/adapters/rest/account.ts,
// history.ts, responsible-gaming.ts, subscriptions.ts, messages.ts.
import type { SubscriptionType } from '../../../src/adapters/provider.ts';
import { SUBSCRIPTION_TYPES } from './names.ts';
import { messageAnswer, userInfo, walletAnswer } from './shapes.ts';
import { InvalidField, keyOf, optionalText, param, text, type Body, type RestRoute } from './route.ts';

function subscriptionTypes(body: Body): SubscriptionType[] {
  if (!Array.isArray(body.Types)) throw new InvalidField('Types');
  return body.Types.map((type) => keyOf(SUBSCRIPTION_TYPES, type, 'Types'));
}

export const accountRoutes: RestRoute[] = [
  { method: 'GET', path: '/player/user-info', handle: ({ casino, session }) => userInfo(casino.account.profile(session())) },
  { method: 'GET', path: '/player-groups', handle: ({ casino, session }) => casino.account.profile(session()).playerGroups },
  {
    method: 'POST',
    path: '/player/update',
    handle: ({ casino, session, body }) => {
      const fields = { address: 'Address', city: 'City', zip: 'Zip', phone: 'Phone', callingCode: 'CallingCode', password: 'Password' } as const;
      const update = Object.fromEntries(Object.entries(fields).map(([key, name]) => [key, optionalText(body, name)]));
      return userInfo(casino.account.updateProfile(session(), update));
    },
  },
  { method: 'GET', path: '/wallets', handle: ({ casino, session }) => [walletAnswer(casino.payments.wallet(session()))] },
  {
    method: 'GET',
    path: '/player/update-player-tac',
    handle: ({ casino, session, query }) => casino.account.acceptTerms(session(), param(query, 'tacVersionAccepted')),
  },
  {
    method: 'GET',
    path: '/player/display-pages',
    handle: ({ casino, session }) => casino.account.displayPages(session()).map((p) => ({ Page: p.page, Forced: p.forced })),
  },
  { method: 'POST', path: '/player/create-sso-token', handle: ({ casino, session }) => casino.sessions.createSsoToken(session()) },
  {
    method: 'GET',
    path: '/player-properties',
    handle: ({ casino, session }) => casino.account.properties(session()).map((p) => ({ Name: p.name, Type: p.type, Value: p.value })),
  },
  {
    method: 'POST',
    path: '/player-properties',
    handle: ({ casino, session, body }) => {
      if (!Array.isArray(body.Properties)) throw new InvalidField('Properties');
      const properties = (body.Properties as Body[]).map((p) => ({ name: text(p, 'Name'), type: text(p, 'Type'), value: text(p, 'Value') }));
      casino.account.setProperties(session(), properties);
    },
  },
  {
    method: 'GET',
    path: '/player/payment-stats',
    handle: ({ casino, session }) => {
      const s = casino.payments.stats(session());
      return {
        TotalDeposit: s.totalDeposit,
        TotalWithdraw: s.totalWithdraw,
        NetGrossRenew: s.netGrossRenew,
        DepositCount: s.depositCount,
        WithdrawCount: s.withdrawCount,
        LastDepositAmount: s.lastDepositAmount,
        NetGamingRevenue: s.netGamingRevenue,
        Currency: s.currency,
      };
    },
  },
  {
    method: 'GET',
    path: '/player/lifetime-stats',
    handle: ({ casino, session }) => {
      const s = casino.responsibleGaming.sessionSummary(session());
      return {
        DepositWithdrawalSummary: s.depositWithdrawalSummary,
        Currency: s.currency,
        LastLoggedIn: s.lastLoggedIn,
        DepositLimits: { Daily: s.depositLimits.daily, Weekly: s.depositLimits.weekly, Monthly: s.depositLimits.monthly },
      };
    },
  },
  {
    method: 'GET',
    path: '/player/opt-in-outs',
    handle: ({ casino, session }) => casino.account.subscriptions(session()).map((s) => ({ Type: SUBSCRIPTION_TYPES[s.type], OptedIn: s.active })),
  },
  // The choices an unsubscribe link offers; the player's current choices stay private to a session.
  {
    method: 'GET',
    path: '/player/opt-out-ins',
    handle: ({ casino, query }) => casino.account.unsubscribeChannels(param(query, 'unsubToken')).map((s) => ({ Type: SUBSCRIPTION_TYPES[s.type] })),
  },
  {
    method: 'POST',
    path: '/player/opt-in',
    handle: ({ casino, session, body }) => casino.account.updateSubscriptions(session(), subscriptionTypes(body).map((type) => ({ type, active: true }))),
  },
  {
    method: 'POST',
    path: '/player/opt-out',
    handle: ({ casino, session, body }) => casino.account.updateSubscriptions(session(), subscriptionTypes(body).map((type) => ({ type, active: false }))),
  },
  // With the token of an unsubscribe link. The platform opts in to OptIns and out of the
  // rest; the simulated casino knows only the choice this front end sends, OptIns: [] (all off).
  {
    method: 'POST',
    path: '/player/opt-out-choices',
    handle: ({ casino, body }) => casino.account.unsubscribe(text(body, 'UnsubToken')),
  },
  { method: 'GET', path: '/internalmessages', handle: ({ casino, session }) => casino.messages.list(session()).map(messageAnswer) },
  {
    method: 'GET',
    path: '/internalmessages/with-status',
    handle: ({ casino, session, query }) => {
      const status = param(query, 'status');
      return casino.messages.list(session()).map(messageAnswer).filter((m) => m.Status === status);
    },
  },
  {
    method: 'GET',
    path: '/internalmessages/:id',
    handle: ({ casino, session, params }) => {
      const message = casino.messages.list(session()).find((m) => m.id === params.id);
      if (!message) throw new InvalidField('id');
      return messageAnswer(message);
    },
  },
  {
    method: 'POST',
    path: '/internalmessages/mark',
    handle: ({ casino, session, body }) => {
      if (text(body, 'Status') !== 'Read') throw new InvalidField('Status');
      casino.messages.markRead(session(), text(body, 'MessageId'));
    },
  },
];
