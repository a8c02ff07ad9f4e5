import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { loadElement } from '../catalogue';
import { isLoaded } from '../stores/i18n';
import { warmUp } from './warm-up';

describe('warm-up of a page whose betr tags come later', () => {
  it('with no tag asked for yet, it loads the common strings of the page language ahead', async () => {
    expect(isLoaded('en-US', ['common'])).to.equal(false);
    expect(warmUp()).to.equal(true);
    await waitUntil(() => isLoaded('en-US', ['common']), 'the common strings were not loaded');
  });

  it('once an element was asked for, its own first render does that work: nothing is done', async () => {
    await loadElement('betr-sign-in');
    expect(warmUp()).to.equal(false);
  });
});
