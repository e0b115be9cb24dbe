import type { SurveyInfo } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export interface SurveyKey {
  industry: string;
  state: string;
  licenseType: string;
}

const part = (v: string) => encodeURIComponent(v);

/** GET api/feedbackSurvey/info/industry/{industry}/state/{state}/type/{licenseType}: questions, allowSkip (002 §7). */
export function fetchSurveyInfo(key: SurveyKey): Promise<SurveyInfo> {
  return http<SurveyInfo>(
    `api/feedbackSurvey/info/industry/${part(key.industry)}/state/${part(key.state)}/type/${part(key.licenseType)}`,
  );
}

export const surveyInfoQueryOptions = (key: SurveyKey) =>
  queryOptions({ queryKey: ['survey', 'info', key.industry, key.state, key.licenseType], queryFn: () => fetchSurveyInfo(key) });

export function useSurveyInfo(key: SurveyKey) {
  return useQuery(surveyInfoQueryOptions(key));
}
