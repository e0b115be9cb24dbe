import type { LcReply } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { type LearnerContext, nodeOf } from '../progression/index.js';
import { findViewedResourceIds, type ResourceListRow } from '../resource/index.js';
import { breadcrumbs, nodeView } from './node-view.js';
import { topicPage } from './topic-page.js';

/**
 * GET api/product/{lpId}/lc/{nodeId}: the node with two levels of children (a unit's outline, a
 * topic's containers and their subtopics), its breadcrumbs and the lesson/node page data of 001 §3.
 * Lesson and exam content is served by their own calls, after their own checks. `own` is the node's
 * resources (the resource catalogue caches them per product).
 */
export async function lcPage(
  db: Db,
  ctx: LearnerContext,
  nodeId: number,
  own: Pick<ResourceListRow, 'id' | 'title' | 'type'>[],
): Promise<LcReply> {
  const node = nodeOf(ctx, nodeId);
  const viewed =
    own.length > 0
      ? await findViewedResourceIds(
          db,
          ctx.lp.id,
          own.map((r) => r.id),
        )
      : new Set<number>();
  const unviewedResources = own.filter((r) => !viewed.has(r.id)).map((r) => ({ id: r.id, title: r.title }));
  const view = nodeView(ctx, nodeId, 2);
  const homeButtonText = node.metadata.HOME_BUTTON_TEXT;
  return {
    node: view,
    breadcrumbs: breadcrumbs(ctx, nodeId),
    isRoot: nodeId === ctx.rootId,
    contactInstructor: { available: ctx.instructorAvailable },
    homeButtonText: typeof homeButtonText === 'string' && homeButtonText.trim() ? homeButtonText : null,
    instructorRequired: view.instructorInfo.instructorRequired || view.instructorInfo.ancestorInstructorRequired,
    resources: own.map((r) => ({ id: r.id, title: r.title, type: r.type })),
    unviewedResources,
    allowContinue: unviewedResources.length === 0,
    showCourseProgress: ctx.product.type !== 'EXAM_PREP',
    instructorScheduleAssets: ctx.product.siteAssets?.instructorScheduleAssets ?? [],
    topic: node.type === 'TOPIC' ? topicPage(ctx, nodeId) : null,
  };
}
