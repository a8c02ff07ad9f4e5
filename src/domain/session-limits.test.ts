import { expect } from '@open-wc/testing';
import { SESSION_LIMIT_CHOICES, autoFillSessionLimits, sessionLimitDuration } from './session-limits';

describe('session limits at sign-up (SGA)', () => {
  it('Session limit choices in minutes: day 120, 360, 720, 1440; week 1440, 2880, 5760, 10080; month 10080, 20160, 30240, 44640', () => {
    expect(SESSION_LIMIT_CHOICES.day).to.deep.equal([120, 360, 720, 1440]);
    expect(SESSION_LIMIT_CHOICES.week).to.deep.equal([1440, 2880, 5760, 10080]);
    expect(SESSION_LIMIT_CHOICES.month).to.deep.equal([10080, 20160, 30240, 44640]);
  });

  it('Choosing a daily session limit fills the matching weekly and monthly values from a paired list', () => {
    expect(autoFillSessionLimits('120', {})).to.deep.equal({ sessionLimitWeek: '1440', sessionLimitMonth: '10080' });
    expect(autoFillSessionLimits('720', {})).to.deep.equal({ sessionLimitWeek: '5760', sessionLimitMonth: '30240' });
    expect(autoFillSessionLimits('1440', { sessionLimitWeek: true })).to.deep.equal({ sessionLimitMonth: '44640' });
    expect(autoFillSessionLimits('', {})).to.deep.equal({ sessionLimitWeek: '', sessionLimitMonth: '' });
  });

  it('daily limits read in hours, weekly and monthly in days', () => {
    expect(sessionLimitDuration('day', 360)).to.deep.equal({ amount: 6, unit: 'hour' });
    expect(sessionLimitDuration('week', 2880)).to.deep.equal({ amount: 2, unit: 'day' });
    expect(sessionLimitDuration('month', 44640)).to.deep.equal({ amount: 31, unit: 'day' });
  });
});
