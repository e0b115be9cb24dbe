import { EXEMPTIBLE_NODE_TYPES } from '@continuum/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { learnerNodeExemptions } from '../../platform/db/schema/index.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { findProductNode } from '../catalog/index.js';

/** Node ids an administrator marked exempt for this learner product (decision 0078). */
export async function findExemptNodeIds(db: Db, learnerProductId: number): Promise<Set<number>> {
  const rows = await db
    .select({ nodeId: learnerNodeExemptions.nodeId })
    .from(learnerNodeExemptions)
    .where(eq(learnerNodeExemptions.learnerProductId, learnerProductId));
  return new Set(rows.map((r) => r.nodeId));
}

/** The exemption marks of a learner product: who set them, when and why. */
export async function findExemptions(db: Db, learnerProductId: number) {
  return db
    .select({
      nodeId: learnerNodeExemptions.nodeId,
      exemptedAt: learnerNodeExemptions.exemptedAt,
      exemptedByUserId: learnerNodeExemptions.exemptedByUserId,
      reason: learnerNodeExemptions.reason,
    })
    .from(learnerNodeExemptions)
    .where(eq(learnerNodeExemptions.learnerProductId, learnerProductId));
}

/** For another module's single statement: the learner product's exempt node ids, a JSON array (empty when none). */
export function exemptNodeIdsJson(lpId: SQL): SQL {
  return sql`coalesce((select json_agg(piece_x.node_id) from learner_node_exemptions piece_x
    where piece_x.learner_product_id = ${lpId}), '[]'::json)`;
}

const EXEMPTIBLE = new Set<string>(EXEMPTIBLE_NODE_TYPES);

/**
 * Marks a node of the learner's product exempt for that learner, audited with the actor and the reason. The
 * engine then treats it as exempt (not required; its parent completes without it). A mark is final: there
 * is no undo (decision 0078); marking it again is 409.
 */
export async function markNodeExempt(
  ctx: AppContext,
  actor: SessionUser,
  target: { learnerProductId: number; productId: number; nodeId: number },
  reason: string,
): Promise<void> {
  const { db } = ctx.database;
  const node = await findProductNode(db, target.productId, target.nodeId);
  if (!node) throw badRequest('nodeId', 'nodeId is not a node of this enrolment’s product');
  if (!EXEMPTIBLE.has(node.type)) throw badRequest('nodeId', `a ${node.type} node cannot be marked exempt`);
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(learnerNodeExemptions)
      .values({
        learnerProductId: target.learnerProductId,
        nodeId: target.nodeId,
        exemptedAt: now,
        exemptedByUserId: actor.id,
        reason,
      })
      .onConflictDoNothing()
      .returning({ nodeId: learnerNodeExemptions.nodeId });
    if (inserted.length === 0) throw new AppError('NODE_ALREADY_EXEMPT', 409, 'This node is already marked exempt');
    await audit(tx, ctx.clock, actor.login, 'NODE_EXEMPTED', {
      learnerProductId: String(target.learnerProductId),
      nodeId: String(target.nodeId),
      reason,
    });
  });
}
