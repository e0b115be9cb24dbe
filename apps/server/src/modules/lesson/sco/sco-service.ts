import type { ScoRuntimeReply } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { lessonOf } from '../service.js';
import { CMI5_TYPE } from './cmi5-schema.js';
import { findScoRuntime, type ScoRuntimeRow, saveScoRuntime } from './sco-repo.js';
import { SCO_FILES_FIELD, SCO_TYPE, type ScoFile, type ScoSlide } from './sco-schema.js';
import { scoDone, scoStatus } from './sco-status.js';

interface ScoIds {
  lpId: number;
  lessonId: number;
  slideId: number;
}

/** A SCORM slide of a lesson this learner may enter (404 otherwise, 403 while locked), with its file index. */
export async function scoSlideOf(ctx: AppContext, actor: SessionUser, ids: ScoIds) {
  const { slides } = await lessonOf(ctx, actor, ids.lpId, ids.lessonId);
  const row = slides.find((s) => s.id === ids.slideId);
  if (!row || row.type !== SCO_TYPE) throw notFound('SCORM slide');
  const data = row.data as unknown as ScoSlide & { [SCO_FILES_FIELD]?: Record<string, ScoFile> };
  return { row, slide: data, files: data[SCO_FILES_FIELD] ?? {} };
}

/**
 * The file index of a SCORM or cmi5 slide of a lesson this learner may enter (404 otherwise, 403 while locked): both
 * kinds keep their package's files the same way (decision 0185); only the file route serves either.
 */
export async function packageFilesOf(ctx: AppContext, actor: SessionUser, ids: ScoIds): Promise<Record<string, ScoFile>> {
  const { slides } = await lessonOf(ctx, actor, ids.lpId, ids.lessonId);
  const row = slides.find((s) => s.id === ids.slideId);
  if (!row || (row.type !== SCO_TYPE && row.type !== CMI5_TYPE)) throw notFound('package slide');
  return (row.data as { [SCO_FILES_FIELD]?: Record<string, ScoFile> })[SCO_FILES_FIELD] ?? {};
}

function replyOf(row: ScoRuntimeRow | undefined, slide: ScoSlide): ScoRuntimeReply {
  if (!row) return { cmi: null, completionStatus: 'not attempted', successStatus: 'unknown', scoreScaled: null, done: false };
  const status = {
    completionStatus: row.completionStatus as ScoRuntimeReply['completionStatus'],
    successStatus: row.successStatus,
    scoreScaled: row.scoreScaled,
  };
  return {
    cmi: row.cmi as Record<string, unknown>,
    ...status,
    done: scoDone(status as Parameters<typeof scoDone>[0], slide),
  };
}

/** GET …/sco/{slideId}/runtime: what the learner's last session committed (null cmi before the first), to resume from. */
export async function getScoRuntime(ctx: AppContext, actor: SessionUser, ids: ScoIds): Promise<ScoRuntimeReply> {
  const { slide } = await scoSlideOf(ctx, actor, ids);
  return replyOf(await findScoRuntime(ctx.database.db, ids.lpId, ids.slideId), slide);
}

/**
 * PUT …/sco/{slideId}/runtime: a commit of the runtime (LMSCommit/Commit, and the last one at Finish). The whole CMI
 * model is kept to resume from; completion, success and score are read from it by the manifest's rules. Seat time is
 * not touched: cmi session_time is kept as the package reported it, never credited (decision 0200).
 */
export async function commitScoRuntime(
  ctx: AppContext,
  actor: SessionUser,
  ids: ScoIds,
  cmi: Record<string, unknown>,
): Promise<ScoRuntimeReply> {
  const { slide } = await scoSlideOf(ctx, actor, ids);
  const status = scoStatus(cmi, slide);
  const row = await saveScoRuntime(
    ctx.database.db,
    { learnerProductId: ids.lpId, slideId: ids.slideId },
    cmi,
    status,
    ctx.clock.now(),
  );
  return replyOf(row, slide);
}

/** The outcome of a SCORM slide for the answer check: done, and correct when the package said passed or failed. */
export async function scoOutcome(
  ctx: AppContext,
  lpId: number,
  slideId: number,
  slide: ScoSlide,
): Promise<{ done: boolean; correct: boolean | null; answers: Record<string, unknown> }> {
  if (slide.asset) return { done: true, correct: null, answers: {} };
  const reply = replyOf(await findScoRuntime(ctx.database.db, lpId, slideId), slide);
  return {
    done: reply.done,
    correct: reply.successStatus === 'passed' ? true : reply.successStatus === 'failed' ? false : null,
    answers: { completionStatus: reply.completionStatus, successStatus: reply.successStatus, scoreScaled: reply.scoreScaled },
  };
}
