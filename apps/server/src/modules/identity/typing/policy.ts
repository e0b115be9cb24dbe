import type { Actor } from '../../../platform/auth/actor.js';

/**
 * Only the learner at the keyboard enrols or verifies their own typing (decision 0090): another user's id,
 * or an administrator impersonating the learner, is answered as if the user did not exist.
 */
export function mayUseTypingOf(actor: Actor, userId: number): boolean {
  return actor.user.id === userId && actor.realActor.id === userId;
}
