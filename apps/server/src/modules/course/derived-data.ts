import type { GaugeTask } from '@continuum/contracts';
import { examDerivedData } from '../exam/index.js';
import type { LearnerContext } from '../progression/index.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Leaves under a node that count towards completion (not optional or exempt, here or above). */
function requiredLeaves(ctx: LearnerContext, nodeId: number): number[] {
  const out: number[] = [];
  const visit = (id: number) => {
    const n = ctx.nodes.get(id);
    const s = ctx.progression.states.get(id);
    if (!n || !s || s.optional || s.exempt) return;
    if (n.children.length === 0) out.push(id);
    for (const c of n.children) visit(c);
  };
  visit(nodeId);
  return out;
}

/** Percent of a node's required leaves completed, rounded to one decimal (001 §9). */
export function percentComplete(ctx: LearnerContext, nodeId: number): number {
  const leaves = requiredLeaves(ctx, nodeId).filter((id) => id !== ctx.rootId);
  if (leaves.length === 0) return ctx.progression.states.get(nodeId)?.completed ? 100 : 0;
  const done = leaves.filter((id) => ctx.progression.states.get(id)?.completed).length;
  return round1((done / leaves.length) * 100);
}

/**
 * The gauge tasks of a GAUGE_CONTAINER (001 §3 "Gauge task"): each child's title, its required steps (leaves),
 * how many are complete, and the percent; sent as JSON in GAUGE_CONTAINER_DATA (decision 0116).
 */
export function gaugeTasks(ctx: LearnerContext, containerId: number): GaugeTask[] {
  return (ctx.nodes.get(containerId)?.children ?? []).flatMap((id) => {
    const child = ctx.nodes.get(id);
    if (!child) return [];
    const steps = requiredLeaves(ctx, id);
    return [
      {
        title: child.title,
        stepCount: steps.length,
        stepCompleteCount: steps.filter((leaf) => ctx.progression.states.get(leaf)?.completed).length,
        percentComplete: percentComplete(ctx, id),
      },
    ];
  });
}

/**
 * Derived data of 001 §3 computed from stored facts (never stored twice); exam figures and effort
 * ratings from exam attempts (exam/derived-exam-data.ts).
 */
export function derivedData(ctx: LearnerContext, nodeId: number): Record<string, string> {
  const s = ctx.progression.states.get(nodeId);
  const data: Record<string, string> = { PERCENT_COMPLETE: String(percentComplete(ctx, nodeId)) };
  if (s?.flexible) data.FLEX_COMPONENT = 'true';
  if (s?.locked) data.EFFORT_RATING = 'LOCKED';
  if (ctx.nodes.get(nodeId)?.type === 'GAUGE_CONTAINER') data.GAUGE_CONTAINER_DATA = JSON.stringify(gaugeTasks(ctx, nodeId));
  // Exam figures and topic effort come from the learner's exam attempts.
  return { ...data, ...examDerivedData(ctx, nodeId) };
}
