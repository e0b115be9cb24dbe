import type { Bookmark } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import '@/shared/query/meta';
import { isId, resourceKeys } from './resource-keys';

/** GET api/product/{lpId}/bookmarks: bookmarked resources and key points, oldest first. */
export function fetchBookmarks(lpId: number): Promise<Bookmark[]> {
  return http<Bookmark[]>(`api/product/${lpId}/bookmarks`);
}

export const bookmarksQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: resourceKeys.bookmarks(lpId),
    queryFn: () => fetchBookmarks(lpId),
    // The bookmarks box says itself that it could not load.
    meta: { errorDialog: false },
  });

/** The bookmarks of a learner product: shared because the course sidebar and home show them. */
export function useBookmarks(lpId: number) {
  return useQuery({ ...bookmarksQueryOptions(lpId), enabled: isId(lpId) });
}
