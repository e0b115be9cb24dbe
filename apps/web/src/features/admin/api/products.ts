import type {
  AdminProductRow,
  CourseImportBody,
  CourseImportReply,
  CourseImportRow,
  Paged,
  PagedSearchRequest,
  ProductRuleBody,
  ProductRulesReply,
} from '@continuum/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = ['admin-products'] as const;
const importsKey = ['admin-course-imports'] as const;

/** POST api/admin/products/search: one page of products. */
export const useProductSearch = (request: PagedSearchRequest) =>
  useQuery({
    queryKey: [...key, 'search', request] as const,
    queryFn: () => http<Paged<AdminProductRow>>('api/admin/products/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });

/** GET api/admin/products/{productId}/rules: every rule with its value, default and type. */
export const useProductRules = (productId: number | null) =>
  useQuery({
    queryKey: [...key, 'rules', productId] as const,
    queryFn: () => http<ProductRulesReply>(`api/admin/products/${productId}/rules`),
    enabled: productId !== null,
    meta: { errorDialog: false },
  });

/** PUT api/admin/products/{productId}/rules/{ruleKey}: sets a rule, or clears it with null. */
export function useSetProductRule(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleKey, body }: { ruleKey: string; body: ProductRuleBody }) =>
      http<{ ok: true }>(`api/admin/products/${productId}/rules/${encodeURIComponent(ruleKey)}`, { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: [...key, 'rules', productId] }),
  });
}

/** GET api/admin/course-imports: the latest imports and checks. */
export const useCourseImports = () =>
  useQuery({
    queryKey: importsKey,
    queryFn: () => http<CourseImportRow[]>('api/admin/course-imports'),
    meta: { errorDialog: false },
  });

/**
 * POST api/admin/course-imports: checks or imports a zipped package. A 422 (the package has problems) is an
 * answer, not a failure: its body lists every problem. History and products are asked again afterwards.
 */
export function useImportPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseImportBody) =>
      http<CourseImportReply>('api/admin/course-imports', { method: 'POST', body, acceptStatuses: [409, 422] }),
    meta: { errorDialog: false },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: importsKey }), client.invalidateQueries({ queryKey: key })]),
  });
}

/** A file's bytes as base64 (what the import call carries, decision 0081). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
