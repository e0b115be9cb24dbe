/**
 * Exam attempts are the learner's own: nobody else (administrators included, until the admin pages
 * bring their own views) reaches them, and the answer for someone else's is 404, not 403.
 */
export function canTouchAttempt(actor: { id: number }, owner: { userId: number }): boolean {
  return actor.id === owner.userId;
}
