import { expect } from '@open-wc/testing';
import { SAME_CHECK_MS, readAnsweredRealityCheck, realityCheckAnswered, realityCheckDelay, realityCheckTable } from './reality-check';

describe('reality check rules', () => {
  it('a table of product / win / wager / total (win minus wager)', () => {
    expect(
      realityCheckTable([
        { product: 'casino', win: 120, wager: 200 },
        { product: 'sport', win: 0, wager: 50 },
      ]),
    ).to.deep.equal([
      { product: 'casino', win: 120, wager: 200, total: -80 },
      { product: 'sport', win: 0, wager: 50, total: -50 },
    ]);
  });

  it('the table is shown only when there are wagers', () => {
    expect(realityCheckTable([])).to.deep.equal([]);
    expect(realityCheckTable([{ product: 'casino', win: 0, wager: 0 }])).to.deep.equal([]);
  });

  it("it shows on the session's schedule: the time until nextRealityCheck", () => {
    const now = Date.UTC(2025, 0, 1, 10);
    expect(realityCheckDelay(new Date(now + 60_000).toISOString(), now)).to.equal(60_000);
    expect(realityCheckDelay(new Date(now - 5).toISOString(), now)).to.equal(0);
    expect(realityCheckDelay(null, now)).to.equal(null);
    expect(realityCheckDelay('not a date', now)).to.equal(null);
  });

  it('a check answered in one tab is answered in every tab of the session, though each read its time a little apart', () => {
    const due = Date.UTC(2025, 0, 1, 11);
    const answered = { sessionId: 's1', due };
    expect(realityCheckAnswered(answered, 's1', due)).to.equal(true);
    // Another tab read the schedule a minute later (whole minutes until the check).
    expect(realityCheckAnswered(answered, 's1', due + 60_000)).to.equal(true);
    expect(realityCheckAnswered(answered, 's1', due - 60_000)).to.equal(true);
    // The next check, an interval later, is not answered; nor is another session's.
    expect(realityCheckAnswered(answered, 's1', due + SAME_CHECK_MS + 1)).to.equal(false);
    expect(realityCheckAnswered(answered, 's2', due)).to.equal(false);
    expect(realityCheckAnswered(null, 's1', due)).to.equal(false);
  });

  it('a shared record that cannot be read is no record', () => {
    expect(readAnsweredRealityCheck('{"sessionId":"s1","due":5}')).to.deep.equal({ sessionId: 's1', due: 5 });
    expect(readAnsweredRealityCheck(null)).to.equal(null);
    expect(readAnsweredRealityCheck('not json')).to.equal(null);
    expect(readAnsweredRealityCheck('null')).to.equal(null);
    expect(readAnsweredRealityCheck('{"sessionId":"s1","due":"5"}')).to.equal(null);
  });
});
