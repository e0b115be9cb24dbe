import { useEffect } from 'react';
import { seatTimeStore } from './seat-time-store';

/**
 * Declares the learning component this page shows (000 §7 "Seat time"): while the page is open, its time on
 * task is tracked (api/tot/start, then heartbeats). `lessonAudit` marks lc pages, whose time on task gets the
 * lesson audit when the learner leaves. Pass null while the node is not known yet.
 */
export function useSeatTimeNode(
  lpId: number,
  node: { id: number; title: string } | null | undefined,
  { lessonAudit }: { lessonAudit: boolean },
): void {
  const id = node?.id;
  const title = node?.title ?? '';
  useEffect(() => {
    if (id === undefined || !Number.isInteger(lpId)) return;
    const declared = { lpId, id, title, lessonAudit };
    seatTimeStore.declare(declared);
    return () => seatTimeStore.withdraw(declared);
  }, [lpId, id, title, lessonAudit]);
}
