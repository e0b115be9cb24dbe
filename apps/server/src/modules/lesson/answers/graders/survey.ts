import type { AnswerData } from '@continuum/contracts';
import { surveyChoiceTakesOptions, usStateCode } from '@continuum/contracts';
import type { SurveyStep } from '../../slides/inquiry-schema.js';
import { publicSurveyLevel } from '../../slides/public-view.js';
import { AnswerInvalidError } from '../answer-invalid-error.js';
import { isCalendarDate } from '../calendar-date.js';
import type { PathGradeResult } from '../grade-result.js';
import type { InquiryOf } from './shared.js';

type Answer = AnswerData<'SURVEY'>;
type Entry = Answer['path'][number];
type SurveyOption = NonNullable<SurveyStep['options']>[number];

/** The option an entry picks; required when `required`, and only steps with options can have one. */
function pickedOption(step: SurveyStep, entry: Entry, field: string, required: boolean): SurveyOption | undefined {
  const options = surveyChoiceTakesOptions(step.surveyChoiceType) ? (step.options ?? []) : [];
  if (entry.optionId === undefined) {
    if (required)
      throw new AnswerInvalidError(`${field}.optionId`, `${field}.optionId is required: pick one of the step's options`);
    return undefined;
  }
  const option = options.find((o) => o.id === entry.optionId);
  if (!option)
    throw new AnswerInvalidError(
      `${field}.optionId`,
      `${field}.optionId names an unknown option ${JSON.stringify(entry.optionId)}`,
    );
  return option;
}

/**
 * Checks one entry against its step type (001 §5) and returns what is kept of it. BUTTON is always
 * valid: pressing it is the answer, and a BUTTON step with options needs to know which was pressed.
 * A value sent with an option step is dropped, not refused; an option sent to a value step is refused
 * (it names an option that does not exist).
 */
function answerStep(step: SurveyStep, entry: Entry, field: string): { kept: Entry; option?: SurveyOption | undefined } {
  const fail = (why: string): never => {
    throw new AnswerInvalidError(`${field}.value`, `${field}.value ${why}`);
  };
  const type = step.surveyChoiceType;
  if (surveyChoiceTakesOptions(type)) {
    const option = pickedOption(step, entry, field, type === 'CHOICE' || (step.options?.length ?? 0) > 0);
    return { kept: option ? { stepId: step.id, optionId: option.id } : { stepId: step.id }, option };
  }
  pickedOption(step, entry, field, false);
  const value = entry.value?.trim() ?? '';
  if (type === 'DATE') return isCalendarDate(value) ? { kept: { stepId: step.id, value } } : fail('must be a date as yyyy-mm-dd');
  if (type === 'TEXT') return value ? { kept: { stepId: step.id, value } } : fail('must not be empty');
  const code = usStateCode(value);
  return code ? { kept: { stepId: step.id, value: code } } : fail('must be the code of a US state or territory');
}

/**
 * SURVEY: walked like branching, one step per level, but nothing is right or wrong (correct is null);
 * an answer that does not fit its step is invalid input. What follows a step is its option's next, else
 * the step's next; when nothing follows, the path is complete and surveyFeedback is returned.
 */
export function gradeSurvey(q: InquiryOf<'SURVEY'>, a: Answer): PathGradeResult<Answer> {
  let level: readonly SurveyStep[] | undefined = q.surveyChoices;
  const kept: Entry[] = [];
  const optionFeedback: Record<string, string> = {};
  let lastFeedback: string | null = null;
  for (const [i, entry] of a.path.entries()) {
    const field = `path.${i}`;
    if (!level) throw new AnswerInvalidError(field, `${field} goes past the end of the survey`);
    const step: SurveyStep | undefined = level.find((s) => s.id === entry.stepId);
    if (!step)
      throw new AnswerInvalidError(
        `${field}.stepId`,
        `${field}.stepId names ${JSON.stringify(entry.stepId)}, not a step at this level`,
      );
    const { kept: answer, option } = answerStep(step, entry, field);
    kept.push(answer);
    for (const e of [step, option]) if (e?.feedback) optionFeedback[e.id] = e.feedback;
    lastFeedback = option?.feedback ?? step.feedback ?? null;
    level = option?.next ?? step.next;
  }
  const complete = level === undefined;
  return {
    correct: null,
    feedback: complete ? (q.surveyFeedback ?? null) : lastFeedback,
    optionFeedback,
    answers: { path: kept },
    next: level ? publicSurveyLevel(level) : null,
    pathComplete: complete,
  };
}
