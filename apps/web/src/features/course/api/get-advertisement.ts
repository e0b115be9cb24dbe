import type { Advertisement } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/advertisement/lp/{lpId} (001 §7): the product's advertisement, or null when it has none. */
export const advertisementQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['advertisement', lpId] as const,
    queryFn: ({ signal }) => http<Advertisement | null>(`api/advertisement/lp/${lpId}`, { signal }),
    staleTime: 5 * 60_000,
    // Without an answer there is simply no offer to show.
    meta: { errorDialog: false },
  });

export const useAdvertisement = (lpId: number) => useQuery(advertisementQueryOptions(lpId));
