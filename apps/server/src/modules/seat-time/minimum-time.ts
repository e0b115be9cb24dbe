import type { LearnerContext } from '../progression/index.js';
import type { LearnerSeatTime } from './repo.js';

export interface MinimumTime {
  requiredMinutes: number;
  creditedMinutes: number;
  remainingMinutes: number;
  met: boolean;
}

/** Credited time under a node (the node and its descendants), from the ledger's per-node sums. */
export function creditedUnder(ctx: LearnerContext, seat: LearnerSeatTime, nodeId: number): number {
  let ms = seat.byNode.get(nodeId) ?? 0;
  for (const child of ctx.nodes.get(nodeId)?.children ?? []) ms += creditedUnder(ctx, seat, child);
  return ms;
}

function status(requiredMinutes: number, creditedMs: number): MinimumTime {
  const creditedMinutes = Math.floor(creditedMs / 60_000);
  const remainingMinutes = Math.max(0, Math.ceil(requiredMinutes - creditedMs / 60_000));
  return { requiredMinutes, creditedMinutes, remainingMinutes, met: remainingMinutes === 0 };
}

/**
 * Minimum-time checks the exam engine reports as MIN_COURSE_TIME_NOT_MET (whole course),
 * MIN_COURSE_TIME_NOT_MET_UNIT (the unit holding an exam: node metadata UNIT_MINIMUM_MINUTES) and
 * MIN_COURSE_TIME_NOT_MET_STUDY (time outside exams: product metadata STUDY_MINIMUM_MINUTES).
 * Null when no minimum applies.
 */
export function minimumTime(
  ctx: LearnerContext,
  seat: LearnerSeatTime,
  scope: { kind: 'course' } | { kind: 'unit'; nodeId: number } | { kind: 'study' },
): MinimumTime | null {
  if (scope.kind === 'course') {
    const required = ctx.product.minimumRequiredMinutes;
    return required ? status(required, seat.totalMs) : null;
  }
  if (scope.kind === 'unit') {
    let at = ctx.nodes.get(scope.nodeId);
    while (at && !at.metadata.UNIT_MINIMUM_MINUTES) at = at.parentId !== null ? ctx.nodes.get(at.parentId) : undefined;
    const required = Number.parseInt(at?.metadata.UNIT_MINIMUM_MINUTES ?? '', 10);
    return at && required > 0 ? status(required, creditedUnder(ctx, seat, at.id)) : null;
  }
  const required = Number.parseInt(ctx.nodes.get(ctx.rootId)?.metadata.STUDY_MINIMUM_MINUTES ?? '', 10);
  if (!(required > 0)) return null;
  let examMs = 0;
  for (const [nodeId, ms] of seat.byNode) if (ctx.nodes.get(nodeId)?.type === 'EXAM') examMs += ms;
  return status(required, seat.totalMs - examMs);
}
