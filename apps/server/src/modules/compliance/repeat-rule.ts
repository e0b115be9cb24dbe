import type { Db } from '../../platform/db/client.js';
import type { RepeatRefusal } from '../catalog/index.js';
import { findUserCompletions } from '../product/index.js';
import type { ProfileRegistry } from './load-profiles.js';
import { findBindings } from './repo.js';

const yearOf = (d: Date) => d.getUTCFullYear();

/**
 * Whether enrolling a learner in a product breaks a repeat rule of a profile it is bound to (decision 0132). "The same
 * course" is the same approval under the same profile: another product bound to that profile with the same approval
 * number (a product is never enrolled twice anyway). NMLS (notInSuccessiveYears): refused when the learner completed
 * it this calendar year or the year before (12 U.S.C. §5105(b)(3)(B): "the same or successive years"); notWithinYears:
 * refused when the completion is less than that many years ago. Years are counted in UTC.
 */
export async function repeatRefusal(
  db: Db,
  registry: ProfileRegistry,
  q: { userId: number; productId: number; now: Date },
): Promise<RepeatRefusal | null> {
  const bindings = await findBindings(db, q.productId);
  const ruled = bindings.flatMap((b) => {
    const profile = registry.find(b.profileId, b.profileVersion);
    const repeat = profile?.parameters.repeat;
    return profile && repeat && (repeat.notInSuccessiveYears?.value || repeat.notWithinYears) ? [{ b, profile, repeat }] : [];
  });
  if (ruled.length === 0) return null;
  for (const done of await findUserCompletions(db, q.userId)) {
    const theirs = await findBindings(db, done.productId);
    for (const { b, profile, repeat } of ruled) {
      const same = theirs.some((x) => x.profileId === b.profileId && x.approvalNumber === b.approvalNumber);
      if (!same) continue;
      const base = {
        profileId: profile.id,
        profileName: profile.name,
        approvalNumber: b.approvalNumber,
        completedAt: done.completedAt,
      };
      if (repeat.notInSuccessiveYears?.value && yearOf(q.now) - yearOf(done.completedAt) <= 1)
        return { rule: 'REPEAT_SUCCESSIVE_YEARS', years: 1, ...base };
      const years = repeat.notWithinYears?.value;
      if (years) {
        const until = new Date(done.completedAt);
        until.setUTCFullYear(until.getUTCFullYear() + years);
        if (q.now < until) return { rule: 'REPEAT_WITHIN_YEARS', years, ...base };
      }
    }
  }
  return null;
}
