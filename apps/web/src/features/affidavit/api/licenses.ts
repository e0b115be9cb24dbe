import type { LicenseGet, LicenseValidateBody, LicenseValidateReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** A signed-in learner's licences are their own whatever the CES id; 'self' names them (decision 0093). */
export const OWN_LICENSES = 'self';

const licensesQueryOptions = (state: string, industry: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['affidavit', 'licenses', state, industry] as const,
    queryFn: () =>
      http<LicenseGet>(
        `api/affidavit/final/license-get/${encodeURIComponent(state)}/${encodeURIComponent(industry)}/${OWN_LICENSES}`,
      ),
    enabled,
  });

/** GET /api/affidavit/final/license-get/{state}/{industry}/{externalUserId}: licences (numbers masked), types. */
export const useLicenses = (state: string, industry: string, enabled: boolean) =>
  useQuery(licensesQueryOptions(state, industry, enabled));

/** POST /api/affidavit/final/license-validate: newLicense or the licence errors. */
export function useValidateLicense(state: string, industry: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenseValidateBody) =>
      http<LicenseValidateReply>('api/affidavit/final/license-validate', { method: 'POST', body }),
    meta: { errorDialog: false },
    onSuccess: (reply) => {
      if (reply.newLicense) void client.invalidateQueries({ queryKey: licensesQueryOptions(state, industry, true).queryKey });
    },
  });
}
