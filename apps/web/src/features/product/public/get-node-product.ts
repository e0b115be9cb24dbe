import type { ProductListEntry, ProductMeta } from '@continuum/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** The course feature's key for GET api/product/{lpId}/meta, so both read one cached tree. */
const metaKey = (lpId: number) => ['course', lpId, 'meta'] as const;

function metaOf(client: QueryClient, lpId: number): Promise<ProductMeta> {
  return client.ensureQueryData({
    queryKey: metaKey(lpId),
    queryFn: () => http<ProductMeta>(`api/product/${lpId}/meta`),
    staleTime: 5 * 60_000,
    // A tree that cannot be read only means "not this product"; the page's own calls report failures.
    meta: { errorDialog: false },
  });
}

const holds = (meta: ProductMeta, nodeId: number) => meta.nodes.some((n) => n.id === nodeId);

/**
 * Which of the learner's products holds node {nodeId}: the current product when it does, else the first of
 * GET api/user/products whose tree has it, else the current product (its calls then say what is wrong).
 * The /lc/{nodeId}/resource… routes carry no product id, and the last product opened is not always theirs
 * (decision 0065).
 */
export async function findNodeProduct(client: QueryClient, nodeId: number, current: number | null): Promise<number | null> {
  if (current !== null && holds(await metaOf(client, current), nodeId)) return current;
  const products = await http<ProductListEntry[]>('api/user/products');
  for (const { learnerProductId } of products) {
    if (learnerProductId === current) continue;
    if (holds(await metaOf(client, learnerProductId), nodeId)) return learnerProductId;
  }
  return current;
}

export const nodeProductQueryOptions = (client: QueryClient, nodeId: number, current: number | null) =>
  queryOptions({
    queryKey: ['node-product', nodeId, current] as const,
    queryFn: () => findNodeProduct(client, nodeId, current),
    staleTime: 5 * 60_000,
    retry: false,
    // The page falls back to the current product; its own calls report what went wrong.
    meta: { errorDialog: false },
  });

export function useNodeProduct(nodeId: number, current: number | null) {
  const client = useQueryClient();
  return useQuery({ ...nodeProductQueryOptions(client, nodeId, current), enabled: Number.isInteger(nodeId) && nodeId > 0 });
}
