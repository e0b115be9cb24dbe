import type { Db } from '../../platform/db/client.js';
import { findUnviewedResources } from '../resource/index.js';

export interface UnviewedResource {
  id: number;
  title: string;
}

/**
 * The lesson's resources this learner has not viewed yet: while any remain, finishing the lesson sends
 * the learner to the lessonCompleteResources step instead of completing it (001 §4). Resources are the
 * resource module's (issue 5): the lesson node's own resources without a view recorded by
 * POST api/product/{lpId}/resource/{resourceId}/view.
 */
export async function unviewedLessonResources(db: Db, lpId: number, lessonNodeId: number): Promise<UnviewedResource[]> {
  return findUnviewedResources(db, lpId, lessonNodeId);
}
