import type { Paged, PagedSearchRequest, SurveyResultRow } from '@continuum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/admin/feedbackSurvey/search: one page of the course surveys' responses (decision 0092). */
export const useSurveyResultsSearch = (request: PagedSearchRequest) =>
  useQuery({
    queryKey: ['admin-survey-results', request] as const,
    queryFn: () => http<Paged<SurveyResultRow>>('api/admin/feedbackSurvey/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
