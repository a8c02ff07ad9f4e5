import { expect, fixture, html } from '@open-wc/testing';
import { defineElement } from '../../elements/define';
import { $popup, closeAllPopups } from '../../stores/popup';
import { shadow, text } from '../../../test/support';
import { SignInPrompt } from './SignInPrompt';

interface PromptAttributes {
  text?: string;
  heading?: string;
  notice?: boolean;
}

function Prompt({ text, heading, notice }: PromptAttributes) {
  return <SignInPrompt text={text ?? ''} title={heading} titleId="prompt-title" part="place" notice={notice} />;
}
defineElement<PromptAttributes>('betr-test-sign-in-prompt', Prompt, {
  attributes: { text: 'string', heading: 'string', notice: 'boolean' },
  stylesheet: '',
  namespaces: [],
});

const signInButton = (el: Element) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Sign in');

describe('SignInPrompt: where a visitor must sign in first', () => {
  afterEach(closeAllPopups);

  it("says why, and its 'Sign in' opens the sign-in popup", async () => {
    const el = await fixture(
      html`<betr-test-sign-in-prompt lang="en-US" text="Sign in to deposit or withdraw."></betr-test-sign-in-prompt>`,
    );
    await text(el, 'Sign in to deposit or withdraw.');
    expect(shadow(el).querySelector('p')?.textContent).to.equal('Sign in to deposit or withdraw.');
    expect(shadow(el).querySelector('section'), 'without a heading it is no section of its own').to.equal(null);
    expect($popup.get()).to.equal(null);
    signInButton(el)!.click();
    expect($popup.get()?.type).to.equal('sign-in');
  });

  it("with the place's heading, a section named by it", async () => {
    const el = await fixture(
      html`<betr-test-sign-in-prompt
        lang="en-US"
        heading="Favorites"
        text="Sign in to see your favorite games."
      ></betr-test-sign-in-prompt>`,
    );
    await text(el, 'Sign in to see your favorite games.');
    const section = shadow(el).querySelector('section')!;
    expect(section.getAttribute('part')).to.equal('place');
    expect(section.getAttribute('aria-labelledby')).to.equal('prompt-title');
    const heading = section.querySelector('h2')!;
    expect([heading.id, heading.textContent, heading.getAttribute('part')]).to.deep.equal(['prompt-title', 'Favorites', 'title']);
    signInButton(el)!.click();
    expect($popup.get()?.type).to.equal('sign-in');
  });

  it('as a notice, the text is announced politely as information (the notice-info part)', async () => {
    const el = await fixture(
      html`<betr-test-sign-in-prompt lang="en-US" heading="Reality check" text="Sign in to continue." notice></betr-test-sign-in-prompt>`,
    );
    await text(el, 'Sign in to continue.');
    const notice = shadow(el).querySelector('[role="status"]')!;
    expect(notice.textContent).to.equal('Sign in to continue.');
    expect(notice.getAttribute('part')).to.equal('notice notice-info');
  });
});
