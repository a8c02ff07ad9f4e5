import { atom, computed, onMount, onStart, onStop, type ReadableAtom } from 'nanostores';
import { ProviderError, isProviderError } from '../adapters/provider';
import type { DepositConfig, DepositLimitStatus } from '../domain/model';
import type { CashierMethod } from '../domain/cashier-config';
import { isWithdrawalBlockedByBonus } from '../domain/withdrawal';
import { $bonusOffers, $selectedBonusCode } from './bonuses';
import { DEPOSIT_CONFIG, FRESH_FOR_MS, forgetCalls, sharedCall } from './call-cache';
import { askDepositLimitStatus, forgetLimits } from './limits';
import { provider } from './current-provider';
import { $profile, askProfile } from './profile';
import { $session, $sessionChecked, checkSession } from './session';
import { keepingDraft } from './drafts';
import { LOADING } from './loadable';
import { $wallet, loadWallet } from './wallet';
import { formatMoney } from '../domain/money';
import { $pageLocale } from './i18n';
import { $popupsAhead } from './popup';

/** Whether the player can use the cashier now, and if so what it needs. */
export type CashierAccess =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'not-activated' }
  | { status: 'bonus-active' }
  | { status: 'failed'; error: ProviderError }
  | { status: 'ready'; config: DepositConfig; limit: DepositLimitStatus | null };

/**
 * The cashier for `method`, by the spec's rules: a visitor signs in first; only an activated
 * player deposits or withdraws; a withdrawal waits while a non-deposit bonus is active. A
 * deposit also brings the deposit-limit status for its notice.
 */
export async function loadCashierAccess(method: CashierMethod): Promise<CashierAccess> {
  await checkSession();
  if (!$session.get()) return { status: 'signed-out' };
  try {
    const profile = $profile.get() ?? (await askProfile());
    if (!profile.isActivated) return { status: 'not-activated' };
    const p = await provider();
    // A platform without bonuses (or one that cannot list them now) leaves the rule to its own server.
    if (method === 'withdraw' && isWithdrawalBlockedByBonus(await p.getBonuses().catch(() => []))) return { status: 'bonus-active' };
    // One call each for every deposit and withdraw element of the page.
    const [config, limit] = await Promise.all([
      sharedCall(DEPOSIT_CONFIG, () => p.getDepositConfig()),
      method === 'deposit' ? askDepositLimitStatus(p).catch(() => null) : null,
    ]);
    return { status: 'ready', config, limit };
  } catch (error) {
    return { status: 'failed', error: isProviderError(error) ? error : new ProviderError('cashier', 'load-failed') };
  }
}

/** The cashier access of one method, and what its view may ask of it. */
export interface CashierAccessStore extends ReadableAtom<CashierAccess> {
  /** Try again: asked again, loading meanwhile. */
  retry(): void;
  /**
   * What the player chose for this payment (the deposit's amount and bonus), set by the view that
   * shows it as it renders (a ref would be): a session that ends while the access loads keeps it
   * as a draft for the same player's next sign-in (./drafts: keepingDraft).
   */
  chosen?: Record<string, string>;
  /**
   * What the view shows beside a ready cashier, set by the view as it renders as `chosen` is
   * (the deposit's bonus selector: its code and the offers it lists): the access turns ready once
   * this has settled too, so the screen shows whole in one render instead of a part that says
   * 'Loading...' a moment later; but never more than ALONGSIDE_WAIT_MS after the cashier itself
   * is ready. Its failure is the part's own to show.
   */
  alongside?: () => Promise<unknown>;
}

/**
 * How long a ready cashier waits for what shows beside it (the deposit's bonus offers, asked at
 * the same moment as the cashier's settings). The spec names no figure: offers that come later
 * than this are slow or not coming (a platform call may take 15 s to time out), and the player
 * then gets the cashier, the selector saying 'Loading...' with 'Continue without a bonus' usable,
 * as the best casino cashiers never hold a deposit for a list of offers.
 */
export const ALONGSIDE_WAIT_MS = 500;

/**
 * How long a deposit element waits for the platform's answers before its first screen (its
 * `prepare`). Answered sooner, as they nearly always are, the screen shows whole in its first
 * render; past this, the element shows 'Loading...' until they come. The spec names no figure:
 * a spinner that flashes for a moment reads as a glitch, a blank popup for longer than this as a
 * hang.
 */
export const FIRST_SCREEN_WAIT_MS = 300;

/** An access asked before its view rendered (askCashierAccessAhead): the view's store starts from it. */
interface AskedAhead {
  method: CashierMethod;
  /** Whose it is ($accessFor when it was asked). */
  player: string;
  asking: Promise<CashierAccess>;
  answered?: { access: CashierAccess; at: number };
}
let ahead: AskedAhead | null = null;

/**
 * Ask `method`'s access before its view renders (the deposit element's `prepare`), with what
 * the player chose and what shows `alongside` it, as the view's store would: the store then
 * starts from the answer, so that the first render is the whole screen rather than 'Loading...'
 * and then the screen, a second render and layout the player waited for. Settles once
 * answered, or after FIRST_SCREEN_WAIT_MS: then the view shows 'Loading...' until this same
 * ask answers.
 */
export function askCashierAccessAhead(
  method: CashierMethod,
  chosen?: Record<string, string>,
  alongside?: () => Promise<unknown>,
): Promise<void> {
  const asked: AskedAhead = {
    method,
    player: $accessFor.get(),
    asking: askAccess(method, chosen, alongside).then((access) => {
      asked.answered = { access, at: Date.now() };
      return access;
    }),
  };
  ahead = asked;
  return Promise.race([asked.asking.then(() => undefined), delay(FIRST_SCREEN_WAIT_MS)]);
}

/**
 * `method`'s access, and once it is ready what shows `alongside` it (ALONGSIDE_WAIT_MS at
 * most); a session that ends meanwhile keeps `chosen` as a draft for the same player's next sign-in.
 */
function askAccess(method: CashierMethod, chosen?: Record<string, string>, alongside?: () => Promise<unknown>): Promise<CashierAccess> {
  const ask = async () => {
    const access = await loadCashierAccess(method);
    if (access.status === 'ready' && alongside) await Promise.race([alongside().catch(() => undefined), delay(ALONGSIDE_WAIT_MS)]);
    return access;
  };
  return chosen ? keepingDraft(`cashier-${method}`, ask, chosen, true) : ask();
}

/** The access asked ahead for `method`, taken once: while it is the same player's, and an answer only while fresh. */
function takeAhead(method: CashierMethod): AskedAhead | null {
  const taken = ahead;
  if (taken?.method !== method) return null;
  ahead = null;
  if (taken.player !== $accessFor.get()) return null;
  return taken.answered && Date.now() - taken.answered.at >= FRESH_FOR_MS ? null : taken;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the access depends on: who is signed in, whether a stored session was checked, whether the player is activated. */
const $accessFor = computed(
  [$session, $sessionChecked, $profile],
  (session, checked, profile) => `${session?.sessionId}|${checked}|${profile?.isActivated}`,
);

/**
 * Set once an activated player's deposit that will offer the bonus selector (no bonus code chosen
 * yet) is being opened: the deposit view then imports the selector's code while the cashier's
 * settings load, so that it shows with them. A visitor, told to sign in, loads none of it.
 */
export const $bonusSelectorAhead = atom(false);

/**
 * The cashier access of one element's method, asked as the element shows it and again whenever
 * the player signs in or out or gets activated, loading meanwhile: never a previous player's
 * cashier. A store per element, made with it: a cashier opened again (a popup closed and opened
 * at once) asks the platform again, as the player expects the answer of now (the calls under it
 * are shared, see `sharedCall`). A store of its own rather than a `loadable`: every change of
 * the player asks again, a signed-out visitor included (told to sign in), a failure is an
 * answer the view shows, and the draft goes with each load.
 */
export function cashierAccessStore(method: CashierMethod): CashierAccessStore {
  const $access = atom<CashierAccess>(LOADING);
  // Each load's ticket: only the last one asked shows.
  let asked = 0;
  const load = () => {
    const ticket = ++asked;
    const { chosen } = store;
    if (method === 'deposit' && !chosen?.bonusCode && $profile.get()?.isActivated) $bonusSelectorAhead.set(true);
    const early = takeAhead(method);
    if (early?.answered) return $access.set(early.answered.access);
    $access.set(LOADING);
    void (early?.asking ?? askAccess(method, chosen, store.alongside)).then((access) => ticket === asked && $access.set(access));
  };
  // Shown, it is asked; and again whenever the player signs in or out or gets activated.
  // An element that left asks nothing more (nanostores keeps a store mounted a second after its
  // last listener): only while one listens, counted without that delay.
  let listened = false;
  onStart($access, () => void (listened = true));
  onStop($access, () => void (listened = false));
  onMount($access, () => {
    load();
    return $accessFor.listen(() => listened && load());
  });
  const store: CashierAccessStore = Object.assign($access, { retry: load });
  return store;
}

/**
 * The deposit popup is opening: what it needs is asked for at once, in parallel, while its
 * code loads and the player is still choosing a bonus: the cashier's config, the deposit
 * limit, the bonus offers, and the cashier bootstrapper's code. Its view then shares these
 * calls (see `sharedCall`) instead of asking one after the other.
 */
export function prefetchDeposit(): void {
  void provider().then(
    (p) => {
      sharedCall(DEPOSIT_CONFIG, () => p.getDepositConfig()).catch(() => undefined);
      askDepositLimitStatus(p).catch(() => undefined);
    },
    () => undefined,
  );
  void $bonusOffers.retry();
  void import('../cashier/index').catch(() => undefined);
}

/**
 * While the signed-in player's page is idle, the code the first deposit popup runs is loaded
 * and compiled, and the number format of the player's currency built, so that opening it waits
 * for the platform's answers only. A player who cannot deposit gets none of it.
 */
export function preloadDeposit(): void {
  const profile = $profile.get();
  if (!profile?.isActivated) return;
  loadDepositCode();
  formatMoney(0, profile.currency, $pageLocale.get());
}

/**
 * The code of the deposit popup, all of it asked for at once (each module once however often
 * this runs): the host API's actions, the popup host, the deposit and bonus selector elements
 * with their strings, the cashier bootstrapper and the platform's deposit operations. Nothing
 * is asked of the platform. Opening the popup starts it before the player's activation is
 * known, so that the code does not wait behind that answer and then behind itself.
 */
export function loadDepositCode(): void {
  const ignore = () => undefined;
  void import('./open').catch(ignore);
  $popupsAhead.set(['deposit', 'bonus-selector']);
  void import('../cashier/index').catch(ignore);
  void provider()
    .then((p) => p.prepare?.(['getDepositConfig', 'getLimits', 'getBonusOffers']), ignore)
    .catch(ignore);
}

/**
 * After a completed payment every element shows the new balance; a deposit has used the
 * bonus code picked for it.
 */
export async function paymentCompleted(method: CashierMethod): Promise<void> {
  if (method === 'deposit') $selectedBonusCode.set(null);
  // A payment counts toward the deposit limits.
  forgetLimits();
  forgetCalls($wallet);
  await loadWallet();
}
