import {
  TYPING_DEFAULT_THRESHOLD,
  TYPING_ENROL_ENTRIES,
  TYPING_MAX_FAILURES,
  TYPING_NOT_RECORDED,
  TYPING_PHRASES,
  TYPING_RULES,
  TYPING_SUPERVISED_ENROLMENT_MINUTES,
  type TypingCheckUserReply,
  type TypingDevice,
  type TypingPattern,
  type TypingSaveBody,
  type TypingVerifyBody,
  type TypingVerifyReply,
  textOfKeys,
  typedTextMatches,
} from '@continuum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import type { AppContext } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { AuditType, audit } from '../../audit/index.js';
import { CourseRules } from '../../catalog/index.js';
import { findLearnerProductOwner, readRuleValues } from '../../product/index.js';
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

/** checkuser's reply: the phrase's counts (000 §7), every template of the user, an open supervised enrolment. */
async function enrolmentState(db: Db, now: Date, userId: number, textId: number): Promise<TypingCheckUserReply> {
  const [templates, evidence] = await Promise.all([repo.templatesOf(db, userId), repo.findEvidence(db, userId)]);
  const of = (device: string) => templates.find((r) => r.textId === textId && r.device === device)?.entries ?? 0;
  return {
    count: of('desktop'),
    mobilecount: of('mobile'),
    templates: templates.map((r) => ({ ...r, device: r.device as TypingDevice })),
    supervisedEnrolment: supervisionOpen(evidence, now),
  };
}

const supervisionOpen = (evidence: { supervisedEnrolmentUntil: Date | null } | undefined, now: Date) =>
  Boolean(evidence?.supervisedEnrolmentUntil && evidence.supervisedEnrolmentUntil > now);

/** GET checkuser: how many enrolment entries the user has for the phrase, on desktop and on touch devices. */
export async function checkUser(ctx: AppContext, actor: Actor, userId: number, textId: number): Promise<TypingCheckUserReply> {
  ensureSelf(actor, userId);
  return enrolmentState(ctx.database.db, ctx.clock.now(), userId, textId);
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
    // The evidence row is the user's lock: two saves of two new templates cannot both pass as the first.
    const evidence = await repo.lockEvidence(tx, userId);
    const supervisedBy = supervisionOpen(evidence, now) ? evidence.supervisedEnrolmentBy : null;
    const others = (await repo.templatesOf(tx, userId)).filter((r) => r.textId !== first.textId || r.device !== first.device);
    // Issue 25: once the user has a template, a further one (another phrase or device class) would let whoever
    // holds the session enrol themselves; it is enrolled only while an administrator supervises it.
    if (others.length > 0 && !supervisedBy) {
      throw new AppError(
        'TYPING_SUPERVISED_ENROLMENT_REQUIRED',
        409,
        'A typing pattern is already enrolled on another phrase or device; a further one needs staff supervision',
      );
    }
    const found = await repo.findTemplate(tx, userId, first.textId, first.device, true);
    // A supervised enrolment of a complete template starts it again (the learner's typing changed).
    const row = found && !(supervisedBy && found.enrolments >= TYPING_ENROL_ENTRIES) ? found : undefined;
    if (row && row.enrolments >= TYPING_ENROL_ENTRIES) {
      throw new AppError('TYPING_ALREADY_ENROLLED', 409, 'The typing pattern is already enrolled');
    }
    let template: Template = row
      ? openTemplate(deps.templateKey, userId, first.textId, first.device, row.sealedSamples)
      : { keys: referenceKeys(patterns), samples: [] };
    for (const p of patterns) template = adapt(template, p.events);
    const enrolments = (row?.enrolments ?? 0) + patterns.length;
    await repo.saveTemplate(tx, {
      userId,
      textId: first.textId,
      device: first.device,
      enrolments,
      sealedSamples: sealTemplate(deps.templateKey, userId, first.textId, first.device, template),
      updatedAt: now,
    });
    // A completed enrolment is a pass only as the user's first template or under supervision (both reach here).
    if (enrolments >= TYPING_ENROL_ENTRIES) {
      await repo.updateEvidence(tx, {
        ...evidence,
        failures: supervisedBy ? 0 : evidence.failures,
        enrolmentPassAt: now,
        supervisedEnrolmentBy: null,
        supervisedEnrolmentUntil: null,
      });
    }
    await audit(tx, ctx.clock, actor.user.login, TypingAudit.ENROLLED, {
      textId: String(first.textId),
      device: first.device,
      entries: String(patterns.length),
      ...(supervisedBy ? { supervisedBy } : {}),
    });
  });
  return enrolmentState(ctx.database.db, now, userId, first.textId);
}

/**
 * An administrator opens one supervised enrolment of a further template for the user (a new device, or the
 * learner's typing changed), for TYPING_SUPERVISED_ENROLMENT_MINUTES; the caller audits it with the reason.
 */
export async function openSupervisedEnrolment(db: Db, now: Date, userId: number, staffLogin: string): Promise<Date> {
  const until = new Date(now.getTime() + TYPING_SUPERVISED_ENROLMENT_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const evidence = await repo.lockEvidence(tx, userId);
    await repo.updateEvidence(tx, { ...evidence, supervisedEnrolmentBy: staffLogin, supervisedEnrolmentUntil: until });
  });
  return until;
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
      ...evidence,
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
