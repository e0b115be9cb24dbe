import { useEffect, useRef } from 'react';
import { seatTimeStore } from '@/features/seat-time/public/seat-time-store';
import { logSeatTimeFailure } from '@/features/seat-time/public/send-lesson-audit';
import { markIdle } from '../api/mark-idle';
import { updateTimeOnTask } from '../api/update-time-on-task';
import type { ActivityMonitor } from '../model/activity-monitor';
import { HEARTBEAT_INTERVAL_MS } from '../model/constants';

/**
 * The seat-time heartbeat (000 §7, §9): POST api/tot/update every 30 s for the current time on task. A beat
 * is skipped while the tab is hidden or once the learner has been idle for SC_IDLE_WARNING_SECS; reaching
 * that idle time sends POST api/tot/idle/{lpId} once (again only after the learner was active in between).
 * Failures are only logged (000 §8). `onMaxTime` gets the reply's popUpMessage and course day when maxTimeHit.
 */
export function useHeartbeat(
  lpId: number,
  monitor: ActivityMonitor,
  idleWarningSecs: number,
  onMaxTime: (popUpMessage: string | null, courseDay: string | undefined) => void,
): void {
  const maxTime = useRef(onMaxTime);
  maxTime.current = onMaxTime;
  // Read at each beat: the rules arriving must not restart the 30 s rhythm.
  const idleLimitMs = useRef(idleWarningSecs * 1000);
  idleLimitMs.current = idleWarningSecs * 1000;

  useEffect(() => {
    let idleSent = false;
    const beat = () => {
      const task = seatTimeStore.task();
      if (!task || task.node.lpId !== lpId || document.visibilityState === 'hidden') return;
      if (monitor.idleMs() >= idleLimitMs.current) {
        if (!idleSent) {
          idleSent = true;
          markIdle(lpId).catch((error: unknown) => logSeatTimeFailure('idle', error));
        }
        return;
      }
      idleSent = false;
      updateTimeOnTask(task.timeOnTaskId, lpId)
        .then((reply) => {
          if (reply.maxTimeHit) maxTime.current(reply.popUpMessage, reply.day);
        })
        .catch((error: unknown) => logSeatTimeFailure('heartbeat', error));
    };
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [lpId, monitor]);
}
