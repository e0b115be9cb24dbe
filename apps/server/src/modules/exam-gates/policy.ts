/** Codes and exam user data are the learner's own: only the learner product's owner enters them. */
export function ownsLearnerProduct(actor: { id: number }, lp: { userId: number }): boolean {
  return lp.userId === actor.id;
}
