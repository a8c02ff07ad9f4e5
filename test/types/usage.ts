/**
 * The types an integrator gets, checked by `tsc --noEmit` (no runtime): each tag is its own
 * class with its attributes as typed properties, and each betr event's `detail` is typed.
 * A line marked @ts-expect-error fails the type check when it stops being an error.
 */
import type { BetrEventMap } from '../../src/index';

const signIn = document.querySelector('betr-sign-in');
if (signIn) {
  const inline: boolean | undefined = signIn.inline;
  const lang: string | undefined = signIn.lang;
  void [inline, lang];
}

const account = document.createElement('betr-account');
account.view = 'responsible-gaming';
account.messageId = 'm-1';
// @ts-expect-error a misspelt attribute is no property of the account element
account.vieww = 'inbox';
// @ts-expect-error `view` is a tab's name
account.view = 3;
// @ts-expect-error no tab has this name
account.view = 'inboxx';

const deposit = document.createElement('betr-deposit');
const config = document.querySelector('betr-config');
void [deposit, config?.getAttribute('adapter')];

document.addEventListener('betr-signed-in', (event) => {
  const detail: Record<string, never> = event.detail;
  void detail;
});
document.addEventListener('betr-account-view', (event) => {
  const view: string = event.detail.view;
  // @ts-expect-error the account-view event has no `tab`
  void event.detail.tab;
  void view;
});
account.addEventListener('betr-limit-set', (event) => {
  const detail: BetrEventMap['betr-limit-set'] = event.detail;
  const queued: boolean = event.detail.queued;
  void [detail, queued];
});

// The cashier's events are typed from the one list in src/cashier/messages.ts: lookup events
// included, the iframe's requests (provider-config …) not.
document.addEventListener('betr-cashier-lookup-height', (event) => {
  const detail: Record<string, unknown> = event.detail;
  void detail;
});
const cashierEvent: keyof BetrEventMap = 'betr-cashier-validation-failed';
// @ts-expect-error provider-config is a request the cashier answers, never a page event
const requestEvent: keyof BetrEventMap = 'betr-cashier-provider-config';
void [cashierEvent, requestEvent];
