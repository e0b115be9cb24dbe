import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import { randomToken, safeEqual, sha256 } from '../crypto.js';
import type { Db } from '../db/client.js';
import { REMEMBER_COOKIE, SESSION_COOKIE, splitToken } from './cookies.js';
import { deleteSession, findSessionWithUser, insertSession, type SessionUser, updateSession } from './session-repo.js';

export interface AuthContext {
  user: SessionUser;
  series: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** What the CSRF token must be bound to for this request: the session series or 'anon'. */
    csrfBinding: string;
  }
}

const TOUCH_EVERY_MS = 60_000;

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
}

/** Resolves the session (or a remember-me token) of each request into `request.auth`. */
export function registerSessions(app: FastifyInstance, deps: SessionDeps): SessionManager {
  const manager = new SessionManager(deps);
  app.decorateRequest('auth', null);
  app.decorateRequest('csrfBinding', 'anon');
  app.addHook('onRequest', async (request, reply) => {
    await manager.resolve(request, reply);
  });
  return manager;
}

export class SessionManager {
  constructor(private readonly deps: SessionDeps) {}

  private cookieOptions(maxAgeSeconds?: number) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.deps.config.cookieSecure,
      ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
    };
  }

  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    const sessionToken = splitToken(request.cookies[SESSION_COOKIE]);
    if (sessionToken) {
      request.csrfBinding = sessionToken.series;
      const found = await findSessionWithUser(db, sessionToken.series);
      const s = found?.session;
      if (
        found &&
        s?.sessionHash &&
        safeEqual(s.sessionHash, sha256(sessionToken.secret)) &&
        s.expiresAt > now &&
        s.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000 > now.getTime() &&
        found.user.activated
      ) {
        request.auth = { user: found.user, series: s.series };
        if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
          await updateSession(db, s.series, { lastSeenAt: now });
        }
        return;
      }
    }
    const rememberToken = splitToken(request.cookies[REMEMBER_COOKIE]);
    if (!rememberToken) return;
    const found = await findSessionWithUser(db, rememberToken.series);
    if (!found?.session.rememberHash) {
      reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
      return;
    }
    const s = found.session;
    if (!safeEqual(s.rememberHash ?? '', sha256(rememberToken.secret))) {
      // A rotated token came back: someone holds a copy. End the whole series.
      await deleteSession(db, s.series);
      reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
      request.log.warn({ series: s.series }, 'remember-me token replayed; series invalidated');
      return;
    }
    if (s.expiresAt <= now || !found.user.activated) {
      await deleteSession(db, s.series);
      reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
      return;
    }
    // Valid remember-me: rotate the token and issue a fresh session secret.
    const sessionSecret = randomToken();
    const rememberSecret = randomToken();
    await updateSession(db, s.series, {
      sessionHash: sha256(sessionSecret),
      rememberHash: sha256(rememberSecret),
      tokenDate: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.rememberMeDays * 86_400_000),
      ipAddress: request.ip,
      userAgent: userAgentOf(request),
    });
    this.setCookies(reply, s.series, sessionSecret, rememberSecret);
    request.auth = { user: found.user, series: s.series };
    request.csrfBinding = s.series;
  }

  /** Starts a new session (always a new series: no fixation) and sets its cookies. */
  async signIn(request: FastifyRequest, reply: FastifyReply, user: SessionUser, rememberMe: boolean): Promise<string> {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    if (request.auth) await deleteSession(db, request.auth.series);
    const series = randomToken(16);
    const sessionSecret = randomToken();
    const rememberSecret = rememberMe ? randomToken() : null;
    const lifetimeMs = rememberMe ? config.rememberMeDays * 86_400_000 : 86_400_000;
    await insertSession(db, {
      series,
      userId: user.id,
      sessionHash: sha256(sessionSecret),
      rememberHash: rememberSecret ? sha256(rememberSecret) : null,
      rememberMe,
      ipAddress: request.ip,
      userAgent: userAgentOf(request),
      tokenDate: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      createdAt: now,
    });
    this.setCookies(reply, series, sessionSecret, rememberSecret);
    request.auth = { user, series };
    request.csrfBinding = series;
    return series;
  }

  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.auth) await deleteSession(this.deps.db, request.auth.series);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
    request.auth = null;
    request.csrfBinding = 'anon';
  }

  private setCookies(reply: FastifyReply, series: string, sessionSecret: string, rememberSecret: string | null): void {
    reply.setCookie(SESSION_COOKIE, `${series}.${sessionSecret}`, this.cookieOptions());
    if (rememberSecret) {
      reply.setCookie(
        REMEMBER_COOKIE,
        `${series}.${rememberSecret}`,
        this.cookieOptions(this.deps.config.rememberMeDays * 86_400),
      );
    }
  }
}

function userAgentOf(request: FastifyRequest): string {
  return (request.headers['user-agent'] ?? 'unknown').slice(0, 500);
}
