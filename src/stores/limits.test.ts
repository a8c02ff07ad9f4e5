import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { holdCalls, resetWorld } from '../../test/support';
import type { Limit } from '../domain/model';
import { $limits, removeLimit, saveLimit } from './limits';
import { $popup, closeAllPopups } from './popup';
import { realityCheckClock } from './reality-check';
import { signIn } from './session';

const MINUTE = 60_000;
const realNow = realityCheckClock.now;
const shownLimits = (): Limit[] => {
  const shown = $limits.get();
  return shown.status === 'ready' ? shown.value : [];
};
const dailyDeposit = (limits: Limit[]) => limits.find((l) => l.type === 'deposit' && l.period === 'daily');

describe('limits', () => {
  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
  });
  afterEach(() => (realityCheckClock.now = realNow));

  it('a new reality-check interval reschedules the check: 30 minutes into the session it opens, not at 60', async () => {
    const stop = $limits.listen(() => undefined);
    await waitUntil(() => shownLimits().length > 0, 'the limits never loaded');
    const interval = shownLimits().find((l) => l.type === 'reality-check')!;
    expect(interval.amount).to.equal(60);
    // Just before the session's 30th minute: the check set at sign-in is half an hour away.
    realityCheckClock.now = () => Date.now() + 30 * MINUTE - 500;
    await saveLimit({ type: 'reality-check', period: 'none', amount: 30, id: interval.id });
    await waitUntil(() => $popup.get()?.type === 'reality-check', 'the check did not move to the new interval', { timeout: 3000 });
    closeAllPopups();
    stop();
  });

  it('a removal answers the limits it left: a load asked for before it never puts the limit back', async () => {
    const stop = $limits.listen(() => undefined);
    await waitUntil(() => dailyDeposit(shownLimits()), 'the limits never loaded');
    const before = shownLimits();
    const held = await holdCalls('getLimits');
    try {
      const reload = $limits.refresh();
      await removeLimit(dailyDeposit(before)!);
      expect(dailyDeposit(shownLimits()), 'the removal shows at once').to.equal(undefined);
      await held.answer(before);
      await reload;
      expect(dailyDeposit(shownLimits()), 'the older answer never shows').to.equal(undefined);
    } finally {
      held.restore();
      stop();
    }
  });
});
