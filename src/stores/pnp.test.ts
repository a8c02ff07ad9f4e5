import { expect } from '@open-wc/testing';
import { createPnpFlow } from './pnp';
import { $bankIdentity } from './bank-identity';
import { $session, signIn, signOut } from './session';
import { resetWorld } from '../../test/support';

/** Pay N Play's steps as the store gives them, one union (the view only switches on it). */
describe('Pay N Play: one union of steps', () => {
  beforeEach(resetWorld);
  afterEach(signOut);

  it('an amount that is none stays at the first step and says so; changing it says so no more', () => {
    const flow = createPnpFlow();
    expect(flow.$step.get()).to.deep.equal({ name: 'amount', invalid: false });
    flow.start('12,5', 'SEK');
    expect(flow.$step.get()).to.deep.equal({ name: 'amount', invalid: true });
    flow.edit();
    expect(flow.$step.get()).to.deep.equal({ name: 'amount', invalid: false });
  });

  it('a visitor goes from the amount to the bank identity; Change amount goes back', () => {
    const flow = createPnpFlow();
    flow.start('200', 'SEK');
    expect(flow.$step.get()).to.deep.equal({ name: 'bank-identity', amount: 200 });
    flow.changeAmount();
    expect(flow.$step.get()).to.deep.equal({ name: 'amount', invalid: false });
  });

  it('a signed-in player goes straight to the deposit of the amount; its success is done, heard with the amount', async () => {
    await signIn('player@example.com', 'Password1!');
    const flow = createPnpFlow();
    const stop = flow.connect();
    flow.start('50', 'EUR');
    expect(flow.$step.get()).to.deep.equal({ name: 'deposit', amount: 50 });
    expect(flow.finish()).to.deep.equal({ amount: 50, newPlayer: false });
    expect(flow.$step.get()).to.deep.equal({ name: 'done' });
    stop();
  });

  it('a new person named by the bank goes to token sign-up inside the flow, then is heard as a new player', () => {
    const flow = createPnpFlow();
    const stop = flow.connect();
    flow.start('200', 'SEK');
    $bankIdentity.set({ ...$bankIdentity.get(), status: 'sign-up', token: 'token-of-a-new-person' });
    expect(flow.$step.get()).to.deep.equal({ name: 'sign-up', amount: 200, token: 'token-of-a-new-person' });
    expect(flow.finish()).to.deep.equal({ amount: 200, newPlayer: true });
    expect($session.get()).to.equal(null);
    stop();
  });
});
