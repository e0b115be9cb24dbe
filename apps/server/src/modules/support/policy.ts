/**
 * Support messages about a learner product are its learner's own: nobody else writes to the provider or the
 * instructors in that learner's name (an administrator does so while impersonating, as the learner).
 */
export function maySendAbout(actor: { id: number }, lp: { userId: number }): boolean {
  return lp.userId === actor.id;
}
