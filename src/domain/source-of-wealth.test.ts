import { expect } from '@open-wc/testing';
import { firstErrors } from './fixtures.testing';
import {
  INDUSTRIES,
  SOURCE_OF_WEALTH_STEPS,
  WEALTH_SOURCES,
  canGoBack,
  incomeRanges,
  nextStep,
  sourceOfWealthAnswer,
  incomeSchema,
  occupationSchema,
  wealthSourceSchema,
} from './source-of-wealth';

const sourceStep = (values: Record<string, string>) =>
  firstErrors(wealthSourceSchema, {
    sources: '',
    ...Object.fromEntries(WEALTH_SOURCES.map((s) => [`source-${s.id}`, ''])),
    sourceOther: '',
    ...values,
  });
const occupationStep = (values: Record<string, string>) =>
  firstErrors(occupationSchema, { industry: '', industryOther: '', occupation: '', ...values });
const incomeStep = (values: Record<string, string>) => firstErrors(incomeSchema, { income: '', declaration: '', ...values });

describe('source-of-wealth rules', () => {
  it('steps: intro, source, occupation, income, completed; back is allowed from occupation and income', () => {
    expect(SOURCE_OF_WEALTH_STEPS).to.deep.equal(['intro', 'source', 'occupation', 'income', 'completed']);
    expect(SOURCE_OF_WEALTH_STEPS.filter(canGoBack)).to.deep.equal(['occupation', 'income']);
    expect(nextStep('intro')).to.equal('source');
    expect(nextStep('income', -1)).to.equal('occupation');
    expect(nextStep('completed')).to.equal('completed');
  });

  it('sources: Salary, Business, Inheritance, Sale of Property, Retirement Income/Pension, Unemployment Benefits, Winnings from gaming/lottery/betting, Other (free text)', () => {
    expect(WEALTH_SOURCES.map((s) => s.value)).to.deep.equal([
      'Salary',
      'Business',
      'Inheritance',
      'Sale of Property',
      'Retirement Income/Pension',
      'Unemployment Benefits',
      'Winnings from gaming/lottery/betting',
      'Other',
    ]);
  });

  it('industries: 25 options including Other (free text)', () => {
    expect(INDUSTRIES).to.have.length(25);
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).to.equal(25);
    expect(INDUSTRIES.at(-1)?.id).to.equal('other');
  });

  it('income ranges: SEK, NOK 0-250000 ... 1500001+; others 0-25000 ... 150001+', () => {
    const label = (c: string) => incomeRanges(c).map((r) => (r.to === null ? `${r.from}+` : `${r.from}-${r.to}`));
    expect(label('SEK')).to.deep.equal(['0-250000', '250001-500000', '500001-750000', '750001-1000000', '1000001-1500000', '1500001+']);
    expect(label('nok')).to.deep.equal(label('SEK'));
    expect(label('EUR')).to.deep.equal(['0-25000', '25001-50000', '50001-75000', '75001-100000', '100001-150000', '150001+']);
  });

  it('the source step needs at least one ticked source, plus free text if Other is ticked', () => {
    expect(sourceStep({})).to.deep.equal({ sources: 'wealthChooseSource' });
    expect(sourceStep({ 'source-other': 'true' })).to.deep.equal({ sourceOther: 'wealthDescribeOther' });
    expect(sourceStep({ 'source-other': 'true', sourceOther: 'Crypto' })).to.deep.equal({});
    expect(sourceStep({ 'source-salary': 'true' })).to.deep.equal({});
  });

  it('the occupation step needs industry and occupation, plus free text if Other', () => {
    expect(occupationStep({})).to.deep.equal({ industry: 'wealthChooseIndustry', occupation: 'wealthEnterOccupation' });
    expect(occupationStep({ industry: 'other', occupation: 'Pilot' })).to.deep.equal({ industryOther: 'wealthDescribeOther' });
    expect(occupationStep({ industry: 'it', occupation: ' Developer ' })).to.deep.equal({});
  });

  it('the income step needs an income range and the confirmation tick: "I declare that my answers are true, accurate and complete."', () => {
    expect(incomeStep({})).to.deep.equal({ income: 'wealthChooseIncome', declaration: 'wealthDeclare' });
    expect(incomeStep({ income: '0' })).to.deep.equal({ declaration: 'wealthDeclare' });
    expect(incomeStep({ income: '0', declaration: 'true' })).to.deep.equal({});
  });

  it('the submission holds income (from, to), industry, occupation and sources (Other as its free text)', () => {
    const values = {
      'source-salary': 'true',
      'source-other': 'true',
      sourceOther: ' Crypto ',
      industry: 'it',
      occupation: 'Developer',
      income: '5',
      declaration: 'true',
    };
    expect(sourceOfWealthAnswer(values, 'EUR')).to.deep.equal({
      income: { from: 150001, to: null },
      industry: 'Information Technology',
      occupation: 'Developer',
      sources: ['Salary', 'Crypto'],
    });
    expect(sourceOfWealthAnswer({ ...values, industry: 'other', industryOther: 'Space', income: '0' }, 'SEK')).to.deep.include({
      income: { from: 0, to: 250000 },
      industry: 'Space',
    });
  });
});
