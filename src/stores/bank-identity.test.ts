import { expect } from '@open-wc/testing';
import { $bankIdentity, watchBankIdentity } from './bank-identity';
import { COLLECT_INTERVAL_MS } from '../domain/bank-identity';
import { provider } from './current-provider';
import { resetWorld } from '../../test/support';
import { installFakeClock } from '../../test/fake-clock';

describe('bank identity polling', () => {
  beforeEach(resetWorld);

  it('a pending attempt asks the provider for its answer every 1 s, on the fake clock', async () => {
    expect(COLLECT_INTERVAL_MS).to.equal(1000);
    const p = await provider();
    const original = p.collectOAuth;
    let asked = 0;
    p.collectOAuth = (...args) => {
      asked += 1;
      return original.apply(p, args);
    };
    const clock = installFakeClock();
    const stop = watchBankIdentity('sign-in');
    try {
      await clock.nextTimer(1000);
      expect($bankIdentity.get().status).to.equal('pending');
      clock.tick(999);
      await clock.settle();
      expect(asked, 'not before 1 s').to.equal(0);
      clock.tick(1);
      await clock.settle();
      expect(asked, 'at 1 s').to.equal(1);
      // Still pending at the bank: the next question 1 s after the answer.
      await clock.nextTimer(1000);
      clock.tick(999);
      await clock.settle();
      expect(asked).to.equal(1);
      clock.tick(1);
      await clock.settle();
      expect(asked).to.equal(2);
    } finally {
      stop();
      clock.uninstall();
      p.collectOAuth = original;
    }
  });
});
