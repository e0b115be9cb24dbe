import { http } from '@/shared/http/client';

/** POST api/tot/idle/{lpId}: the learner went idle; the server stops crediting until the next active beat. */
export function markIdle(lpId: number): Promise<{ ok: true }> {
  return http<{ ok: true }>(`api/tot/idle/${lpId}`, { method: 'POST' });
}
