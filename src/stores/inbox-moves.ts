/**
 * Each move in the inbox (a page, a message opened or closed, by the player or by a link)
 * takes a turn. A link's open that is still waiting for the list when the player moves on
 * (the account opened at a `message-id` reloads the list first) does not pull the player
 * back when the list arrives: only the latest move is made. A module of its own, so that the
 * account element notes the turn when it is given a `message-id` without loading the inbox.
 */
let moves = 0;

/** Take a turn; the answer says whether it is still the latest. */
export function asked(): () => boolean {
  const move = ++moves;
  return () => move === moves;
}

/** How many moves the inbox has seen: the account notes it when it is given a message id (see `showInbox`). */
export function inboxMoves(): number {
  return moves;
}
