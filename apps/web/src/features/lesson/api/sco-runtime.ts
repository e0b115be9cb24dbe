import type { ScoRuntimeReply } from '@continuum/contracts';
import { http } from '@/shared/http/client';

export interface ScoTarget {
  lpId: number;
  lessonId: number;
  /** The SCORM slide's referenceId. */
  slideId: number;
}

const runtimePath = ({ lpId, lessonId, slideId }: ScoTarget) => `api/lesson/${lpId}/${lessonId}/sco/${slideId}/runtime`;

/** GET api/lesson/{lpId}/{lessonId}/sco/{slideId}/runtime: the learner's last committed runtime data, to resume from. */
export function getScoRuntime(target: ScoTarget): Promise<ScoRuntimeReply> {
  return http<ScoRuntimeReply>(runtimePath(target));
}

/** PUT …/runtime: one commit of the SCORM runtime's CMI data; the reply says what the server read from it. */
export function putScoRuntime(target: ScoTarget, cmi: Record<string, unknown>): Promise<ScoRuntimeReply> {
  return http<ScoRuntimeReply>(runtimePath(target), { method: 'PUT', body: { cmi } });
}
