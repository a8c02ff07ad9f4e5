import { atom } from 'nanostores';
import type { DepositLimitAmounts, SelfExcludeChoice, SessionSummary, SourceOfWealth } from '../domain/model';
import type { SourceOfWealthStep } from '../domain/source-of-wealth';
import { GAMBLING_TEST_VERSION } from '../domain/gambling-test';
import { loadable } from './loadable';
import { provider } from './current-provider';
import { askDepositLimitAmounts } from './limits';
import { $session, signOut } from './session';

/**
 * Block the account for `days` (99999 is indefinite). The player is kept out from now on:
 * the session ends here too, whether or not the provider already ended it.
 */
export async function block(days: number): Promise<void> {
  await (await provider()).block(days);
  await signOut();
}

/** Self-exclude for `days` (99999 is indefinite); signs the player out. */
export async function selfExclude(days: number): Promise<void> {
  await (await provider()).selfExclude(days);
  await signOut();
}

// ─── The self-exclude popup ──────────────────────────────────────────────────────────

/** Whether the open popup has had its answer (Continue, Break) yet. */
let answered = true;

async function sendChoice(choice: SelfExcludeChoice): Promise<void> {
  await (await provider()).sendSelfExcludeChoice(choice);
}

/** The popup opened: the choice Open is sent. */
export function openSelfExclude(): void {
  answered = false;
  void sendChoice('Open').catch(() => undefined);
}

/** Continue playing sends None. */
export async function continuePlaying(): Promise<void> {
  answered = true;
  await sendChoice('None');
}

/** Break sends Pause, keeps the player out for the chosen days, then signs them out. */
export async function takeBreak(days: number): Promise<void> {
  await sendChoice('Pause');
  answered = true;
  await selfExclude(days);
}

/** The popup closed: without a choice, None is sent. */
export function leaveSelfExclude(): void {
  if (answered || !$session.get()) return;
  answered = true;
  void sendChoice('None').catch(() => undefined);
}

// ─── Declarations ────────────────────────────────────────────────────────────────────

/** Where the source-of-wealth wizard is; kept outside React so a re-created element resumes. */
export const $sourceOfWealthStep = atom<SourceOfWealthStep>('intro');

export async function submitSourceOfWealth(answer: SourceOfWealth): Promise<void> {
  await (await provider()).submitSourceOfWealth(answer);
}

/**
 * Where the gambling-harm test is: the intro, a question (1 to 9), or the summary of the
 * submitted total.
 */
export type GamblingTestStep = { at: 'intro' } | { at: 'question'; number: number } | { at: 'summary'; total: number };
export const $gamblingTestStep = atom<GamblingTestStep>({ at: 'intro' });

/** The total points are submitted; the summary follows. */
export async function submitGamblingTest(total: number): Promise<void> {
  await (await provider()).submitGamblingTest({ total, version: GAMBLING_TEST_VERSION });
  $gamblingTestStep.set({ at: 'summary', total });
}

// ─── Session summary ─────────────────────────────────────────────────────────────────

/**
 * The summary, one call for every session summary on the page, forgotten when the session
 * ends; where the platform has none of its own (REST pieces it together) its deposit limits
 * are the player's limits, which every other reader of the page shares.
 */
export const $sessionSummary = loadable<SessionSummary & { depositLimits: DepositLimitAmounts }>(
  async () => {
    const p = await provider();
    const summary = await p.getSessionSummary();
    return { ...summary, depositLimits: summary.depositLimits ?? (await askDepositLimitAmounts(p)) };
  },
  { area: 'responsible-gaming', player: $session },
);

$session.listen((session) => {
  if (session) return;
  $sourceOfWealthStep.set('intro');
  $gamblingTestStep.set({ at: 'intro' });
});
