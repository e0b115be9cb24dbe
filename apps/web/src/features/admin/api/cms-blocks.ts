import type { CmsBlock, CmsBlockBody, CmsBlockRow, CmsBlockVersion, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = ['admin-cms-blocks'] as const;

/** POST api/cms/blocks/search: one page of the cms-blocks list. */
export const useCmsBlockSearch = (request: PagedSearchRequest) =>
  useQuery({
    queryKey: [...key, 'search', request] as const,
    queryFn: () => http<Paged<CmsBlockRow>>('api/cms/blocks/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });

/** GET api/cms/block/{id}: one block with its content, for the edit form. */
export const useCmsBlock = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id] as const,
    queryFn: () => http<CmsBlock>(`api/cms/block/${id}`),
    enabled: id !== null,
    meta: { errorDialog: false },
  });

/** GET api/cms/block/{id}/versions: every saved version, newest first. */
export const useCmsBlockVersions = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'versions', id] as const,
    queryFn: () => http<CmsBlockVersion[]>(`api/cms/block/${id}/versions`),
    enabled: id !== null,
    meta: { errorDialog: false },
  });

/** PUT api/cms/block (a new block) or api/cms/block/{id}; the list and the rendered block are asked again. */
export function useSaveCmsBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CmsBlockBody) =>
      http<CmsBlock>(body.id ? `api/cms/block/${body.id}` : 'api/cms/block', { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: ['cms-block'] })]),
  });
}
