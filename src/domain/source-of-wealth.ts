import { check, forward, nonEmpty, object, pipe, string, trim } from 'valibot';
import type { SourceOfWealth } from './model';

/** The source-of-wealth declaration (spec: account §2.11, §3, §4, §5, §9). */

export const SOURCE_OF_WEALTH_STEPS = ['intro', 'source', 'occupation', 'income', 'completed'] as const;
export type SourceOfWealthStep = (typeof SOURCE_OF_WEALTH_STEPS)[number];

/** Back is allowed from occupation and income. */
export function canGoBack(step: SourceOfWealthStep): boolean {
  return step === 'occupation' || step === 'income';
}

/** The step after, or before, this one. */
export function nextStep(step: SourceOfWealthStep, direction: 1 | -1 = 1): SourceOfWealthStep {
  const i = SOURCE_OF_WEALTH_STEPS.indexOf(step) + direction;
  return SOURCE_OF_WEALTH_STEPS[Math.min(SOURCE_OF_WEALTH_STEPS.length - 1, Math.max(0, i))] ?? 'intro';
}

/** Sources, as sent (spec: Salary ... Other (free text)); `id` names the text shown. */
export const WEALTH_SOURCES = [
  { id: 'salary', value: 'Salary' },
  { id: 'business', value: 'Business' },
  { id: 'inheritance', value: 'Inheritance' },
  { id: 'saleOfProperty', value: 'Sale of Property' },
  { id: 'pension', value: 'Retirement Income/Pension' },
  { id: 'unemploymentBenefits', value: 'Unemployment Benefits' },
  { id: 'winnings', value: 'Winnings from gaming/lottery/betting' },
  { id: 'other', value: 'Other' },
] as const;
export type WealthSourceId = (typeof WEALTH_SOURCES)[number]['id'];

/** 25 industries including Other (free text). */
export const INDUSTRIES = [
  { id: 'accounting', value: 'Accounting and Auditing' },
  { id: 'agriculture', value: 'Agriculture, Forestry and Fishing' },
  { id: 'arts', value: 'Arts, Entertainment and Recreation' },
  { id: 'banking', value: 'Banking and Financial Services' },
  { id: 'construction', value: 'Construction' },
  { id: 'education', value: 'Education' },
  { id: 'energy', value: 'Energy and Utilities' },
  { id: 'gambling', value: 'Gambling and Gaming' },
  { id: 'government', value: 'Government and Public Administration' },
  { id: 'healthcare', value: 'Healthcare and Social Work' },
  { id: 'hospitality', value: 'Hospitality and Food Services' },
  { id: 'it', value: 'Information Technology' },
  { id: 'insurance', value: 'Insurance' },
  { id: 'legal', value: 'Legal Services' },
  { id: 'manufacturing', value: 'Manufacturing' },
  { id: 'media', value: 'Media and Communications' },
  { id: 'military', value: 'Military and Defence' },
  { id: 'mining', value: 'Mining and Quarrying' },
  { id: 'nonProfit', value: 'Non-profit and Charity' },
  { id: 'realEstate', value: 'Real Estate' },
  { id: 'retail', value: 'Retail and Wholesale' },
  { id: 'science', value: 'Science and Research' },
  { id: 'telecommunications', value: 'Telecommunications' },
  { id: 'transport', value: 'Transport and Logistics' },
  { id: 'other', value: 'Other' },
] as const;
export type IndustryId = (typeof INDUSTRIES)[number]['id'];

export interface IncomeRange {
  from: number;
  /** null: and above. */
  to: number | null;
}

const ranges = (bounds: number[]): IncomeRange[] =>
  bounds.map((from, i) => ({ from, to: i + 1 < bounds.length ? (bounds[i + 1] as number) - 1 : null }));

/** SEK, NOK: 0-250000 ... 1500001+; others: 0-25000 ... 150001+. */
const INCOME_WHOLE = ranges([0, 250001, 500001, 750001, 1000001, 1500001]);
const INCOME_OTHER = ranges([0, 25001, 50001, 75001, 100001, 150001]);

/** Income ranges (source of wealth) by currency. */
export function incomeRanges(currency: string): IncomeRange[] {
  return ['SEK', 'NOK'].includes(currency.toUpperCase()) ? INCOME_WHOLE : INCOME_OTHER;
}

/** What the steps keep: `source-<id>` ticked ('true'), free texts, the chosen range's index. */
export type SourceOfWealthValues = Record<string, string | undefined>;

export const sourceField = (id: WealthSourceId) => `source-${id}`;
const ticked = (value: string | undefined) => value === 'true';
const filled = (value: string | undefined) => Boolean(value?.trim());

/**
 * The source step needs at least one ticked source ('sources' carries that error), plus
 * free text if Other is ticked. Messages are keys of `validation`.
 */
export const wealthSourceSchema = pipe(
  object({
    sources: string(),
    ...(Object.fromEntries(WEALTH_SOURCES.map((s) => [sourceField(s.id), string()])) as Record<string, ReturnType<typeof string>>),
    sourceOther: string(),
  }),
  forward(
    check((input) => WEALTH_SOURCES.some((s) => ticked((input as SourceOfWealthValues)[sourceField(s.id)])), 'wealthChooseSource'),
    ['sources'],
  ),
  forward(
    check((input) => !ticked((input as SourceOfWealthValues)[sourceField('other')]) || filled(input.sourceOther), 'wealthDescribeOther'),
    ['sourceOther'],
  ),
);

/** The occupation step needs industry and occupation, plus free text if Other. */
export const occupationSchema = pipe(
  object({
    industry: pipe(
      string(),
      check((id) => INDUSTRIES.some((i) => i.id === id), 'wealthChooseIndustry'),
    ),
    industryOther: string(),
    occupation: pipe(string(), trim(), nonEmpty('wealthEnterOccupation')),
  }),
  forward(
    check((input) => input.industry !== 'other' || filled(input.industryOther), 'wealthDescribeOther'),
    ['industryOther'],
  ),
);

/** The income step needs an income range and the confirmation tick. */
export const incomeSchema = object({
  income: pipe(string(), nonEmpty('wealthChooseIncome')),
  declaration: pipe(
    string(),
    check((value) => ticked(value), 'wealthDeclare'),
  ),
});

/** The submission: the ticked sources (Other as its free text), industry, occupation, income. */
export function sourceOfWealthAnswer(values: SourceOfWealthValues, currency: string): SourceOfWealth {
  const range = incomeRanges(currency)[Number(values.income)] ?? { from: 0, to: null };
  const sources = WEALTH_SOURCES.filter((s) => values[sourceField(s.id)] === 'true').map((s) =>
    s.id === 'other' ? (values.sourceOther ?? '').trim() : s.value,
  );
  const industry =
    values.industry === 'other' ? (values.industryOther ?? '').trim() : (INDUSTRIES.find((i) => i.id === values.industry)?.value ?? '');
  return { income: { from: range.from, to: range.to }, industry, occupation: (values.occupation ?? '').trim(), sources };
}
