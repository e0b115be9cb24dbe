import type { Db } from '../../platform/db/client.js';
import { type MovedCount, remapLearnerColumn } from '../../platform/db/id-remap.js';

/**
 * Moves a learner's recorded node facts and exemptions to another version's nodes (decision 0205). Only leaf facts
 * are given a counterpart by the caller: a container's status is derived again by the engine from its new children.
 */
export async function moveProgressionFacts(
  db: Db,
  learnerProductId: number,
  map: { leaves: ReadonlyMap<number, number>; nodes: ReadonlyMap<number, number> },
): Promise<{ nodeStatus: MovedCount; exemptions: MovedCount }> {
  return {
    nodeStatus: await remapLearnerColumn(db, 'learner_node_status', 'node_id', learnerProductId, map.leaves),
    exemptions: await remapLearnerColumn(db, 'learner_node_exemptions', 'node_id', learnerProductId, map.nodes),
  };
}
