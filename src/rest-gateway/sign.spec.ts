import { expect, test } from '@playwright/test';
import { sdkToken } from './sdk-signature.testing';
import { apiSecretBytes, authorization, createSigner, requestIds, signatureToken, signedText, type SignedCall } from './sign';

// The platform SDK 1.9.1's transport (goa-codebet/enji-sdk, src/api/Http/index.ts) signs the
// lines apiId, requestId, timestamp, [sessionId], [clientIp], path+query, body with
// HMAC-SHA256 keyed with the API secret read as hex (jsSHA `setHMACKey(secret, "HEX")`),
// base64. The expected values here are made with jsSHA, the SDK's own library, never with the
// gateway's code.
const CALL: SignedCall = {
  apiId: 'operator-7',
  requestId: 4711,
  timestamp: 1767225600,
  sessionId: '9f1c2e7a-session',
  clientIp: '203.0.113.9',
  path: '/player/signin/v2?jurisdiction=MGA&name=%C3%A5sa',
  body: '{"Username":"player@example.com","Password":"Password1!"}',
};
// An operator's secret is a hex string: 20 bytes as 40 hex digits.
const SECRET = '7c2e9a41d0b35f68e19c4a72b0d6f3e58a1c29d4';
const LINES = [
  'operator-7',
  '4711',
  '1767225600',
  '9f1c2e7a-session',
  '203.0.113.9',
  '/player/signin/v2?jurisdiction=MGA&name=%C3%A5sa',
  '{"Username":"player@example.com","Password":"Password1!"}',
];

test.describe("the signature equals the platform SDK 1.9.1's algorithm (jsSHA vectors)", () => {
  test('on fixed inputs with a session, a client IP, a query and a body: HMAC-SHA256 (secret read as hex) of the seven lines, base64', async () => {
    expect(signedText(CALL)).toBe(LINES.join('\n'));
    expect(await signatureToken(SECRET, CALL)).toBe(sdkToken(SECRET, LINES));
    // Pinned (made with jsSHA): a change of algorithm, line order or key encoding fails here even if both sides moved.
    expect(await signatureToken(SECRET, CALL)).toBe('LirLoq1YgaK5XZCfRB3cU9ZgGFR9GMKnfQx+cTFGsVg=');
  });

  test('the key is the hex-decoded secret, not its text: the same digits keyed as text sign differently; upper-case digits are the same key', async () => {
    const asText = new TextEncoder().encode(SECRET);
    const key = await crypto.subtle.importKey('raw', asText, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const textToken = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(LINES.join('\n')))).toString('base64');
    expect(await signatureToken(SECRET, CALL)).not.toBe(textToken);
    expect(await signatureToken(SECRET.toUpperCase(), CALL)).toBe(sdkToken(SECRET, LINES));
  });

  test('without a session or client IP their lines are left out; a call without a body signs an empty last line', async () => {
    const call: SignedCall = { apiId: 'operator-7', requestId: 0, timestamp: 1767225601, path: '/bonus', body: null };
    expect(signedText(call)).toBe('operator-7\n0\n1767225601\n/bonus\n');
    expect(await signatureToken('00ff', call)).toBe(sdkToken('00ff', ['operator-7', '0', '1767225601', '/bonus', '']));
    const withIpOnly = { ...call, clientIp: '127.0.0.1' };
    expect(await signatureToken('00ff', withIpOnly)).toBe(sdkToken('00ff', ['operator-7', '0', '1767225601', '127.0.0.1', '/bonus', '']));
  });

  test('the Authorization header is "amx {apiId}:{token}:{requestId}:{timestamp}"', async () => {
    expect(await authorization(SECRET, CALL)).toBe('amx operator-7:LirLoq1YgaK5XZCfRB3cU9ZgGFR9GMKnfQx+cTFGsVg=:4711:1767225600');
  });

  // The gateway signs with node:crypto where the runtime has it (Node, here) and with WebCrypto
  // elsewhere (an edge runtime): both must give the SDK's token.
  for (const engine of ['node:crypto', 'webcrypto'] as const)
    test(`with ${engine}: the same tokens as jsSHA, a call without a session, client IP or body included`, async () => {
      const signer = createSigner(SECRET, { engine });
      expect(await signer.token(CALL)).toBe(sdkToken(SECRET, LINES));
      expect(await signer.authorization(CALL)).toBe('amx operator-7:LirLoq1YgaK5XZCfRB3cU9ZgGFR9GMKnfQx+cTFGsVg=:4711:1767225600');
      const bare: SignedCall = { apiId: 'operator-7', requestId: 0, timestamp: 1767225601, path: '/bonus?name=%C3%A5sa', body: null };
      expect(await createSigner('00FF', { engine }).token(bare)).toBe(sdkToken('00ff', signedText(bare).split('\n')));
    });

  test('on Node the default is node:crypto: one key made once, every call signed with it, no WebCrypto job a call', async () => {
    const nodeCrypto = process.getBuiltinModule('node:crypto');
    const { createSecretKey, createHmac } = nodeCrypto;
    const keys: unknown[] = [];
    const used: unknown[] = [];
    const subtleSign = crypto.subtle.sign;
    let webCryptoCalls = 0;
    nodeCrypto.createSecretKey = ((...args: Parameters<typeof createSecretKey>) => {
      const key = createSecretKey(...args);
      keys.push(key);
      return key;
    }) as typeof createSecretKey;
    nodeCrypto.createHmac = ((...args: Parameters<typeof createHmac>) => {
      used.push(args[1]);
      return createHmac(...args);
    }) as typeof createHmac;
    crypto.subtle.sign = ((...args: Parameters<typeof subtleSign>) => {
      webCryptoCalls++;
      return subtleSign.apply(crypto.subtle, args);
    }) as typeof subtleSign;
    try {
      const signer = createSigner(SECRET);
      const calls = Array.from({ length: 5 }, (_, requestId) => ({ ...CALL, requestId }));
      const tokens = await Promise.all(calls.map((call) => signer.token(call)));
      expect(tokens).toEqual(calls.map((call) => sdkToken(SECRET, signedText(call).split('\n'))));
      expect(keys).toHaveLength(1);
      expect(used).toEqual(calls.map(() => keys[0]));
      expect(webCryptoCalls).toBe(0);
    } finally {
      nodeCrypto.createSecretKey = createSecretKey;
      nodeCrypto.createHmac = createHmac;
      crypto.subtle.sign = subtleSign;
    }
  });

  test('with WebCrypto, one signer imports its key once and signs every call with it', async () => {
    const imported: unknown[] = [];
    const importKey = crypto.subtle.importKey.bind(crypto.subtle);
    crypto.subtle.importKey = ((...args: Parameters<typeof importKey>) => {
      imported.push(args[0]);
      return importKey(...args);
    }) as typeof importKey;
    try {
      const signer = createSigner(SECRET, { engine: 'webcrypto' });
      const calls = Array.from({ length: 5 }, (_, requestId) => ({ ...CALL, requestId }));
      const tokens = await Promise.all(calls.map((call) => signer.token(call)));
      expect(tokens).toEqual(calls.map((call) => sdkToken(SECRET, signedText(call).split('\n'))));
      expect(imported).toEqual(['raw']);
    } finally {
      crypto.subtle.importKey = importKey;
    }
  });
});

test.describe('an API secret that is not hex is refused, never taken as text', () => {
  const message = (problem: string) =>
    `betr-rest-gateway: BETR_API_SECRET (apiSecret) must be the API secret as the platform issues it, a hex string such as "3f9a0c…", two digits a byte: ${problem}`;
  test('empty, odd length, or a character that is not a hex digit', () => {
    expect(() => apiSecretBytes('')).toThrow(message('it is empty'));
    expect(() => apiSecretBytes('abc')).toThrow(message('it has an odd number of hex digits (3)'));
    expect(() => apiSecretBytes('operator-secret')).toThrow(
      message('it holds a character that is not a hex digit (0-9, a-f) at position 1'),
    );
    expect(() => apiSecretBytes('00ff 1a')).toThrow(message('it holds a character that is not a hex digit (0-9, a-f) at position 5'));
    expect(() => createSigner('0x00ff')).toThrow(message('it holds a character that is not a hex digit (0-9, a-f) at position 2'));
  });
  test('a hex secret is read two digits a byte', () => {
    expect([...apiSecretBytes('00ff7A10')]).toEqual([0x00, 0xff, 0x7a, 0x10]);
  });
});

test('request ids are integers from 0 to 99999, never the same twice within one second', () => {
  const next = requestIds();
  const ids = Array.from({ length: 5000 }, () => next(1767225600));
  expect(new Set(ids).size).toBe(5000);
  expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id <= 99_999)).toBe(true);
  // A random source that repeats itself: the gateway draws again.
  const repeating = [0.5, 0.5, 0.25];
  const fixed = requestIds(() => repeating.shift() ?? 0.75);
  expect([fixed(10), fixed(10)]).toEqual([50_000, 25_000]);
});
