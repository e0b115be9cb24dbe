import type { SurveyInfo } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export interface SurveyKey {
  industry: string;
  state: string;
  licenseType: string;
}

const part = (v: string) => encodeURIComponent(v);

/**
 * GET api/feedbackSurvey/info/industry/{industry}/state/{state}/type/{licenseType}: questions, allowSkip (002 §7);
 * with the learner product, allowSkip follows that product's SC_FEEDBACK_SURVEY_ALLOW_SKIP.
 */
export function fetchSurveyInfo(key: SurveyKey, lpId?: number): Promise<SurveyInfo> {
  const query = lpId === undefined ? '' : `?learnerProductId=${lpId}`;
  return http<SurveyInfo>(
    `api/feedbackSurvey/info/industry/${part(key.industry)}/state/${part(key.state)}/type/${part(key.licenseType)}${query}`,
  );
}

export const surveyInfoQueryOptions = (key: SurveyKey, lpId?: number) =>
  queryOptions({
    queryKey: ['survey', 'info', key.industry, key.state, key.licenseType, lpId ?? null],
    queryFn: () => fetchSurveyInfo(key, lpId),
  });

export function useSurveyInfo(key: SurveyKey, lpId?: number) {
  return useQuery(surveyInfoQueryOptions(key, lpId));
}
