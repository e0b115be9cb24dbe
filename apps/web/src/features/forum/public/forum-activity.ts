import type { ForumComment, ForumVote } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { forumKeys } from './get-forum';

// The forum page's writes besides posting (001 §7): comments, votes, reports. Each reloads the forum.

function useForumWrite<T>(forumId: number, write: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { errorDialog: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) }),
  });
}

/** POST api/forum/forumComment {forumPostId, comment}: a reply to an answer. */
export function useCommentOnPost(forumId: number) {
  return useForumWrite(forumId, (body: { forumPostId: number; comment: string }) =>
    http<ForumComment>('api/forum/forumComment', { method: 'POST', body }),
  );
}

/** POST api/forum/forumPost/vote, or DELETE api/forum/forumPost/vote/{id} ('remove vote') when a vote id is given. */
export function useToggleVote(forumId: number) {
  return useForumWrite(forumId, ({ forumPostId, postVoteId }: { forumPostId: number; postVoteId: number | null }) =>
    postVoteId === null
      ? http<ForumVote>('api/forum/forumPost/vote', { method: 'POST', body: { forumPostId, upVote: true } })
      : http<{ ok: true }>(`api/forum/forumPost/vote/${postVoteId}`, { method: 'DELETE' }),
  );
}

/** POST api/forum/forumPost/markInappropriate/{id} or api/forum/forumComment/markInappropriate/{id}. */
export function useReportInappropriate(forumId: number) {
  return useForumWrite(forumId, ({ kind, id }: { kind: 'forumPost' | 'forumComment'; id: number }) =>
    http<{ reportId: number }>(`api/forum/${kind}/markInappropriate/${id}`, { method: 'POST' }),
  );
}
