import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { isRequested, loadElement } from '../catalogue';
import { configure } from '../stores/config';
import { isLoaded } from '../stores/i18n';
import { warmUp } from './warm-up';

describe('warm-up of a page whose betr tags come later', () => {
  it("for a returning player (a stored session), it loads the common strings of the page language ahead, and not the sign-in, which the player's page does not open", async () => {
    expect(isLoaded('en-US', ['common'])).to.equal(false);
    localStorage.setItem('betr:session', 'warm-up-test-session');
    try {
      expect(warmUp()).to.equal(true);
    } finally {
      localStorage.removeItem('betr:session');
    }
    await waitUntil(() => isLoaded('en-US', ['common']), 'the common strings were not loaded');
    expect(isRequested('betr-sign-in')).to.equal(false);
  });

  it("on the turnkey platform, not the sign-in either: the platform's framework shows its own", () => {
    configure({ adapter: 'turnkey' });
    try {
      expect(warmUp()).to.equal(true);
    } finally {
      configure({ adapter: null });
    }
    expect(isRequested('betr-sign-in')).to.equal(false);
  });

  it("for a visitor, it makes the sign-in ready, which the page's 'Sign in' button opens: defined, with its strings", async () => {
    expect(isRequested('betr-sign-in')).to.equal(false);
    expect(warmUp()).to.equal(true);
    await waitUntil(() => customElements.get('betr-sign-in') !== undefined, '<betr-sign-in> was not defined');
    await waitUntil(() => isLoaded('en-US', ['common', 'signIn']), 'the sign-in strings were not loaded');
  });

  it('once an element was asked for, its own first render does that work: nothing is done', async () => {
    await loadElement('betr-sign-in');
    expect(warmUp()).to.equal(false);
  });
});
