import { expect } from '@open-wc/testing';
import { ACCOUNT_VIEWS, accountMenuCollapses, accountViewOf } from './account';

describe('account area', () => {
  it('tabs: inbox, edit-profile, change-password, history, responsible-gaming, bonuses, subscriptions, bonus-code, verify, sign-out', () => {
    expect([...ACCOUNT_VIEWS]).to.deep.equal([
      'inbox', 'edit-profile', 'change-password', 'history', 'responsible-gaming', 'bonuses', 'subscriptions', 'bonus-code', 'verify', 'sign-out',
    ]);
  });

  it('the view attribute picks the tab; an unknown or missing view shows the inbox', () => {
    for (const view of ACCOUNT_VIEWS) expect(accountViewOf(view)).to.equal(view);
    expect(accountViewOf(undefined)).to.equal('inbox');
    expect(accountViewOf('no-such-tab')).to.equal('inbox');
  });

  it('the side navigation collapses into a dropdown under 540px wide', () => {
    expect(accountMenuCollapses(539)).to.equal(true);
    expect(accountMenuCollapses(500)).to.equal(true);
    expect(accountMenuCollapses(540)).to.equal(false);
    expect(accountMenuCollapses(900)).to.equal(false);
  });
});
