/** Spec (cashier §9): the chat widget is looked for again every 500 ms until its service is ready. */
export const CHAT_RETRY_MS = 500;

/**
 * How many times the launcher looks for the chat service before telling the player it could
 * not start: 20 looks, 10 s in all — longer than a chat script takes on a slow connection,
 * short enough that a player who clicked is not left waiting without an answer.
 */
export const CHAT_READY_ATTEMPTS = 20;

/** The delay before the next look for the chat service after `attempt` looks (1-based), or null when the launcher gives up. */
export function nextChatLook(attempt: number): number | null {
  return attempt < CHAT_READY_ATTEMPTS ? CHAT_RETRY_MS : null;
}
