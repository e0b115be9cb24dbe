import {
  BIOSIG_CHECK_TTL_MINUTES,
  BIOSIG_ENROL_SAMPLES,
  BIOSIG_MIN_POINTS,
  type BiosigInitReply,
  type BiosigSample,
  type BiosigSessionReply,
  type BiosigStatus,
  NMLS_ID_REQUIRED,
} from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { open, randomToken, seal } from '../../../platform/crypto.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { canWriteLearnerProduct, findLearnerProductWithProduct } from '../../product/index.js';
import { mayUseCheck } from './policy.js';
import * as repo from './repo.js';
import { BIOSIG_THRESHOLD, scoreAgainst, templateOf, unusableSample } from './verifier.js';

/** The module's dependencies besides the context: the sealing key (keys.ts). */
export interface BiosigDeps {
  key: Buffer;
}

const templateContext = (userId: number) => `biosig-template:${userId}`;
const pendingContext = (callbackId: string) => `biosig-pending:${callbackId}`;
const nmlsContext = (lpId: number) => `biosig-nmls:${lpId}`;

/** Where the learner draws: our own lazy web route (decision 0091). */
export const biosigUrlOf = (callbackId: string) => `/biosig/${callbackId}`;

/**
 * Starts a check for the caller's own learner product (404 for anyone else's). `nmlsId` is required when the
 * learner product asks for it (biosigNmlsIdRequired); `personAssessmentId` marks an exam's check.
 */
export async function initCheck(
  ctx: AppContext,
  deps: BiosigDeps,
  actor: SessionUser,
  lpId: number,
  input: { nmlsId?: string; personAssessmentId?: number },
): Promise<BiosigInitReply> {
  const { db } = ctx.database;
  const found = await findLearnerProductWithProduct(db, lpId);
  if (!found || !canWriteLearnerProduct(actor, found.lp)) throw notFound('learner product');
  const { lp } = found;
  if (!lp.biosigRequired) throw new AppError('BIOSIG_NOT_REQUIRED', 409, 'This course does not ask for a biometric check');
  if (lp.biosigInitFailed) throw new AppError('BIOSIG_INIT_FAILED', 409, 'BioSig Initialization Error');
  if (lp.biosigNmlsIdRequired && input.nmlsId === undefined) throw badRequest('nmlsId', NMLS_ID_REQUIRED);
  const now = ctx.clock.now();
  const callbackId = randomToken(24);
  const template = await repo.findTemplate(db, actor.id);
  await repo.insertCheck(db, {
    callbackId,
    userId: actor.id,
    learnerProductId: lpId,
    purpose: input.personAssessmentId === undefined ? 'COURSE' : 'EXAM',
    personAssessmentId: input.personAssessmentId ?? null,
    mode: template ? 'VERIFY' : 'ENROL',
    nmlsIdSealed: input.nmlsId === undefined ? null : seal(deps.key, input.nmlsId, nmlsContext(lpId)),
    status: 'IN_PROGRESS',
    createdAt: now,
    expiresAt: new Date(now.getTime() + BIOSIG_CHECK_TTL_MINUTES * 60_000),
  });
  return { biosigUrl: biosigUrlOf(callbackId), biosigCallbackId: callbackId };
}

async function ownCheck(ctx: AppContext, actor: SessionUser, callbackId: string) {
  const check = await repo.findCheck(ctx.database.db, callbackId);
  if (!check || !mayUseCheck(actor, check)) throw notFound('biometric check');
  return check;
}

/** An unfinished check past its time is a FAIL (written once, so the evidence says so too). */
async function expireIfDue(ctx: AppContext, check: repo.CheckRow): Promise<BiosigStatus> {
  const now = ctx.clock.now();
  if (check.status !== 'IN_PROGRESS' || now < check.expiresAt) return check.status as BiosigStatus;
  await repo.updateCheck(ctx.database.db, check.id, { status: 'FAIL', completedAt: now, pendingSealed: null });
  return 'FAIL';
}

/** 000 §4: the status text of the caller's own check (IN_PROGRESS, PASS or FAIL). */
export async function checkStatus(ctx: AppContext, actor: SessionUser, callbackId: string): Promise<BiosigStatus> {
  return expireIfDue(ctx, await ownCheck(ctx, actor, callbackId));
}

async function sessionReply(ctx: AppContext, check: repo.CheckRow, status: BiosigStatus): Promise<BiosigSessionReply> {
  const found = await findLearnerProductWithProduct(ctx.database.db, check.learnerProductId);
  return {
    mode: check.mode as BiosigSessionReply['mode'],
    samplesNeeded: check.mode === 'ENROL' ? BIOSIG_ENROL_SAMPLES : 1,
    samplesGiven: check.samplesGiven,
    status,
    courseTitle: found?.product.name ?? '',
  };
}

/** What the signature page shows for the caller's own check. */
export async function checkSession(ctx: AppContext, actor: SessionUser, callbackId: string): Promise<BiosigSessionReply> {
  const check = await ownCheck(ctx, actor, callbackId);
  return sessionReply(ctx, check, await expireIfDue(ctx, check));
}

/**
 * One drawn sample for the caller's check. Enrolment: kept (sealed) until BIOSIG_ENROL_SAMPLES are given, then
 * the template is written and the check passes. Verification: scored against the template, PASS or FAIL.
 */
export async function submitSample(
  ctx: AppContext,
  deps: BiosigDeps,
  actor: SessionUser,
  callbackId: string,
  sample: BiosigSample,
): Promise<BiosigSessionReply> {
  const why = unusableSample(sample, BIOSIG_MIN_POINTS);
  if (why) throw badRequest('sample', why);
  const now = ctx.clock.now();
  const done = await ctx.database.db.transaction(async (tx) => {
    const check = await repo.findCheck(tx, callbackId, true);
    if (!check || !mayUseCheck(actor, check)) throw notFound('biometric check');
    if (check.status !== 'IN_PROGRESS' || now >= check.expiresAt) return { check, closed: true };
    const given = check.samplesGiven + 1;
    if (check.mode === 'ENROL') {
      const pending: BiosigSample[] = check.pendingSealed
        ? JSON.parse(open(deps.key, check.pendingSealed, pendingContext(callbackId)))
        : [];
      pending.push(sample);
      if (pending.length < BIOSIG_ENROL_SAMPLES) {
        const pendingSealed = seal(deps.key, JSON.stringify(pending), pendingContext(callbackId));
        await repo.updateCheck(tx, check.id, { pendingSealed, samplesGiven: given });
        return { check: { ...check, samplesGiven: given }, closed: false };
      }
      await repo.insertTemplate(tx, {
        userId: actor.id,
        samplesSealed: seal(deps.key, JSON.stringify(pending), templateContext(actor.id)),
        sampleCount: pending.length,
        createdAt: now,
      });
      const values = { status: 'PASS', samplesGiven: given, pendingSealed: null, completedAt: now };
      await repo.updateCheck(tx, check.id, values);
      return { check: { ...check, ...values }, closed: false };
    }
    const stored = await repo.findTemplate(tx, actor.id);
    if (!stored) throw new AppError('BIOSIG_NOT_ENROLLED', 409, 'No enrolled signature');
    const samples: BiosigSample[] = JSON.parse(open(deps.key, stored.samplesSealed, templateContext(actor.id)));
    const score = scoreAgainst(templateOf(samples), sample);
    const values = { status: score <= BIOSIG_THRESHOLD ? 'PASS' : 'FAIL', score, samplesGiven: given, completedAt: now };
    await repo.updateCheck(tx, check.id, values);
    return { check: { ...check, ...values }, closed: false };
  });
  if (done.closed) {
    const status = await expireIfDue(ctx, done.check);
    throw new AppError('BIOSIG_CHECK_CLOSED', 409, `This check is already ${status}`);
  }
  return sessionReply(ctx, done.check, done.check.status as BiosigStatus);
}
