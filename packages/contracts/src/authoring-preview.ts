import { z } from 'zod';
import { idParam, text } from './inputs.js';
import { lessonReply } from './lesson.js';

/**
 * Preview as a learner (issue 30, decision 0206): an author opens any node of a version (the draft included) as the
 * learner's screens show it, and checks answers with the learner's grader; nothing is recorded.
 */
export const previewParams = z.object({ productId: idParam('productId'), nodeId: idParam('nodeId') });

const previewNode = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.string(),
  title: z.string(),
  titlePrefix: z.string().nullable(),
  description: z.string().nullable(),
});

/** GET api/authoring/preview/:productId/nodes/:nodeId */
export const previewNodeReply = z.object({
  productId: z.number().int(),
  lineage: z.string(),
  version: z.number().int(),
  draft: z.boolean(),
  node: previewNode,
  /** The node's children in order, to walk the course in the preview. */
  children: z.array(previewNode.pick({ id: true, key: true, type: true, title: true })),
  /** A lesson's slides exactly as the learner's lesson screen receives them (no key, no feedback); else null. */
  lesson: lessonReply.nullable(),
});
export type PreviewNodeReply = z.infer<typeof previewNodeReply>;

/** POST api/authoring/preview/:productId/nodes/:nodeId/check: one slide's answer, as a learner's answer body. */
export const previewCheckBody = z.object({
  slideId: text().min(1, 'slideId is required').max(200, 'slideId must be at most 200 characters'),
  answer: z.unknown(),
});
export type PreviewCheckBody = z.infer<typeof previewCheckBody>;
