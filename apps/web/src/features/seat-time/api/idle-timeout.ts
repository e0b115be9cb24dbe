import type { IdleTimeoutReply } from '@continuum/contracts';
import { http } from '@/shared/http/client';

/**
 * POST api/tot/idle-timeout/{lpId}: the idle limit passed. The server applies the effective idle rule (a bound
 * profile's forfeit of the unit's time, decision 0131) and ends the session when the rule logs out.
 */
export function reportIdleTimeout(lpId: number): Promise<IdleTimeoutReply> {
  return http<IdleTimeoutReply>(`api/tot/idle-timeout/${lpId}`, { method: 'POST', body: {} });
}
