import type { ResourcesReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import type { ObserverMeta } from '@/shared/query/meta';
import { isId, resourceKeys } from './resource-keys';

/** GET api/product/{lpId}/resources: handbooks ('Course Materials') and resources grouped by container. */
export function fetchResources(lpId: number): Promise<ResourcesReply> {
  return http<ResourcesReply>(`api/product/${lpId}/resources`);
}

export const resourcesQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: resourceKeys.list(lpId),
    queryFn: () => fetchResources(lpId),
  });

/** The product's resources: shared because course pages list a node's resources beside their own content. */
export function useResources(lpId: number, observer: ObserverMeta = {}) {
  return useQuery({ ...resourcesQueryOptions(lpId), ...observer, enabled: isId(lpId) });
}
