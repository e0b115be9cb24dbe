import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { type SeatTimeNode, seatTimeStore, useDeclaredSeatTimeNode } from '@/features/seat-time/public/seat-time-store';
import { logSeatTimeFailure, sendLessonAudit } from '@/features/seat-time/public/send-lesson-audit';
import { startTimeOnTask } from '../api/start-time-on-task';

/** The lc route's skipLessonAudit (001 §2): the page that sent the learner here already sent the audit. */
function skipsLessonAudit(search: string): boolean {
  return new URLSearchParams(search).get('skipLessonAudit') === 'true';
}

/**
 * Starts a time on task (POST api/tot/start) for each node a page of this learner product declares, and
 * when the learner leaves an lc page sends its lesson audit (exitedTimeOnTaskId = that task, complete false)
 * unless the page they go to says skipLessonAudit. The task stays current for heartbeats until the next
 * one starts, so no beat is lost in between.
 */
export function useTimeOnTask(lpId: number): void {
  const declared = useDeclaredSeatTimeNode();
  const node = declared?.lpId === lpId ? declared : null;
  // Rendered with the new location before the old page's node is withdrawn, so cleanups see where we go.
  const location = useLocation();
  const search = useRef(location.search);
  search.current = location.search;

  useEffect(() => {
    if (!node) return;
    let left = false;
    startTimeOnTask(node.id, node.title)
      .then(({ timeOnTaskId }) => {
        if (!left) seatTimeStore.setTask({ timeOnTaskId, node, completed: false });
      })
      .catch((error: unknown) => logSeatTimeFailure('start', error));
    return () => {
      left = true;
      auditExit(node, skipsLessonAudit(search.current));
    };
  }, [node]);

  // Leaving the product: no task runs any more.
  useEffect(() => () => seatTimeStore.setTask(null), []);
}

function auditExit(node: SeatTimeNode, skip: boolean): void {
  const task = seatTimeStore.task();
  if (!task || task.node !== node || !node.lessonAudit || task.completed || skip) return;
  sendLessonAudit({
    exitedTimeOnTaskId: task.timeOnTaskId,
    learningComponentId: node.id,
    lessonName: node.title,
    complete: false,
  }).catch((error: unknown) => logSeatTimeFailure('lesson audit', error));
}
