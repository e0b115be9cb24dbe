import {
  TYPING_DEFAULT_THRESHOLD,
  TYPING_ENROL_ENTRIES,
  TYPING_MAX_FAILURES,
  TYPING_NOT_RECORDED,
  TYPING_PHRASES,
  TYPING_RULES,
  type TypingCheckUserReply,
  type TypingPattern,
  type TypingSaveBody,
  type TypingVerifyBody,
  type TypingVerifyReply,
  textOfKeys,
  typedTextMatches,
} from '@continuum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { AuditType, audit } from '../audit/index.js';
import { CourseRules } from '../catalog/index.js';
import { findLearnerProductOwner, readRuleValues } from '../product/index.js';
import { netScore } from './detector/net-score.js';
import { adapt, buildModel, DEFAULT_DETECTOR, relativeDistance, type Template } from './detector/scorer.js';
import { mayUseTypingOf } from './policy.js';
import * as repo from './repo.js';
import { openTemplate, sealTemplate } from './template-store.js';

/** What the typing module needs besides the app context: the templates' key. */
export interface TypingDeps {
  templateKey: Buffer;
}

export const TypingAudit = {
  ENROLLED: 'TYPING_PATTERN_ENROLLED',
  PASSED: 'TYPING_PATTERN_PASSED',
  FAILED: 'TYPING_PATTERN_FAILED',
} as const;

function ensureSelf(actor: Actor, userId: number): void {
  if (!mayUseTypingOf(actor, userId)) throw notFound('user');
}

/** 400 with the spec's text when a pattern's keys do not type its phrase (000 §5); the server re-checks. */
function ensureRecorded(pattern: TypingPattern, index: number | null): void {
  const phrase = TYPING_PHRASES[pattern.textId] ?? '';
  if (!typedTextMatches(textOfKeys(pattern.events), phrase)) {
    const field = index === null ? 'typingPattern.events' : `${index}.events`;
    throw new AppError('TYPING_NOT_RECORDED', 400, TYPING_NOT_RECORDED, [{ field, message: TYPING_NOT_RECORDED }]);
  }
}

/** GET checkuser: how many enrolment entries the user has for the phrase, on desktop and on touch devices. */
export async function checkUser(ctx: AppContext, actor: Actor, userId: number, textId: number): Promise<TypingCheckUserReply> {
  ensureSelf(actor, userId);
  return repo.enrolmentCounts(ctx.database.db, userId, textId);
}

/** The key order a template compares on: the first entry typed without a correction, else the first. */
function referenceKeys(patterns: readonly TypingPattern[]): string[] {
  const clean = patterns.find((p) => !p.events.some((e) => e.key === 'Backspace')) ?? patterns[0];
  return (clean?.events ?? []).map((e) => e.key);
}

/** POST save: the enrolment entries of a new user (two, 000 §4); refused once the template is complete. */
export async function saveEnrolment(
  ctx: AppContext,
  deps: TypingDeps,
  actor: Actor,
  userId: number,
  patterns: TypingSaveBody,
): Promise<TypingCheckUserReply> {
  ensureSelf(actor, userId);
  for (const [i, p] of patterns.entries()) ensureRecorded(p, i);
  const first = patterns[0] as TypingPattern;
  if (patterns.some((p) => p.textId !== first.textId || p.device !== first.device)) {
    throw new AppError('VALIDATION_FAILED', 400, 'every typingPattern of one enrolment must have the same textId and device', [
      { field: 'textId', message: 'every typingPattern of one enrolment must have the same textId and device' },
    ]);
  }
  const now = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.findTemplate(tx, userId, first.textId, first.device, true);
    if (row && row.enrolments >= TYPING_ENROL_ENTRIES) {
      throw new AppError('TYPING_ALREADY_ENROLLED', 409, 'The typing pattern is already enrolled');
    }
    let template: Template = row
      ? openTemplate(deps.templateKey, userId, first.textId, first.device, row.sealedSamples)
      : { keys: referenceKeys(patterns), samples: [] };
    for (const p of patterns) template = adapt(template, p.events);
    await repo.saveTemplate(tx, {
      userId,
      textId: first.textId,
      device: first.device,
      enrolments: (row?.enrolments ?? 0) + patterns.length,
      sealedSamples: sealTemplate(deps.templateKey, userId, first.textId, first.device, template),
      updatedAt: now,
    });
    await audit(tx, ctx.clock, actor.user.login, TypingAudit.ENROLLED, {
      textId: String(first.textId),
      device: first.device,
      entries: String(patterns.length),
    });
  });
  return repo.enrolmentCounts(ctx.database.db, userId, first.textId);
}

/** The course's pass mark: SC_STUDENT_AUTHENTICATION_THRESHOLD of the learner product named, else 50. */
async function thresholdOf(db: Db, userId: number, lpId: number | undefined): Promise<number> {
  if (lpId === undefined) return TYPING_DEFAULT_THRESHOLD;
  const owner = await findLearnerProductOwner(db, lpId);
  if (!owner || owner.userId !== userId) throw notFound('learner product');
  const rules = new CourseRules(await readRuleValues(db, owner.productId));
  return Math.min(100, rules.int(TYPING_RULES.threshold, TYPING_DEFAULT_THRESHOLD));
}

/**
 * POST verify: scores one entry against the user's template (net_score 0-100), passes at the course's
 * threshold; a pass joins the template (adaptive), a failure is counted, and every third failure since the
 * last pass ends the session (000 §4).
 */
export async function verifyPattern(
  ctx: AppContext,
  deps: TypingDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
  userId: number,
  body: TypingVerifyBody,
): Promise<TypingVerifyReply> {
  ensureSelf(actor, userId);
  const { typingPattern: pattern } = body;
  const threshold = await thresholdOf(ctx.database.db, userId, body.learnerProductId);
  ensureRecorded(pattern, null);
  const now = ctx.clock.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.findTemplate(tx, userId, pattern.textId, pattern.device, true);
    if (!row || row.enrolments < TYPING_ENROL_ENTRIES) {
      throw new AppError('TYPING_NOT_ENROLLED', 409, 'The typing pattern is not enrolled on this device');
    }
    const template = openTemplate(deps.templateKey, userId, pattern.textId, pattern.device, row.sealedSamples);
    const score = netScore(relativeDistance(buildModel(template), pattern.events));
    const passed = score >= threshold;
    // Only a pass that is also close by the detector's own measure joins the template (a course with a low
    // threshold must not pull the template towards whoever passes it; the evaluation adapts at the same point).
    if (passed && score >= netScore(DEFAULT_DETECTOR.adaptAt)) {
      const adapted = adapt(template, pattern.events, DEFAULT_DETECTOR);
      const sealedSamples = sealTemplate(deps.templateKey, userId, pattern.textId, pattern.device, adapted);
      await repo.saveTemplate(tx, { ...row, sealedSamples, updatedAt: now });
    }
    const evidence = await repo.lockEvidence(tx, userId);
    const failures = passed ? 0 : evidence.failures + 1;
    await repo.updateEvidence(tx, {
      userId,
      failures,
      lastResult: passed ? 'PASS' : 'FAIL',
      lastScore: score,
      lastVerifiedAt: now,
    });
    await audit(tx, ctx.clock, actor.user.login, passed ? TypingAudit.PASSED : TypingAudit.FAILED, {
      netScore: String(score),
      threshold: String(threshold),
      quality: String(body.quality),
      device: pattern.device,
      failures: String(failures),
    });
    return { net_score: score, passed, failures, logout: !passed && failures % TYPING_MAX_FAILURES === 0 };
  });
  if (result.logout) {
    await audit(ctx.database.db, ctx.clock, actor.user.login, AuditType.SESSION_INVALIDATED, {
      reason: 'typing pattern failures',
    });
    await ctx.sessions.signOut(request, reply);
  }
  return result;
}
