/** The password calls (./password): what the platform cannot do. */
import { expect } from '@open-wc/testing';
import { NotImplemented } from '../provider';
import { caught, platform } from './fake-platform.testing';

describe('rest adapter: passwords', () => {
  it('an operation the platform has no path for is NotImplemented', async () => {
    const { provider, sent } = platform();
    expect(await caught(() => provider.isResetKeyValid('key'))).to.be.instanceOf(NotImplemented);
    expect(sent).to.deep.equal([]);
  });
});
