import { defineElement } from './define';
import { Tournament, type TournamentProps } from '../react/tournament/Tournament';
import { stylesheet } from '../react/tournament/Tournament.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary A tournament's leaderboard: start and end dates with a live countdown to the end,
 * ten players a page (position, name, points) paged by offset, the page around the signed-in
 * player ('My position'), and Opt in while the platform says the player can join. Refusals
 * show the catalogue's texts: 'Optin not required.', 'Already optined in.', 'Not allowed.',
 * 'Tournament not found.'.
 * @attr identifier - the tournament's identifier at the platform (required)
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @csspart title - the heading
 * @csspart skeleton - the placeholder while the leaderboard loads
 * @csspart dates - the start and end dates
 * @csspart countdown - the time left until the end, or that the tournament has ended
 * @csspart leaderboard - the table of players
 * @csspart player - one player's row
 * @csspart empty - the text shown when no player is on the leaderboard
 * @csspart pagination - Previous / Next with the positions shown
 * @csspart page-number - the positions shown, e.g. 'Positions 11 to 20'
 * @csspart notice - a refusal or load error, or 'You are in the tournament.' (also `notice-success`)
 * @csspart notice-error - a refusal or load error, e.g. 'Tournament not found.' (also `notice`)
 * @csspart button - Opt in and Try again (also `button-primary`); Previous, Next, My position / Top of the leaderboard (also `button-secondary`)
 * @csspart button-primary - Opt in and Try again (also `button`)
 * @cssproperty --betr-tournament-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrTournament = defineElement<TournamentProps>('betr-tournament', unlessLacking(Tournament, 'getLeaderboard'), {
  attributes: { identifier: 'string' },
  stylesheet,
  namespaces: ['engagement'],
});
