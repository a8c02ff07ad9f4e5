import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { startPopupHost } from '../elements/popup-loader';
import { startAutoloader } from '../elements/autoload';
import { $popup } from './popup';
import { loadVisitorCountry } from './jurisdiction';
import { closePopupsAndSettle, resetWorld, stubControls, text } from '../../test/support';

// The visitor's country is asked once a page, so this file (its own page) holds one case.
describe('the visitor country', () => {
  before(() => {
    startPopupHost();
    startAutoloader();
  });
  beforeEach(resetWorld);
  after(closePopupsAndSettle);

  it("When the platform reports no IP country, the restricted-access popup ('Not available in your country') opens", async () => {
    (await stubControls()).setVisitorCountry(null);
    await loadVisitorCountry();
    expect($popup.get()).to.deep.include({ type: 'message', attributes: { type: 'restricted-access' } });
    await waitUntil(() => document.querySelector('betr-popup betr-message'), 'the popup shows no message');
    await text(document.querySelector('betr-popup betr-message')!, 'Not available in your country');
  });
});
