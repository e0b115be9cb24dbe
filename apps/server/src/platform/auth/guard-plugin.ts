import type { AuthorityName } from '@continuum/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, sessionExpired, unauthenticated } from '../errors.js';
import { isServerPath } from '../http/error-handler.js';
import type { SessionUser } from './session-repo.js';

/**
 * Who may call a route (decision 0054): anyone, any signed-in user, or a user holding one of the
 * authorities. The guard enforces this coarse part; ownership of the data named is the services' policies.
 */
export type Access = 'public' | 'authenticated' | { authorities: AuthorityName[] };

/**
 * Which learner-owned data a route reads or writes, so the access matrix knows what to expect:
 * - none: no learner's data (configuration, content shared by a product's learners)
 * - self: the caller's own account and what they do as themselves (profile, sessions, own enrolments,
 *   their forum posts, their security answers, a task they start)
 * - learnerProduct: one learner product named in the path, query or body, and what hangs off it
 * - attempt: an exam attempt (personAssessmentId) or question of one
 * - timeOnTask: a time-on-task record of the caller
 * - staff: data staff see across learners (codes they issue, time sheets, the audit trail)
 * - token: a learner's data reached only with a credential the route checks itself (a cmi5 AU's auth token or
 *   fetch key, decision 0208), never with a sign-in: every caller without it gets 401
 */
export type Owner = 'none' | 'self' | 'learnerProduct' | 'attempt' | 'timeOnTask' | 'staff' | 'token';

/** The route config of administrators' calls on data staff see across learners (issue 17's admin routes). */
export const ADMIN_ONLY: { access: Access; owner: Owner } = { access: { authorities: ['ROLE_ADMIN'] }, owner: 'staff' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every server route declares it (the access matrix fails one that does not). */
    access?: Access;
    /** The learner-owned data the route touches. */
    owner?: Owner;
    /**
     * A GET that changes state (it counts failures, withdraws codes): it must carry the CSRF header like a
     * POST, so a cross-site link cannot trigger it (decision 0054).
     */
    csrfOnGet?: true;
    /**
     * The route authenticates by a credential of its own in the request (a cmi5 auth token, a one-time fetch key),
     * never by the session cookie, so a cross-site request has nothing to ride on: no CSRF header (decision 0208).
     */
    tokenAuth?: true;
    /**
     * Whether a successful call by staff reads a learner's data and is audited LEARNER_DATA_READ (decision 0108).
     * Unset: every GET whose owner is learnerProduct, attempt or timeOnTask. false: the handler audits it itself.
     */
    learnerRead?: boolean;
    /**
     * Path parameters naming a learner product besides lpId and learnerProductId (an enrolment's id), so a staff
     * member's read of their own enrolment is known as theirs and not audited (decision 0162).
     */
    learnerProductParam?: string[];
  }
}

/** The authorities an access declaration demands, or undefined when any session (or none) will do. */
function requiredAuthorities(access: Access | undefined): AuthorityName[] | undefined {
  return typeof access === 'object' ? access.authorities : undefined;
}

/**
 * Authenticated by default: every server route needs a session unless it is declared public; a route
 * declaring authorities needs one of them. A route without a declaration is treated as 'authenticated'.
 */
export function registerGuard(app: FastifyInstance): void {
  // Before validation: a caller without the right to call learns nothing, not even which fields are wrong.
  app.addHook('preValidation', (request, _reply, done) => {
    const config = request.routeOptions.config;
    // not-found handler, public routes and the web app pass
    if (!request.routeOptions.url || config.access === 'public' || !isServerPath(request.url)) return done();
    if (!request.auth) return done(request.sessionExpiredByLogin ? sessionExpired() : unauthenticated());
    const required = requiredAuthorities(config.access);
    if (required && !required.some((a) => request.auth?.user.authorities.includes(a))) return done(forbidden());
    done();
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 401, 'Authentication is required');
  return request.auth.user;
}
