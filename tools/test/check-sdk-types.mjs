#!/usr/bin/env node
// Checks the demo's REST stand-in against the platform SDK's own declared types:
//   node tools/test/check-sdk-types.mjs <path of a checked-out copy of @goa-codebet/enji-sdk>
// The SDK has no licence, so it is never part of this repository: fetch a copy first (see
// docs/rest-sdk.md). This script starts the demo server in-process on free loopback ports,
// signs in the seeded player player@example.com through the signing gateway (/api/rest, the
// page's way in), makes every GET call the widgets make (src/adapters/rest/routes.ts; a GET
// route missing from CALLS below fails the check), and records each answer. Each answer is then
// written as an object literal of the data type that the matching SDK client method declares
// (`Promise<EnjiResult<T>>`: T) and type-checked with the TypeScript compiler against the SDK's
// sources, never against betr's own schemas. One line per call: ok, or the type error.
// Exit 1 on any mismatch (or a call the stand-in did not answer), 2 on bad usage.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { importTs } from '../run.mjs';

const USER = { email: 'player@example.com', password: 'Password1!' };

/**
 * Every GET the widgets make, as the adapter makes it, with the SDK client method that makes
 * the same call. `query` may read earlier answers (`got`), e.g. the player's id.
 */
const CALLS = [
  { path: '/responsiblegaming/session', sdk: ['ResponsibleGamingClient', 'getSession'] },
  {
    path: '/player/validate-email',
    query: { email: 'new.player@example.com', jurisdiction: 'MGA' },
    session: false,
    sdk: ['PlayerClient', 'validateEmail'],
  },
  {
    path: '/player/validate-phone',
    query: { phoneNumber: '+35699123456', jurisdiction: 'MGA' },
    session: false,
    sdk: ['PlayerClient', 'validatePhone'],
  },
  { path: '/player/user-info', sdk: ['PlayerClient', 'getInfo'] },
  { path: '/player-groups', sdk: ['PlayerGroupsClient', 'getPlayerGroups'] },
  // `Balances` is the SDK's Record<Currency, BalanceSheet>: tsc would want a sheet for each of the
  // SDK's 23 currencies, where the platform lists the player's own. Checked as a Partial: every
  // key must still be a Currency and every sheet a BalanceSheet.
  { path: '/wallets', sdk: ['WalletClient', 'getAllBalances'], someKeysOf: 'Balances' },
  { path: '/player/display-pages', sdk: ['PlayerClient', 'getPagesToDisplay'] },
  { path: '/player-properties', sdk: ['PlayerPropertiesClient', 'get'] },
  { path: '/content/bootstrap', session: false, sdk: ['ContentClient', 'getBootstrap'] },
  {
    path: '/content/GetDocument',
    query: { type: 'TermsAndConditions', jurisdiction: 'MGA' },
    session: false,
    sdk: ['ContentClient', 'getDocument'],
  },
  { path: '/currencies', sdk: ['CurrenciesClient', 'getCurrencies'] },
  { path: '/player/opt-in-outs', sdk: ['PlayerClient', 'getOptInOuts'] },
  // The seeded player's unsubscribe link (src/adapters/stub/seed.ts).
  { path: '/player/opt-out-ins', query: { unsubToken: 'unsubscribe-u-1001' }, session: false, sdk: ['PlayerClient', 'getOptOutIns'] },
  { path: '/internalmessages', sdk: ['InternalMessagingClient', 'getAll'] },
  { path: '/internalmessages/with-status', query: { status: 'Notified' }, sdk: ['InternalMessagingClient', 'getByStatus'] },
  {
    path: '/internalmessages/with-status',
    query: (got) => ({ messageId: got['/internalmessages']?.[0]?.Id }),
    sdk: ['InternalMessagingClient', 'getById'],
  },
  {
    path: '/player/init/code',
    query: { redirect_uri: 'http://127.0.0.1/return', platform: 'desktop', display: 'iframe', state: 'check' },
    session: false,
    sdk: ['PlayerClient', 'getInitCodeUrl'],
  },
  { path: '/responsiblegaming/limit', sdk: ['ResponsibleGamingLimitClient', 'getAll'] },
  { path: '/responsiblegaming/realitycheck-data', sdk: ['ResponsibleGamingClient', 'getRealityCheckData'] },
  { path: '/responsiblegaming/product-blocks', sdk: ['ResponsibleGamingClient', 'getProductBlocks'] },
  { path: '/player/payment-stats', sdk: ['PlayerClient', 'getPaymentStats'] },
  { path: '/player/lifetime-stats', sdk: ['PlayerClient', 'getLifetimeStats'] },
  { path: '/bonus', sdk: ['BonusClient', 'getAll'] },
  { path: '/bonus/pending', sdk: ['BonusClient', 'getPending'] },
  { path: '/bonus/offers', query: { type: 'Deposit' }, sdk: ['BonusClient', 'getOffers'] },
  { path: '/kyc', sdk: ['KycClient', 'getDocuments'] },
  { path: '/transaction/payments', query: { offset: 0, max: 11, type: 'deposit' }, sdk: ['TransactionClient', 'getPayments'] },
  { path: '/transaction/payments', query: { offset: 0, max: 11, type: 'withdraw' }, sdk: ['TransactionClient', 'getPayments'] },
  { path: '/transaction/gameplay', query: { offset: 0, max: 11 }, sdk: ['TransactionClient', 'getGameplayTransactions'] },
  { path: '/transaction/sportsbookbets', query: { offset: 0, max: 11 }, sdk: ['TransactionClient', 'getSportsbookBets'] },
  { path: '/casino', session: false, sdk: ['CasinoClient', 'getAll'] },
  { path: '/casino/favorites', sdk: ['CasinoClient', 'getFavorites'] },
  { path: '/casino/last-played-games', query: { max: 10 }, sdk: ['CasinoClient', 'getLastPlayed'] },
  { path: '/event-feed/jackpots', session: false, sdk: ['EventFeedClient', 'getJackpots'] },
  {
    path: '/casinotournament/leaderboard',
    query: { TournamentIdentifier: 'spring-spins', Limit: 10, Offset: 0 },
    sdk: ['CasinoTournamentClient', 'getLeaderboard'],
  },
  {
    path: '/casinotournament/leaderboard-relative',
    query: (got) => ({ tournamentIdentifier: 'spring-spins', playerId: got['/player/user-info']?.Id, limit: 10 }),
    sdk: ['CasinoTournamentClient', 'getLeaderboardRelative'],
  },
  // Accepting the terms answers nothing (the SDK's `get` without a type: null). Last, as it changes the player.
  { path: '/player/update-player-tac', query: { tacVersionAccepted: '2.0' }, sdk: ['PlayerClient', 'updateTermsAndConditions'] },
];

function usage(message) {
  console.error(`${message}\nusage: node tools/test/check-sdk-types.mjs <path of a checked-out copy of the SDK>`);
  process.exit(2);
}

/** The stand-in's answers to CALLS, through the demo's gateway, for the signed-in seeded player. */
async function record(base) {
  const answer = async (response) => {
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };
  const signIn = await answer(
    await fetch(`${base}/player/signin/v2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Username: USER.email, Password: USER.password, Platform: 'desktop', Jurisdiction: 'MGA' }),
    }),
  );
  if (signIn.status !== 200 || typeof signIn.json?.SessionId !== 'string')
    throw new Error(`sign-in of ${USER.email} failed: HTTP ${signIn.status} ${JSON.stringify(signIn.json)}`);
  const got = {};
  const recorded = [];
  for (const call of CALLS) {
    const query = typeof call.query === 'function' ? call.query(got) : (call.query ?? {});
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
    const target = `${call.path}${search ? `?${search}` : ''}`;
    const headers = call.session === false ? {} : { 'X-Player-Session-Id': signIn.json.SessionId };
    const { status, json } = await answer(await fetch(`${base}${target}`, { headers }));
    got[call.path] ??= json;
    recorded.push({ ...call, target, status, json });
  }
  return recorded;
}

/** Type-checks each 2xx answer as a literal of its SDK method's data type; the type errors by call. */
function typeCheck(sdkRoot, recorded) {
  const configFile = ts.readConfigFile(join(sdkRoot, 'tsconfig.json'), ts.sys.readFile);
  if (configFile.error) throw new Error(ts.flattenDiagnosticMessageText(configFile.error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, sdkRoot);
  const file = join(sdkRoot, '__betr_check_sdk_types__.ts');
  const clients = [...new Set(recorded.map((call) => call.sdk[0]))];
  let source = clients.map((client) => `import type { ${client} } from './src/api/clients/${client}';\n`).join('');
  source += 'type Data<M extends (...args: any) => any> = Extract<Awaited<ReturnType<M>>, { error: null }>["data"];\n';
  source += 'type SomeKeysOf<T, K extends keyof T> = Omit<T, K> & { [P in K]: Partial<T[P]> };\n';
  const spans = [];
  for (const [i, call] of recorded.entries()) {
    if (call.status < 200 || call.status > 299) continue;
    const start = source.length;
    const data = `Data<${call.sdk[0]}['${call.sdk[1]}']>`;
    const type = call.someKeysOf ? `SomeKeysOf<${data}, '${call.someKeysOf}'>` : data;
    source += `const answer${i}: ${type} = ${JSON.stringify(call.json, null, 2) ?? 'null'};\n`;
    spans.push({ i, start, end: source.length });
  }
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    resolve(name) === file ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === file || fileExists(name);
  const program = ts.createProgram({ rootNames: [file], options: { ...options, noEmit: true, noUnusedLocals: false }, host });
  const errors = new Map();
  for (const diagnostic of [
    ...program.getSyntacticDiagnostics(program.getSourceFile(file)),
    ...program.getSemanticDiagnostics(program.getSourceFile(file)),
  ]) {
    const span = spans.find((s) => diagnostic.start >= s.start && diagnostic.start < s.end);
    const key = span ? span.i : -1;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    errors.set(key, [...(errors.get(key) ?? []), text]);
  }
  return errors;
}

/** The same error at many places (one per game, say) once, with how many times. */
const counted = (lines) =>
  [...new Set(lines)].map((line) => {
    const times = lines.filter((other) => other === line).length;
    return times > 1 ? `${line} (${times} times)` : line;
  });

async function main() {
  const [sdkArgument] = process.argv.slice(2);
  if (!sdkArgument) usage('Name the SDK copy.');
  const sdkRoot = resolve(sdkArgument);
  if (!existsSync(join(sdkRoot, 'src/api/Http/index.ts')) || !existsSync(join(sdkRoot, 'tsconfig.json')))
    usage(`${sdkRoot} is not a copy of the SDK (no src/api/Http/index.ts and tsconfig.json there).`);

  const { REST_ROUTES } = await importTs('src/adapters/rest/routes.ts');
  const unchecked = REST_ROUTES.filter((route) => route.method === 'GET' && !CALLS.some((call) => call.path === route.path));
  const { createServer } = await importTs('demo/server.ts');
  const demo = await createServer({ port: 0, cashierPort: 0, host: '127.0.0.1' });
  let failures = 0;
  try {
    const recorded = await record(`http://127.0.0.1:${demo.port}/api/rest`);
    const errors = typeCheck(sdkRoot, recorded);
    for (const [i, call] of recorded.entries()) {
      const label = `GET ${call.target} as ${call.sdk.join('.')}`;
      if (call.status < 200 || call.status > 299) {
        failures += 1;
        console.log(`FAIL ${label}: the stand-in answered HTTP ${call.status} ${JSON.stringify(call.json)}, nothing to check`);
      } else if (errors.has(i)) {
        failures += 1;
        console.log(`FAIL ${label}:\n    ${counted(errors.get(i)).join('\n    ')}`);
      } else {
        const empty = Array.isArray(call.json) && call.json.length === 0 ? ' (an empty list: only its type is checked)' : '';
        console.log(`ok   ${label}${empty}`);
      }
    }
    if (errors.has(-1)) {
      failures += 1;
      console.log(`FAIL the check's own source:\n    ${errors.get(-1).join('\n    ')}`);
    }
    for (const route of unchecked) {
      failures += 1;
      console.log(`FAIL GET ${route.path}: a call of the widgets that this script does not make (add it to CALLS)`);
    }
  } finally {
    await demo.close();
  }
  console.log(failures ? `${failures} of the calls differ from the SDK's types` : "every answer matches the SDK's declared types");
  process.exit(failures ? 1 : 0);
}

await main();
