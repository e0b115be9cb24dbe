import type { FastifyRequest } from 'fastify';
import { currentUser } from './guard-plugin.js';
import type { SessionUser } from './session-repo.js';

/** Whose record a call acts on (`user`) and who is really at the keyboard (`realActor`). */
export interface Actor {
  user: SessionUser;
  realActor: SessionUser;
}

/**
 * The one seam for impersonation (decision 0054): an administrator impersonating a learner acts as that
 * learner (`user`, whom the policies check) while `realActor` names the administrator, whom the audit
 * trail records. Without impersonation both are the signed-in user.
 */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { user, realActor: request.auth?.realActor ?? user };
}

/** True when someone other than the user acts in the user's name. */
export const actsForAnother = (actor: Actor): boolean => actor.realActor.id !== actor.user.id;
