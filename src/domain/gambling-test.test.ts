import { expect } from '@open-wc/testing';
import { safeParse } from 'valibot';
import {
  GAMBLING_TEST_ANSWERS,
  GAMBLING_TEST_QUESTIONS,
  gamblingTestAnswerSchema,
  gamblingTestBand,
  gamblingTestTotal,
} from './gambling-test';

describe('gambling-harm test rules', () => {
  it('9 questions, answers 0 never, 1 sometimes, 2 often, 3 always, summed', () => {
    expect(GAMBLING_TEST_QUESTIONS).to.equal(9);
    expect(GAMBLING_TEST_ANSWERS.map((a) => `${a.points} ${a.name}`)).to.deep.equal(['0 never', '1 sometimes', '2 often', '3 always']);
    expect(gamblingTestTotal(['0', '1', '2', '3', '0', '1', '2', '3', '3'])).to.equal(15);
    expect(gamblingTestTotal([0, 0, 0, 0, 0, 0, 0, 0, 0])).to.equal(0);
  });

  it('each question needs an answer', () => {
    expect(gamblingTestTotal(['0', '1', '2', '3', '0', '1', '2', '3', ''])).to.equal(null);
    expect(gamblingTestTotal(['0', '1'])).to.equal(null);
    expect(gamblingTestTotal(['0', '1', '2', '3', '0', '1', '2', '3', '4'])).to.equal(null);
    expect(safeParse(gamblingTestAnswerSchema, { answer: '' }).success).to.equal(false);
    expect(safeParse(gamblingTestAnswerSchema, { answer: '3' }).success).to.equal(true);
  });

  it('summary bands: 0 no issue, 1-2 some risk, 3-7 elevated risk, 8 or more problem gambling', () => {
    expect(gamblingTestBand(0)).to.equal('no-issue');
    expect(gamblingTestBand(1)).to.equal('some-risk');
    expect(gamblingTestBand(2)).to.equal('some-risk');
    expect(gamblingTestBand(3)).to.equal('elevated-risk');
    expect(gamblingTestBand(7)).to.equal('elevated-risk');
    expect(gamblingTestBand(8)).to.equal('problem-gambling');
    expect(gamblingTestBand(27)).to.equal('problem-gambling');
  });
});
