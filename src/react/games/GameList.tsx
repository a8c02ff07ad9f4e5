import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { LOBBY_PAGE_SIZE, foldedTitle, lobbyGames } from '../../domain/games';
import { $games, $lobbyFilter } from '../../stores/games';
import { $jurisdiction } from '../../stores/jurisdiction';
import { Button } from '../ui/Button';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { useStoreInTransition } from '../ui/useStoreInTransition';
import ui from '../ui/ui.module.css';
import styles from './Games.module.css';
import { GameShelf, type ShelfState } from './GameShelf';

/**
 * The lobby: the provider's games in a responsive grid with a text filter. It renders one
 * page of tiles (24) and 'Show more games' adds the next, so 500 games cost no more than
 * the page a player sees. Childish games (the platform's appealing-for-children flag) are
 * left out under UKGC (src/domain/games: showsChildishGames). Its first row's images load
 * eagerly, the first with a high priority: they are what the page paints first.
 */
export function GameList() {
  const { LL } = useElement();
  // The catalogue's arrival renders in slices (useStoreInTransition); the filter the player types is urgent.
  const games = useStoreInTransition($games);
  const filter = useStore($lobbyFilter);
  const jurisdiction = useStore($jurisdiction);
  const [shown, setShown] = useState(LOBBY_PAGE_SIZE);
  // The input shows each key at once; the grid follows at a lower priority, and a key typed
  // meanwhile drops its render: a catalogue of thousands never makes typing wait (budgets.json's
  // typing: at most 100 ms a key at 4x CPU).
  const shownFilter = useDeferredValue(filter);
  usePopupTitle(LL.games.lobbyTitle());

  const all = games.status === 'ready' ? games.value : null;
  // The titles are folded for the filter ahead of the first key, a slice per task: never one
  // long task, on a page that may have thousands of games.
  useEffect(() => {
    if (!all) return;
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const fold = () => {
      for (const end = Math.min(next + 500, all.length); next < end; next += 1) foldedTitle(all[next]!);
      if (next < all.length) timer = setTimeout(fold, 0);
    };
    timer = setTimeout(fold, 0);
    return () => clearTimeout(timer);
  }, [all]);
  const matching = useMemo(() => (all ? lobbyGames(all, shownFilter, jurisdiction) : []), [all, shownFilter, jurisdiction]);
  const state: ShelfState =
    games.status === 'ready'
      ? {
          status: 'ready',
          games: matching.slice(0, shown),
          empty: shownFilter.trim() ? LL.games.noMatch({ filter: shownFilter.trim() }) : LL.games.noGames(),
        }
      : games.status === 'failed'
        ? { status: 'failed', error: games.error, retry: () => void $games.retry() }
        : { status: 'loading' };

  const search = (
    <div className={`${ui.field} ${styles.filter}`} part="field">
      <label className={ui.label} htmlFor="game-filter" part="label">
        {LL.games.filterLabel()}
      </label>
      <input
        className={ui.input}
        part="input filter"
        id="game-filter"
        type="search"
        autoComplete="off"
        value={filter}
        onChange={(event) => {
          $lobbyFilter.set(event.target.value);
          setShown(LOBBY_PAGE_SIZE);
        }}
      />
    </div>
  );
  const more = games.status === 'ready' && matching.length > 0 && (
    <div className={styles.more}>
      <p className={ui.text} part="count" aria-live="polite">
        {LL.games.shown({ shown: Math.min(shown, matching.length), total: matching.length })}
      </p>
      {shown < matching.length && (
        <Button variant="secondary" onClick={() => setShown((n) => n + LOBBY_PAGE_SIZE)}>
          {LL.games.showMore()}
        </Button>
      )}
    </div>
  );
  return <GameShelf title={LL.games.lobbyTitle()} state={state} before={search} after={more} skeleton={LOBBY_PAGE_SIZE} eagerImages />;
}
