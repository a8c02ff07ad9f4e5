// The player's screens that the host API, a message's call to action, an address's cashier
// link and a brand block's links open: the deposit, the withdrawal, the account and contact
// us, each where the player may have it (./access), and on a platform with its own popups
// (turnkey) that one.
import { $session } from './session';
import { openPopup } from './popup';
import { contactUs } from './page-events';
import { activatedPlayer, openPlatformPopup } from './access';

/** The deposit popup, for a signed-in, activated player; `options` reach the deposit popup. */
export async function openDeposit(options: { attributes?: Record<string, string>; onClose?: () => void } = {}): Promise<void> {
  if (await openPlatformPopup('deposit')) return;
  if ($session.get())
    void import('./cashier').then(
      (cashier) => cashier.loadDepositCode(),
      () => undefined,
    );
  const access = await activatedPlayer();
  if (access === 'signed-out') openPopup('sign-in');
  else if (access === 'not-activated') openPopup('activate-message');
  else {
    // Its data is asked for before the popup renders, not behind that work.
    await import('./cashier').then(
      (cashier) => cashier.prefetchDeposit(),
      () => undefined,
    );
    openPopup('deposit', options);
  }
}

export async function openWithdraw(): Promise<void> {
  if (await openPlatformPopup('withdraw')) return;
  const access = await activatedPlayer();
  if (access === 'signed-out') openPopup('sign-in');
  else if (access === 'not-activated') openPopup('message', { attributes: { type: 'activation-required' } });
  else openPopup('cashier', { attributes: { method: 'withdraw' } });
}

/** The account from the host API: the framework's my-account popup on turnkey, betr's account elsewhere. */
export async function openAccountSettings(view?: string): Promise<void> {
  if (!(await openPlatformPopup('account'))) openAccount(view);
}

export function openAccount(view?: string): void {
  if (!$session.get()) openPopup('sign-in');
  else openPopup('account', { attributes: view ? { view } : {} });
}

/** Contact us: the framework's popup on turnkey; elsewhere the page hears `betr-contact-us` and, unless it prevents it, /support opens. */
export async function openContactUs(): Promise<void> {
  if (!(await openPlatformPopup('contact-us'))) contactUs();
}
