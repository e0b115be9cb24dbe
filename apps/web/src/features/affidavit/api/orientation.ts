import type { OrientationAffidavit } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const orientationQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['affidavit', 'orientation', lpId] as const,
    queryFn: () => http<OrientationAffidavit>(`api/affidavit/acceptOrientation/${lpId}`),
  });

/** GET api/affidavit/acceptOrientation/{learnerProductId}: the text, its version and whether it was accepted. */
export const useOrientation = (lpId: number) => useQuery(orientationQueryOptions(lpId));

/** The same call with accept=true records the acceptance of the version shown. */
export function useAcceptOrientation(lpId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http<OrientationAffidavit>(`api/affidavit/acceptOrientation/${lpId}`, { query: { accept: 'true' } }),
    meta: { errorDialog: false },
    // Accepted, the course's next step moves on: its cached state (keyed ['course', lpId]) would still offer the
    // affidavit on the home it leads back to (issue 25 item 29).
    onSuccess: (reply) => {
      client.setQueryData(orientationQueryOptions(lpId).queryKey, reply);
      void client.invalidateQueries({ queryKey: ['course', lpId] });
    },
  });
}
