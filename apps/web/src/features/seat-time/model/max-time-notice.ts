import { localStore } from '@/shared/storage/local-store';

const key = (lpId: number) => `continuum.maxTimeNotice.${lpId}`;

/** The learner's local calendar day, YYYY-MM-DD. */
function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The Max Time notice shows at most once per day per learner product (000 §4). The server answers
 * maxTimeHit once a day already; remembering the day here too keeps a second tab or a reload from showing
 * it again. True when the notice may show now (and records that it did).
 */
export function claimMaxTimeNotice(lpId: number, now: Date = new Date()): boolean {
  const today = localDay(now);
  if (localStore.get(key(lpId)) === today) return false;
  localStore.set(key(lpId), today);
  return true;
}
