import { expect } from '@open-wc/testing';
import { safeParse } from 'valibot';
import type { Bonus } from './model';
import {
  availableBonusActions,
  bonusActions,
  bonusCodeSchema,
  bonusCountdown,
  bonusSelection,
  bonusTiming,
  filterBonuses,
  offersForPlayer,
  readBonusActionForm,
  wageringProgress,
} from './bonus';

const NOW = Date.UTC(2025, 5, 2, 12);
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();

function bonus(fields: Partial<Bonus> = {}): Bonus {
  return {
    id: 'b-1',
    identifier: 'b',
    code: 'CODE',
    name: 'Bonus',
    description: '',
    status: 'active',
    assets: '',
    html: '',
    startTime: iso(-HOUR),
    endTime: iso(HOUR),
    wagered: 0,
    wageringRequirment: 1000,
    wageringRequirmentRemaining: 1000,
    currency: 'EUR',
    minAmount: 10,
    maxAmount: 100,
    deposit: false,
    canBeCanceled: true,
    ...fields,
  };
}

describe('bonus rules', () => {
  it("Bonus code: required, 'Enter a bonus code'", () => {
    const blank = safeParse(bonusCodeSchema, { bonusCode: '   ' });
    expect(blank.success ? [] : blank.issues.map((i) => i.message)).to.deep.equal(['bonusCodeRequired']);
    expect(safeParse(bonusCodeSchema, { bonusCode: ' WELCOME100 ' }).output).to.deep.equal({ bonusCode: 'WELCOME100' });
  });

  it('Status filter: Active (active and initiated), Expired, Canceled, Finished', () => {
    const all = (['initiated', 'active', 'expired', 'canceled', 'finished'] as const).map((status) => bonus({ id: status, status }));
    expect(filterBonuses(all, 'active').map((b) => b.id)).to.deep.equal(['initiated', 'active']);
    expect(filterBonuses(all, 'expired').map((b) => b.id)).to.deep.equal(['expired']);
    expect(filterBonuses(all, 'canceled').map((b) => b.id)).to.deep.equal(['canceled']);
    expect(filterBonuses(all, 'finished').map((b) => b.id)).to.deep.equal(['finished']);
  });

  it("An initiated bonus shows the action 'Trigger bonus' (claim)", () => {
    expect(bonusActions(bonus({ status: 'initiated' }))).to.deep.equal(['claim']);
  });

  it("A bonus with the deposit flag shows 'Deposit with bonus'", () => {
    expect(bonusActions(bonus({ status: 'initiated', deposit: true }))).to.deep.equal(['deposit']);
    expect(bonusActions(bonus({ status: 'active', deposit: true }))).to.deep.equal(['deposit']);
  });

  it("An active bonus without the deposit flag that canBeCanceled shows 'Cancel bonus'", () => {
    expect(bonusActions(bonus({ status: 'active' }))).to.deep.equal(['cancel']);
    expect(bonusActions(bonus({ status: 'active', canBeCanceled: false }))).to.deep.equal([]);
    expect(bonusActions(bonus({ status: 'active', deposit: true }))).not.to.include('cancel');
  });

  it('expired, canceled and finished bonuses offer no action', () => {
    for (const status of ['expired', 'canceled', 'finished'] as const)
      expect(bonusActions(bonus({ status, deposit: true }))).to.deep.equal([]);
  });

  it('Action buttons show only between start and end time', () => {
    const claimable = bonus({ status: 'initiated' });
    expect(availableBonusActions(claimable, NOW)).to.deep.equal(['claim']);
    expect(availableBonusActions(claimable, NOW - 2 * HOUR)).to.deep.equal([]);
    expect(availableBonusActions(claimable, NOW + HOUR)).to.deep.equal([]);
  });

  it("Before the start the item shows 'Starts {time}'; after the end it shows 'Expired'", () => {
    const b = bonus({ status: 'initiated' });
    expect(bonusTiming(b, NOW - 2 * HOUR)).to.deep.equal({ kind: 'starts', in: HOUR });
    expect(bonusTiming(b, NOW + HOUR)).to.deep.equal({ kind: 'expired' });
    expect(bonusTiming(b, NOW)).to.deep.equal({ kind: 'running' });
  });

  it("An active bonus without a code shows 'Ends {time}'", () => {
    expect(bonusTiming(bonus({ code: '' }), NOW)).to.deep.equal({ kind: 'ends', in: HOUR });
    expect(bonusTiming(bonus({ code: 'CODE' }), NOW)).to.deep.equal({ kind: 'running' });
    expect(bonusTiming(bonus({ code: '', status: 'initiated' }), NOW)).to.deep.equal({ kind: 'running' });
  });

  it('bonuses that are no longer live have no time label', () => {
    expect(bonusTiming(bonus({ status: 'finished' }), NOW + 2 * HOUR)).to.deep.equal({ kind: 'none' });
  });

  it('The countdown refreshes every 1 second: days and an hh:mm:ss clock', () => {
    expect(bonusCountdown(HOUR + 61_000)).to.deep.equal({ days: 0, clock: '01:01:01' });
    expect(bonusCountdown(2 * 24 * HOUR + 59_999)).to.deep.equal({ days: 2, clock: '00:00:59' });
    expect(bonusCountdown(-5)).to.deep.equal({ days: 0, clock: '00:00:00' });
  });

  it('Wagering progress (percent, amount wagered of the total) shows for active and finished bonuses', () => {
    expect(
      wageringProgress(bonus({ status: 'active', wagered: 40, wageringRequirment: 3000, wageringRequirmentRemaining: 1800 })),
    ).to.deep.equal({ percent: 40, wagered: 1200, total: 3000 });
    expect(wageringProgress(bonus({ status: 'finished', wagered: 100, wageringRequirmentRemaining: 0 }))).to.deep.equal({
      percent: 100,
      wagered: 1000,
      total: 1000,
    });
    for (const status of ['initiated', 'expired', 'canceled'] as const) expect(wageringProgress(bonus({ status }))).to.equal(null);
  });

  it("Deposit bonus min and max amounts are taken for the player's currency", () => {
    const offers = [
      bonus({ id: 'eur-deposit', status: 'initiated', deposit: true, currency: 'EUR' }),
      bonus({ id: 'sek-deposit', status: 'initiated', deposit: true, currency: 'SEK' }),
      bonus({ id: 'spins', status: 'initiated', currency: 'SEK' }),
      bonus({ id: 'gone', status: 'expired' }),
    ];
    expect(offersForPlayer(offers, 'eur').map((b) => b.id)).to.deep.equal(['eur-deposit', 'spins']);
    expect(offersForPlayer(offers, 'SEK', true).map((b) => b.id)).to.deep.equal(['sek-deposit']);
    expect(offersForPlayer(offers, null).map((b) => b.id)).to.deep.equal(['eur-deposit', 'sek-deposit', 'spins']);
  });

  it('Bonus selection: choosing nothing continues; a deposit bonus stores its code and goes to deposit; a non-deposit bonus is triggered directly', () => {
    expect(bonusSelection(null)).to.deep.equal({ kind: 'none' });
    expect(bonusSelection(bonus({ deposit: true, code: 'WELCOME100' }))).to.deep.equal({ kind: 'deposit', code: 'WELCOME100' });
    expect(bonusSelection(bonus({ code: 'FREESPINS20' }))).to.deep.equal({ kind: 'trigger', code: 'FREESPINS20' });
  });

  it('the bonus action form reads bonusCode, bonusId and _action (claim, deposit or cancel); another action or a missing field is no form', () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return readBonusActionForm(data);
    };
    for (const action of ['claim', 'deposit', 'cancel'])
      expect(
        form([
          ['bonusCode', 'WELCOME100'],
          ['bonusId', 'b-1'],
          ['_action', action],
        ]),
      ).to.deep.equal({
        bonusCode: 'WELCOME100',
        bonusId: 'b-1',
        _action: action,
      });
    expect(
      form([
        ['bonusCode', ''],
        ['bonusId', 'b-1'],
        ['_action', 'delete'],
      ]),
    ).to.equal(null);
    expect(
      form([
        ['bonusId', 'b-1'],
        ['_action', 'claim'],
      ]),
    ).to.equal(null);
  });
});
