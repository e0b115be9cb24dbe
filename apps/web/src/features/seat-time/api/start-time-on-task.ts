import type { totStartReply } from '@continuum/contracts';
import type { z } from 'zod';
import { http } from '@/shared/http/client';

export type TotStartReply = z.infer<typeof totStartReply>;

/** POST api/tot/start {learningComponentId, name}: the learner opened a node of their product. */
export function startTimeOnTask(learningComponentId: number, name: string): Promise<TotStartReply> {
  return http<TotStartReply>('api/tot/start', { method: 'POST', body: { learningComponentId, name } });
}
