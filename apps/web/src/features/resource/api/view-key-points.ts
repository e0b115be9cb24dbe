import type { KeyPoints } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isId, resourceKeys } from '@/features/resource/public/resource-keys';
import { http } from '@/shared/http/client';

/**
 * POST api/product/{lpId}/{lcId}/key-points/view: records that the learner saw the key points and returns
 * them (001 §7). Read as a query because opening the page is the view; a repeated view is stored once.
 */
export function viewKeyPoints(lpId: number, lcId: number): Promise<KeyPoints> {
  return http<KeyPoints>(`api/product/${lpId}/${lcId}/key-points/view`, { method: 'POST' });
}

export const keyPointsQueryOptions = (lpId: number, lcId: number) =>
  queryOptions({
    queryKey: resourceKeys.keyPoints(lpId, lcId),
    queryFn: () => viewKeyPoints(lpId, lcId),
    meta: { errorDialog: false },
  });

export function useKeyPoints(lpId: number, lcId: number, enabled = true) {
  return useQuery({ ...keyPointsQueryOptions(lpId, lcId), enabled: enabled && isId(lpId) && isId(lcId) });
}
