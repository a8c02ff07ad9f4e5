import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/message';
import { ProviderError } from '../../adapters/provider';
import { provider } from '../../stores/current-provider';
import { find, shadow, text } from '../../../test/support';

describe('<betr-message>', () => {
  it('restricted-access says "Not available in your country"', async () => {
    const el = await fixture(html`<betr-message type="restricted-access"></betr-message>`);
    await text(el, 'Not available in your country');
  });

  for (const [type, title] of [
    ['invalid-reset-pw-token', 'Link not valid'],
    ['activation-required', 'Activation required'],
    ['activation-complete', 'Account activated'],
  ]) {
    it(`the ${type} type has its own title and a Close button`, async () => {
      const el = await fixture(html`<betr-message type=${type}></betr-message>`);
      await text(el, title);
      expect([...shadow(el).querySelectorAll('button')].map((b) => b.textContent)).to.include('Close');
    });
  }

  it('Close in the page hides the message', async () => {
    const el = await fixture(html`<betr-message type="activation-complete" inline></betr-message>`);
    (await find<HTMLButtonElement>(el, 'button')).click();
    await new Promise((r) => setTimeout(r, 20));
    expect(shadow(el).querySelector('h2')).to.equal(null);
  });

  it('connection-lost tells the player the connection is lost and offers Try again: while the platform is out of reach it says so, once back the message goes', async () => {
    const p = await provider();
    let reachable = false;
    let tries = 0;
    p.reconnect = async () => {
      tries += 1;
      if (!reachable) throw new ProviderError('general', 'offline');
    };
    try {
      const el = await fixture(html`<betr-message type="connection-lost" inline></betr-message>`);
      await text(el, 'Connection lost');
      await text(el, 'We lost the connection to the casino and could not get it back. Check your internet connection and try again.');
      const tryAgain = () => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
      expect(shadow(el).querySelector('[role="alert"]')).to.not.equal(null);
      tryAgain().click();
      await text(el, 'Could not reach the server. Check your connection and try again.');
      expect(tryAgain()).to.not.equal(undefined);
      reachable = true;
      tryAgain().click();
      await waitUntil(() => shadow(el).querySelector('h2') === null, 'the message stayed after the connection came back');
      expect(tries).to.equal(2);
    } finally {
      delete p.reconnect;
    }
  });
});
