import type { ExternalAffidavitBody, ExternalAffidavitConfig, ExternalAffidavitReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/affidavit/externalnew?token: the external affidavit's config. */
export const useExternalConfig = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['affidavit', 'external', token] as const,
      queryFn: () => http<ExternalAffidavitConfig>('api/affidavit/externalnew', { query: { token } }),
      enabled: token !== '',
      meta: { errorDialog: false },
      retry: false,
    }),
  );

/** POST api/affidavit/acceptExternal: {error, message}. */
export function useAcceptExternal() {
  return useMutation({
    mutationFn: (body: ExternalAffidavitBody) =>
      http<ExternalAffidavitReply>('api/affidavit/acceptExternal', { method: 'POST', body }),
    meta: { errorDialog: false },
  });
}
