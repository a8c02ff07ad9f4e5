import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { fill, find, resetWorld, shadow, submit, text } from '../../test/support';
import '../elements/sign-in';
import { BetrConfigElement } from '../elements/config';
import { $config, configure, type BetrConfig } from './config';
import { ownWordsArriving } from './i18n';
import { loaders } from '../../locales/index';

const DE_FILE = new URL('./own-words.de.json', import.meta.url).href;

let warnings: string[] = [];
const originalWarn = console.warn;

/** The page's words, configured, and read (elements not yet shown wait for them). */
async function configured(options: Partial<BetrConfig>): Promise<void> {
  configure(options);
  await waitUntil(() => !ownWordsArriving, 'the own words never settled', { timeout: 8000 });
}

/** The submit button's text of an element once it shows its form. */
async function submitText(el: Element): Promise<string | null> {
  return (await find(el, 'button[type="submit"]')).textContent;
}

/** A translations file served from this page (a blob: URL), for the shapes no fixture file should hold. */
const served = (body: string) => URL.createObjectURL(new Blob([body], { type: 'application/json' }));

const warned = (part: string) => warnings.filter((warning) => warning.includes(part));

describe("the operator's own words", () => {
  beforeEach(async () => {
    await resetWorld();
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });

  afterEach(async () => {
    console.warn = originalWarn;
    // No words again: configure() keeps what it is not given, so the store is set directly.
    $config.set({ ...$config.get(), messages: undefined, translationsUrl: undefined, lang: undefined });
    await waitUntil(() => !ownWordsArriving);
  });

  it('configure({ messages }) overrides a text: <betr-sign-in>\'s submit reads "Log in now" from its first render', async () => {
    await configured({ messages: { 'en-US': { signIn: { signIn: { submit: 'Log in now' } } } } });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Log in now');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Sign in');
    expect(warnings).to.deep.equal([]);
  });

  it('an override changes an open element at once, and keeps what the player typed', async () => {
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Sign in');
    await fill(el, { email: 'player@example.com' });
    configure({ messages: { 'en-US': { signIn: { signIn: { submit: 'Log in now' } } } } });
    await waitUntil(
      () => shadow(el).querySelector('button[type="submit"]')?.textContent === 'Log in now',
      'the open element kept its old text',
    );
    expect((await find<HTMLInputElement>(el, 'input[name="email"]')).value).to.equal('player@example.com');
  });

  it('an override of another locale shows where that locale is shown, and nowhere else', async () => {
    await configured({ messages: { sv: { signIn: { signIn: { submit: 'Logga in nu' } } } } });
    const swedish = await fixture(html`<betr-sign-in lang="sv"></betr-sign-in>`);
    const english = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(swedish)).to.equal('Logga in nu');
    expect(shadow(swedish).querySelector('h2')?.textContent).to.equal('Logga in');
    expect(await submitText(english)).to.equal('Sign in');
  });

  it('translations-url may add a locale: lang="de" shows its German texts and English for the rest, warning once per missing key', async () => {
    if (!customElements.get('betr-config')) customElements.define('betr-config', BetrConfigElement);
    const config = document.createElement('betr-config');
    config.setAttribute('translations-url', DE_FILE);
    document.body.append(config);
    try {
      await waitUntil(() => !ownWordsArriving, 'the translations never arrived', { timeout: 8000 });
      const el = await fixture(html`<betr-sign-in lang="de"></betr-sign-in>`);
      expect(await submitText(el)).to.equal('Einloggen');
      expect(shadow(el).querySelector('h2')?.textContent).to.equal('Anmelden');
      expect([...shadow(el).querySelectorAll('label')].map((label) => label.textContent)).to.deep.equal(['Email', 'Password']);
      expect(Object.keys(loaders), "the package's own locale table is left as it is").to.deep.equal([
        'en-US',
        'nb',
        'fi',
        'pl-PL',
        'th-TH',
        'sv',
      ]);
      // Shown again (the errors of an empty form): still one warning per key.
      await submit(el);
      await text(el, 'Must provide an email address');
      expect(warned('"de" has no text for fields.email')).to.deep.equal([
        'betr: the locale "de" has no text for fields.email; English is shown',
      ]);
      expect(warned('"de" has no text for fields.password')).to.have.length(1);
      expect(warned('signIn.submit')).to.deep.equal([]);
    } finally {
      config.remove();
    }
  });

  it('a page whose lang is an added locale shows it in every element', async () => {
    await configured({ translationsUrl: DE_FILE, lang: 'de' });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Einloggen');
  });

  it('configured messages win over the translations file where both give a key', async () => {
    await configured({ translationsUrl: DE_FILE, messages: { de: { signIn: { signIn: { submit: 'Jetzt einloggen' } } } } });
    const el = await fixture(html`<betr-sign-in lang="de-AT"></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Jetzt einloggen');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Anmelden');
  });

  it('a translations URL that fails (404) warns once, and the built-in texts stay', async () => {
    const url = new URL('./own-words.nowhere.json', import.meta.url).href;
    await configured({ translationsUrl: url, lang: 'de' });
    const el = await fixture(html`<betr-sign-in lang="de"></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Sign in');
    expect(warnings).to.deep.equal([`betr: the translations at ${url} could not be loaded (HTTP 404); the built-in texts stay`]);
  });

  it('a translations file that is not JSON warns once, and the built-in texts stay', async () => {
    const url = served('{ "en-US": { "signIn": ');
    await configured({ translationsUrl: url });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Sign in');
    expect(warnings).to.deep.equal([`betr: the translations at ${url} are not JSON; the built-in texts stay`]);
  });

  it('a translations file of another shape warns once, and the built-in texts stay', async () => {
    const url = served('["Log in now"]');
    await configured({ translationsUrl: url });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Sign in');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.equal(
      `betr: the translations at ${url} is not texts by locale, then namespace (e.g. { "de": { "signIn": { … } } }); the built-in texts stay`,
    );
  });

  it('a translations file over 1 MB warns once, is not read past 1 MB, and the built-in texts stay', async () => {
    const url = served(`{ "en-US": { "signIn": { "signIn": { "submit": "Log in now" } } } }${' '.repeat(1024 * 1024)}`);
    await configured({ translationsUrl: url });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Sign in');
    expect(warnings).to.deep.equal([`betr: the translations at ${url} are over 1 MB; the built-in texts stay`]);
  });

  it('an override is plain text, never HTML: <script> shows as text', async () => {
    const markup = '<script>window.ownWordsRan = true</script><img src=x onerror="window.ownWordsRan = true">Log in';
    await configured({ messages: { 'en-US': { signIn: { signIn: { submit: markup } } } } });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    const button = await find(el, 'button[type="submit"]');
    expect(button.textContent).to.equal(markup);
    expect(button.children).to.have.length(0);
    expect(shadow(el).querySelector('script, img')).to.equal(null);
    expect((window as { ownWordsRan?: boolean }).ownWordsRan).to.equal(undefined);
  });

  it('a placeholder kept in an override still interpolates: {supportLink} is the link to /support', async () => {
    await configured({
      messages: { 'en-US': { errors: { errors: { 'sign-in': { blocked: 'Your account is on hold. Please {supportLink}.' } } } } },
    });
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await fill(el, { email: 'blocked@example.com', password: 'Password1!' });
    await submit(el);
    const alert = await find(el, '[role="alert"]');
    await waitUntil(
      () => alert.textContent === 'Your account is on hold. Please contact support.',
      `the alert reads "${alert.textContent}"`,
    );
    expect(alert.querySelector('a[href="/support"]')?.textContent).to.equal('contact support');
    expect(warnings).to.deep.equal([]);
  });

  it("an override that drops or misspells its key's placeholder is refused with a warning; the built-in text stays", async () => {
    await configured({
      messages: {
        'en-US': {
          errors: { errors: { 'sign-in': { blocked: 'Your account is on hold.', blacklisted: 'No entry. Please {suportLink}.' } } },
        },
      },
    });
    expect(warnings).to.deep.equal([
      'betr: betr.configure({ messages }): en-US.errors.errors.sign-in.blocked "Your account is on hold." is refused: it must hold the placeholders {supportLink} and no other; the built-in text stays',
      'betr: betr.configure({ messages }): en-US.errors.errors.sign-in.blacklisted "No entry. Please {suportLink}." is refused: it must hold the placeholders {supportLink} and no other; the built-in text stays',
    ]);
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    await fill(el, { email: 'blocked@example.com', password: 'Password1!' });
    await submit(el);
    await text(el, 'Your account is blocked. There was a problem logging in. Please try again or contact support.');
  });

  it('the messages are typed from the base locale; an unknown key is dropped with a warning', async () => {
    await configured({
      messages: {
        // @ts-expect-error -- the namespace is signIn: a misspelt one does not compile
        'en-US': { signin: { signIn: { submit: 'Log in now' } } },
        // @ts-expect-error -- the key is submit
        sv: { signIn: { signIn: { sumbit: 'Logga in nu' } } },
      },
    });
    expect(warnings).to.deep.equal([
      "betr: betr.configure({ messages }): en-US.signin is no namespace of betr's; dropped",
      "betr: betr.configure({ messages }): sv.signIn.signIn.sumbit is no key of betr's; dropped",
    ]);
    const el = await fixture(html`<betr-sign-in></betr-sign-in>`);
    expect(await submitText(el)).to.equal('Sign in');
  });
});
