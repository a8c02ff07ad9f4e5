#!/usr/bin/env node
// Writes src/domain/error-keys.ts, the error keys by area, from the spec's error catalogue
// (onboarding §8, account §8, cashier-and-providers §8), so that `t(area.key)` cannot name a
// key the catalogue does not hold. The spec lives beside the repository (../shared/spec) or
// where BETR_SPEC says; it is not shipped, so the output is checked in and
// src/domain/error-catalogue.test.ts checks it against the locale. `--check` exits 1 when the
// checked-in file is not what the spec gives (run it after the spec changes).
//
//   node tools/build/error-keys.mjs [--check]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const specDir = resolve(process.env.BETR_SPEC ?? join(root, '..', 'shared', 'spec'));
const OUT = join(root, 'src', 'domain', 'error-keys.ts');

/** The §8 section of a spec file: from its "## 8." heading to the next "## ". */
function section8(file) {
  const text = readFileSync(join(specDir, file), 'utf8');
  const start = text.search(/^## 8\. /m);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** `invalid-field-{a, b}` → invalid-field-a, invalid-field-b. */
const expand = (text) =>
  text.replace(/([a-z-]+-)\{([^}]+)\}/g, (_, stem, list) =>
    list
      .split(',')
      .map((s) => stem + s.trim())
      .join(', '),
  );

/** Words that are keys: kebab-case names, and the platform's two CamelCase codes. */
const KEY = /\b(?:[a-z]+(?:-[a-z]+)+|blocked|blacklisted|GamblingIssuesCrossBrand|MissingNameOrAddress)\b/g;
/** The key-like words of a text, leaving out what is said in parentheses or quotes (the messages). */
const keysIn = (text) =>
  expand(text)
    .replace(/\([^)]*\)|'[^']*'/g, ' ')
    .match(KEY) ?? [];

export function catalogueFromSpec() {
  const areas = new Map();
  const add = (area, key) => {
    if (!areas.has(area)) areas.set(area, new Set());
    areas.get(area).add(key);
  };

  // onboarding §8: the sign-in table, the sign-up, reset-password and activation paragraphs.
  const onboarding = section8('onboarding.md');
  for (const [, key] of onboarding.matchAll(/^\| ([a-z-]+) \| .* \|$/gm)) if (key !== 'key') add('sign-in', key);
  const paragraph = (name) => onboarding.match(new RegExp(`^\\*\\*${name}\\*\\*:?(.*)$`, 'm'))?.[1] ?? '';
  for (const key of keysIn(paragraph('Sign-up'))) add('sign-up', key);
  for (const [, area, key] of paragraph('Reset password').matchAll(/\b(reset-password)\.([a-z-]+)/g)) add(area, key);
  for (const [, key] of paragraph('Activation').matchAll(/(?:^|; |: )([a-z]+(?:-[a-z]+)+) '/g)) add('activate', key);

  // account §8 and cashier §8: every `area.key` they name, and account §8's groups (areas).
  const named = `${section8('account.md')}\n${section8('cashier-and-providers.md')}`;
  for (const area of (named.match(/Groups: ([^.]*)\./)?.[1] ?? '').split(',')) if (area.trim()) add(area.trim(), 'unknown-error');
  for (const [, area, key] of named.matchAll(/\b([a-z]+(?:-[a-z]+)*)\.([a-z]+(?:-[a-z]+)+)\b/g)) add(area, key);
  // cashier §8's lookup lines for a whole area ("- sign-in: key (text), ...").
  for (const [, area, rest] of named.matchAll(/^- (sign-in|sign-up): (.*)$/gm))
    for (const key of keysIn(rest)) if (key !== 'invalid-field') add(area, key);
  // Messages shown outside an area ("Other messages shown: restricted-access, ..."): general.
  const other = named.match(/Other messages shown: ([^.]*)\./)?.[1] ?? '';
  for (const key of keysIn(other)) add('general', key);
  return areas;
}

/**
 * Keys the spec describes without naming, or that the product adds where the spec is
 * silent, each with where it comes from. They are part of the union as the spec's are.
 */
export const PRODUCT_KEYS = {
  general: {
    timeout: 'a call that outlives the adapter\'s time-out (DESIGN: "Nothing lost", the fault matrix)',
    offline: 'a refused or dropped connection (the fault matrix)',
    'not-implemented': 'onboarding §8: unimplemented operations "throw a not-implemented error"',
    'session-expired': 'a 401 mid-session: sign in again, the draft kept (the fault matrix)',
  },
  'forgot-password': {
    'captcha-required': "the websocket platform's password reset asks for a captcha answer",
    'player-not-found': 'as reset-password.player-not-found, for the request step',
  },
  'reset-password': {
    'session-expired': "onboarding §8: 'Your reset password session has expired'",
    'invalid-token': 'onboarding §8: "invalid token"; cashier §8: invalid-reset-pw-token',
    'missing-token': "onboarding §8: 'Missing token'",
  },
  player: { 'incorrect-password': "the profile save's password check (account: edit profile)" },
  bonus: { 'invalid-bonus': 'cashier §8: "Other messages shown: ... invalid-bonus" (a bonus code)' },
  'responsible-gaming': { 'limit-locked': 'account: a locked limit cannot be changed' },
  unsubscribe: { 'missing-token': 'account §8: "missing token | Missing token"' },
  cashier: { 'load-failed': 'DESIGN: cashier initialisation errors show the generic error with a retry' },
  chat: { unavailable: 'the chat service never became ready after its retries every 500 ms (src/stores/chat.ts)' },
};

/** Spec words that are not keys of their own area (messages, or keys that belong elsewhere). */
const NOT_KEYS = {
  // "invalid-bonus" is bonus.invalid-bonus (a code) and bonus-selector.invalid-bonus; the reset token is reset-password.invalid-token.
  general: ['activation-complete', 'invalid-reset-pw-token', 'invalid-bonus'],
  // "blocked, login-time-blocked and blacklisted show a problem-logging-in message": a message, not a key.
  'sign-in': ['problem-logging-in'],
};

export function errorKeys() {
  const areas = catalogueFromSpec();
  for (const [area, keys] of Object.entries(PRODUCT_KEYS))
    for (const key of Object.keys(keys)) (areas.get(area) ?? areas.set(area, new Set()).get(area)).add(key);
  for (const [area, keys] of Object.entries(NOT_KEYS)) for (const key of keys) areas.get(area)?.delete(key);
  // cashier §8: "anything else becomes unknown-error", in the failing operation's area: a key
  // of every area, shown with the area's text where the catalogue gives one, else the fallback.
  for (const keys of areas.values()) keys.add('unknown-error');
  const order = [
    'general',
    'sign-in',
    'sign-up',
    'forgot-password',
    'reset-password',
    'activate',
    'terms',
    'player',
    'bonus',
    'bonus-selector',
    'responsible-gaming',
    'subscription',
    'source-of-wealth',
    'unsubscribe',
    'kyc',
    'tournament',
    'chat',
    'cashier',
  ];
  const unknown = [...areas.keys()].filter((area) => !order.includes(area));
  if (unknown.length) throw new Error(`error-keys: the spec names areas this product has no place for: ${unknown.join(', ')}`);
  return order.filter((area) => areas.has(area)).map((area) => [area, [...areas.get(area)].sort()]);
}

function render(entries) {
  const q = (s) => `'${s}'`;
  const body = entries.map(([area, keys]) => `  ${/^[a-z]+$/.test(area) ? area : q(area)}: [${keys.map(q).join(', ')}],`).join('\n');
  return `// Generated by tools/build/error-keys.mjs from the spec's error catalogue (onboarding §8, account §8,
// cashier-and-providers §8) and the product's own keys listed there. Do not edit: run
// \`node tools/build/error-keys.mjs\`. The types made of it (ErrorArea, ErrorKey) are in
// error-catalogue.ts; src/domain/error-catalogue.test.ts checks the locale against it.

/** Every error key, by area: \`ProviderError { area, key }\` takes only these. */
export const ERROR_KEYS = {
${body}
} as const;
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(specDir)) {
    console.error(`error-keys: no spec at ${specDir} (set BETR_SPEC)`);
    process.exit(2);
  }
  const text = render(errorKeys());
  if (process.argv.includes('--check')) {
    const same = existsSync(OUT) && readFileSync(OUT, 'utf8') === text;
    console.log(
      same
        ? 'error-keys: src/domain/error-keys.ts matches the spec'
        : 'error-keys: src/domain/error-keys.ts differs from the spec: run node tools/build/error-keys.mjs',
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(OUT, text);
  console.log(`error-keys: wrote ${OUT}`);
}
