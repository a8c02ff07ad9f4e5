import { atom } from 'nanostores';
import { $popup, closePopup, openPopup } from './popup';
import { onProviderEvent, provider } from './current-provider';

/**
 * The platform's connection gave up after its retries (the websocket platform): the player
 * is shown so, with a retry, until it is reached again (the retry, or any later call).
 * Loaded with the adapter that has a connection (./wamp-adapter.ts), so no other page
 * carries it.
 */
export const $connectionLost = atom(false);

const CONNECTION_LOST = 'connection-lost';
const showingLost = () => {
  const popup = $popup.get();
  return popup?.type === 'message' && popup.attributes.type === CONNECTION_LOST;
};

/**
 * The platform's connection was lost (after its retries) or is back. Lost: the
 * connection-lost message over the page, but never over a popup the player is working in
 * (its form shows the offline message on its next call, and that call reconnects). Back: the
 * message goes.
 */
export function connectionChanged(lost: boolean): void {
  $connectionLost.set(lost);
  if (lost && !$popup.get()) openPopup('message', { attributes: { type: CONNECTION_LOST } });
  if (!lost && showingLost()) closePopup('done');
}

onProviderEvent((event) => {
  if (event.type === 'connection') connectionChanged(event.lost);
});

/** The player's retry: open the connection again now. Throws general.offline while the platform stays out of reach. */
export async function reconnect(): Promise<void> {
  await (await provider()).reconnect?.();
  $connectionLost.set(false);
}
