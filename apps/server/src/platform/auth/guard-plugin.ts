import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, sessionExpired, unauthenticated } from '../errors.js';
import { isServerPath } from '../http/error-handler.js';
import type { SessionUser } from './session-repo.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (the explicit short list). */
    public?: boolean;
    /** The caller needs at least one of these authorities. */
    authorities?: string[];
  }
}

/** Authenticated by default: every server route needs a session unless it is marked public. */
export function registerGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const config = request.routeOptions.config;
    // not-found handler, public routes and the web app pass
    if (!request.routeOptions.url || config.public || !isServerPath(request.url)) return done();
    if (!request.auth) return done(request.sessionExpiredByLogin ? sessionExpired() : unauthenticated());
    const required = config.authorities;
    if (required && !required.some((a) => request.auth?.user.authorities.includes(a))) return done(forbidden());
    done();
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 401, 'Authentication is required');
  return request.auth.user;
}
