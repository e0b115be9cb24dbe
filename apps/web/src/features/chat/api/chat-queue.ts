import { CHAT_POLL_MS, type ChatQueueRow, type Paged, type PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export const chatQueueKeys = { search: ['chat-queue', 'search'] as const };

/** POST api/instructor/chats/search: one page of the queue, asked again every 6 s (decision 0088). */
export function useChatQueue(request: PagedSearchRequest) {
  return useQuery({
    queryKey: [...chatQueueKeys.search, request] as const,
    queryFn: () => http<Paged<ChatQueueRow>>('api/instructor/chats/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_POLL_MS,
    meta: { errorDialog: false },
  });
}
