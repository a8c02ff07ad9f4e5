import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/get-started';
import { $session } from '../../stores/session';
import { configure } from '../../stores/config';
import { activate } from '../../stores/activation';
import { loadLacks } from '../../stores/lacks';
import { fill, find, shadow, stubControls, text } from '../../../test/support';
import { atStep, click, choose, progress, resetWizards, seedWizard, signUpProgress } from '../sign-up/wizard.testing';

describe('<betr-get-started>', () => {
  beforeEach(resetWizards);
  after(resetWizards);

  it('starts with the email; an email that has an account goes to the sign-in step, filled in', async () => {
    const el = await fixture(html`<betr-get-started></betr-get-started>`);
    await atStep(el, 'Your email');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Get started');
    await fill(el, { email: 'player@example.com' });
    const exists = oneEvent(el, 'betr-sign-up-account-exists');
    await click(el, 'Continue');
    await exists;
    await atStep(el, 'Sign in');
    await text(el, 'You already have an account with this email. Sign in to continue.');
    const signIn = await find(el, 'betr-sign-in');
    await waitUntil(
      () => (signIn.shadowRoot?.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === 'player@example.com',
    );
    await fill(signIn, { password: 'Password1!' });
    (await find<HTMLButtonElement>(signIn, 'button[type="submit"]')).click();
    await waitUntil(() => $session.get() !== null, 'never signed in');
  });

  it('an accessible progress bar ("Sign-up progress") shows the step and how far is left: step n of 9, from the email on', async () => {
    const el = await fixture(html`<betr-get-started></betr-get-started>`);
    await atStep(el, 'Your email');
    expect(progress(el)).to.deep.equal(signUpProgress(1, 9));
    seedWizard('get-started', 'get-started', ['email', 'contact', 'personal', 'address'], 'limits');
    await atStep(el, 'Limits');
    expect(progress(el)).to.deep.equal(signUpProgress(5, 9));
  });

  it('"Use another email" goes back to the email step', async () => {
    const el = await fixture(html`<betr-get-started></betr-get-started>`);
    await fill(el, { email: 'player@example.com' });
    await click(el, 'Continue');
    await atStep(el, 'Sign in');
    await click(el, 'Use another email');
    await atStep(el, 'Your email');
  });

  it('a new email goes on to contact, which then asks no email again', async () => {
    const el = await fixture(html`<betr-get-started></betr-get-started>`);
    await fill(el, { email: 'fresh@example.com' });
    await click(el, 'Continue');
    await atStep(el, 'Contact details');
    await text(el, 'Step 2 of 9');
    expect(shadow(el).querySelector('input[name="email"]')).to.equal(null);
    expect(shadow(el).querySelector('input[name="password"]')).not.to.equal(null);
  });

  it('in the SGA jurisdiction: no password; deposit limits required; session limits as dropdowns filling week and month', async () => {
    configure({ jurisdiction: 'SGA' });
    seedWizard('get-started', 'get-started', ['email'], 'contact');
    const el = await fixture(html`<betr-get-started></betr-get-started>`);
    await atStep(el, 'Contact details');
    expect(shadow(el).querySelector('input[name="password"]')).to.equal(null);

    seedWizard('get-started', 'get-started', ['email', 'contact', 'personal', 'address'], 'limits');
    await atStep(el, 'Limits');
    await text(el, 'Swedish rules require deposit limits.');
    const day = await find<HTMLInputElement>(el, 'input[name="depositLimitDay"]');
    day.dispatchEvent(new Event('focusout', { bubbles: true }));
    await text(el, 'Must be larger or equal to 1');
    expect([...shadow(el).querySelectorAll('button')].some((b) => b.textContent === 'Skip limits')).to.equal(false);
    const options = [...(await find<HTMLSelectElement>(el, 'select[name="sessionLimitDay"]')).options].map((o) => o.value);
    expect(options).to.deep.equal(['', '120', '360', '720', '1440']);
    await choose(el, 'sessionLimitDay', '120');
    await waitUntil(() => (shadow(el).querySelector('select[name="sessionLimitWeek"]') as HTMLSelectElement).value === '1440');
    expect((shadow(el).querySelector('select[name="sessionLimitMonth"]') as HTMLSelectElement).value).to.equal('10080');
    await fill(el, { depositLimitDay: '100' });
    await click(el, 'Continue');
    await atStep(el, 'Annual activity');
  });

  it('in the SGA jurisdiction on a platform with one session limit (Provider.lacks weekly and monthly ones): only the daily session limit is offered', async () => {
    configure({ jurisdiction: 'SGA' });
    (await stubControls()).lack(['weekly session limits', 'monthly session limits']);
    try {
      await loadLacks();
      seedWizard('get-started', 'get-started', ['email', 'contact', 'personal', 'address'], 'limits');
      const el = await fixture(html`<betr-get-started></betr-get-started>`);
      await atStep(el, 'Limits');
      await choose(el, 'sessionLimitDay', '120');
      expect([...shadow(el).querySelectorAll('select')].map((s) => s.name)).to.deep.equal(['sessionLimitDay']);
      await fill(el, { depositLimitDay: '100' });
      await click(el, 'Continue');
      await atStep(el, 'Annual activity');
    } finally {
      (await stubControls()).lack([]);
      await loadLacks();
    }
  });

  it('ends signed in: after activation the sign-in step welcomes the player, and Done completes', async () => {
    seedWizard('get-started', 'get-started', ['email', 'contact', 'personal', 'address', 'limits', 'annual-activity', 'accept'], 'accept');
    const el = await fixture(html`<betr-get-started></betr-get-started>`);
    await click(el, 'Sign up');
    await atStep(el, 'Activate your account');
    await activate('ann@example.com', (await stubControls()).outbox().pop()!.code!);
    await atStep(el, 'Sign in');
    await text(el, 'You are signed in. Welcome!');
    const complete = oneEvent(el, 'betr-sign-up-complete');
    await click(el, 'Done');
    await complete;
  });
});
