import { NOTIFICATION_POLL_MS, type NotificationListReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/notification/lp/{lpId} (000 §7): the learner's unread notifications and contactInstructor, polled every 60 s. */
export const notificationsQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['notifications', lpId] as const,
    queryFn: ({ signal }) => http<NotificationListReply>(`api/notification/lp/${lpId}`, { signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
    // A failed poll is not worth a dialog: the box says so and the next poll tries again.
    meta: { errorDialog: false },
  });

export const useNotifications = (lpId: number) => useQuery(notificationsQueryOptions(lpId));

/** POST api/notification/{id}/read (decision 0089): the notification leaves the list at once, then the list is re-read. */
export function useMarkNotificationRead(lpId: number) {
  const client = useQueryClient();
  const { queryKey } = notificationsQueryOptions(lpId);
  return useMutation({
    mutationFn: (id: number) => http<void>(`api/notification/${id}/read`, { method: 'POST' }),
    meta: { errorDialog: false },
    onSuccess: (_void, id) => {
      client.setQueryData(queryKey, (old) => old && { ...old, notifications: old.notifications.filter((n) => n.id !== id) });
      void client.invalidateQueries({ queryKey });
    },
  });
}
