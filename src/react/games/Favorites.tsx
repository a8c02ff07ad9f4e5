import { useStore } from '@nanostores/react';
import { gamesById } from '../../domain/games';
import { $favorites, $games } from '../../stores/games';
import { $session, $sessionChecked } from '../../stores/session';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { GameShelf } from './GameShelf';
import { SignInPrompt } from '../ui/SignInPrompt';
import { useStoreInTransition } from '../ui/useStoreInTransition';

/** The player's favorite games, as tiles of the lobby; a toggle here or in the lobby changes both at once. */
export function Favorites() {
  const { LL } = useElement();
  const session = useStore($session);
  const checked = useStore($sessionChecked);
  usePopupTitle(LL.games.favoritesTitle());

  if (!session)
    return checked ? (
      <SignInPrompt title={LL.games.favoritesTitle()} titleId="games-title" part="games" text={LL.games.signInForFavorites()} />
    ) : null;
  return <FavoriteGames />;
}

/** Shown to a signed-in player only: a visitor's page asks for no games here. */
function FavoriteGames() {
  const { LL } = useElement();
  const games = useStoreInTransition($games);
  const favorites = useStore($favorites);
  const failed = games.status === 'failed' ? games.error : favorites.status === 'failed' ? favorites.error : null;
  return (
    <GameShelf
      title={LL.games.favoritesTitle()}
      state={
        failed
          ? { status: 'failed', error: failed, retry: () => void Promise.all([$games.retry(), $favorites.retry()]) }
          : games.status === 'ready' && favorites.status === 'ready'
            ? { status: 'ready', games: gamesById(games.value, favorites.value), empty: LL.games.noFavorites() }
            : { status: 'loading' }
      }
    />
  );
}
