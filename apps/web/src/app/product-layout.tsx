import { useParams } from 'react-router';
import { SeatTimeLayout } from '@/features/seat-time/components/seat-time-layout';
import { TypingGate } from '@/features/typing-auth/components/typing-gate';

/**
 * Layout of every page under /lp/{lpId}/: seat-time tracking, and the identity checks the course asks for at
 * course entry (typing pattern, decision 0090). Joined here because features never import each other's pages.
 */
export function ProductLayout() {
  const lpId = Number(useParams().lpId);
  return (
    <>
      {Number.isInteger(lpId) && lpId > 0 && <TypingGate lpId={lpId} />}
      <SeatTimeLayout />
    </>
  );
}
