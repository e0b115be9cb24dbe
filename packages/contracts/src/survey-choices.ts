/**
 * How a survey step is answered (001 §3): the authored slide's `surveyChoiceType`, validated by the server's
 * inquiry schema and read by the web app's survey screen. No zod here: the survey route chunk imports
 * these values (decision 0061).
 */
export const SURVEY_CHOICE_TYPES = ['BUTTON', 'DATE', 'TEXT', 'CHOICE', 'STATE'] as const;
export type SurveyChoiceType = (typeof SURVEY_CHOICE_TYPES)[number];

/** BUTTON and CHOICE steps are answered by picking one of their options; the others by a value. */
export function surveyChoiceTakesOptions(type: SurveyChoiceType): type is 'BUTTON' | 'CHOICE' {
  return type === 'BUTTON' || type === 'CHOICE';
}
