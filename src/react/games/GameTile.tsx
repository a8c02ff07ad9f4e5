import { memo, useState } from 'react';
import type { Game } from '../../domain/model';
import { playGame, toggleFavorite } from '../../stores/games';
import { Button } from '../ui/Button';
import { useElement } from '../ui/ElementRoot';
import styles from './Games.module.css';

export interface GameTileProps {
  game: Game;
  /** null: no toggle (signed out, favorites not loaded, or the platform has none); else whether it is a favorite. */
  favorite: boolean | null;
  /** How its image loads: 'first' (eager, high priority: the lobby's first paint), 'eager' (the rest of the first row), 'lazy'. */
  image?: 'first' | 'eager' | 'lazy';
}

/** The thumbnails' intrinsic size (4:3, as the tile shows them): the browser reserves their box before they arrive. */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 240;

/**
 * One game, the same in the lobby, the favorites and the last played: its thumbnail (loaded
 * lazily unless it is in the lobby's first row, a placeholder until then or when it fails), title, Play, Demo when the game has a
 * demo, and the favorite toggle. The page hears `betr-game-launch` first and may launch the
 * game itself with preventDefault().
 */
export const GameTile = memo(function GameTile({ game, favorite, image = 'lazy' }: GameTileProps) {
  const { LL, emit } = useElement();
  const [imageFailed, setImageFailed] = useState(false);
  const launch = (playMode: 'real' | 'demo') => {
    if (emit('betr-game-launch', { gameId: game.gameId, playMode })) void playGame(game.gameId, playMode);
  };
  return (
    <li className={styles.tile} part="tile">
      <div className={styles.thumbnail} part="thumbnail">
        {game.image && !imageFailed && (
          <img
            className={styles.image}
            src={game.image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={image === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={image === 'first' ? 'high' : undefined}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        )}
      </div>
      <h3 className={styles.title} part="game-title">
        {game.title}
      </h3>
      <div className={styles.actions}>
        <Button aria-label={LL.games.playGame({ title: game.title })} onClick={() => launch('real')}>
          {LL.games.play()}
        </Button>
        {game.demo && (
          <Button variant="secondary" aria-label={LL.games.demoGame({ title: game.title })} onClick={() => launch('demo')}>
            {LL.games.demo()}
          </Button>
        )}
      </div>
      {favorite !== null && (
        <button
          type="button"
          className={styles.favorite}
          part={favorite ? 'favorite favorite-on' : 'favorite'}
          aria-label={favorite ? LL.games.removeFavorite({ title: game.title }) : LL.games.addFavorite({ title: game.title })}
          onClick={() => void toggleFavorite(game.gameId)}
        >
          <span aria-hidden="true">{favorite ? '\u2665' : '\u2661'}</span>
        </button>
      )}
    </li>
  );
});
