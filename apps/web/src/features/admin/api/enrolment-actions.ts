import type { EnrolmentDetail } from '@continuum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = ['admin-enrolments'] as const;
const detailKey = (id: number) => [...key, 'detail', id] as const;

/** GET api/admin/enrolments/{id}: one enrolment with its exam attempts and its course's nodes. */
export const useEnrolmentDetail = (id: number) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: () => http<EnrolmentDetail>(`api/admin/enrolments/${id}`),
    meta: { errorDialog: false },
  });

/** One administrator's action on an enrolment (decision 0078); every one carries a reason. */
export type EnrolmentAction =
  | { kind: 'extend'; days: number }
  | { kind: 'withdraw' }
  | { kind: 'reinstate' }
  | { kind: 'exempt'; nodeId: number }
  | { kind: 'reset'; attemptId: number }
  | { kind: 'resume'; attemptId: number }
  | { kind: 'releaseSecurityHold' };

function pathOf(id: number, action: EnrolmentAction): string {
  const base = `api/admin/enrolments/${id}`;
  switch (action.kind) {
    case 'reset':
    case 'resume':
      return `${base}/attempts/${action.attemptId}/${action.kind}`;
    case 'releaseSecurityHold':
      return `${base}/security-hold/release`;
    default:
      return `${base}/${action.kind}`;
  }
}

/** POSTs the action with its reason; the enrolment (and the list) are asked again afterwards. */
export function useEnrolmentAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: EnrolmentAction; reason: string }) => {
      const { kind: _kind, attemptId: _attempt, ...fields } = action as EnrolmentAction & { attemptId?: number };
      return http<unknown>(pathOf(id, action), { method: 'POST', body: { ...fields, reason } });
    },
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Where the browser downloads one enrolment's records archive (GET api/admin/learner-products/{id}/records, 0182). */
export const learnerRecordsHref = (id: number) => `/api/admin/learner-products/${id}/records`;
