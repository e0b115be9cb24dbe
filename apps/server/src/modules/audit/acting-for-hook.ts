import type { FastifyInstance } from 'fastify';
import { actorOf, actsForAnother } from '../../platform/auth/actor.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { isServerPath } from '../../platform/http/error-handler.js';
import { AuditType, audit } from './service.js';

/**
 * Every call on learner data made while someone acts for the learner is recorded with the real actor before
 * the handler runs, so a write is never untraced (decision 0054). Registered after the guard and the CSRF
 * check: refused calls do nothing and record nothing. Reads are recorded too: one rule, no list of writes
 * to keep in step.
 */
export function registerActingForAudit(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  app.addHook('preHandler', async (request) => {
    if (!request.auth?.realActor || !isServerPath(request.url)) return;
    const owner = request.routeOptions.config?.owner;
    if (!owner || owner === 'none') return;
    const actor = actorOf(request);
    if (!actsForAnother(actor)) return;
    await audit(deps.db, deps.clock, actor.realActor.login, AuditType.ACTING_FOR_LEARNER, {
      learner: actor.user.login,
      method: request.method,
      route: request.routeOptions.url ?? '',
    });
  });
}
