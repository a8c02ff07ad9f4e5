import { expect } from '@open-wc/testing';
import { mapBonusStatus, mapTransactionStatus } from './status';

describe('provider status mappings', () => {
  it('Active, PreClaimed, InPlay, Pending, PreWager -> active', () => {
    for (const s of ['Active', 'PreClaimed', 'InPlay', 'Pending', 'PreWager']) expect(mapBonusStatus(s)).to.equal('active');
  });
  it('Expired -> expired; Finished, FinishedNoGains -> finished', () => {
    expect(mapBonusStatus('Expired')).to.equal('expired');
    expect(mapBonusStatus('Finished')).to.equal('finished');
    expect(mapBonusStatus('FinishedNoGains')).to.equal('finished');
  });
  it('Canceled, Rejected, AdminCanceled -> canceled; Initiated -> initiated', () => {
    for (const s of ['Canceled', 'Rejected', 'AdminCanceled']) expect(mapBonusStatus(s)).to.equal('canceled');
    expect(mapBonusStatus('Initiated')).to.equal('initiated');
  });
  it('a bonus status the spec does not name maps to null', () => {
    expect(mapBonusStatus('Whatever')).to.equal(null);
  });
  it('Default and Completed map to completed; Failed, Initiated, Canceled to themselves; anything else pending', () => {
    expect(mapTransactionStatus('Default')).to.equal('completed');
    expect(mapTransactionStatus('Completed')).to.equal('completed');
    expect(mapTransactionStatus('Failed')).to.equal('failed');
    expect(mapTransactionStatus('Initiated')).to.equal('initiated');
    expect(mapTransactionStatus('Canceled')).to.equal('canceled');
    expect(mapTransactionStatus('Processing')).to.equal('pending');
    expect(mapTransactionStatus(undefined)).to.equal('pending');
  });
});
