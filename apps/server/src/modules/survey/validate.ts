import { FREE_RESPONSE, type SurveyResponseBody, surveyChoicesFor } from '@continuum/contracts';
import { badRequest } from '../../platform/errors.js';

export interface SurveyRules {
  /** Every question with choices needs an answer (002 §5). */
  required: boolean;
  allowSkip: boolean;
}

export type StoredAnswer = { questionText: string; userResponse: string | null };

/**
 * Checks a response against its survey (002 §5) and returns what to store: every question in order with the
 * learner's answer or null. A skip is refused unless allowed; an answer must name a question of the survey,
 * once, with one of its type's choices (free response: any text up to the limit); a required survey needs an
 * answer to every question that has choices (a SCALE_n-m with n >= m has none and cannot be answered).
 */
export function checkSurveyResponse(
  questions: readonly { text: string; type: string }[],
  body: Required<Pick<SurveyResponseBody, 'skipped'>> & { feedbackSurveyResponse: SurveyResponseBody['feedbackSurveyResponse'] },
  rules: SurveyRules,
): { skipped: boolean; answers: StoredAnswer[] } {
  if (body.skipped) {
    if (!rules.allowSkip) throw badRequest('skipped', 'This survey cannot be skipped', 'SURVEY_SKIP_NOT_ALLOWED');
    return { skipped: true, answers: questions.map((q) => ({ questionText: q.text, userResponse: null })) };
  }
  const given = new Map<string, string | null>();
  for (const [i, a] of (body.feedbackSurveyResponse ?? []).entries()) {
    const q = questions.find((x) => x.text === a.questionText);
    if (!q) throw badRequest(`feedbackSurveyResponse.${i}.questionText`, 'questionText is not a question of this survey');
    if (given.has(q.text)) throw badRequest(`feedbackSurveyResponse.${i}.questionText`, 'questionText is answered twice');
    const value = a.userResponse?.trim() ? a.userResponse : null;
    if (value !== null && q.type !== FREE_RESPONSE && !surveyChoicesFor(q.type).includes(value))
      throw badRequest(`feedbackSurveyResponse.${i}.userResponse`, `userResponse must be one of the choices of ${q.type}`);
    given.set(q.text, value);
  }
  if (rules.required) {
    const missing = questions.findIndex(
      (q) => q.type !== FREE_RESPONSE && surveyChoicesFor(q.type).length > 0 && !given.get(q.text),
    );
    if (missing >= 0)
      throw badRequest(
        'feedbackSurveyResponse',
        `Every question needs an answer: ${questions[missing]?.text}`,
        'SURVEY_ANSWER_REQUIRED',
      );
  }
  return { skipped: false, answers: questions.map((q) => ({ questionText: q.text, userResponse: given.get(q.text) ?? null })) };
}
