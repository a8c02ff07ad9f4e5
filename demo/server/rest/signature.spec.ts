import { expect, test } from '@playwright/test';
import { sdkToken } from '../../../src/rest-gateway/sdk-signature.testing';
import { authorization } from '../../../src/rest-gateway/sign';
import { DEMO_API, signatureChecker, type SignedRequest } from './signature.ts';

// The REST stand-in takes only calls signed as the platform requires. Unit cases against the
// check, then the stand-in itself over HTTP at /platform/rest on the demo server.
const NOW = 1_767_225_600_000;
/** As the SDK 1.9.1 signs: jsSHA, the secret read as hex. */
const token = sdkToken;

function signed(overrides: Partial<{ requestId: number; timestamp: number; secret: string }> = {}): SignedRequest {
  const { requestId = 123, timestamp = NOW / 1000, secret = DEMO_API.secret } = overrides;
  const body = '{"Amount":10}';
  const target = '/platform/rest/bonus/7/claim?x=1';
  return {
    authorization: `amx ${DEMO_API.id}:${token(secret, [DEMO_API.id, String(requestId), String(timestamp), 'sess-1', '127.0.0.1', target, body])}:${requestId}:${timestamp}`,
    sessionId: 'sess-1',
    clientIp: '127.0.0.1',
    target,
    body,
  };
}

test.describe("the stand-in refuses a call that is not signed as the platform requires (401, the platform's error shape)", () => {
  const check = () => signatureChecker({ [DEMO_API.id]: DEMO_API.secret }, () => NOW);

  test('a signed, fresh, new call is taken', () => {
    expect(check()(signed())).toBeNull();
  });

  test('unsigned: MissingSignature', () => {
    expect(check()({ ...signed(), authorization: undefined })).toEqual({ Code: 'MissingSignature', Message: 'The call is not signed' });
    expect(check()({ ...signed(), authorization: 'Bearer abc' })?.Code).toBe('MissingSignature');
  });

  test('the secret is read as hex, not as text: its digits keyed as text are InvalidSignature', () => {
    const asText = (lines: string[]) => token(Buffer.from(DEMO_API.secret, 'utf8').toString('hex'), lines);
    const call = signed();
    const [, , requestId, timestamp] = /^amx [^:]+:([^:]+):(\d+):(\d+)$/.exec(call.authorization!)!;
    const lines = [DEMO_API.id, requestId!, timestamp!, 'sess-1', '127.0.0.1', call.target, call.body];
    const textSigned = `amx ${DEMO_API.id}:${asText(lines)}:${requestId}:${timestamp}`;
    expect(check()({ ...call, authorization: textSigned })?.Code).toBe('InvalidSignature');
  });

  test('wrongly signed: InvalidSignature (another secret, another API id, a changed body, path, session or client IP)', () => {
    const invalid = { Code: 'InvalidSignature', Message: 'The signature does not match the call' };
    expect(check()(signed({ secret: '0badc0de' }))).toEqual(invalid);
    expect(check()({ ...signed(), authorization: signed().authorization!.replace(`amx ${DEMO_API.id}:`, 'amx someone-else:') })).toEqual(
      invalid,
    );
    expect(check()({ ...signed(), body: '{"Amount":1000}' })).toEqual(invalid);
    expect(check()({ ...signed(), target: '/platform/rest/bonus/8/claim?x=1' })).toEqual(invalid);
    expect(check()({ ...signed(), sessionId: 'sess-2' })).toEqual(invalid);
    expect(check()({ ...signed(), clientIp: '10.0.0.1' })).toEqual(invalid);
  });

  test("stale, more than 5 minutes from the platform's clock either way: StaleRequest", () => {
    expect(check()(signed({ timestamp: NOW / 1000 - 301 }))?.Code).toBe('StaleRequest');
    expect(check()(signed({ timestamp: NOW / 1000 + 301 }))?.Code).toBe('StaleRequest');
    expect(check()(signed({ timestamp: NOW / 1000 - 299 }))).toBeNull();
  });

  test('replayed (the same API id, request id and timestamp): ReplayedRequest', () => {
    const checker = check();
    expect(checker(signed())).toBeNull();
    expect(checker(signed())).toEqual({ Code: 'ReplayedRequest', Message: 'The call was already made' });
    expect(checker(signed({ requestId: 124 }))).toBeNull();
  });

  test("the gateway's own signature (src/rest-gateway) is one the stand-in takes", async () => {
    const call = {
      apiId: DEMO_API.id,
      requestId: 99_999,
      timestamp: NOW / 1000,
      sessionId: 'sess-1',
      clientIp: '127.0.0.1',
      path: '/platform/rest/wallet?product=Casino',
      body: '',
    };
    const header = await authorization(DEMO_API.secret, call);
    expect(check()({ authorization: header, sessionId: 'sess-1', clientIp: '127.0.0.1', target: call.path, body: '' })).toBeNull();
  });
});

test('over HTTP, /platform/rest: unsigned, wrongly signed, stale and replayed calls are refused before any route', async ({ request }) => {
  const call = (authorization?: string) =>
    request.get('/platform/rest/no-such-call', { headers: authorization ? { Authorization: authorization } : {} });
  const seconds = Math.round(Date.now() / 1000);
  const requestId = Math.floor(Math.random() * 100_000);
  const sign = (time: number, secret: string = DEMO_API.secret) =>
    `amx ${DEMO_API.id}:${token(secret, [DEMO_API.id, String(requestId), String(time), '/platform/rest/no-such-call', ''])}:${requestId}:${time}`;

  const unsigned = await call();
  expect(unsigned.status()).toBe(401);
  expect(await unsigned.json()).toEqual({ Code: 'MissingSignature', Message: 'The call is not signed' });
  expect((await (await call(sign(seconds, '9e55ed'))).json()).Code).toBe('InvalidSignature');
  expect((await (await call(sign(seconds - 3600))).json()).Code).toBe('StaleRequest');
  // Signed: past the door, the stand-in's own answer for an unknown call.
  const first = await call(sign(seconds));
  expect(first.status()).toBe(404);
  const replayed = await call(sign(seconds));
  expect(replayed.status()).toBe(401);
  expect(await replayed.json()).toEqual({ Code: 'ReplayedRequest', Message: 'The call was already made' });
});
