import { defineElement } from './define';
import { LicenseLogos } from '../react/brand-block/BrandBlock';
import { stylesheet } from '../react/brand-block/BrandBlock.module.css';

/**
 * @summary A brand page block: the licence and responsible-gaming logos of the footer: the footer-icons service's html (on turnkey a form-encoded POST with a fixed country, the brand and lng English), sanitized. English whatever `lang` says; nothing
 * visible on a platform without brand blocks (rest, wamp: the console says why, once).
 * @attr lang - language of the loading and error texts (the content is English)
 * @csspart content - the block's content
 * @csspart notice - an error notice
 * @cssproperty --betr-block-gap - space after each logo or image (default 0.5rem)
 * @cssproperty --betr-license-logos-block-size - the height it keeps before its content arrives, so nothing below it moves (docs/embed-on-a-page.md, a fast first paint at CLS 0)
 */
export const BetrLicenseLogos = defineElement<object>('betr-license-logos', LicenseLogos, { attributes: {}, stylesheet, namespaces: [] });
