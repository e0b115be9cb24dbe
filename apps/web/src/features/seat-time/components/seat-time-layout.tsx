import { Outlet, useParams } from 'react-router';
import { useAccount } from '@/shared/auth/get-account';
import { SeatTimeTracker } from './seat-time-tracker';

/** A learner product id from the route, or NaN. */
function lpIdParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

/**
 * Layout of every page under /lp/{lpId}/ (loaded lazily with them): tracks seat time while a product is open
 * and signed in. It stays mounted while the learner moves between the product's pages, so heartbeats and
 * idle time carry on across them.
 */
export function SeatTimeLayout() {
  const lpId = lpIdParam(useParams().lpId);
  const signedIn = Boolean(useAccount().data);
  return (
    <>
      {signedIn && !Number.isNaN(lpId) && <SeatTimeTracker key={lpId} lpId={lpId} />}
      <Outlet />
    </>
  );
}
