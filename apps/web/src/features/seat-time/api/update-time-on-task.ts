import type { totUpdateReply } from '@continuum/contracts';
import type { z } from 'zod';
import { http } from '@/shared/http/client';

export type TotUpdateReply = z.infer<typeof totUpdateReply>;

/** POST api/tot/update {timeOnTaskId, currentProductId}: the heartbeat; may raise the Max Time notice. */
export function updateTimeOnTask(timeOnTaskId: number, currentProductId: number): Promise<TotUpdateReply> {
  return http<TotUpdateReply>('api/tot/update', { method: 'POST', body: { timeOnTaskId, currentProductId } });
}
