import type { Resource } from '@continuum/contracts';
import { paths } from '@/shared/paths';

/**
 * Where a resource of a list (or a bookmark) opens. The resource view shows every type but FORUM and KEY_POINTS
 * (001 §2), which only the external view shows.
 */
export function resourceHref(resource: Pick<Resource, 'id' | 'learningComponentId' | 'type'>): string {
  const params = { nodeId: resource.learningComponentId, resourceId: resource.id };
  if (resource.type === 'FORUM' || resource.type === 'KEY_POINTS')
    return paths.productResourceExt.href({ ...params, isKeyPoints: false });
  return paths.resource.href(params);
}
