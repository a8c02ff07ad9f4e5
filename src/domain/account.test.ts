import { expect } from '@open-wc/testing';
import { ACCOUNT_VIEWS, accountMenuCollapses, accountViewOf, accountViewsOffered } from './account';

describe('account area', () => {
  it('tabs: inbox, edit-profile, change-password, history, responsible-gaming, bonuses, subscriptions, bonus-code, verify, sign-out', () => {
    expect([...ACCOUNT_VIEWS]).to.deep.equal([
      'inbox',
      'edit-profile',
      'change-password',
      'history',
      'responsible-gaming',
      'bonuses',
      'subscriptions',
      'bonus-code',
      'verify',
      'sign-out',
    ]);
  });

  it('the view attribute picks the tab; an unknown or missing view shows the inbox', () => {
    for (const view of ACCOUNT_VIEWS) expect(accountViewOf(view)).to.equal(view);
    expect(accountViewOf(undefined)).to.equal('inbox');
    expect(accountViewOf('no-such-tab')).to.equal('inbox');
  });

  it("a platform lacking a tab's operations is not offered the tab; the others keep their order", () => {
    expect(accountViewsOffered(new Set())).to.deep.equal([...ACCOUNT_VIEWS]);
    // The websocket platform: no messages, subscriptions or documents.
    expect(
      accountViewsOffered(
        new Set([
          'getMessages',
          'markMessageRead',
          'getSubscriptions',
          'updateSubscriptions',
          'getKycDocuments',
          'getPaymentStats',
          'block',
        ]),
      ),
    ).to.deep.equal(['edit-profile', 'change-password', 'history', 'responsible-gaming', 'bonuses', 'bonus-code', 'sign-out']);
    // Lacking one of a tab's operations is enough.
    expect(accountViewsOffered(new Set(['updateSubscriptions']))).not.to.include('subscriptions');
  });

  it('a view the platform cannot serve opens the first tab offered', () => {
    const offered = accountViewsOffered(new Set(['getMessages', 'getKycDocuments']));
    expect(accountViewOf('verify', offered)).to.equal('edit-profile');
    expect(accountViewOf('inbox', offered)).to.equal('edit-profile');
    expect(accountViewOf(undefined, offered)).to.equal('edit-profile');
    expect(accountViewOf('history', offered)).to.equal('history');
  });

  it('the side navigation collapses into a dropdown under 540px wide', () => {
    expect(accountMenuCollapses(539)).to.equal(true);
    expect(accountMenuCollapses(500)).to.equal(true);
    expect(accountMenuCollapses(540)).to.equal(false);
    expect(accountMenuCollapses(900)).to.equal(false);
  });
});
