import { localStore } from '@/shared/storage/local-store';

const key = (lpId: number) => `continuum.maxTimeNotice.${lpId}`;

/**
 * The Max Time notice shows at most once per day per learner product (000 §4). The server answers
 * maxTimeHit once a day already; remembering the day here too keeps a second tab or a reload from showing
 * it again. The day is the course's calendar day the server sends with the notice (decision 0056), never the
 * browser's: a learner west of the course's time zone would otherwise keep yesterday's notice for today's, or
 * the reverse. Without a day (an older server) the notice shows and nothing is remembered.
 * True when the notice may show now (and records that it did).
 */
export function claimMaxTimeNotice(lpId: number, courseDay: string | undefined): boolean {
  if (!courseDay) return true;
  if (localStore.get(key(lpId)) === courseDay) return false;
  localStore.set(key(lpId), courseDay);
  return true;
}
