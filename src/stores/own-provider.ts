// A page's own provider: loaded only on a page that selects a registered adapter.
import type { AdapterFactory, Provider } from '../adapters/provider';
import { defineProvider } from '../adapters/define-provider';
import type { BetrConfig } from './config';
import { $ownAdapters } from './current-provider';

/**
 * The factory registered as `name`, once it is: a page's own script may run after betr.js
 * has asked. Every script of the page has run by the window's load event, so a name still
 * unknown a task after it is an error rather than a wait forever.
 */
function registered(name: string): Promise<AdapterFactory> {
  return new Promise((resolve, reject) => {
    const stop = $ownAdapters.subscribe((adapters) => {
      const factory = adapters[name];
      if (factory) queueMicrotask(() => (stop(), resolve(factory)));
    });
    const giveUp = () =>
      setTimeout(() => {
        if ($ownAdapters.get()[name]) return;
        stop();
        reject(new Error(`no adapter is registered as "${name}" (betr.registerAdapter)`));
      });
    if (document.readyState === 'complete') giveUp();
    else window.addEventListener('load', giveUp, { once: true });
  });
}

/**
 * The page's own adapter selected by `config`: its factory's provider, made whole as a built-in
 * adapter's is. An operation it does not define is lacking exactly as a built-in adapter's
 * NotImplemented one, so the elements, account tabs and sign-in steps that need it leave it out.
 */
export async function createOwnProvider(config: BetrConfig): Promise<Provider> {
  const factory = await registered(config.adapter);
  return defineProvider(await factory({ ...config })); // a copy: the factory reads it as a plain record
}
