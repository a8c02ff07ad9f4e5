import { defineElement } from './define';
import { BonusPolicy } from '../react/brand-block/BrandBlock';
import { stylesheet } from '../react/brand-block/BrandBlock.module.css';

/**
 * @summary A brand page block: the brand's Bonus policy text (on turnkey the placeholder text); its help-deposit, help-deposit-account and help-deposit-banking links open the deposit, the account and the withdrawal, contact-us the contact popup. English whatever `lang` says; nothing
 * visible on a platform without brand blocks (rest, wamp: the console says why, once).
 * @attr lang - language of the loading and error texts (the content is English)
 * @csspart content - the block's content
 * @csspart notice - an error notice
 * @cssproperty --betr-block-gap - space after each logo or image (default 0.5rem)
 * @cssproperty --betr-license-logos-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrBonusPolicy = defineElement<object>('betr-bonus-policy', BonusPolicy, { attributes: {}, stylesheet, namespaces: [] });
