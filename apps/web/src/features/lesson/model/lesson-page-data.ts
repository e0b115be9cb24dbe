import type { LcReply } from '@continuum/contracts';

/** An unviewed resource of a lesson (001 §3 Resource: id, name, title, type). */
export interface UnviewedResource {
  id: number;
  title: string;
  type?: string;
}

/** The lesson/node page data of 001 §3 (unviewedResources, allowContinue, homeButtonText) is part of the lc reply. */
export type LessonPageData = LcReply;

/** The spec's resource route, /lc/{nodeId}/resource/{resourceId} (001 §2). */
export const resourceHref = (nodeId: number, resourceId: number) => `/lc/${nodeId}/resource/${resourceId}`;
