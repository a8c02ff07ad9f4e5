import { defineElement } from './define';
import { BonusSelectorElement } from '../react/bonus-selector/BonusSelector';
import { stylesheet } from '../react/bonus-selector/BonusSelector.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary 'Pick a bonus': the bonuses offered to the player, Continue and 'Continue without a bonus'.
 * A deposit bonus is kept for the deposit and opens the deposit popup with its code; any other
 * bonus is triggered at once.
 * @attr deposit-only - offer deposit bonuses only
 * @attr inline - render in place instead of as a popup
 * @attr lang - language of this element
 * @event betr-bonus-selected - the pick went through: `{ bonus }`, a Bonus or null
 * @csspart form - the form
 * @csspart title - the heading
 * @csspart offer - one offered bonus with its radio button
 * @csspart button - a button
 * @csspart notice - an error, success or information notice
 * @csspart button-primary - the main action (also `button`)
 * @csspart button-secondary - a secondary action (also `button`)
 */
export const BetrBonusSelector = defineElement<{ depositOnly?: boolean }>(
  'betr-bonus-selector',
  unlessLacking(BonusSelectorElement, 'getBonusOffers'),
  {
    attributes: { depositOnly: 'boolean' },
    stylesheet,
    namespaces: ['bonuses'],
  },
);
