import type {
  LearnerMigrationBody,
  LearnerMigrationOutcome,
  LearnerMigrationReply,
  MigratedPart,
  MovedCountReply,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { moveExamRecord } from '../exam/index.js';
import { moveLessonRecord } from '../lesson/index.js';
import {
  enrolmentIdsOfProduct,
  findLearnerProductWithProduct,
  findLineageProducts,
  lockLearnerProduct,
  moveEnrolmentToVersion,
  type ProductVersionRow,
} from '../product/index.js';
import { loadLearnerContext, moveProgressionFacts } from '../progression/index.js';
import { moveResourceRecord } from '../resource/index.js';
import { moveSeatTime } from '../seat-time/index.js';
import { buildVersionMap, type VersionMap } from './migration-map.js';

/** Enrolments moved per page when a whole version moves: each learner still has a transaction of their own. */
const BATCH = 50;
/** A completion reported to a regulator is not rewritten (decision 0205). */
const FINISHED = new Set(['COMPLETE', 'PENDING_SIGNATURE']);

/** Ends a dry run's transaction with its report, so nothing it wrote is kept. */
class DryRun extends Error {
  constructor(readonly outcome: LearnerMigrationOutcome) {
    super('dry run');
  }
}

type Versions = { from: ProductVersionRow; to: ProductVersionRow; map: VersionMap };

/** A published version of the lineage, or a 4xx naming the field. */
function versionOf(rows: ProductVersionRow[], lineage: string, version: number, field: string): ProductVersionRow {
  const row = rows.find((r) => r.version === version);
  if (!row)
    throw new AppError('VERSION_UNKNOWN', 404, `${lineage} has no version ${version}`, [
      { field, message: `${lineage} has no version ${version}` },
    ]);
  if (row.draft)
    throw new AppError('VERSION_NOT_PUBLISHED', 409, `version ${version} is a draft: publish it first`, [
      { field, message: `version ${version} is a draft` },
    ]);
  return row;
}

/** Completed leaves of a learner's course as the progression engine derives them now. */
async function progressOf(ctx: AppContext, tx: Db, admin: SessionUser, lpId: number) {
  const learner = await loadLearnerContext({ ...ctx, database: { ...ctx.database, db: tx } }, admin, lpId, 'read');
  let leaves = 0;
  let completedLeaves = 0;
  for (const node of learner.nodes.values()) {
    if (node.parentId === null || node.children.length > 0) continue;
    leaves++;
    if (learner.progression.states.get(node.id)?.completed) completedLeaves++;
  }
  return { leaves, completedLeaves };
}

/** Moves one learner's record in the open transaction; the outcome as it would be committed. */
async function moveOne(ctx: AppContext, tx: Db, admin: SessionUser, lpId: number, v: Versions, dryRun: boolean) {
  const lp = await lockLearnerProduct(tx, lpId);
  if (!lp || lp.productId !== v.from.id)
    throw new AppError('NOT_ON_VERSION', 409, `enrolment ${lpId} is not on version ${v.from.version}`);
  if (lp.completedAt !== null || FINISHED.has(lp.status))
    throw new AppError('ENROLMENT_COMPLETED', 409, 'a completed enrolment is not moved: its completion may have been reported');
  const before = await progressOf(ctx, tx, admin, lpId);
  const { map } = v;
  const leftOff = lp.leftOffNodeId === null ? null : (map.nodes.get(lp.leftOffNodeId) ?? null);
  await moveEnrolmentToVersion(tx, lpId, v.to.id, leftOff);
  const parts: Record<MigratedPart, MovedCountReply> = {
    ...(await moveProgressionFacts(tx, lpId, map)),
    ...(await moveLessonRecord(tx, lpId, map)),
    ...(await moveExamRecord(tx, lpId, map)),
    ...(await moveResourceRecord(tx, lpId, map)),
    timeOnTask: { carried: 0, dropped: 0 },
  };
  const now = ctx.clock.now();
  const seat = await moveSeatTime(tx, {
    learnerProductId: lpId,
    userId: lp.userId,
    nodes: map.nodes,
    fromNodeIds: map.fromNodeIds,
    day: now.toISOString().slice(0, 10),
    at: now,
  });
  parts.timeOnTask = seat.timeOnTask;
  const outcome: LearnerMigrationOutcome = {
    learnerProductId: lpId,
    outcome: dryRun ? 'WOULD_MIGRATE' : 'MIGRATED',
    code: null,
    parts,
    seatTime: { carriedMs: seat.movedMs, droppedMs: seat.droppedMs },
    progress: { before, after: await progressOf(ctx, tx, admin, lpId) },
  };
  if (dryRun) throw new DryRun(outcome);
  return { outcome, userId: lp.userId };
}

/** One learner in one transaction: moved and audited, reported by a dry run, or refused with its code. */
async function migrateOne(
  ctx: AppContext,
  admin: SessionUser,
  lpId: number,
  v: Versions,
  dryRun: boolean,
  strict: boolean,
): Promise<LearnerMigrationOutcome> {
  const { db } = ctx.database;
  try {
    const { outcome, userId } = await db.transaction((tx) => moveOne(ctx, tx, admin, lpId, v, dryRun));
    await audit(db, ctx.clock, admin.login, 'AUTHORING_LEARNER_MIGRATED', {
      learnerProductId: String(lpId),
      userId: String(userId),
      lineage: v.from.lineage,
      fromVersion: String(v.from.version),
      toVersion: String(v.to.version),
      fromProductId: String(v.from.id),
      toProductId: String(v.to.id),
      parts: JSON.stringify(outcome.parts),
      seatTime: JSON.stringify(outcome.seatTime),
      progress: JSON.stringify(outcome.progress),
    });
    return outcome;
  } catch (e) {
    if (e instanceof DryRun) return e.outcome;
    if (strict || !(e instanceof AppError) || e.status >= 500) throw e;
    return { learnerProductId: lpId, outcome: 'REFUSED', code: e.code, parts: null, seatTime: null, progress: null };
  }
}

/**
 * Moves one enrolment, or every enrolment of a version page by page, to another published version of the same
 * lineage (decision 0205): answers, attempts and seat time carry where their node, slide or question has the same key,
 * progress is derived again by the engine, each learner in a transaction of their own and audited. A dry run does
 * the same work and rolls it back, so its report is what a real run would do.
 */
export async function migrateLearners(
  ctx: AppContext,
  admin: SessionUser,
  lineage: string,
  body: LearnerMigrationBody,
): Promise<LearnerMigrationReply> {
  const { db } = ctx.database;
  const rows = await findLineageProducts(db, lineage);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 404, 'lineage not found');
  const from = versionOf(rows, lineage, body.fromVersion, 'fromVersion');
  const to = versionOf(rows, lineage, body.toVersion, 'toVersion');
  const v: Versions = { from, to, map: await buildVersionMap(db, from.id, to.id) };
  const learners: LearnerMigrationOutcome[] = [];
  if (body.learnerProductId !== undefined) {
    const found = await findLearnerProductWithProduct(db, body.learnerProductId);
    if (!found) throw new AppError('NOT_FOUND', 404, 'learner product not found');
    if ((found.product.lineage ?? found.product.code) !== lineage)
      throw new AppError('DIFFERENT_LINEAGE', 409, `enrolment ${body.learnerProductId} is not in the lineage ${lineage}`, [
        { field: 'learnerProductId', message: `not an enrolment of ${lineage}` },
      ]);
    learners.push(await migrateOne(ctx, admin, body.learnerProductId, v, body.dryRun, true));
  } else {
    for (let after = 0; ; ) {
      const page = await enrolmentIdsOfProduct(db, from.id, after, BATCH);
      for (const id of page) learners.push(await migrateOne(ctx, admin, id, v, body.dryRun, false));
      if (page.length < BATCH) break;
      after = page.at(-1) ?? after;
    }
  }
  return {
    lineage,
    fromVersion: from.version,
    toVersion: to.version,
    dryRun: body.dryRun,
    migrated: learners.filter((l) => l.outcome !== 'REFUSED').length,
    refused: learners.filter((l) => l.outcome === 'REFUSED').length,
    learners,
  };
}
