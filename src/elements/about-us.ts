import { defineElement } from './define';
import { AboutUs } from '../react/brand-block/BrandBlock';
import { stylesheet } from '../react/brand-block/BrandBlock.module.css';

/**
 * @summary A brand page block: the brand's About us text (on turnkey the placeholder text: the brand info page is asked for and discarded); its privacy-policy and contact-us links open those host actions. English whatever `lang` says; nothing
 * visible on a platform without brand blocks (rest, wamp: the console says why, once).
 * @attr lang - language of the loading and error texts (the content is English)
 * @csspart content - the block's content
 * @csspart notice - an error notice
 * @cssproperty --betr-block-gap - space after each logo or image (default 0.5rem)
 * @cssproperty --betr-license-logos-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrAboutUs = defineElement<object>('betr-about-us', AboutUs, { attributes: {}, stylesheet, namespaces: [] });
