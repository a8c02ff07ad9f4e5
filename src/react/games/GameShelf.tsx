import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ProviderError } from '../../adapters/provider';
import type { Game } from '../../domain/model';
import { $favoriteFailure, $favorites, $favoritesPlayer, $launchFailure } from '../../stores/games';
import { Button } from '../ui/Button';
import { useElement } from '../ui/ElementRoot';
import { ErrorNotice, Notice } from '../ui/Notice';
import { useStylesheet } from '../ui/useStylesheet';
import ui from '../ui/ui.module.css';
import styles, { stylesheet } from './Games.module.css';
import { GameTile } from './GameTile';

/** What a shelf shows: loading (a skeleton grid), a failure with a retry, or its games. */
export type ShelfState =
  | { status: 'loading' }
  | { status: 'failed'; error: ProviderError; retry: () => void }
  | { status: 'ready'; games: readonly Game[]; empty: string };

interface ShelfProps {
  title: string;
  state: ShelfState;
  before?: ReactNode;
  after?: ReactNode;
  /** Skeleton tiles while loading: the lobby shows a whole first page, of the size its tiles will have. */
  skeleton?: number;
  /** Load the first row's images eagerly (the first with a high priority), the rest lazily. */
  eagerImages?: boolean;
}

/**
 * The grid of game tiles the three game elements share, under their heading and above
 * anything they add (the lobby's 'Show more'): a skeleton while loading, the error with
 * 'Try again', the favorite toggles of a signed-in player, and the messages of a favorite
 * change that was refused or a launch that failed.
 */
export function GameShelf({ title, state, before, after, skeleton = 6, eagerImages = false }: ShelfProps) {
  const { LL, host } = useElement();
  // The first row is above the fold where the shelf is the page's first content: its images load
  // at once, the rest when scrolled near. The columns are the grid's auto-fill at the default
  // tile width, read once from the host's width (no layout of the grid itself is needed).
  const [columns] = useState(() => (eagerImages ? Math.max(1, Math.floor((host.clientWidth + 12) / 162)) : 0));
  useStylesheet(stylesheet);
  const favorites = useStore($favorites);
  const failure = useStore($favoriteFailure);
  const launchFailure = useStore($launchFailure);
  const canFavorite = useStore($favoritesPlayer) !== null;
  const ids = canFavorite && favorites.status === 'ready' ? new Set(favorites.value) : null;

  return (
    <section className={`${ui.stack} ${styles.shelf}`} aria-labelledby="games-title" part="games">
      <h2 className={styles.heading} id="games-title" part="title">
        {title}
      </h2>
      {before}
      {failure && (
        <Notice level="error">
          {failure.add ? LL.games.addFailed({ title: failure.title }) : LL.games.removeFailed({ title: failure.title })}
        </Notice>
      )}
      <ErrorNotice error={launchFailure} />
      {state.status === 'loading' && (
        <div role="status" part="skeleton">
          <span className={ui.text}>{LL.states.loading()}</span>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: skeleton }, (_, i) => (
              <li key={i} className={styles.skeletonTile} />
            ))}
          </ul>
        </div>
      )}
      {state.status === 'failed' && (
        <>
          <ErrorNotice error={state.error} />
          <div className={ui.actions}>
            <Button onClick={state.retry}>{LL.actions.tryAgain()}</Button>
          </div>
        </>
      )}
      {state.status === 'ready' && state.games.length === 0 && (
        <p className={ui.text} role="status">
          {state.empty}
        </p>
      )}
      {state.status === 'ready' && state.games.length > 0 && (
        <ul className={styles.grid} part="grid">
          {state.games.map((game, i) => (
            <GameTile
              key={game.gameId}
              game={game}
              favorite={ids ? ids.has(game.gameId) : null}
              image={i >= columns ? 'lazy' : i === 0 ? 'first' : 'eager'}
            />
          ))}
        </ul>
      )}
      {after}
    </section>
  );
}
