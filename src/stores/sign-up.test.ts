import { expect } from '@open-wc/testing';
import { $signUpOptions, loadSignUpOptions, OPTIONS_RETRY_MS } from './sign-up';
import { recordCalls, resetWorld, stubControls } from '../../test/support';
import { installFakeClock } from '../../test/fake-clock';

describe('sign-up readiness', () => {
  beforeEach(async () => {
    await resetWorld();
    $signUpOptions.set(null);
  });

  it('Sign-up only opens once currencies, countries and calling codes are loaded (retry every 100 ms)', async () => {
    expect(OPTIONS_RETRY_MS).to.equal(100);
    const { calls: asked, restore } = await recordCalls('getCountries');
    (await stubControls()).fail('getCountries', 'unknown-error', 'sign-up');
    const clock = installFakeClock();
    try {
      const loading = loadSignUpOptions();
      await clock.nextTimer(100);
      expect(asked.length, 'the first attempt').to.equal(1);
      clock.tick(99);
      await clock.settle();
      expect(asked.length, 'no retry before 100 ms').to.equal(1);
      (await stubControls()).fail('getCountries', null);
      clock.tick(1);
      await loading;
      expect(asked.length, 'retried at 100 ms').to.equal(2);
      expect($signUpOptions.get()?.status).to.equal('ready');
    } finally {
      clock.uninstall();
      restore();
    }
  });
});
