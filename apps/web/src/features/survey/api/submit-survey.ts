import type { SurveyResponseBody, SurveySubmitReply } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/feedbackSurvey/{learnerProductId}: the response plus skipped (002 §7). */
export function submitSurvey(lpId: number, body: SurveyResponseBody): Promise<SurveySubmitReply> {
  return http<SurveySubmitReply>(`api/feedbackSurvey/${lpId}`, { method: 'POST', body });
}

export function useSubmitSurvey(lpId: number) {
  // The survey form shows the failure (002 §8: survey errors go through the survey's own handler).
  return useMutation({ meta: { errorDialog: false }, mutationFn: (body: SurveyResponseBody) => submitSurvey(lpId, body) });
}
