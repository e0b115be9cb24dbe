import type { KeyPoints } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/features/resource/public/resource-keys';
import { http } from '@/shared/http/client';

/** POST api/product/{lpId}/{lcId}/key-points/bookmark or /unbookmark. */
export function setKeyPointsBookmark(lpId: number, lcId: number, bookmarked: boolean) {
  return http<{ learningComponentId: number; isBookmarked: boolean }>(
    `api/product/${lpId}/${lcId}/key-points/${bookmarked ? 'bookmark' : 'unbookmark'}`,
    { method: 'POST' },
  );
}

/** Bookmarks or unbookmarks a learning component's key points; the page and the bookmarks box follow. */
export function useSetKeyPointsBookmark(lpId: number, lcId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarked: boolean) => setKeyPointsBookmark(lpId, lcId, bookmarked),
    meta: { errorDialog: false },
    onSuccess: (reply) => {
      queryClient.setQueryData<KeyPoints>(resourceKeys.keyPoints(lpId, lcId), (k) =>
        k ? { ...k, isBookmarked: reply.isBookmarked } : k,
      );
      return queryClient.invalidateQueries({ queryKey: resourceKeys.bookmarks(lpId) });
    },
  });
}
