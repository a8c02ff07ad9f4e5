import { expect } from '@open-wc/testing';
import type { Bonus } from '../domain/model';
import { $bonuses, cancelBonus, claimBonus, triggerBonusCode } from './bonuses';
import { signIn, signOut } from './session';
import { waitUntil } from '../../test/wait';
import { freshStores, holdCalls, replaceOperation, resetWorld } from '../../test/support';

const bonus = (id: string, status: Bonus['status']) => ({ id, name: `Bonus ${id}`, status }) as Bonus;
const statuses = () => {
  const list = $bonuses.value!;
  return list.status === 'ready' ? list.value.map((b) => `${b.id} ${b.status}`) : list.status;
};

describe('bonuses: a list that left before the bonuses changed', () => {
  // The provider's bonuses: each list call waits for the test's answer; claims, cancels and triggers are accepted at once.
  let list: Awaited<ReturnType<typeof holdCalls<'getBonuses'>>>;
  let restore: (() => void)[];
  let hide: () => void;
  beforeEach(async () => {
    await resetWorld();
    freshStores($bonuses);
    await signIn('player@example.com', 'Password1!');
    list = await holdCalls('getBonuses');
    restore = await Promise.all(
      (['claimBonus', 'cancelBonus', 'triggerBonus'] as const).map((op) => replaceOperation(op, async () => undefined)),
    );
    // The bonuses tab on screen: showing the list loads it.
    hide = $bonuses.listen(() => undefined);
  });
  afterEach(async () => {
    hide();
    list.restore();
    restore.forEach((put) => put());
    await signOut();
  });

  it('After claim, deposit or cancel, the list is reloaded: the reload of an earlier claim, answered last, does not show a cancelled bonus active again', async () => {
    await list.answer([bonus('b-1', 'initiated'), bonus('b-2', 'active')]);
    await waitUntil(() => $bonuses.value!.status === 'ready', 'the list never showed');
    const claimed = claimBonus('b-1');
    const cancelled = cancelBonus('b-2');
    // The cancel's reload comes back first, the claim's (asked before the cancel) after it.
    await list.answer([bonus('b-1', 'active'), bonus('b-2', 'canceled')], 1);
    await list.answer([bonus('b-1', 'active'), bonus('b-2', 'active')]);
    await Promise.all([claimed, cancelled]);
    expect(statuses()).to.deep.equal(['b-1 active', 'b-2 canceled']);
  });

  it('Trigger bonus by code while the list is loading for the first time: the list shows the bonus it triggered', async () => {
    await triggerBonusCode('WELCOME');
    await list.answer([bonus('b-1', 'active')]);
    await list.answer([bonus('b-1', 'active'), bonus('b-3', 'active')]);
    await waitUntil(() => statuses().includes('b-3 active'), 'the list asked for after the trigger never showed');
    expect(statuses()).to.deep.equal(['b-1 active', 'b-3 active']);
  });
});
