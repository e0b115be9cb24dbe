import { useEffect, useRef } from 'react';
import { useResource } from '../api/get-resource';
import { useViewResource } from '../api/view-resource';

/**
 * Loads a resource and logs one view of it once it is shown (POST .../view): the server marks it reviewed,
 * which is what lets a lesson complete (001 §4). A failed log is reported, the resource stays readable.
 */
export function useOpenResource(lpId: number, resourceId: number) {
  const resource = useResource(lpId, resourceId);
  const view = useViewResource(lpId);
  const logged = useRef<number | null>(null);
  const shown = resource.data && !resource.data.locked ? resource.data.id : null;
  const { mutate } = view;
  useEffect(() => {
    if (shown === null || logged.current === shown) return;
    logged.current = shown;
    mutate(shown);
  }, [shown, mutate]);
  return { resource, viewFailed: view.isError };
}
