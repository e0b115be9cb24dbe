import type { AppContext } from '../../platform/context.js';
import { findAdminEmails } from '../account/index.js';
import { addDays, dayInZone } from './deadline.js';
import { digestMail } from './digest-mail.js';
import * as repo from './repo.js';

/** The local hour from which a zone's morning digest is sent (each morning, in the zone of the items). */
export const DIGEST_HOUR = 7;
/** Items due within this many days (and overdue ones) are in the digest (issue 28). */
export const DIGEST_DAYS_AHEAD = 2;

export interface DigestRun {
  zone: string;
  day: string;
  sent: boolean;
  items: number;
  markedLate: number;
}

/** The local hour of an instant in a zone (0..23). */
function hourInZone(instant: Date, zone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/**
 * One zone's morning: claims the (zone, day) row first, so of two instances or two deliveries of the job only one
 * goes on; marks the zone's open items past their due day LATE; e-mails every administrator the items due within
 * two days and the overdue ones (none sent when there are none). The claim, the marking and the counts commit
 * together; the mail is sent after the commit through the platform mailer (stored, then SMTP).
 */
export async function runZoneDigest(ctx: AppContext, zone: string): Promise<DigestRun> {
  const now = ctx.clock.now();
  const day = dayInZone(now, zone);
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const claimed = await repo.claimDigest(tx, { zone, day, items: 0, markedLate: 0, sentAt: now });
    if (!claimed) return null;
    const markedLate = await repo.markLate(tx, zone, day, now);
    const items = await repo.openItemsDueBy(tx, zone, addDays(day, DIGEST_DAYS_AHEAD, 'CALENDAR'));
    await repo.updateDigestCounts(tx, zone, day, items.length, markedLate);
    return { markedLate, items };
  });
  if (!outcome) return { zone, day, sent: false, items: 0, markedLate: 0 };
  if (outcome.items.length > 0)
    for (const admin of await findAdminEmails(ctx.database.db))
      await ctx.mailer.send(digestMail(admin.email, admin.langKey, zone, day, outcome.items));
  ctx.log.info({ zone, day, items: outcome.items.length, markedLate: outcome.markedLate }, 'regulator report digest sent');
  return { zone, day, sent: true, items: outcome.items.length, markedLate: outcome.markedLate };
}

/**
 * The hourly job's work: every zone with open items whose local time has reached the digest hour gets its
 * morning (once: the claim holds it to one run per zone and day).
 */
export async function runDueDigests(ctx: AppContext): Promise<DigestRun[]> {
  const now = ctx.clock.now();
  const runs: DigestRun[] = [];
  for (const zone of await repo.openItemZones(ctx.database.db)) {
    if (hourInZone(now, zone) < DIGEST_HOUR) continue;
    runs.push(await runZoneDigest(ctx, zone));
  }
  return runs;
}
