import type { ValidationStatusReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { CourseRules } from '../catalog/index.js';
import { findLearnerProductWithProduct, findProductRules, findProductTimeFacts } from '../product/index.js';
import { challengesWithWrongAnswers, chooseQuestion, findProfile, openChallenge } from '../security-question/index.js';
import { applyValidationConsequences } from './validation-consequences.js';
import { type AskedValidation, validationState } from './validation-schedule.js';

/** Purposes of the security challenges this rule opens: a start marker (the anchor of the hours) and one per slot. */
const PREFIX = 'PVQ:';
const START = `${PREFIX}START`;

const NOT_REQUIRED: ValidationStatusReply = {
  required: false,
  question: null,
  deadline: null,
  secondsLeft: null,
  timeouts: 0,
  wrongAnswers: 0,
  returnToLastVerification: false,
  failed: false,
};

/**
 * GET api/product/{lpId}/validation: the server decides whether a personal validation question is due (the bound
 * profile's cadence from the learner's first call on this course), opens it with its answer clock, and counts the
 * time-outs and wrong answers against the profile's failure rule (decision 0178). The question is one of the
 * security questions (security-question module) and is answered at POST api/security/learner.
 */
export async function validationStatus(ctx: AppContext, actor: SessionUser, lpId: number): Promise<ValidationStatusReply> {
  const { db } = ctx.database;
  const found = await findLearnerProductWithProduct(db, lpId);
  if (!found || found.lp.userId !== actor.id) throw notFound('learner product');
  const { product } = found;
  const [rules, facts] = await Promise.all([findProductRules(db, product.id), findProductTimeFacts(db, product.id)]);
  const courseRules = new CourseRules(rules);
  const effective = await ctx.services.complianceRules.forProduct(db, product.id, {
    rules: courseRules,
    minimumRequiredMinutes: facts?.minimumRequiredMinutes ?? null,
  });
  const pv = effective.personalValidation;
  const nodeId = product.rootNodeId;
  if (!pv?.perHour || nodeId === null) return NOT_REQUIRED;
  const now = ctx.clock.now();
  const profile = await findProfile(db, actor.id);
  if (!profile) throw notFound('account');
  const start = await openChallenge(db, {
    userId: actor.id,
    learnerProductId: lpId,
    nodeId,
    purpose: START,
    question: 1,
    openedAt: now,
    passedAt: now,
  });
  const key = `${ctx.config.sessionSecret ?? 'continuum'}:pvq:${lpId}`;
  const read = async () =>
    (await challengesWithWrongAnswers(db, lpId, nodeId, PREFIX))
      .filter((c) => c.purpose !== START)
      .map((c): AskedValidation & { question: number } => ({
        slot: Number(c.purpose.slice(PREFIX.length)),
        askedAt: c.openedAt,
        passedAt: c.passedAt,
        wrongAnswers: c.wrongAnswers,
        question: c.question,
      }));
  let asked = await read();
  let state = validationState(pv, start.openedAt, key, asked, now);
  if (state.dueSlot !== null) {
    const choice = chooseQuestion({ flag: () => true, text: () => undefined }, profile);
    const question = choice.ask ? choice.question : 1;
    await openChallenge(db, {
      userId: actor.id,
      learnerProductId: lpId,
      nodeId,
      purpose: `${PREFIX}${state.dueSlot}`,
      question,
      openedAt: now,
    });
    asked = await read();
    state = validationState(pv, start.openedAt, key, asked, now);
  }
  await applyValidationConsequences(ctx, actor, { lpId, rootNodeId: nodeId, rules: courseRules }, pv, state);
  const open = state.open && asked.find((a) => a.slot === state.open?.slot);
  return {
    required: true,
    question: open ? open.question : null,
    deadline: state.open ? state.open.deadline.toISOString() : null,
    secondsLeft: state.open ? Math.max(0, Math.ceil((state.open.deadline.getTime() - now.getTime()) / 1000)) : null,
    timeouts: state.timeouts,
    wrongAnswers: state.wrongAnswers,
    returnToLastVerification: state.returnToLastVerification,
    failed: state.failed,
  };
}
