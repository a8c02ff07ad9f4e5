/** Helpers for the responsible-gaming tab's component tests (ResponsibleGaming.test.tsx and ResponsibleGaming.keyboard.test.tsx). */
import { fixture, html } from '@open-wc/testing';
import { defineElement } from '../../../elements/define';
import { signIn } from '../../../stores/session';
import { closeAllPopups } from '../../../stores/popup';
import { find, shadow } from '../../../../test/support';
import ResponsibleGaming from './ResponsibleGaming';

// The tab inside an element of its own, as the account shell would show it.
defineElement<{ enabledLimitTypes?: string }>('betr-test-responsible-gaming', ResponsibleGaming, {
  attributes: { enabledLimitTypes: 'string' },
  stylesheet: '',
  namespaces: ['responsibleGaming'],
});

/** The tab for `email`, signed in, once its sections show; `types` restricts the limit types shown. */
export async function tab(email = 'player@example.com', types?: string) {
  await signIn(email, 'Password1!');
  closeAllPopups();
  const el = types
    ? await fixture(html`<betr-test-responsible-gaming enabled-limit-types=${types}></betr-test-responsible-gaming>`)
    : await fixture(html`<betr-test-responsible-gaming></betr-test-responsible-gaming>`);
  await find(el, 'section h3');
  return el;
}

/** The summary's button that opens a group of limits. */
export function summaryButton(el: Element, name: string): HTMLButtonElement {
  const button = [...shadow(el).querySelectorAll<HTMLButtonElement>('table[part="summary"] button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no summary button "${name}"`);
  return button;
}

/** A group of limits (its section), by id: deposit, wager, loss, session, product-session, reality-check, self-exclude, block. */
export const group = (el: Element, id: string) => shadow(el).getElementById(`rg-${id}-group`)!;
