import { expect } from '@open-wc/testing';
import { $bankIdentity, watchBankIdentity } from './bank-identity';
import { COLLECT_INTERVAL_MS } from '../domain/bank-identity';
import { recordCalls, resetWorld } from '../../test/support';
import { installFakeClock } from '../../test/fake-clock';

describe('bank identity polling', () => {
  beforeEach(resetWorld);

  it('a pending attempt asks the provider for its answer every 1 s, on the fake clock', async () => {
    expect(COLLECT_INTERVAL_MS).to.equal(1000);
    const { calls: asked, restore } = await recordCalls('collectOAuth');
    const clock = installFakeClock();
    const stop = watchBankIdentity('sign-in');
    try {
      await clock.nextTimer(1000);
      expect($bankIdentity.get().status).to.equal('pending');
      clock.tick(999);
      await clock.settle();
      expect(asked.length, 'not before 1 s').to.equal(0);
      clock.tick(1);
      await clock.settle();
      expect(asked.length, 'at 1 s').to.equal(1);
      // Still pending at the bank: the next question 1 s after the answer.
      await clock.nextTimer(1000);
      clock.tick(999);
      await clock.settle();
      expect(asked.length).to.equal(1);
      clock.tick(1);
      await clock.settle();
      expect(asked.length).to.equal(2);
    } finally {
      stop();
      clock.uninstall();
      restore();
    }
  });
});
