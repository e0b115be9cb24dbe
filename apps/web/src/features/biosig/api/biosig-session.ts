import type { BiosigSample, BiosigSessionReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const sessionPath = (callbackId: string) => `api/biosigid/session/${encodeURIComponent(callbackId)}`;

export const biosigSessionQueryOptions = (callbackId: string) =>
  queryOptions({
    queryKey: ['biosig-session', callbackId] as const,
    queryFn: () => http<BiosigSessionReply>(sessionPath(callbackId)),
    // The page explains a failed read itself.
    meta: { errorDialog: false },
  });

/** GET api/biosigid/session/{callbackId}: enrolment or verification, samples given, status. */
export const useBiosigSession = (callbackId: string) => useQuery(biosigSessionQueryOptions(callbackId));

/** POST api/biosigid/session/{callbackId}/sample {sample}: one drawn signature; the reply replaces the session. */
export function useSubmitSample(callbackId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sample: BiosigSample) =>
      http<BiosigSessionReply>(`${sessionPath(callbackId)}/sample`, { method: 'POST', body: { sample } }),
    meta: { errorDialog: false },
    onSuccess: (reply) => client.setQueryData(biosigSessionQueryOptions(callbackId).queryKey, reply),
  });
}
