import type { ProductInstructorRow } from '@continuum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = (productId: number) => ['admin-products', 'instructors', productId] as const;

/** GET api/admin/products/{productId}/instructors: the instructors assigned to a product. */
export const useProductInstructors = (productId: number) =>
  useQuery({
    queryKey: key(productId),
    queryFn: () => http<ProductInstructorRow[]>(`api/admin/products/${productId}/instructors`),
    meta: { errorDialog: false },
  });

/** POST (add by login) or DELETE (remove by user id) an instructor of a product; the reply is the new list. */
export function useChangeProductInstructors(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: string } | { remove: number }) =>
      'add' in change
        ? http<ProductInstructorRow[]>(`api/admin/products/${productId}/instructors`, {
            method: 'POST',
            body: { login: change.add },
          })
        : http<ProductInstructorRow[]>(`api/admin/products/${productId}/instructors/${change.remove}`, { method: 'DELETE' }),
    meta: { errorDialog: false },
    onSuccess: (list) => client.setQueryData(key(productId), list),
  });
}
