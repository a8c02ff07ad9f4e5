import { defineElement } from './define';
import { ResponsibleGamingTest } from '../react/responsible-gaming-test/ResponsibleGamingTest';
import { stylesheet } from '../react/responsible-gaming-test/ResponsibleGamingTest.module.css';
import { stylesheet as controlsStylesheet } from '../react/ui/controls.module.css';
import { unlessLacking } from '../react/ui/UnlessLacking';

/**
 * @summary The gambling-harm self-test: an intro, nine questions (never, sometimes, often,
 * always = 0 to 3 points), then the summary of the submitted total: 0 no issue, 1-2 some
 * risk, 3-7 elevated risk, 8 or more problem gambling.
 * @attr inline - the in-page variant
 * @attr lang - language of this element
 * @event betr-responsible-gaming-test-submitted - `{ total, band }`
 * @csspart form - a question
 * @csspart title - the heading
 * @csspart progress - the progress bar (`role="progressbar"`, its value 'Question n of 9'): the text over the steps
 * @csspart progress-steps - the bar: one segment per step
 * @csspart progress-step - a step's segment; those reached are also `progress-step-done`
 * @csspart progress-step-done - a segment of a step reached (also `progress-step`)
 * @csspart field - the answers
 * @csspart score - the summary's score
 * @csspart band - the summary's result
 * @csspart button - Back, Next, Submit, Set limits
 * @csspart notice - an error, success or information notice
 * @csspart notice-info - an information notice (also `notice`)
 * @csspart button-primary - the main action (also `button`)
 */
export const BetrResponsibleGamingTest = defineElement<object>(
  'betr-responsible-gaming-test',
  unlessLacking(ResponsibleGamingTest, 'submitGamblingTest'),
  { attributes: {}, stylesheet: controlsStylesheet + stylesheet, namespaces: ['responsibleGaming'] },
);
