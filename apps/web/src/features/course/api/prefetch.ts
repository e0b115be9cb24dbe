import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { learnerProductQueryOptions } from '@/features/product/public/get-learner-product';
import { courseProgressQueryOptions } from './get-course-progress';
import { lcPageQueryOptions } from './get-lc-page';
import { productMetaQueryOptions } from './get-product-meta';
import { productStateQueryOptions } from './get-product-state';
import { idParam } from './keys';

/**
 * Route loaders' prefetches (imported lazily by the router, so none of this is in the initial bundle).
 * Failures are left to the pages, which show them.
 */
export async function prefetchHome(queryClient: QueryClient, params: Params): Promise<void> {
  const lpId = idParam(params.lpId);
  if (Number.isNaN(lpId)) return;
  await Promise.all([
    queryClient.prefetchQuery(learnerProductQueryOptions(lpId)),
    queryClient.prefetchQuery(productStateQueryOptions(lpId)),
    queryClient.prefetchQuery(productMetaQueryOptions(lpId)),
    queryClient.prefetchQuery(courseProgressQueryOptions(lpId)),
  ]);
}

/** Prefetches an lc page; resolves with its node's type (for the loader to start that node's view), if known. */
export async function prefetchLc(queryClient: QueryClient, params: Params, request: Request): Promise<string | undefined> {
  const lpId = idParam(params.lpId);
  const nodeId = idParam(params.nodeId);
  if (Number.isNaN(lpId) || Number.isNaN(nodeId)) return undefined;
  const step = new URL(request.url).searchParams.get('step') ?? undefined;
  const page = lcPageQueryOptions(lpId, nodeId, step);
  await Promise.all([queryClient.prefetchQuery(page), queryClient.prefetchQuery(learnerProductQueryOptions(lpId))]);
  return queryClient.getQueryData(page.queryKey)?.node.type;
}
