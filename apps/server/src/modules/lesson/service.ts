import { type AnswerCheckReply, type LessonReply, lessonImagePath, scoFileBase } from '@continuum/contracts';
import { type AnswerOrder, learnerOrder } from '../../platform/answer-order.js';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { setLeftOffNode } from '../product/index.js';
import { assertIdentityChecks, recordFact } from '../progression/index.js';
import { AnswerInvalidError } from './answers/answer-invalid-error.js';
import { grade } from './answers/grade.js';
import { countsAsDone, type GradeResult, type PathGradeResult } from './answers/grade-result.js';
import { cmi5Outcome } from './cmi5/cmi5-progress.js';
import { assertLessonEnterable, type LessonContext } from './lesson-state.js';
import * as repo from './repo.js';
import { CMI5_TYPE, type Cmi5Slide } from './sco/cmi5-schema.js';
import { SCO_TYPE, type ScoSlide } from './sco/sco-schema.js';
import { scoOutcome } from './sco/sco-service.js';
import type { ContentSlide, Inquiry } from './slides/inquiry-schema.js';
import { isKnownType, orderedBranchLevel, publicView } from './slides/public-view.js';
import { mapIds, type ShownIds, shownIdsOf, withShownIds } from './slides/shown-ids.js';
import { hasActivity, linkPublicSlides, writeSlideActivity } from './slides/slide-links.js';
import { recordSubmissionInTransaction } from './submission-writer.js';

/**
 * The learner's context, the lesson's slides and the learner's place in it; 404 unless it is a lesson of
 * this learner's product, 403 while it is locked.
 */
export async function lessonOf(ctx: AppContext, actor: SessionUser, lpId: number, nodeId: number) {
  const { ctx: learner, slides, progress } = await ctx.services.lessonState.load(actor, lpId, nodeId);
  const { node } = assertLessonEnterable(learner, nodeId, ctx.clock);
  if (node.type !== 'LESSON') throw notFound('lesson');
  return { ctx: learner, node, slides, progress };
}

/** GET api/lesson/{lpId}/{nodeId}: the lesson's slides as the learner may see them; opening starts it. */
export async function getLesson(ctx: AppContext, actor: SessionUser, lpId: number, nodeId: number): Promise<LessonReply> {
  const { db } = ctx.database;
  const { ctx: learner, node, slides, progress: known } = await lessonOf(ctx, actor, lpId, nodeId);
  // Opening the slides is a content read: the identity checks the course asks come first (issue 25, decision 0106).
  // Answers are not asked again (the hot path): they follow an opening that was.
  await assertIdentityChecks(db, learner.lp, ctx.clock);
  const now = ctx.clock.now();
  const progress = await db.transaction(async (tx) => {
    await recordFact(tx, lpId, nodeId, 'IN_PROGRESS', now);
    await setLeftOffNode(tx, lpId, nodeId);
    return known ?? repo.openProgress(tx, lpId, nodeId, now);
  });
  const current = progress?.slideIndex ?? 0;
  const views = await linkPublicSlides(
    db,
    learner.product.id,
    lpId,
    slides.map((s) => {
      const data = s.data as unknown as Inquiry | ContentSlide;
      const view = publicView(data, slideOrder(ctx, lpId, s.key));
      if (data.type === SCO_TYPE) return scoView(view, data as ScoSlide, scoFileBase(lpId, node.id, s.id));
      if (data.type === CMI5_TYPE) return cmi5View(view, data as Cmi5Slide);
      return withImageUrl(withShownIds(view, shownIds(ctx, lpId, s.key, data)), lpId, node.id);
    }),
  );
  return {
    lessonId: node.id,
    title: node.title,
    titlePrefix: node.titlePrefix,
    currentIndex: current,
    inquiries: slides.map((s, i) => ({
      ...views[i],
      id: s.key,
      type: s.type,
      title: s.title,
      referenceId: s.id,
      requiredTime: s.requiredTime,
      taken: i < current,
    })),
  };
}

/** The order this learner sees a slide's choices in, on every request (decision 0055). */
const slideOrder = (ctx: AppContext, lpId: number, slideKey: string): AnswerOrder =>
  learnerOrder(ctx.answerOrderKey, lpId, `lesson:${slideKey}`);

/** The ids this learner's browser knows a slide's choices by (shown-ids.ts, decision 0108). */
const shownIds = (ctx: AppContext, lpId: number, slideKey: string, data: Inquiry | ContentSlide): ShownIds =>
  shownIdsOf(ctx.answerOrderKey, lpId, slideKey, data);

/** A hot-spot background is sent as the address the browser loads it from (image-routes.ts), not the package file name. */
function withImageUrl<V extends object>(view: V, lpId: number, lessonId: number): V {
  const name = (view as { bgImage?: unknown }).bgImage;
  return typeof name === 'string' ? { ...view, bgImage: lessonImagePath(lpId, lessonId, name) } : view;
}

/** A SCORM slide is played, not unsupported: where to launch it, and what the runtime needs (never its file index). */
function scoView<V extends object>(view: V, slide: ScoSlide, base: string): V {
  const launch = slide.launch.split('?');
  const path = (launch[0] ?? '').split('/').map(encodeURIComponent).join('/');
  return {
    ...view,
    unsupported: false,
    launchUrl: `${base}${path}${launch[1] ? `?${launch.slice(1).join('?')}` : ''}`,
    scormVersion: slide.scormVersion,
    asset: slide.asset,
    ...(slide.launchData ? { launchData: slide.launchData } : {}),
    ...(slide.masteryScore !== undefined ? { masteryScore: slide.masteryScore } : {}),
  };
}

/**
 * A cmi5 slide is played: the browser asks for a launch (cmi5-routes.ts) when it shows it; the slide says only what
 * the AU is held to (never its file index).
 */
function cmi5View<V extends object>(view: V, slide: Cmi5Slide): V {
  return {
    ...view,
    unsupported: false,
    moveOn: slide.moveOn,
    ...(slide.masteryScore !== undefined ? { masteryScore: slide.masteryScore } : {}),
  };
}

function requiresCorrect(ctx: LessonContext, nodeId: number): boolean {
  const yes = (v: string | undefined) => (v ?? '').toLowerCase() === 'yes';
  return yes(ctx.nodes.get(nodeId)?.metadata.REQUIRE_SLIDES_CORRECT) || ctx.rules.flag('SC_LESSONS_REQUIRE_SLIDES_CORRECT');
}

/**
 * Checks one answer. The slide must be reached, and its requiredTime must have passed since it was
 * opened (server clock), so a scripted client cannot rush a lesson. Every submission is stored; the
 * learner moves on when the answer counts as done (or, unless the lesson requires correct answers,
 * when it is wrong but complete) and progressOnSuccess is set.
 */
export async function submitAnswer(
  ctx: AppContext,
  actor: SessionUser,
  ids: { lpId: number; nodeId: number; slideId: number },
  answer: unknown,
  progressOnSuccess: boolean,
): Promise<AnswerCheckReply> {
  const { db } = ctx.database;
  const { ctx: learner, slides, progress: known } = await lessonOf(ctx, actor, ids.lpId, ids.nodeId);
  const index = slides.findIndex((s) => s.id === ids.slideId);
  const slide = slides[index];
  if (!slide) throw notFound('inquiry');
  const now = ctx.clock.now();
  const progress = known ?? (await repo.openProgress(db, ids.lpId, ids.nodeId, now));
  const current = progress?.slideIndex ?? 0;
  if (index > current) throw new AppError('SLIDE_NOT_REACHED', 409, 'Take the earlier slides first');
  if (index === current && progress) {
    const remaining = Math.ceil((progress.slideOpenedAt.getTime() + slide.requiredTime * 1000 - now.getTime()) / 1000);
    if (remaining > 0) throw new AppError('SLIDE_TIME_NOT_MET', 409, `This slide needs ${remaining} more second(s)`);
  }
  const data = slide.data as unknown as Inquiry | ContentSlide;
  const shown = shownIds(ctx, ids.lpId, slide.key, data);
  let result: GradeResult | PathGradeResult;
  let scoDone: boolean | null = null;
  if (data.type === SCO_TYPE) {
    // A SCO is done by its runtime data (completion, success against the mastery score), not by an answer (decision 0200).
    const outcome = await scoOutcome(ctx, ids.lpId, slide.id, data as ScoSlide);
    if (!outcome.done && index === current && progressOnSuccess)
      throw new AppError('SCO_NOT_COMPLETE', 409, 'The package has not reported this part complete (or passed) yet');
    scoDone = outcome.done;
    result = { correct: outcome.correct, feedback: null, optionFeedback: {}, answers: outcome.answers };
  } else if (data.type === CMI5_TYPE) {
    // A cmi5 AU is done when its statements meet its moveOn rule (decision 0209), never by an answer.
    const outcome = await cmi5Outcome(ctx, ids.lpId, slide.id, data as Cmi5Slide);
    if (!outcome.done && index === current && progressOnSuccess)
      throw new AppError('CMI5_NOT_COMPLETE', 409, 'The package has not reported what its moveOn rule asks yet');
    scoDone = outcome.done;
    result = { correct: outcome.correct, feedback: null, optionFeedback: {}, answers: outcome.answers };
  } else
    try {
      result = isKnownType(data.type)
        ? grade(data as Inquiry, mapIds(answer, shown.authored))
        : { correct: null, feedback: null, optionFeedback: {}, answers: {} };
    } catch (err) {
      if (err instanceof AnswerInvalidError) {
        const field =
          err.field === 'inquiryAnswerData' ? err.field : `inquiryAnswerData.${err.field.replace(/^inquiryAnswerData\./, '')}`;
        throw new AppError('VALIDATION_FAILED', 400, err.message, [{ field, message: err.message }]);
      }
      throw err;
    }
  const pathIncomplete = 'pathComplete' in result && !result.pathComplete;
  const done =
    scoDone ?? (countsAsDone(result) || (result.correct === false && !pathIncomplete && !requiresCorrect(learner, ids.nodeId)));
  const submission = {
    learnerProductId: ids.lpId,
    slideId: slide.id,
    nodeId: ids.nodeId,
    answer: result.answers ?? {},
    correct: result.correct,
    done,
    submittedAt: now,
    advanceFrom: done && progressOnSuccess && index === current ? current : null,
  };
  const { advanceFrom } = submission;
  let moved: boolean;
  if (hasActivity(data)) {
    // The post or response is written with the submission: all of it or none of it.
    moved = await db.transaction(async (tx) => {
      const at = { productId: learner.product.id, lpId: ids.lpId, nodeId: ids.nodeId, userId: actor.id, at: now };
      await writeSlideActivity(tx, at, data, result.answers);
      return recordSubmissionInTransaction(tx, submission);
    });
  } else {
    // Through the app's batching writer (group commit).
    moved = await ctx.services.lessonSubmissions.write(submission);
  }
  const progressed = advanceFrom !== null ? moved : index < current;
  let pollResults: AnswerCheckReply['pollResults'] = null;
  if (data.type === 'STUDENT_POLL') {
    const counts = await repo.pollCounts(db, slide.id);
    const choices = (data as Extract<Inquiry, { type: 'STUDENT_POLL' }>).choices;
    pollResults = choices.map((c) => ({ label: c.text, value: counts.get(c.id) ?? 0 }));
  }
  const next =
    'next' in result
      ? orderedBranchLevel(data as Inquiry, (result as PathGradeResult).next, slideOrder(ctx, ids.lpId, slide.key))
      : null;
  return {
    answers: mapIds(result.answers, shown.shown) as AnswerCheckReply['answers'],
    correct: result.correct,
    feedback: result.feedback,
    optionFeedback: mapIds(result.optionFeedback, shown.shown) as Record<string, string>,
    next: next && data.type === 'BRANCHING' ? (next as { id: string }[]).map((o) => ({ ...o, id: shown.shown(o.id) })) : next,
    text: result.feedback,
    pollResults,
    taken: done,
    progressed,
    currentIndex: progressed && index === current ? current + 1 : current,
  };
}
