import { Authority } from '@continuum/contracts';

/** A learner reaches only their own learner products; administrators reach any. */
export function canViewLearnerProduct(actor: { id: number; authorities: string[] }, lp: { userId: number }): boolean {
  return lp.userId === actor.id || actor.authorities.includes(Authority.ADMIN);
}
