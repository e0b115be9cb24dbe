import type { NodeView } from '@continuum/contracts';
import { useEffect, useRef } from 'react';
import { useStartNode } from '../api/start-node';

/**
 * Opening a leaf that is neither locked nor completed records it as started (IN_PROGRESS, left off here):
 * POST api/progression/start/{lpId}-{nodeId}, once per node while the page is open.
 */
export function useStartNodeOnce(lpId: number, node: Pick<NodeView, 'id' | 'children' | 'locked' | 'completed'>) {
  const { mutate } = useStartNode(lpId);
  const started = useRef<number | null>(null);
  const startable = node.children.length === 0 && !node.locked && !node.completed;
  useEffect(() => {
    if (!startable || started.current === node.id) return;
    started.current = node.id;
    // A refusal (course not started, expired) changes nothing on the page, which says so itself.
    mutate(node.id);
  }, [startable, node.id, mutate]);
}
