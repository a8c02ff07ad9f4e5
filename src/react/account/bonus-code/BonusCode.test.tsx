import { expect, fixture, html } from '@open-wc/testing';
import { defineElement } from '../../../elements/define';
import BonusCode from './BonusCode';
import { signIn } from '../../../stores/session';
import { $bonuses } from '../../../stores/bonuses';
import { fill, find, resetWorld, shadow, submit, text } from '../../../../test/support';

defineElement<object>('betr-test-bonus-code', BonusCode, { attributes: {}, stylesheet: '', namespaces: [] });

describe('account: trigger bonus by code', () => {
  beforeEach(async () => {
    await resetWorld();
    await signIn('sga@example.com', 'Password1!');
  });

  it("Bonus code: required, 'Enter a bonus code', tied to the labelled input", async () => {
    const el = await fixture(html`<betr-test-bonus-code></betr-test-bonus-code>`);
    await submit(el);
    const input = await find<HTMLInputElement>(el, 'input[name="bonusCode"][aria-invalid="true"]');
    expect(shadow(el).querySelector(`label[for="${input.id}"]`)?.textContent).to.equal('Bonus code');
    expect(shadow(el).getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal('Enter a bonus code');
  });

  it("a valid code shows 'Bonus code successfully triggered' and the bonus is the player's", async () => {
    const el = await fixture(html`<betr-test-bonus-code></betr-test-bonus-code>`);
    await fill(el, { bonusCode: 'freespins20' });
    await submit(el);
    await text(el, 'Bonus code successfully triggered');
    expect((await find<HTMLInputElement>(el, 'input[name="bonusCode"]')).value).to.equal('');
    expect(shadow(el).querySelector('[aria-invalid="true"]')).to.equal(null);
    await $bonuses.retry();
    const bonuses = $bonuses.value!;
    expect(bonuses.status === 'ready' && bonuses.value[0]).to.include({ code: 'FREESPINS20', status: 'active' });
  });

  it('an invalid code shows the bonus error and keeps what was typed', async () => {
    const el = await fixture(html`<betr-test-bonus-code></betr-test-bonus-code>`);
    await fill(el, { bonusCode: 'NOPE' });
    await submit(el);
    await text(el, 'The bonus code is not valid.');
    expect((await find<HTMLInputElement>(el, 'input[name="bonusCode"]')).value).to.equal('NOPE');
  });

  it('a bonus the player is not eligible for shows the not-eligible message', async () => {
    const el = await fixture(html`<betr-test-bonus-code></betr-test-bonus-code>`);
    await fill(el, { bonusCode: 'VIP500' });
    await submit(el);
    await text(el, 'You are unfortunately not eligible for this bonus, please choose another one.');
  });
});
