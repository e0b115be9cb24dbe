import type { IdentityEvidenceRecord } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/admin/identity-evidence/{lpId} (decision 0097, ROLE_ADMIN; every read is audited). */
export const identityEvidenceQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['admin-identity-evidence', lpId] as const,
    queryFn: () => http<IdentityEvidenceRecord>(`api/admin/identity-evidence/${lpId}`),
    meta: { errorDialog: false },
  });

export const useIdentityEvidence = (lpId: number) => useQuery(identityEvidenceQueryOptions(lpId));
