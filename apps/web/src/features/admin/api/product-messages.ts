import type {
  Advertisement,
  AdvertisementBody,
  NotificationBroadcastBody,
  NotificationBroadcastReply,
} from '@continuum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

// A product's advertisement and announcements to its learners (decision 0089). Each form explains its own failure.

const adKey = (productId: number) => ['admin-products', 'advertisement', productId] as const;

/** GET api/admin/products/{productId}/advertisement: the product's advertisement, or null. */
export const useProductAdvertisement = (productId: number) =>
  useQuery({
    queryKey: adKey(productId),
    queryFn: () => http<Advertisement | null>(`api/admin/products/${productId}/advertisement`),
    meta: { errorDialog: false },
  });

/** PUT (save) or DELETE (remove) the product's advertisement; the saved one (sanitized) replaces the cached one. */
export function useChangeProductAdvertisement(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdvertisementBody | null) =>
      body
        ? http<Advertisement>(`api/admin/products/${productId}/advertisement`, { method: 'PUT', body })
        : http<null>(`api/admin/products/${productId}/advertisement`, { method: 'DELETE' }).then(() => null),
    meta: { errorDialog: false },
    onSuccess: (saved) => client.setQueryData(adKey(productId), saved),
  });
}

/** POST api/admin/notification/product/{productId}: an announcement to every learner of the product. */
export function useBroadcastNotification(productId: number) {
  return useMutation({
    mutationFn: (body: NotificationBroadcastBody) =>
      http<NotificationBroadcastReply>(`api/admin/notification/product/${productId}`, { method: 'POST', body }),
    meta: { errorDialog: false },
  });
}
