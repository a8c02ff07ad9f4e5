import { atom } from 'nanostores';
import { ProviderError } from '../adapters/provider';
import { nextChatLook } from '../domain/chat';
import { safeScript } from '../domain/safe-url';
import { toProviderError } from './errors';
import { provider } from './current-provider';
import { scriptUrl } from '../trusted-types';

/** The support chat: not started, starting (its service loading), open, or the reason it could not start. */
export type ChatState = { status: 'idle' | 'starting' | 'open' } | { status: 'failed'; error: ProviderError };

export const $chat = atom<ChatState>({ status: 'idle' });

/** What a chat service offers once it is ready: open its window with the operator's options. */
interface ChatService {
  open(options: Record<string, string>): void;
}

/** The global a chat service names itself by, unless the configuration's `api` option names another. */
export const DEFAULT_CHAT_API = 'betrChat';

const NOT_READY = () => new ProviderError('chat', 'unavailable');

/** Scripts already added, by address: a page adds the chat service once, whichever element starts it. */
const added = new Map<string, HTMLScriptElement>();

function addScript(src: string): void {
  if (added.has(src)) return;
  const script = document.createElement('script');
  script.src = scriptUrl(src);
  script.async = true;
  // A script that could not load is forgotten, so the player's retry adds it again.
  script.addEventListener('error', () => {
    added.delete(src);
    script.remove();
  });
  added.set(src, script);
  document.head.append(script);
}

function serviceAt(name: string): ChatService | null {
  const service = (window as unknown as Record<string, unknown>)[name] as Partial<ChatService> | undefined;
  return service && typeof service.open === 'function' ? (service as ChatService) : null;
}

/** Look for the service now, then every 500 ms (spec), until it is there or the launcher gives up. */
function whenReady(name: string): Promise<ChatService> {
  return new Promise((resolve, reject) => {
    let attempt = 0;
    const look = () => {
      attempt += 1;
      const service = serviceAt(name);
      if (service) return resolve(service);
      const delay = nextChatLook(attempt);
      if (delay === null) return reject(NOT_READY());
      setTimeout(look, delay);
    };
    look();
  });
}

/**
 * Start the support chat: load the operator's chat service (the provider's chat
 * configuration names its script; only an address safeScript allows is loaded), wait until
 * it is ready and open it. Starting it again while it is open opens its window again.
 */
export async function startChat(): Promise<void> {
  if ($chat.get().status === 'starting') return;
  $chat.set({ status: 'starting' });
  try {
    const config = await (await provider()).getChatConfig();
    const src = safeScript(config.scriptUrl);
    if (!src) throw NOT_READY();
    addScript(src);
    const { api = DEFAULT_CHAT_API, ...options } = config.options;
    (await whenReady(api)).open(options);
    $chat.set({ status: 'open' });
  } catch (error) {
    $chat.set({ status: 'failed', error: toProviderError(error, 'chat') });
  }
}
