import type { LearnerContext } from '../progression/index.js';
import { disallowsRetakes } from './exam-context.js';
import { effortRank, effortRating } from './grading.js';

/** Latest-attempt tallies and bank counts of every topic key at or under `key`. */
function topicFigures(ctx: LearnerContext, key: string) {
  const under = (k: string) => k === key || k.startsWith(`${key}/`);
  let correct = 0;
  let total = 0;
  let related = 0;
  for (const [k, t] of ctx.exams.topicTallies) {
    if (!under(k)) continue;
    correct += t.correct;
    total += t.total;
  }
  for (const [k, n] of ctx.exams.topicQuestionCounts) if (under(k)) related += n;
  return { correct, total, related };
}

/**
 * Exam derived data of 001 §3 for one node, from the learner's attempts: EXAM_* figures on exams (a
 * gauge's PERCENT_COMPLETE is its best score, or its latest when the exam's scoreCounts says LATEST; decision
 * 0112), RELATED_* counts and EFFORT_RATING on topics that exam questions name.
 */
export function examDerivedData(ctx: LearnerContext, nodeId: number): Record<string, string> {
  const node = ctx.nodes.get(nodeId);
  if (!node) return {};
  const data: Record<string, string> = {};
  const exam = ctx.exams.byNode.get(nodeId);
  if (node.type === 'EXAM' || node.type === 'EXAM_GAUGE') {
    const counted = exam?.counted ?? [];
    const latest = counted.at(-1);
    data.EXAM_TAKEN = String(counted.length > 0);
    data.EXAM_PASSED = String(counted.some((a) => a.passed));
    data.HAS_EXAM_RESULTS = String(exam?.hasResults ?? false);
    data.EXAM_ATTEMPT_COUNT = String(counted.length);
    // As the exam's own status counts them (002 §4): DISALLOW_RETAKES leaves one attempt, whatever the settings.
    data.EXAM_ALLOWED_ATTEMPT_COUNT = String(disallowsRetakes(node) ? 1 : (exam?.allowedAttempts ?? -1));
    data.EXAM_QUESTION_COUNT = String(exam?.questionCount ?? 0);
    data.EXAM_PASSING_SCORE = String(exam?.passingScore ?? 0);
    if (node.type === 'EXAM_GAUGE') {
      data.RELATED_EXAM_TAKEN = String(counted.length > 0);
      const best = Math.max(0, ...counted.map((a) => a.score ?? 0));
      data.PERCENT_COMPLETE = String(exam?.scoreCounts === 'LATEST' ? (latest?.score ?? 0) : best);
      if (latest?.finishedAt) data.LATEST_EXAM_DATE = latest.finishedAt.toISOString();
    }
    return data;
  }
  const t = topicFigures(ctx, node.key);
  if (t.related === 0 && t.total === 0) return data;
  data.RELATED_QUESTION_COUNT = String(t.related);
  data.COMPLETED_QUESTION_COUNT = String(t.correct);
  data.RELATED_EXAM_TAKEN = String(t.total > 0);
  if (t.total > 0 && !ctx.progression.states.get(nodeId)?.locked)
    data.EFFORT_RATING = effortRating(effortRank(t.correct, t.total));
  return data;
}

/** Effort breakdowns of the product state: every TOPIC node whose questions the learner has answered. */
export function productEffortBreakdowns(ctx: LearnerContext) {
  const topics = [...ctx.nodes.values()].filter((n) => n.type === 'TOPIC').map((n) => n.id);
  return effortBreakdownsOf(ctx, topics);
}

/** Whether exam questions of the product name this node or something under it (effort can be rated). */
export function hasRelatedQuestions(ctx: LearnerContext, nodeId: number): boolean {
  const node = ctx.nodes.get(nodeId);
  return node !== undefined && topicFigures(ctx, node.key).related > 0;
}

/** Effort breakdowns of the given nodes (a topic page's subtopics) that the learner's latest attempts answered. */
export function effortBreakdownsOf(ctx: LearnerContext, nodeIds: readonly number[]) {
  const out = [];
  for (const id of nodeIds) {
    const node = ctx.nodes.get(id);
    if (!node) continue;
    const t = topicFigures(ctx, node.key);
    if (t.total === 0) continue;
    const locked = ctx.progression.states.get(id)?.locked ?? false;
    out.push({
      nodeId: id,
      title: node.title,
      effortRank: locked ? ('LOCKED' as const) : effortRank(t.correct, t.total),
      numberCorrect: t.correct,
      totalNumber: t.total,
    });
  }
  return out;
}

/**
 * A topic page's effort breakdowns: its rated children's, then the topic's own row for answers tagged on the topic
 * itself and not on one of those children (a readiness exam's), so the page's key adds up to the home's figures
 * for the topic (issue 25 item 19).
 */
export function topicEffortBreakdowns(ctx: LearnerContext, topicId: number, childIds: readonly number[]) {
  const rows = effortBreakdownsOf(ctx, childIds);
  const topic = ctx.nodes.get(topicId);
  if (!topic) return rows;
  const all = topicFigures(ctx, topic.key);
  const correct = all.correct - rows.reduce((n, r) => n + r.numberCorrect, 0);
  const total = all.total - rows.reduce((n, r) => n + r.totalNumber, 0);
  if (total <= 0) return rows;
  const locked = ctx.progression.states.get(topicId)?.locked ?? false;
  return [
    ...rows,
    {
      nodeId: topicId,
      title: topic.title,
      effortRank: locked ? ('LOCKED' as const) : effortRank(correct, total),
      numberCorrect: correct,
      totalNumber: total,
    },
  ];
}
