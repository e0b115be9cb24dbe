import { SURVEY_CHOICE_TYPES, type SurveyAnswerEntry, type SurveyChoiceType } from '@continuum/contracts';
import { type PublicChoice, publicChoices } from './inquiry-public-choices';

const TYPES: readonly string[] = SURVEY_CHOICE_TYPES;

/** One survey step as the server publishes it: no feedback, nothing of what follows it. */
export interface PublicSurveyStep {
  id: string;
  text: string;
  surveyChoiceType: SurveyChoiceType;
  options: PublicChoice[];
}

/** One answered step of SURVEY answer data: an option (BUTTON, CHOICE) or a value (DATE, TEXT, STATE). */
export type SurveyEntry = SurveyAnswerEntry;

/** The steps of one survey level (the slide's surveyChoices or a reply's `next`); malformed entries are left out. */
export function surveySteps(value: unknown): PublicSurveyStep[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const step = raw as { id?: unknown; text?: unknown; surveyChoiceType?: unknown; options?: unknown };
    if (typeof step?.id !== 'string' || typeof step.text !== 'string') return [];
    if (typeof step.surveyChoiceType !== 'string' || !TYPES.includes(step.surveyChoiceType)) return [];
    return [
      {
        id: step.id,
        text: step.text,
        surveyChoiceType: step.surveyChoiceType as SurveyChoiceType,
        options: publicChoices(step.options),
      },
    ];
  });
}
