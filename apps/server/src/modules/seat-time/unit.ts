import type { LearnerContext } from '../progression/index.js';

/**
 * The nodes of the unit a node belongs to: its nearest UNIT ancestor (itself included) and everything under it; a node
 * outside any unit is its own unit. What an idle forfeit takes (decision 0131).
 */
export function unitNodeIds(ctx: LearnerContext, nodeId: number): number[] {
  let unit = ctx.nodes.get(nodeId);
  while (unit && unit.type !== 'UNIT' && unit.parentId !== null) unit = ctx.nodes.get(unit.parentId);
  const root = unit && unit.type === 'UNIT' ? unit.id : nodeId;
  const out: number[] = [];
  const walk = (id: number) => {
    out.push(id);
    for (const child of ctx.nodes.get(id)?.children ?? []) walk(child);
  };
  walk(root);
  return out;
}
