import type { DraftNodeAddBody, DraftNodeDeleteBody, DraftNodeMoveBody, DraftTreeChangeReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { deleteNodesExcept, findProductNodes, insertNode, type NodeRow, updateNode } from '../catalog/index.js';
import { readProductContent, replaceKeyPoints, sanitizeCourseHtml } from '../resource/index.js';
import { authorableDraft } from './access.js';
import { StaleSaveError } from './draft-edits.js';
import { ROOT_KEY, TREE_ITEM, treeOrder } from './draft-tree.js';
import { lockRevision, setRevision } from './repo.js';

const fieldError = (field: string, message: string, code = 'VALIDATION_FAILED', status = 400) =>
  new AppError(code, status, message, [{ field, message }]);

/** The tree's shape as a 409 shows it: every node's key, parent and type, depth first. */
const shape = (rows: NodeRow[]) =>
  treeOrder(rows).map(({ row, parent }) => ({ key: row.key, parentKey: parent?.key ?? null, type: row.type, title: row.title }));

interface Change {
  key: string;
  removed?: number;
  before: unknown;
  after: unknown;
}

/**
 * One change of a draft's tree shape (decision 0202): under the lock of the tree's revision row, refuse a stale
 * revision with the current shape (409 AUTHORING_STALE, as item saves do), else change, bump and audit.
 */
async function changeTree(
  ctx: AppContext,
  user: SessionUser,
  productId: number,
  expected: number,
  op: 'ADD' | 'MOVE' | 'DELETE',
  change: (tx: Db, rows: NodeRow[]) => Promise<Change>,
): Promise<DraftTreeChangeReply> {
  const draft = await authorableDraft(ctx, user, productId);
  const { db } = ctx.database;
  const done = await db.transaction(async (tx) => {
    const revision = await lockRevision(tx, productId, TREE_ITEM);
    const rows = await findProductNodes(tx, productId);
    if (revision !== expected) throw new StaleSaveError({ revision, value: shape(rows) });
    const result = await change(tx, rows);
    await setRevision(tx, productId, TREE_ITEM, revision + 1);
    return { ...result, treeRevision: revision + 1 };
  });
  await audit(db, ctx.clock, user.login, 'AUTHORING_TREE_CHANGED', {
    lineage: draft.lineage,
    productId: String(productId),
    op,
    key: done.key,
    treeRevision: String(done.treeRevision),
    before: JSON.stringify(done.before),
    after: JSON.stringify(done.after),
  });
  return { key: done.key, treeRevision: done.treeRevision, removed: done.removed ?? 0 };
}

/** The parent a body names (null: the course's root), or a 400 naming parentKey. */
function parentOf(rows: NodeRow[], parentKey: string | null): NodeRow | undefined {
  if (parentKey === null) return rows.find((r) => r.key === ROOT_KEY);
  const parent = rows.find((r) => r.key === parentKey && r.key !== ROOT_KEY);
  if (!parent) throw fieldError('parentKey', `no node ${parentKey} in this draft`);
  return parent;
}

const siblingsOf = (rows: NodeRow[], parentId: number | null) =>
  rows.filter((r) => r.parentId === parentId && r.key !== ROOT_KEY).sort((a, b) => a.position - b.position);

/** A key for a new node: its parent's key, a slash and its title's slug, made unique with a number. */
function newKey(rows: NodeRow[], parentKey: string | null, title: string): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'node';
  const base = parentKey ? `${parentKey}/${slug}` : slug;
  const taken = new Set(rows.map((r) => r.key));
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}

/** Adds a node last under its parent; a KEY_POINTS node with its points (sanitized as the importer does). */
export function addNode(ctx: AppContext, user: SessionUser, productId: number, body: DraftNodeAddBody) {
  return changeTree(ctx, user, productId, body.treeRevision, 'ADD', async (tx, rows) => {
    if (body.keyPoints && body.type !== 'KEY_POINTS') throw fieldError('keyPoints', 'keyPoints belong to KEY_POINTS nodes');
    const parent = parentOf(rows, body.parentKey);
    const parentId = parent?.id ?? null;
    const key = newKey(rows, body.parentKey, body.title);
    const last = siblingsOf(rows, parentId).at(-1);
    const id = await insertNode(tx, {
      productId,
      key,
      parentId,
      position: (last?.position ?? -1) + 1,
      type: body.type,
      title: body.title,
      metadata: {},
    });
    const after: Record<string, unknown> = { key, parentKey: body.parentKey, type: body.type, title: body.title };
    if (body.type === 'KEY_POINTS') {
      const points = (body.keyPoints ?? []).map(sanitizeCourseHtml).filter(Boolean);
      const existing = (await readProductContent(tx, productId)).keyPoints;
      await replaceKeyPoints(tx, productId, [...existing, { nodeId: id, points }]);
      after.keyPoints = points;
    }
    return { key, before: null, after };
  });
}

/** Moves a node with its subtree to a parent at an index among that parent's children (reorder when the same). */
export function moveNode(ctx: AppContext, user: SessionUser, productId: number, body: DraftNodeMoveBody) {
  return changeTree(ctx, user, productId, body.treeRevision, 'MOVE', async (tx, rows) => {
    const node = rows.find((r) => r.key === body.key && r.key !== ROOT_KEY);
    if (!node) throw notFound('node');
    const parent = parentOf(rows, body.parentKey);
    const parentId = parent?.id ?? null;
    // A node never goes under itself or its own subtree.
    for (let p: NodeRow | undefined = parent; p; p = rows.find((r) => r.id === p?.parentId)) {
      if (p.id === node.id) throw fieldError('parentKey', 'a node cannot move under itself or its own subtree');
    }
    const oldParent = rows.find((r) => r.id === node.parentId);
    const before = {
      parentKey: oldParent?.key === ROOT_KEY ? null : (oldParent?.key ?? null),
      position: siblingsOf(rows, node.parentId).indexOf(node),
    };
    const siblings = siblingsOf(rows, parentId).filter((r) => r.id !== node.id);
    const index = Math.min(body.position, siblings.length);
    siblings.splice(index, 0, node);
    // Both families are renumbered 0..n-1 so that positions stay dense.
    for (const [position, r] of siblings.entries()) {
      if (r.id === node.id) await updateNode(tx, r.id, { parentId, position });
      else if (r.position !== position) await updateNode(tx, r.id, { position });
    }
    if (node.parentId !== parentId) {
      for (const [position, r] of siblingsOf(rows, node.parentId)
        .filter((r) => r.id !== node.id)
        .entries()) {
        if (r.position !== position) await updateNode(tx, r.id, { position });
      }
    }
    return { key: node.key, before, after: { parentKey: body.parentKey, position: index } };
  });
}

/**
 * Deletes a node with its subtree (slides, questions, key points and resources go with their nodes). Refused (409
 * LAST_NODE) when nothing would be left of the course: a course without nodes cannot be learnt.
 */
export function deleteNode(ctx: AppContext, user: SessionUser, productId: number, body: DraftNodeDeleteBody) {
  return changeTree(ctx, user, productId, body.treeRevision, 'DELETE', async (tx, rows) => {
    const node = rows.find((r) => r.key === body.key && r.key !== ROOT_KEY);
    if (!node) throw notFound('node');
    const doomed = new Set([node.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows) {
        if (r.parentId !== null && doomed.has(r.parentId) && !doomed.has(r.id)) {
          doomed.add(r.id);
          grew = true;
        }
      }
    }
    const kept = rows.filter((r) => !doomed.has(r.id));
    if (!kept.some((r) => r.key !== ROOT_KEY)) {
      throw fieldError('key', 'the course needs at least one node: add another before deleting this one', 'LAST_NODE', 409);
    }
    const removed = await deleteNodesExcept(
      tx,
      productId,
      kept.map((r) => r.id),
    );
    const before = shape(rows).filter((n) => doomed.has(rows.find((r) => r.key === n.key)?.id ?? -1));
    return { key: node.key, removed, before, after: null };
  });
}
