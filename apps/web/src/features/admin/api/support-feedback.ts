import type { Paged, PagedSearchRequest, SupportFeedbackRow } from '@continuum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/admin/support/feedback/search: one page of the learners' feedback (decision 0083). */
export const useFeedbackSearch = (request: PagedSearchRequest) =>
  useQuery({
    queryKey: ['admin-support-feedback', request] as const,
    queryFn: () => http<Paged<SupportFeedbackRow>>('api/admin/support/feedback/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
