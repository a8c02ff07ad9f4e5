import { useStore } from '@nanostores/react';
import { LAST_PLAYED_LIMIT } from '../../domain/games';
import { lastPlayed as lastPlayedOf } from '../../stores/games';
import { $session, $sessionChecked } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { GameShelf } from './GameShelf';
import { SignInPrompt } from '../ui/SignInPrompt';
import { useStoreInTransition } from '../ui/useStoreInTransition';

export interface LastPlayedProps {
  /** How many games (default 10, the spec's). */
  limit?: number;
}

/** The games the player played last, most recent first; a game launched on this page moves to the front. */
export function LastPlayed({ limit }: LastPlayedProps) {
  const { LL } = useElement();
  const session = useStore($session);
  const checked = useStore($sessionChecked);
  const count = limit && limit > 0 ? Math.floor(limit) : LAST_PLAYED_LIMIT;
  const $lastPlayed = lastPlayedOf(count);
  const lastPlayed = useStoreInTransition($lastPlayed);
  usePopupTitle(LL.games.lastPlayedTitle());

  if (!session)
    return checked ? (
      <SignInPrompt title={LL.games.lastPlayedTitle()} titleId="games-title" part="games" text={LL.games.signInForLastPlayed()} />
    ) : null;
  return (
    <GameShelf
      title={LL.games.lastPlayedTitle()}
      state={
        lastPlayed.status === 'ready'
          ? { status: 'ready', games: lastPlayed.value, empty: LL.games.noLastPlayed() }
          : lastPlayed.status === 'failed'
            ? { status: 'failed', error: lastPlayed.error, retry: () => void $lastPlayed.retry() }
            : { status: 'loading' }
      }
    />
  );
}
