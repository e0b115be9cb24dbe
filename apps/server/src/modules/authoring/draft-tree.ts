import type { DraftTreeNode, DraftTreeReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { findLessonSlides, findProductNodes, type NodeRow } from '../catalog/index.js';
import { EXAM_NODE_TYPES, readExamContent } from '../exam/index.js';
import { findProductVersion } from '../product/index.js';
import { readProductContent } from '../resource/index.js';
import { assertMayAuthor } from './access.js';
import { authoredSlide } from './product-package.js';
import { findRevisions } from './repo.js';

export const ROOT_KEY = '_root';
/** The revision item of a draft's tree shape: every add, move and delete names it (decision 0202). */
export const TREE_ITEM = 'tree';

/** A product's nodes depth first, the root left out (its children are the top, parent null). */
export function treeOrder(rows: NodeRow[]): { row: NodeRow; parent: NodeRow | null; depth: number }[] {
  const children = new Map<number | null, NodeRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const root = rows.find((r) => r.key === ROOT_KEY);
  const out: { row: NodeRow; parent: NodeRow | null; depth: number }[] = [];
  const walk = (parent: NodeRow | null, id: number | null, depth: number) => {
    const list = [...(children.get(id) ?? [])].sort((a, b) => a.position - b.position);
    for (const r of list) {
      if (r.key === ROOT_KEY) continue;
      out.push({ row: r, parent, depth });
      walk(r, r.id, depth + 1);
    }
  };
  walk(null, root ? root.id : null, 0);
  return out;
}

/** The draft's tree for the studio: authors see answer keys here, and only here (decision 0202). */
export async function readDraftTree(ctx: AppContext, user: SessionUser, productId: number): Promise<DraftTreeReply> {
  const { db } = ctx.database;
  const product = await findProductVersion(db, productId);
  if (!product) throw notFound('draft');
  await assertMayAuthor(db, user, product.lineage);
  return {
    ...(await treeOf(db, productId)),
    productId,
    lineage: product.lineage,
    code: product.code,
    version: product.version,
    draft: product.draft,
  };
}

async function treeOf(db: Db, productId: number): Promise<{ treeRevision: number; nodes: DraftTreeNode[] }> {
  const revisions = await findRevisions(db, productId);
  const rev = (item: string) => revisions.get(item) ?? 0;
  const points = new Map((await readProductContent(db, productId)).keyPoints.map((k) => [k.nodeId, k.points]));
  const nodes: DraftTreeNode[] = [];
  for (const { row, parent, depth } of treeOrder(await findProductNodes(db, productId))) {
    const node: DraftTreeNode = {
      id: row.id,
      key: row.key,
      parentKey: parent?.key ?? null,
      depth,
      type: row.type,
      title: row.title,
      titlePrefix: row.titlePrefix,
      description: row.description,
      metadata: row.metadata,
      revision: rev(`node:${row.key}`),
    };
    if (row.type === 'LESSON') {
      node.slides = (await findLessonSlides(db, row.id)).map((s) => ({
        id: s.key,
        type: s.type,
        title: s.title,
        revision: rev(`slide:${row.key}#${s.key}`),
        slide: authoredSlide(s.data),
      }));
    }
    if (EXAM_NODE_TYPES.has(row.type)) {
      node.questions = (await readExamContent(db, row.id)).questions.map((q) => ({
        id: q.id,
        revision: rev(`question:${row.key}#${q.id}`),
        question: q as unknown as Record<string, unknown>,
      }));
    }
    if (row.type === 'KEY_POINTS') node.keyPoints = points.get(row.id) ?? [];
    nodes.push(node);
  }
  return { treeRevision: rev(TREE_ITEM), nodes };
}
