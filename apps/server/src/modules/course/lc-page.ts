import type { LcReply } from '@continuum/contracts';
import { type LearnerContext, nodeOf } from '../progression/learner-context.js';
import { breadcrumbs, nodeView } from './node-view.js';

/**
 * GET api/product/{lpId}/lc/{nodeId}: the node with two levels of children (a unit's outline, a
 * topic's containers and their subtopics) and its breadcrumbs. Lesson and exam content is served
 * by their own calls, after their own checks.
 */
export function lcPage(ctx: LearnerContext, nodeId: number): LcReply {
  nodeOf(ctx, nodeId);
  return {
    node: nodeView(ctx, nodeId, 2),
    breadcrumbs: breadcrumbs(ctx, nodeId),
    isRoot: nodeId === ctx.rootId,
    contactInstructor: { available: ctx.instructorAvailable },
  };
}
