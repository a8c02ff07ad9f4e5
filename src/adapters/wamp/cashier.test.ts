import { expect } from '@open-wc/testing';
import { isProviderError } from '../provider';
import { createProvider } from './index';

/** The first platform has no cashier-config procedure: the operator's <betr-config> names the merchant. */
describe('the WAMP adapter: the cashier configuration', () => {
  it('without merchant-id on <betr-config> the deposit config fails as cashier.load-failed; the console names the attribute', async () => {
    // Nothing listens here: the check comes before the platform is asked anything.
    const provider = createProvider({ adapter: 'wamp', url: 'ws://127.0.0.1:9/wamp', realm: 'betr' });
    const logged: unknown[][] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const error = await provider.getDepositConfig().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isProviderError(error) && `${error.area}.${error.key}`).to.equal('cashier.load-failed');
      // The player reads the catalogue's message, not the integrator's.
      expect(isProviderError(error) && error.description).to.equal(undefined);
      expect(String(logged[0]?.[0])).to.contain('merchant-id');
    } finally {
      console.error = consoleError;
      await provider.close();
    }
  });
});
