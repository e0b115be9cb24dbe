import type { BiosigInitReply, LearnerProduct } from '@continuum/contracts';
import { buildUrl, http } from '@/shared/http/client';

/**
 * POST api/biosigid/{lpId}/init/nmlsid {nmlsId} (000 §7), or the NMLS-free start of a course that does not ask for
 * it (decision 0091); `personAssessmentId` marks an exam's check. Answers biosigUrl and biosigCallbackId.
 */
export function initBiosig(lpId: number, body: { nmlsId?: string; personAssessmentId?: number }): Promise<BiosigInitReply> {
  const path = body.nmlsId === undefined ? `api/biosigid/${lpId}/init` : `api/biosigid/${lpId}/init/nmlsid`;
  return http<BiosigInitReply>(path, { method: 'POST', body });
}

/** GET api/biosigid/response/{callbackId}: the reply is a text status, not JSON (000 §7). */
export async function biosigStatusText(callbackId: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(buildUrl(`api/biosigid/response/${encodeURIComponent(callbackId)}`, 'GET'), {
    headers: { Accept: 'text/plain' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.text()).trim();
}

/** The learner product's check flags (000 §3 biosig*), read when the check starts. */
export function getBiosigFlags(lpId: number): Promise<LearnerProduct> {
  return http<LearnerProduct>(`api/product/${lpId}`);
}
