import { Authority } from '@continuum/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { isServerPath } from '../../platform/http/error-handler.js';
import { type RecordOwners, readsOwnRecord } from './own-record.js';
import { audit } from './service.js';

/** The audit type of a staff member's read of a learner's data (issue 25 item 8, decision 0108). */
export const LEARNER_DATA_READ = 'LEARNER_DATA_READ';

const STAFF_AUTHORITIES: readonly string[] = [Authority.ADMIN, Authority.INSTRUCTOR];

/**
 * Whether a route's successful call by staff is a read of learner data: declared with `learnerRead`, else every GET
 * on one learner's product, attempt or time-on-task. `learnerRead: false` marks a route whose handler writes its own
 * read audit (the roster, identity evidence, licence PII) or that carries no learner's data.
 */
function readsLearnerData(method: string, config: { owner?: string; learnerRead?: boolean }): boolean {
  if (config.learnerRead !== undefined) return config.learnerRead;
  return method === 'GET' && (config.owner === 'learnerProduct' || config.owner === 'attempt' || config.owner === 'timeOnTask');
}

/**
 * Every successful read of learner data by a user holding a staff authority is audited LEARNER_DATA_READ with the
 * reader as principal, the route and its path parameters (ids, never the data), as the roster and identity-evidence
 * reads are. Calls made while acting for a learner are audited already (ACTING_FOR_LEARNER) and the session user
 * then is the learner, so they are not counted twice. A staff member reading their own record (their own course as
 * an enrolled learner, their own person) is not reading a learner's data and leaves no row (decision 0162).
 */
export function registerStaffReadAudit(app: FastifyInstance, deps: { db: Db; clock: Clock; owners: RecordOwners }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (reply.statusCode >= 400 || !auth || !isServerPath(request.url)) return payload;
    if (auth.realActor && auth.realActor.id !== auth.user.id) return payload;
    if (!readsLearnerData(request.method, request.routeOptions.config ?? {})) return payload;
    const user = auth.user;
    if (!user.authorities.some((a) => STAFF_AUTHORITIES.includes(a))) return payload;
    if (await readsOwnRecord(request, user, deps.owners)) return payload;
    const params = Object.fromEntries(
      Object.entries((request.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    await audit(deps.db, deps.clock, user.login, LEARNER_DATA_READ, {
      ...params,
      method: request.method,
      route: request.routeOptions.url ?? '',
    });
    return payload;
  });
}
