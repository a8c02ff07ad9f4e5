import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import { $forms } from '../../../stores/forms';
import { closeAllPopups } from '../../../stores/popup';
import { signIn } from '../../../stores/session';
import { fill, resetWorld, shadow, text } from '../../../../test/support';

const input = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const draft = () => sessionStorage.getItem('betr:draft:edit-profile');

describe('edit profile: a draft survives a reload', () => {
  beforeEach(async () => {
    await resetWorld();
    sessionStorage.clear();
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
  });
  after(resetWorld);

  it('what the player changed is put back over the profile after a reload; the password is not kept; a save clears it', async function () {
    // Two mounts of the account area and a save: past 10 s on the loaded machine.
    this.timeout(20_000);
    let el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await waitUntil(() => input(el, 'address'), `no address field; <betr-account> shows "${shadow(el).textContent}"`, { timeout: 8000 });
    await fill(el, { address: 'Typed Street 9', password: 'Password1!' });
    await waitUntil(() => draft()?.includes('Typed Street 9') ?? false, 'no draft was written');
    expect(JSON.parse(draft()!)).to.deep.include({ v: 1, owner: 'u-1001', values: { form: { address: 'Typed Street 9' } } });

    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    $forms.set({});
    el = await fixture(html`<betr-account inline view="edit-profile"></betr-account>`);
    await waitUntil(() => input(el, 'address')?.value === 'Typed Street 9', `address shows "${input(el, 'address')?.value}"`);
    expect([input(el, 'city').value, input(el, 'password').value]).to.deep.equal(['Valletta', '']);

    await fill(el, { password: 'Password1!' });
    await waitUntil(() => !shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled, 'save stays disabled');
    shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await text(el, 'Profile updated');
    await waitUntil(() => draft() === null, `the draft is still there: ${draft()}`);
  });
});
