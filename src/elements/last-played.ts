import { defineElement } from './define';
import { LastPlayed, type LastPlayedProps } from '../react/games/LastPlayed';
import { stylesheet } from '../react/games/Games.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The games the signed-in player played last, most recent first, as the lobby's
 * tiles; a real-money launch on the page moves that game to the front. A visitor is asked to
 * sign in. Where the platform does not record last played: 'This is not available here.'
 * @attr limit - how many games (default 10)
 * @attr lang - language of this element
 * @event betr-game-launch - Play or Demo was pressed: `{ gameId, playMode }`; preventDefault() to launch it yourself
 * @csspart games - the whole list
 * @csspart title - the heading
 * @csspart grid - the list of games
 * @csspart tile - one game
 * @csspart thumbnail - the game's picture box
 * @csspart game-title - the game's name
 * @csspart button - Play, Demo, Sign in, Try again
 * @csspart button-primary - Play, Sign in and Try again (also `button`)
 * @csspart button-secondary - Demo (also `button`)
 * @csspart favorite - the favorite toggle
 * @csspart favorite-on - the toggle of a favorite game (also `favorite`)
 * @csspart skeleton - the placeholder grid while loading
 * @csspart notice - an error (also `notice-error`)
 * @cssproperty --betr-game-tile-min-width - narrowest a tile gets (150px)
 * @cssproperty --betr-game-gap - space between tiles
 * @cssproperty --betr-game-placeholder - background of a picture not loaded yet
 * @cssproperty --betr-game-tile-background - a tile's background
 * @cssproperty --betr-game-favorite-color - the heart's colour
 * @cssproperty --betr-game-favorite-background - behind the heart
 * @cssproperty --betr-game-list-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 * @cssproperty --betr-lobby-rows - rows of tiles the reserved first page holds (24 in one column, fewer as columns fit)
 * @cssproperty --betr-lobby-columns - columns of the reserved first page, set by the element's width
 */
export const BetrLastPlayed = defineElement<LastPlayedProps>('betr-last-played', unlessLacking(LastPlayed, 'getLastPlayed'), {
  attributes: { limit: 'number' },
  stylesheet,
  namespaces: ['games'],
});
