import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { $popup, $popupsAhead } from '../stores/popup';
import { startPopupHost } from './popup-loader';

describe('a popup announced ahead has its code loaded before it opens', () => {
  it('defines the announced elements and opens nothing', async () => {
    startPopupHost();
    $popupsAhead.set(['deposit', 'bonus-selector']);
    await waitUntil(
      () => customElements.get('betr-deposit') && customElements.get('betr-bonus-selector'),
      'the announced popups were not loaded',
      { timeout: 4000 },
    );
    expect($popup.get()).to.equal(null);
    expect(document.querySelector('betr-popup')).to.equal(null);
  });
});
