/** Affidavits are the learner's own: only the learner product's owner reads or signs them (others get 404). */
export function ownsLearnerProduct(actor: { id: number }, lp: { userId: number }): boolean {
  return lp.userId === actor.id;
}
