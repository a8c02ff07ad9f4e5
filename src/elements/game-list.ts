import { defineElement } from './define';
import { GameList } from '../react/games/GameList';
import { stylesheet } from '../react/games/Games.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The lobby: the platform's games as a responsive grid of tiles (thumbnail loaded
 * lazily over a placeholder, title, Play, and Demo when the game has a demo), a text filter,
 * and a favorite toggle on each game for a signed-in player. It renders 24 tiles and 'Show
 * more games' adds 24 more, so 500 games cost what one page costs. Play while signed out
 * opens sign-in and, once signed in, the game launches; a non-activated player gets the
 * activate popup. The game opens in the external frame at /play/{gameId} (docs/what-the-player-sees.md, "Game launch").
 *
 * Childish games: a game the platform flags as appealing to children (`childish`) is left out
 * of the lobby under UKGC, whose licence conditions forbid offering games that appeal
 * particularly to children; other jurisdictions show it like any game. Where the platform
 * has no games list: 'This is not available here.'
 * @attr lang - language of this element
 * @event betr-game-launch - Play or Demo was pressed: `{ gameId, playMode }`; preventDefault() to launch it yourself
 * @csspart games - the whole lobby
 * @csspart title - the heading
 * @csspart field - the filter's label and input
 * @csspart label - the filter's label
 * @csspart input - the filter input (also `filter`)
 * @csspart filter - the filter input
 * @csspart grid - the list of games
 * @csspart tile - one game
 * @csspart thumbnail - the game's picture box (the placeholder until the picture loads)
 * @csspart game-title - the game's name
 * @csspart button - Play, Demo, Show more, Try again
 * @csspart button-primary - Play and Try again (also `button`)
 * @csspart button-secondary - Demo and Show more (also `button`)
 * @csspart favorite - the favorite toggle of a signed-in player
 * @csspart favorite-on - the toggle of a favorite game (also `favorite`)
 * @csspart count - 'Showing n of m games'
 * @csspart skeleton - the placeholder grid while loading
 * @csspart notice - an error: the games could not load, a favorite change was refused (also `notice-error`)
 * @cssproperty --betr-game-tile-min-width - narrowest a tile gets before the grid drops a column (150px)
 * @cssproperty --betr-game-gap - space between tiles
 * @cssproperty --betr-game-placeholder - background of a picture not loaded yet, and of the loading tiles
 * @cssproperty --betr-game-tile-background - a tile's background
 * @cssproperty --betr-game-favorite-color - the heart's colour
 * @cssproperty --betr-game-favorite-background - behind the heart
 * @cssproperty --betr-game-list-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 * @cssproperty --betr-lobby-rows - rows of tiles the reserved first page holds (24 in one column, fewer as columns fit)
 * @cssproperty --betr-lobby-columns - columns of the reserved first page, set by the element's width
 */
export const BetrGameList = defineElement<object>('betr-game-list', unlessLacking(GameList, 'getGames'), {
  attributes: {},
  stylesheet,
  namespaces: ['games'],
});
