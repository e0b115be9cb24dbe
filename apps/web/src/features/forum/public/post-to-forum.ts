import type { ForumPost, ForumPostBody } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { forumKeys } from './get-forum';

/** POST api/forum/forumPostUser {forumId, postText}. */
export function postToForum(body: ForumPostBody): Promise<ForumPost> {
  return http<ForumPost>('api/forum/forumPostUser', { method: 'POST', body });
}

/** Posts the learner's answer; the forum reloads with it. */
export function usePostToForum(forumId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postText: string) => postToForum({ forumId, postText }),
    meta: { errorDialog: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) }),
  });
}
