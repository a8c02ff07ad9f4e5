import { expect } from '@open-wc/testing';
import { installFakeClock } from '../../test/fake-clock';
import { exchange } from './http';
import { createPlatformHttp } from './wamp/http';
import { ProviderError } from './provider';

/** A fetch that never answers until the request is aborted, as a platform that hangs. */
const hanging = (_input: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

async function failure(run: () => Promise<unknown>): Promise<ProviderError> {
  try {
    await run();
  } catch (error) {
    return error as ProviderError;
  }
  throw new Error('it did not fail');
}

describe("the platforms' one HTTP transport", () => {
  it('answers the status and the text, whatever the status', async () => {
    const answer = await exchange('https://api.example/x', {}, { fetch: async () => new Response('{"Code":"Nope"}', { status: 400 }) });
    expect(answer).to.deep.equal({ status: 400, text: '{"Code":"Nope"}' });
  });

  it("a call with no answer in 15000 ms fails with its area's timeout: not at 14999 ms", async () => {
    const clock = installFakeClock();
    try {
      const call = failure(() => exchange('https://api.example/x', {}, { area: 'sign-in', fetch: hanging }));
      await clock.nextTimer(15_000);
      clock.tick(14_999);
      let settled = false;
      void call.then(() => (settled = true));
      await clock.settle();
      expect(settled).to.equal(false);
      clock.tick(1);
      const error = await call;
      expect([error.area, error.key]).to.deep.equal(['sign-in', 'timeout']);
    } finally {
      clock.uninstall();
    }
  });

  it("a refused connection fails at once with its area's offline", async () => {
    const error = await failure(() =>
      exchange('https://api.example/x', {}, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    );
    expect([error.area, error.key]).to.deep.equal(['general', 'offline']);
  });

  it("the websocket platform's casino API calls have the time limit too: a lobby that hangs fails with general.timeout", async () => {
    const original = window.fetch;
    const clock = installFakeClock();
    window.fetch = hanging as typeof fetch;
    try {
      const games = failure(() => createPlatformHttp('https://casino.example', () => null).games());
      await clock.nextTimer(15_000);
      clock.tick(15_000);
      const error = await games;
      expect([error.area, error.key]).to.deep.equal(['general', 'timeout']);
    } finally {
      window.fetch = original;
      clock.uninstall();
    }
  });
});
