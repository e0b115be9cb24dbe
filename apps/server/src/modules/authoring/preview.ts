import type {
  AnswerCheckReply,
  PreviewCheckBody,
  PreviewExamCheckBody,
  PreviewExamCheckReply,
  PreviewNodeReply,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findProductNodes, type NodeRow } from '../catalog/index.js';
import { EXAM_NODE_TYPES, previewExam, previewExamCheck } from '../exam/index.js';
import { previewAnswerCheck, previewLesson } from '../lesson/index.js';
import { findProductVersion } from '../product/index.js';
import { previewNodeResources } from '../resource/index.js';
import { assertMayAuthor } from './access.js';

/** The node of a version an author may preview (any version of a lineage they author, the draft included). */
async function previewed(ctx: AppContext, user: SessionUser, productId: number, nodeId: number) {
  const { db } = ctx.database;
  const product = await findProductVersion(db, productId);
  if (!product) throw notFound('product');
  await assertMayAuthor(db, user, product.lineage);
  const nodes = await findProductNodes(db, productId);
  const node = nodes.find((n) => n.id === nodeId);
  if (!node) throw notFound('node');
  return { product, node, nodes };
}

/**
 * One node as the learner's screens show it (decision 0206): reads only content tables, so no learner record, seat
 * time or progress is created; a lesson comes as the learner's lesson reply.
 */
export async function previewNode(
  ctx: AppContext,
  user: SessionUser,
  productId: number,
  nodeId: number,
): Promise<PreviewNodeReply> {
  const { product, node, nodes } = await previewed(ctx, user, productId, nodeId);
  const shown = (n: NodeRow) => ({ id: n.id, key: n.key, type: n.type, title: n.title });
  const { keyPoints, resources } = await previewNodeResources(ctx.database.db, node.id);
  return {
    productId,
    lineage: product.lineage,
    version: product.version,
    draft: product.draft,
    node: { ...shown(node), titlePrefix: node.titlePrefix, description: node.description },
    children: nodes.filter((n) => n.parentId === node.id).map(shown),
    lesson: node.type === 'LESSON' ? await previewLesson(ctx.database.db, node) : null,
    exam: EXAM_NODE_TYPES.has(node.type) ? await previewExam(ctx.database.db, node.id) : null,
    keyPoints,
    resources,
  };
}

/** Checks a previewed slide's answer with the learner's grader; writes nothing (decision 0206). */
export async function previewCheck(
  ctx: AppContext,
  user: SessionUser,
  productId: number,
  nodeId: number,
  body: PreviewCheckBody,
): Promise<AnswerCheckReply> {
  const { node } = await previewed(ctx, user, productId, nodeId);
  if (node.type !== 'LESSON') throw notFound('lesson');
  return previewAnswerCheck(ctx.database.db, node, body.slideId, body.answer);
}

/** Checks a previewed exam question's choice as the sitting's review would show it; writes nothing (decision 0220). */
export async function previewExamQuestionCheck(
  ctx: AppContext,
  user: SessionUser,
  productId: number,
  nodeId: number,
  body: PreviewExamCheckBody,
): Promise<PreviewExamCheckReply> {
  const { node } = await previewed(ctx, user, productId, nodeId);
  if (!EXAM_NODE_TYPES.has(node.type)) throw notFound('exam');
  return previewExamCheck(ctx.database.db, node.id, body.questionId, body.choiceId);
}
