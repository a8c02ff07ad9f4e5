import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/deposit';
import { $session, signIn } from '../../stores/session';
import { $profile } from '../../stores/profile';
import { $popup } from '../../stores/popup';
import { provider } from '../../stores/current-provider';
import { $selectedBonusCode } from '../../stores/bonuses';
import { tightestDepositLimit } from '../../domain/deposit-limit-warning';
import { button, find, holdCalls, replaceOperation, resetWorld, shadow, stubControls, text } from '../../../test/support';
import { installFakeClock } from '../../../test/fake-clock';

describe('<betr-deposit>', () => {
  beforeEach(async () => {
    await resetWorld();
  });

  it('shows the bonus selector first; continuing without a bonus shows the cashier', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
    await text(el, 'Continue without a bonus');
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    button(el, 'Continue without a bonus')!.click();
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(new URL(frame.src).searchParams.get('bonusCode')).to.equal(null);
  });

  it("answers within 300 ms: the deposit's first screen is the whole screen, never 'Loading...' before it", async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null);
    const el = document.createElement('betr-deposit');
    el.setAttribute('inline', '');
    el.setAttribute('skip-bonus', '');
    const seen: string[] = [];
    new MutationObserver(() => seen.push(shadow(el).textContent ?? '')).observe(shadow(el), {
      childList: true,
      subtree: true,
      characterData: true,
    });
    document.body.append(el);
    try {
      await find<HTMLIFrameElement>(el, 'iframe');
      expect(
        seen.filter((shown) => shown.includes('Loading...')),
        "a state that said 'Loading...'",
      ).to.deep.equal([]);
      expect(seen[0], 'the first render').to.include('Deposit');
    } finally {
      el.remove();
    }
  });

  it("answers slower than 300 ms: 'Loading...' shows at 300 ms, then the screen as they come", async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null);
    const settings = await (await provider()).getDepositConfig();
    const config = await holdCalls('getDepositConfig');
    const clock = installFakeClock();
    try {
      const el = await fixture(html`<betr-deposit inline skip-bonus></betr-deposit>`);
      await clock.nextTimer(300);
      clock.tick(299);
      await clock.settle();
      expect(shadow(el).textContent, 'at 299 ms').to.equal('');
      clock.tick(1);
      await clock.until(() => !!shadow(el).textContent?.includes('Loading...'), "'Loading...' at 300 ms");
      await config.answer(settings);
      await clock.until(() => shadow(el).querySelector('iframe') !== null, 'the cashier once the settings came');
      expect(shadow(el).textContent).not.to.include('Loading...');
    } finally {
      clock.uninstall();
      config.restore();
    }
  });

  it('with a bonus code the selector is skipped and the code goes with the deposit', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-deposit inline bonus-code="WELCOME100" amount="25"></betr-deposit>`);
    const url = new URL((await find<HTMLIFrameElement>(el, 'iframe')).src);
    expect([url.searchParams.get('bonusCode'), url.searchParams.get('amount')]).to.deep.equal(['WELCOME100', '25']);
  });

  it('an amount attribute that is not an amount (-50, 99999999999, 12.345 EUR) is ignored with one console warning, never put in the cashier address', async () => {
    await signIn('player@example.com', 'Password1!');
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      for (const amount of ['-50', '99999999999', '12.345']) {
        const el = await fixture(html`<betr-deposit inline skip-bonus amount=${amount}></betr-deposit>`);
        const url = new URL((await find<HTMLIFrameElement>(el, 'iframe')).src);
        expect(url.searchParams.get('amount'), amount).to.equal(null);
        expect(url.href).not.to.contain(amount);
      }
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal([
      'betr: amount "-50" is not a EUR amount; the cashier opens without it',
      'betr: amount "99999999999" is not a EUR amount; the cashier opens without it',
      'betr: amount "12.345" is not a EUR amount; the cashier opens without it',
    ]);
  });

  it('a session that expires as the deposit opens keeps the amount the player chose: signed in again, "Send again" opens the cashier with it', async () => {
    await signIn('player@example.com', 'Password1!');
    await waitUntil(() => $profile.get() !== null);
    // The platform ends the session as the deposit asks for the cashier's settings, not before:
    // the sign-in's own follow-up calls (required pages, the reality check) would meet it first.
    const [p, controls] = [await provider(), await stubControls()];
    const settings = p.getDepositConfig;
    const restore = await replaceOperation('getDepositConfig', () => {
      restore();
      controls.expireSession();
      return settings.call(p);
    });
    let el = await fixture(html`<betr-deposit inline skip-bonus amount="50"></betr-deposit>`);
    await waitUntil(() => $session.get() === null, 'the 401 did not sign the player out');
    el.remove();

    await signIn('player@example.com', 'Password1!');
    el = await fixture(html`<betr-deposit inline skip-bonus></betr-deposit>`);
    await text(el, 'Your session ended before this was saved. What you entered is back: send it again?');
    expect(new URL((await find<HTMLIFrameElement>(el, 'iframe')).src).searchParams.get('amount')).to.equal(null);
    button(el, 'Send again')!.click();
    // The cashier frame is made anew for the amount: between the two frames there is none.
    await waitUntil(() => {
      const frame = shadow(el).querySelector('iframe');
      return frame !== null && new URL(frame.src).searchParams.get('amount') === '50';
    }, 'the cashier did not open with 50');
    expect(button(el, 'Send again')).to.equal(undefined);
  });

  it('skip-bonus (the bonus settled before, as at sign-up): no selector, and the deposit goes without a bonus', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-deposit inline skip-bonus></betr-deposit>`);
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(new URL(frame.src).searchParams.get('bonusCode')).to.equal(null);
    expect(button(el, 'Continue without a bonus')).to.equal(undefined);
  });

  it('a bonus picked before goes with the deposit, and the cashier stays as it is once the deposit has used it', async () => {
    await signIn('player@example.com', 'Password1!');
    $selectedBonusCode.set('RELOAD50');
    const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(new URL(frame.src).searchParams.get('bonusCode')).to.equal('RELOAD50');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { eventType: 'TX_SUCCESS', payload: { amount: 20, txRefId: 'tx-b' } },
        origin: 'http://localhost:5000',
        source: frame.contentWindow,
      }),
    );
    await text(el, 'Payment complete.');
    expect($selectedBonusCode.get()).to.equal(null);
    expect(shadow(el).querySelector('iframe')).to.equal(frame);
  });

  it('back from a payment (payment-status), its outcome shows first', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-deposit inline payment-status="failed"></betr-deposit>`);
    const alert = await find(el, '[role="alert"]');
    expect(alert.textContent).to.equal('The payment failed. Please try again or choose another payment method.');
  });

  it("when the remaining deposit limit is under 10% of the amount: 'You have {remainingAmount} left to deposit.'", async () => {
    await signIn('player@example.com', 'Password1!');
    const status = tightestDepositLimit(await (await provider()).getLimits());
    (await stubControls()).deposit(status!.remainingAmount - 50);
    const el = await fixture(html`<betr-deposit inline bonus-code="X"></betr-deposit>`);
    await text(el, 'You have €50.00 left to deposit.');
  });

  it("the deposit screen reads in the spec's order: the limit notice, then the bonus selector, then (after it) the cashier", async () => {
    await signIn('player@example.com', 'Password1!');
    const status = tightestDepositLimit(await (await provider()).getLimits());
    (await stubControls()).deposit(status!.remainingAmount - 50);
    const el = await fixture(html`<betr-deposit inline></betr-deposit>`);
    await text(el, 'You have €50.00 left to deposit.');
    await text(el, 'Continue without a bonus');
    const limitNotice = () =>
      [...shadow(el).querySelectorAll('*')].find(
        (node) => node.children.length === 0 && node.textContent === 'You have €50.00 left to deposit.',
      )!;
    const notice = limitNotice();
    const selector = button(el, 'Continue without a bonus')!;
    expect(notice.compareDocumentPosition(selector) & Node.DOCUMENT_POSITION_FOLLOWING, 'the selector follows the notice').to.not.equal(0);
    selector.click();
    const frame = await find<HTMLIFrameElement>(el, 'iframe');
    expect(limitNotice().compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING, 'the cashier follows the notice').to.not.equal(
      0,
    );
  });

  it("at zero: 'You have reached your limit.' with 'See your limits here' linking to /menu/responsible-gaming", async () => {
    await signIn('player@example.com', 'Password1!');
    (await stubControls()).deposit(tightestDepositLimit(await (await provider()).getLimits())!.remainingAmount);
    const el = await fixture(html`<betr-deposit inline bonus-code="X"></betr-deposit>`);
    await text(el, 'You have reached your limit.');
    const link = await find<HTMLAnchorElement>(el, 'a[href="/menu/responsible-gaming"]');
    expect(link.textContent).to.equal('See your limits here');
  });

  it('a non-activated player who deposits in a popup gets the activate popup', async () => {
    await signIn('new@example.com', 'Password1!');
    const popup = document.createElement('betr-popup');
    document.body.append(popup);
    try {
      popup.innerHTML = '<betr-deposit></betr-deposit>';
      await waitUntil(() => $popup.get()?.type === 'activate-message', `popup is ${$popup.get()?.type}`);
    } finally {
      popup.remove();
    }
  });
});
