import type { ResourceLcData } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isId, resourceKeys } from '@/features/resource/public/resource-keys';
import { http } from '@/shared/http/client';

/** GET api/product/{lpId}/resource/{resourceId}/lc/{nodeId}: what the external view's header names. */
export function fetchResourceLc(lpId: number, resourceId: number, nodeId: number): Promise<ResourceLcData> {
  return http<ResourceLcData>(`api/product/${lpId}/resource/${resourceId}/lc/${nodeId}`);
}

export const resourceLcQueryOptions = (lpId: number, resourceId: number, nodeId: number) =>
  queryOptions({
    queryKey: resourceKeys.lcData(lpId, resourceId, nodeId),
    queryFn: () => fetchResourceLc(lpId, resourceId, nodeId),
    meta: { errorDialog: false },
  });

export function useResourceLc(lpId: number, resourceId: number, nodeId: number, enabled = true) {
  return useQuery({
    ...resourceLcQueryOptions(lpId, resourceId, nodeId),
    enabled: enabled && isId(lpId) && isId(resourceId) && isId(nodeId),
  });
}
