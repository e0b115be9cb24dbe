import type { TopicPage } from '@continuum/contracts';
import type { NodeRow } from '../catalog/index.js';
import { hasRelatedQuestions, topicEffortBreakdowns } from '../exam/index.js';
import type { LearnerContext } from '../progression/index.js';

type TreeNode = NodeRow & { children: number[] };

/**
 * The topic page data of 001 §3 (containers with showEffortKey, effortBreakdowns). A container is a
 * child of the topic that holds nodes (or is a SUBTOPICS container, even empty), as the page draws it.
 * It shows the effort key when exam questions name what it holds; the breakdowns are those children's
 * figures from the learner's latest attempts, and the topic's own for answers tagged on it (none before the first
 * attempt: the key then shows 0/0).
 */
export function topicPage(ctx: LearnerContext, topicId: number): TopicPage {
  const containers = (ctx.nodes.get(topicId)?.children ?? [])
    .map((id) => ctx.nodes.get(id))
    .filter((c): c is TreeNode => c !== undefined && (c.children.length > 0 || c.type === 'SUBTOPICS'));
  const rated = containers.map((c) => c.children.filter((id) => hasRelatedQuestions(ctx, id)));
  return {
    containers: containers.map((c, i) => ({
      id: c.id,
      title: c.title,
      type: c.type,
      locked: ctx.progression.states.get(c.id)?.locked ?? false,
      showEffortKey: (rated[i]?.length ?? 0) > 0,
    })),
    effortBreakdowns: topicEffortBreakdowns(ctx, topicId, rated.flat()),
  };
}
