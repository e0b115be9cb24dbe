import type { ForumReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export const forumKeys = {
  forum: (forumId: number) => ['forum', forumId] as const,
};

/** GET api/forum/{id}: the forum's question and posts (404 for a forum of a product the learner does not hold). */
export function fetchForum(forumId: number): Promise<ForumReply> {
  return http<ForumReply>(`api/forum/${forumId}`);
}

export const forumQueryOptions = (forumId: number) =>
  queryOptions({
    queryKey: forumKeys.forum(forumId),
    queryFn: () => fetchForum(forumId),
    meta: { errorDialog: false },
  });

export function useForum(forumId: number) {
  return useQuery(forumQueryOptions(forumId));
}
