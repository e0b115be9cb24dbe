import type { Resource } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isId, resourceKeys } from '@/features/resource/public/resource-keys';
import { http } from '@/shared/http/client';

/** GET api/product/{lpId}/resource/{resourceId}: the resource with its content (403 RESOURCE_LOCKED while locked). */
export function fetchResource(lpId: number, resourceId: number): Promise<Resource> {
  return http<Resource>(`api/product/${lpId}/resource/${resourceId}`);
}

export const resourceQueryOptions = (lpId: number, resourceId: number) =>
  queryOptions({
    queryKey: resourceKeys.resource(lpId, resourceId),
    queryFn: () => fetchResource(lpId, resourceId),
    meta: { errorDialog: false },
  });

export function useResource(lpId: number, resourceId: number) {
  return useQuery({ ...resourceQueryOptions(lpId, resourceId), enabled: isId(lpId) && isId(resourceId) });
}
