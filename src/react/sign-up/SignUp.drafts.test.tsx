import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/sign-up';
import '../../elements/get-started';
import type { SignUpStep } from '../../domain/sign-up-flow';
import { $forms, touchField } from '../../stores/forms';
import { $session, signOut } from '../../stores/session';
import { $wizards, stepFormId } from '../../stores/sign-up';
import { fill, find, shadow, text } from '../../../test/support';
import { atStep, choose, click, resetWizards, seedWizard, VALID } from './wizard.testing';

const input = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/**
 * The page goes away and comes back: its memory (the stores) is gone, this tab's storage is not.
 * A player's reload comes after the draft code has arrived (it is asked for with their first
 * change, src/stores/draft-watch.ts), which a test types faster than: wait for its first draft.
 */
async function reload(el: Element, draft = 'betr:draft:sign-up'): Promise<void> {
  await waitUntil(() => drafts()[draft], `no draft ${draft} was written`);
  el.remove();
  // The element unmounts its view after the task (src/elements/define.tsx).
  await new Promise((resolve) => setTimeout(resolve, 0));
  $forms.set({});
  $wizards.set({});
}

/** Every draft this tab holds, parsed. */
function drafts(): Record<string, { step?: string; values: Record<string, Record<string, string>> }> {
  return Object.fromEntries(
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('betr:draft:'))
      .map((key) => [key, JSON.parse(sessionStorage.getItem(key)!)]),
  );
}

/** The steps before `at` filled as a player typed them (seedWizard, each field changed by the player). */
function seedTyped(at: SignUpStep): void {
  const steps: SignUpStep[] = ['contact', 'personal', 'address', 'limits', 'annual-activity'];
  seedWizard('sign-up', 'sign-up', steps, at);
  for (const step of steps) for (const field of Object.keys(VALID[step] ?? {})) touchField(stepFormId('sign-up', step), field);
}

/** Contact details typed, Continue: the wizard is at step 2, its first name typed. */
async function typeToPersonal(el: Element): Promise<void> {
  await atStep(el, 'Contact details');
  await fill(el, { email: 'ann@example.com', password: 'Secret12!', phone: '79000001' });
  await choose(el, 'callingCode', '+356');
  await click(el, 'Continue');
  await atStep(el, 'Personal details');
  await fill(el, { firstName: 'Ann', lastName: 'Andersson' });
}

describe('sign-up drafts survive a reload', () => {
  beforeEach(async () => {
    await resetWizards();
    sessionStorage.clear();
  });
  after(resetWizards);

  it('a sign-up typed to step 2 is put back after a reload at step 2 with its values; the password is not kept', async function () {
    // Two mounts, a step typed as a player does and its server check: past 10 s in Firefox on the loaded machine.
    this.timeout(20_000);
    let el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await typeToPersonal(el);
    await reload(el);
    el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Personal details');
    await text(el, 'Step 2 of 9');
    expect([input(el, 'firstName'), input(el, 'lastName')]).to.deep.equal(['Ann', 'Andersson']);
    await click(el, 'Prev');
    await atStep(el, 'Contact details');
    expect([input(el, 'email'), input(el, 'phone'), input(el, 'password')]).to.deep.equal(['ann@example.com', '79000001', '']);
    expect(JSON.stringify(sessionStorage)).not.to.contain('Secret12!');
  });

  it('get-started too: typed past the email, put back at the contact step with the email', async () => {
    let el = await fixture(html`<betr-get-started></betr-get-started>`);
    await atStep(el, 'Your email');
    await fill(el, { email: 'ann@example.com' });
    await click(el, 'Continue');
    await atStep(el, 'Contact details');
    await fill(el, { phone: '79000001' });
    await reload(el, 'betr:draft:get-started');
    el = await fixture(html`<betr-get-started></betr-get-started>`);
    await atStep(el, 'Contact details');
    await text(el, 'Step 2 of 9');
    expect(input(el, 'phone')).to.equal('79000001');
    await click(el, 'Prev');
    await atStep(el, 'Your email');
    expect(input(el, 'email')).to.equal('ann@example.com');
  });

  it('after a reload past the contact step the password is asked again before the registration is sent', async () => {
    let el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    seedTyped('accept');
    await atStep(el, 'Terms and conditions');
    await reload(el);
    el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await atStep(el, 'Terms and conditions');
    await click(el, 'Accept all');
    await click(el, 'Sign up');
    await atStep(el, 'Contact details');
    await text(el, 'Please enter your password');
    expect($session.get()).to.equal(null);
  });

  it('the registration sent, the draft is cleared', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    seedTyped('accept');
    await atStep(el, 'Terms and conditions');
    await waitUntil(() => Object.keys(drafts()).length === 1, 'no draft was written');
    await click(el, 'Accept all');
    await click(el, 'Sign up');
    await waitUntil(() => $session.get() !== null, 'the registration did not sign the player in');
    await waitUntil(() => Object.keys(drafts()).length === 0, `the draft is still there: ${JSON.stringify(drafts())}`);
  });

  it('signing out clears every draft of the tab', async () => {
    const el = await fixture(html`<betr-sign-up></betr-sign-up>`);
    await typeToPersonal(el);
    await waitUntil(() => drafts()['betr:draft:sign-up']?.step === 'personal', 'no draft at step 2');
    sessionStorage.setItem(
      'betr:draft:edit-profile',
      JSON.stringify({ v: 1, at: Date.now(), owner: 'u-1001', values: { form: { city: 'Sliema' } } }),
    );
    await signOut();
    expect(drafts()).to.deep.equal({});
    await find(el, 'input[name="firstName"]');
  });
});
