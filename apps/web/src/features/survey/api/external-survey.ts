import type { ExternalSurvey, SurveyResponseBody } from '@continuum/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export interface ExternalIds {
  externalUserId: string;
  externalEnrollmentId: string;
}

/** GET api/feedbackSurvey/externalSurvey: the survey of the enrolment an external system names (002 §7). */
export function fetchExternalSurvey(ids: ExternalIds): Promise<ExternalSurvey> {
  return http<ExternalSurvey>('api/feedbackSurvey/externalSurvey', { query: { ...ids } });
}

export function useExternalSurvey(ids: ExternalIds) {
  return useQuery({
    queryKey: ['survey', 'external', ids.externalUserId, ids.externalEnrollmentId],
    queryFn: () => fetchExternalSurvey(ids),
    enabled: ids.externalUserId !== '' && ids.externalEnrollmentId !== '',
    meta: { errorDialog: false },
  });
}

/** POST api/feedbackSurvey/eud/{externalUserId}/eid/{externalEnrollmentId}: the external response. */
export function useSubmitExternalSurvey(ids: ExternalIds) {
  const path = `api/feedbackSurvey/eud/${encodeURIComponent(ids.externalUserId)}/eid/${encodeURIComponent(ids.externalEnrollmentId)}`;
  return useMutation({
    meta: { errorDialog: false },
    mutationFn: (body: SurveyResponseBody) => http<{ id: number }>(path, { method: 'POST', body }),
  });
}
