// Chromium driven over a bare DevTools pipe: only the Page and Runtime domains, none of the
// network instrumentation a test driver turns on (Playwright enables DevTools' Network domain
// on every page, and its agent then does work for every request, even one answered from the
// memory cache: about 1-1.5 ms on the insert -> first input figure, which a player's browser
// never pays). For timings in the tens of milliseconds and below; everything else in the
// bench goes through Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../test/chromium.mjs';

/** Launch Chromium; `newPage(url)` opens a tab on `url` once the network is idle. */
export async function launchBare() {
  const profile = mkdtempSync(join(tmpdir(), 'betr-bench-'));
  const child = spawn(chromiumPath, [...chromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  let nextId = 0;
  const replies = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.on('data', (data) => {
    buffered += data.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const reply = message.id !== undefined && replies.get(message.id);
      if (reply) {
        replies.delete(message.id);
        if (message.error) reply.reject(new Error(`${reply.method}: ${message.error.message}`));
        else reply.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  exited.then(() => {
    for (const reply of replies.values()) reply.reject(new Error('Chromium exited'));
    replies.clear();
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      replies.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  const version = (await send('Browser.getVersion')).product;

  async function newPage(url, { initScript } = {}) {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const call = (method, params) => send(method, params, sessionId);
    const errors = [];
    const onMessage = (message) => {
      if (message.sessionId === sessionId && message.method === 'Runtime.exceptionThrown') {
        const details = message.params.exceptionDetails;
        errors.push(details.exception?.description?.split('\n')[0] ?? details.text);
      }
    };
    listeners.add(onMessage);
    await call('Page.enable');
    await call('Page.setLifecycleEventsEnabled', { enabled: true });
    await call('Runtime.enable');
    if (initScript) await call('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
    /** Run `navigate` and resolve once the page's network has been idle (500 ms without requests). */
    const settled = async (navigate, timeoutMs = 30_000) => {
      let done;
      const idle = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${url}: no network idle in ${timeoutMs} ms`)), timeoutMs);
        // Enabling the events repeats those the blank tab reached: wait for the new document's.
        let started = false;
        done = (message) => {
          if (message.sessionId !== sessionId || message.method !== 'Page.lifecycleEvent') return;
          if (message.params.name === 'init') started = true;
          if (!started || message.params.name !== 'networkIdle') return;
          clearTimeout(timer);
          resolve();
        };
        listeners.add(done);
      });
      try {
        await navigate();
        await idle;
      } finally {
        listeners.delete(done);
      }
    };
    await settled(() => call('Page.navigate', { url }));
    return {
      errors,
      reload: () => settled(() => call('Page.reload')),
      /** Call `fn(arg)` in the page and resolve with its (awaited, JSON) value. */
      async evaluate(fn, arg) {
        const { result, exceptionDetails } = await call('Runtime.evaluate', {
          expression: `(${fn})(${JSON.stringify(arg)})`,
          awaitPromise: true,
          returnByValue: true,
        });
        if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        return result.value;
      },
      close: async () => {
        listeners.delete(onMessage);
        await send('Target.closeTarget', { targetId });
      },
    };
  }

  return {
    version,
    newPage,
    async close() {
      send('Browser.close').catch(() => undefined);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
