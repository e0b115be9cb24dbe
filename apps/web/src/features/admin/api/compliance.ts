import type { ComplianceBinding, ComplianceBindingsReply, ComplianceProfilesReply, ComplianceReport } from '@continuum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const reportKey = (productId: number) => ['admin-products', 'compliance', productId] as const;

/** GET api/admin/products/{productId}/compliance: the bindings and one line per check of each bound profile version. */
export const useComplianceReport = (productId: number) =>
  useQuery({
    queryKey: reportKey(productId),
    queryFn: () => http<ComplianceReport>(`api/admin/products/${productId}/compliance`),
    meta: { errorDialog: false },
  });

/** GET api/admin/compliance/profiles: the shipped profiles (latest version of each). */
export const useComplianceProfiles = () =>
  useQuery({
    queryKey: ['admin-compliance-profiles'] as const,
    queryFn: () => http<ComplianceProfilesReply>('api/admin/compliance/profiles'),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorDialog: false },
  });

/** PUT api/admin/products/{productId}/compliance-bindings: the product is approved under exactly these (audited). */
export function useSetComplianceBindings(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { bindings: ComplianceBinding[]; reason?: string }) =>
      http<ComplianceBindingsReply>(`api/admin/products/${productId}/compliance-bindings`, { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: reportKey(productId) }),
  });
}

/** POST .../compliance-bindings/{profileId}/move: checks the product against another version from now on (audited). */
export function useMoveComplianceBinding(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, ...body }: { profileId: string; profileVersion: number; reason: string }) =>
      http<ComplianceBindingsReply>(`api/admin/products/${productId}/compliance-bindings/${profileId}/move`, {
        method: 'POST',
        body,
      }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: reportKey(productId) }),
  });
}
