import { check, object, pipe, string } from 'valibot';

/** The gambling-harm self-test (spec: account §2.12, §4 Gambling-harm test, §9). */

/**
 * The version of this question set, sent with the score (spec: "Gambling-harm test
 * submission: total points, and a version"; REST `pgsi-score {Score, Version}`), so the
 * platform knows which questions a total answers. Raise it when the questions change.
 */
export const GAMBLING_TEST_VERSION = '1';

/** Nine questions, each answered 0 never, 1 sometimes, 2 often, 3 always. */
export const GAMBLING_TEST_QUESTIONS = 9;
export const GAMBLING_TEST_ANSWERS = [
  { points: 0, name: 'never' },
  { points: 1, name: 'sometimes' },
  { points: 2, name: 'often' },
  { points: 3, name: 'always' },
] as const;

/** The answers summed; null while a question has no answer (each question needs one). */
export function gamblingTestTotal(answers: readonly (string | number | null | undefined)[]): number | null {
  if (answers.length !== GAMBLING_TEST_QUESTIONS) return null;
  let total = 0;
  for (const answer of answers) {
    const points = answer === '' || answer === null || answer === undefined ? NaN : Number(answer);
    if (!GAMBLING_TEST_ANSWERS.some((a) => a.points === points)) return null;
    total += points;
  }
  return total;
}

export type GamblingTestBand = 'no-issue' | 'some-risk' | 'elevated-risk' | 'problem-gambling';

/** Summary bands: 0 no issue, 1-2 some risk, 3-7 elevated risk, 8 or more problem gambling (thresholds 1, 3, 8). */
export function gamblingTestBand(total: number): GamblingTestBand {
  if (total >= 8) return 'problem-gambling';
  if (total >= 3) return 'elevated-risk';
  if (total >= 1) return 'some-risk';
  return 'no-issue';
}

/** Each question needs an answer: one of the four, as text ('0' to '3'). */
export const gamblingTestAnswerSchema = object({
  answer: pipe(
    string(),
    check((value) => GAMBLING_TEST_ANSWERS.some((a) => String(a.points) === value), 'gamblingTestAnswer'),
  ),
});
