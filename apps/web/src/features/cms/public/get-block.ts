import type { CmsBlock, CmsBlockBody, CmsPublicBlock } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '@/shared/http/api-error';
import { http } from '@/shared/http/client';
import '@/shared/query/meta';

/** GET api/cms/blocks/{key}: the block a page renders, or null when none has this key (the page shows nothing). */
export async function fetchBlock(key: string): Promise<CmsPublicBlock | null> {
  try {
    return await http<CmsPublicBlock>(`api/cms/blocks/${encodeURIComponent(key)}`);
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export const blockQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['cms-block', key] as const,
    queryFn: () => fetchBlock(key),
    staleTime: 5 * 60_000,
    retry: false,
    // A block that fails to load is left out; the page is whole without it.
    meta: { errorDialog: false },
  });

export const useContentBlockQuery = (key: string) => useQuery(blockQueryOptions(key));

/** PUT api/cms/block/{id}: saves a new version; the page shows the server's sanitized content afterwards. */
export function useSaveBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CmsBlockBody & { id: number }) =>
      http<CmsBlock>(`api/cms/block/${id}`, { method: 'PUT', body: { id, ...body } }),
    meta: { errorDialog: false },
    onSuccess: (saved) => {
      const { updatedBy: _by, updatedAt: _at, ...block } = saved;
      client.setQueryData(blockQueryOptions(saved.key).queryKey, block);
    },
  });
}
