/**
 * The seeded casino's own records of its signed-in player (Maria Borg): her profile and wallet,
 * deposit limits, terms, messages, history and subscriptions, checked exactly.
 */
import { expect } from '@esm-bundle/chai';
import { tightestDepositLimit } from '../../domain/deposit-limit-warning';
import type { Suite } from '../suite';

export function accountCases({ provider, options, itNeeds }: Suite): void {
  itNeeds("profile: the seeded casino's Maria Borg in full", ['getProfile', 'player'], async () => {
    const profile = await provider().getProfile();
    expect(profile.email).to.equal(options.player!.email);
    // A platform that numbers its own records names the player its own way (its suite checks it).
    if (!options.ownRules?.includes('casino records')) expect(profile.userId).to.equal('u-1001');
    expect(profile).to.include({
      firstName: 'Maria',
      lastName: 'Borg',
      currency: 'EUR',
      isActivated: true,
      jurisdiction: 'MGA',
      gender: 'female',
    });
    expect(profile.disabled.email).to.equal(true);
    expect(profile.playerGroups).to.deep.equal(['vip']);
  });

  itNeeds("wallet: the seeded casino's 250 + 20 EUR", ['getWallet', 'player'], async () => {
    expect(await provider().getWallet()).to.deep.equal({ realBalance: 250, bonusBalance: 20, totalBalance: 270, currency: 'EUR' });
  });

  itNeeds(
    "cashier: the deposit limits tell what is left of them (the deposit notice's status)",
    ['getLimits', 'deposit limits', 'remaining limit amounts', 'player'],
    async () => {
      expect(tightestDepositLimit(await provider().getLimits())).to.deep.equal({ amount: 1000, remainingAmount: 800, currency: 'EUR' });
    },
  );

  itNeeds('terms: the current version, accepted', ['getTerms', 'acceptTerms', 'player'], async () => {
    const terms = await provider().getTerms();
    expect(terms.version).to.equal('2.0');
    expect(terms.content).to.contain('Terms and conditions');
    await provider().acceptTerms(terms.version);
  });

  itNeeds('messages: listed newest first, and marked read', ['getMessages', 'markMessageRead', 'player', 'reset'], async () => {
    const messages = await provider().getMessages();
    if (!options.ownRules?.includes('casino records'))
      expect(messages.map((m) => m.id)).to.deep.equal(['m-1001', 'm-1002', 'm-1003', 'm-1004', 'm-1005', 'm-1006', 'm-1007']);
    expect(messages.map((m) => m.messageSent)).to.deep.equal(
      messages
        .map((m) => m.messageSent)
        .sort()
        .reverse(),
    );
    expect(new Set(messages.map((m) => m.id)).size).to.equal(7);
    expect(messages[0]).to.include({ status: 'unpushed', ctaText: 'Deposit now', ctaAction: 'deposit' });
    expect(messages.map((m) => m.status)).to.include.members(['unpushed', 'read', 'other']);
    await provider().markMessageRead(messages[0]!.id);
    expect((await provider().getMessages())[0]!.status).to.equal('read');
  });

  itNeeds('history: pages of 10, newest first, of the asked type', ['getHistory', 'player'], async () => {
    const first = await provider().getHistory({ page: 0, type: 'Deposit' });
    const second = await provider().getHistory({ page: 1, type: 'Deposit' });
    expect(first.transactions).to.have.length(10);
    expect(first.totalPageCount).to.equal(2);
    expect(second.transactions.length).to.be.within(1, 10);
    const all = [...first.transactions, ...second.transactions];
    expect(new Set(all.map((t) => t.id)).size).to.equal(all.length);
    expect(all.every((t) => t.transactionType === 'deposit')).to.equal(true);
    expect(all.map((t) => t.date)).to.deep.equal(
      all
        .map((t) => t.date)
        .sort()
        .reverse(),
    );
    expect(new Set(all.map((t) => t.status))).to.deep.equal(new Set(['completed', 'failed', 'initiated', 'canceled']));
  });

  itNeeds('subscriptions: read and changed', ['getSubscriptions', 'updateSubscriptions', 'player', 'reset'], async () => {
    expect(await provider().getSubscriptions()).to.deep.equal([
      { type: 'sms', active: true },
      { type: 'email', active: true },
      { type: 'phone', active: false },
    ]);
    await provider().updateSubscriptions([
      { type: 'sms', active: false },
      { type: 'phone', active: true },
    ]);
    expect(await provider().getSubscriptions()).to.deep.equal([
      { type: 'sms', active: false },
      { type: 'email', active: true },
      { type: 'phone', active: true },
    ]);
  });
}
