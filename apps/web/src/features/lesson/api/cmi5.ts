import type { Cmi5LaunchReply, Cmi5StatusReply } from '@continuum/contracts';
import { http } from '@/shared/http/client';

export interface Cmi5Target {
  lpId: number;
  lessonId: number;
  /** The cmi5 slide's referenceId. */
  slideId: number;
}

const base = ({ lpId, lessonId, slideId }: Cmi5Target) => `api/lesson/${lpId}/${lessonId}/cmi5/${slideId}`;

/** POST …/cmi5/{slideId}/launch: a new session of the AU, and the URL to frame it from (with its cmi5 parameters). */
export function launchCmi5(target: Cmi5Target): Promise<Cmi5LaunchReply> {
  return http<Cmi5LaunchReply>(`${base(target)}/launch`, { method: 'POST', body: {} });
}

/** GET …/cmi5/{slideId}/status: what the AU's statements say, and whether its moveOn rule is met. */
export function getCmi5Status(target: Cmi5Target): Promise<Cmi5StatusReply> {
  return http<Cmi5StatusReply>(`${base(target)}/status`);
}
