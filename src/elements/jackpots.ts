import { defineElement } from './define';
import { Jackpots } from '../react/jackpots/Jackpots';
import { stylesheet } from '../react/jackpots/Jackpots.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The operator's jackpots, each amount formatted in the page language and its
 * currency's rules (no decimals for SEK, NOK and DKK), with their total (one per currency).
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @csspart title - the heading
 * @csspart skeleton - the placeholder while the jackpots load
 * @csspart list - the jackpots and the total
 * @csspart jackpot - one jackpot: its name and amount
 * @csspart amount - an amount (of a jackpot or the total)
 * @csspart total - the total of the jackpots in one currency
 * @csspart empty - the text shown when there are no jackpots
 * @csspart notice - a load error (also `notice-error`), or 'This is not available here.'
 * @csspart button - Try again, after an error
 * @csspart button-primary - Try again (also `button`)
 * @cssproperty --betr-jackpot-background - background of each jackpot's row
 * @cssproperty --betr-jackpot-color - colour of the jackpot amounts
 * @cssproperty --betr-jackpots-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrJackpots = defineElement<object>('betr-jackpots', unlessLacking(Jackpots, 'getJackpots'), {
  attributes: {},
  stylesheet,
  namespaces: ['engagement'],
});
