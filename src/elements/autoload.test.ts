import { expect } from '@open-wc/testing';
import { startAutoloader } from './autoload';
import { isRequested } from '../catalogue';
import { installFakeClock } from '../../test/fake-clock';

describe('the autoloader', () => {
  it("loads the first tag a block brings at once and each other in a task of its own, in the catalogue's order", async () => {
    startAutoloader();
    const clock = installFakeClock();
    const block = document.createElement('div');
    block.innerHTML = '<betr-jackpots></betr-jackpots><betr-license-logos></betr-license-logos><betr-jackpots></betr-jackpots>';
    try {
      document.body.append(block);
      // The catalogue's order: the licence logos come first there.
      await clock.until(() => isRequested('betr-license-logos'), 'the first tag was not loaded');
      expect(isRequested('betr-jackpots'), 'the second tag, in the same task').to.equal(false);
      expect(clock.pending(), 'one task for the second tag; none for the first one again').to.deep.equal([0]);
      clock.tick(0);
      expect(isRequested('betr-jackpots'), 'the second tag, in the next task').to.equal(true);
    } finally {
      clock.uninstall();
      block.remove();
    }
  });
});
