import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import { randomToken, safeEqual, safeEqualAt, sha256 } from '../crypto.js';
import type { Db } from '../db/client.js';
import { isServerPath } from '../http/error-handler.js';
import { detachedCopy, REMEMBER_COOKIE, SESSION_COOKIE, splitToken, tokenDot } from './cookies.js';
import {
  deleteSession,
  expireOtherSessions,
  findRevocationsAfter,
  findSessionWithUser,
  insertSession,
  lastRevocationId,
  pruneRevocations,
  rotateRememberToken,
  type SessionUser,
  touchSessions,
} from './session-repo.js';

export interface AuthContext {
  user: SessionUser;
  series: string;
  /** The administrator acting as `user` while impersonating (issue 17); absent otherwise. See actorOf. */
  realActor?: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** What the CSRF token must be bound to for this request: the session series or 'anon'. */
    csrfBinding: string;
    /** The session cookie named a session that a sign-in elsewhere expired (told once). */
    sessionExpiredByLogin: boolean;
  }
}

/** Revocations made by any instance are read this often: the most a revoked session can outlive it. */
const REVOCATION_POLL_MS = 2_000;
/** A cached session is re-read after this long even without a revocation (a missed poll is bounded). */
const CACHE_MS = 10 * 60_000;
const CACHE_MAX = 250_000;
/** lastSeenAt is written at most this often per session, in batches. */
const TOUCH_EVERY_MS = 60_000;
const TOUCH_FLUSH_MS = 1_000;
/** How long a just-rotated remember-me token still restores its session (parallel calls; decision 0053). */
export const REMEMBER_GRACE_MS = 30_000;

type Found = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/**
 * What the cache keeps of a session: the few fields its checks read, not the whole rows, since a busy
 * instance holds a hundred thousand of them and every kept byte is scanned by each major GC.
 */
interface CachedSession {
  /** Handed to every request of the session as `request.auth` (never mutated). */
  auth: AuthContext;
  sessionHash: string | null;
  /** The session secret once it has matched `sessionHash`: later requests compare strings, not hashes. */
  secret: string | undefined;
  expiresAtMs: number;
  lastSeenAtMs: number;
  expiredByLogin: boolean;
  /** When it was read from the database (epoch ms). */
  at: number;
}

function toCached(found: Found): CachedSession {
  const s = found.session;
  return {
    auth: found.realActor
      ? { user: found.user, series: s.series, realActor: found.realActor }
      : { user: found.user, series: s.series },
    sessionHash: s.sessionHash,
    secret: undefined,
    expiresAtMs: s.expiresAt.getTime(),
    lastSeenAtMs: s.lastSeenAt.getTime(),
    expiredByLogin: s.expiredByLoginAt !== null,
    at: Date.now(),
  };
}

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
  app.decorateRequest('sessionExpiredByLogin', false);
  // The common case (a cached, valid session) is settled synchronously: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (manager.resolveCached(request)) return done();
    manager.resolve(request, reply).then(() => done(), done);
  });
  // Where the revocation log ends is read before the first request: a session cached before that point is
  // known would miss the revocations logged in between (the first poll would start after them).
  app.addHook('onReady', async () => manager.pollRevocations());
  app.addHook('onClose', async () => manager.close());
  return manager;
}

/**
 * Sessions are looked up by series and cached, so a busy call (a seat-time heartbeat) costs no database
 * round trip. Every revocation is logged; each instance reads that log every two seconds, so a session
 * revoked anywhere stops working everywhere within that window (at once in the instance that revoked
 * it). Last-seen times are written in batches.
 */
export class SessionManager {
  /** Bounded: the least recently used session goes first. */
  private readonly cache = new LRUCache<string, CachedSession>({ max: CACHE_MAX });
  private readonly touches = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastRevocation: number | null = null;
  private lastPrune = 0;

  constructor(private readonly deps: SessionDeps) {
    this.timers.push(setInterval(() => void this.flushTouches(), TOUCH_FLUSH_MS));
    this.timers.push(setInterval(() => void this.pollRevocations(), REVOCATION_POLL_MS));
    for (const t of this.timers) t.unref();
  }

  /** Drops the sessions any instance revoked since the last poll; prunes old revocations now and then. */
  async pollRevocations(): Promise<void> {
    const { db } = this.deps;
    try {
      if (this.lastRevocation === null) {
        this.lastRevocation = await lastRevocationId(db);
        return;
      }
      const rows = await findRevocationsAfter(db, this.lastRevocation);
      for (const r of rows) this.cache.delete(r.series);
      this.lastRevocation = rows.at(-1)?.id ?? this.lastRevocation;
      if (Date.now() - this.lastPrune > 10 * 60_000) {
        this.lastPrune = Date.now();
        await pruneRevocations(db, new Date(Date.now() - 60 * 60_000));
      }
    } catch {
      // A failed poll is retried; cached entries expire after CACHE_MS regardless.
    }
  }

  private cookieOptions(maxAgeSeconds?: number) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.deps.config.cookieSecure,
      ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
    };
  }

  private async lookup(series: string): Promise<CachedSession | null> {
    const hit = this.cache.get(series);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit;
    // Only a row read after the revocation log's end is known may be cached: a revocation logged later then
    // has a higher id and the next poll drops the copy. Until that end is known (the start-up read failed),
    // every request reads the database.
    const tracked = this.lastRevocation !== null;
    const found = await findSessionWithUser(this.deps.db, series);
    if (!found) return null;
    const entry = toCached(found);
    if (!tracked) return entry;
    // Only real sessions are cached (series are random and never reused), so junk cookies cannot fill it.
    // Keyed by the row's own string: the cookie's would keep the whole Cookie header alive with it.
    this.cache.set(found.session.series, entry);
    return entry;
  }

  /** The session secret checked against its stored hash once per cached entry; later requests compare strings. */
  private secretMatches(entry: CachedSession, secret: string): boolean {
    if (entry.secret !== undefined) return safeEqual(entry.secret, secret);
    const ok = Boolean(entry.sessionHash && safeEqual(entry.sessionHash, sha256(secret)));
    if (ok) {
      // The hash is no longer needed once the secret is known.
      entry.secret = detachedCopy(secret);
      entry.sessionHash = null;
    }
    return ok;
  }

  /** Forgets the cached sessions of one user (after their identity or authorities changed). */
  evictUser(userId: number): void {
    // Collected first: the cache's iterator walks its list, which a delete would change under it.
    const doomed: string[] = [];
    for (const [series, entry] of this.cache) if (entry.auth.user.id === userId) doomed.push(series);
    for (const series of doomed) this.cache.delete(series);
  }

  /** Forgets one cached session (after a revocation in this process). */
  evict(series: string): void {
    this.cache.delete(series);
  }

  private async flushTouches(): Promise<void> {
    if (this.touches.size === 0) return;
    const series = [...this.touches];
    this.touches.clear();
    try {
      await touchSessions(this.deps.db, series, this.deps.clock.now());
    } catch {
      // Best effort: a missed touch only shortens an idle session by a minute.
    }
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    await this.flushTouches();
  }

  /** Settles a request whose session is cached, fresh and valid; false when the full path must run. */
  resolveCached(request: FastifyRequest): boolean {
    const auth = this.cachedAuth(request.cookies[SESSION_COOKIE]);
    if (!auth) return false;
    request.csrfBinding = auth.series;
    request.auth = auth;
    return true;
  }

  /**
   * The signed-in user of a SESSION cookie value when its session is cached, fresh and valid (its last-seen
   * time noted as a request would); null when only the full path (database, remember-me, expiry texts) can say.
   */
  cachedAuth(sessionCookie: string | undefined): AuthContext | null {
    // The parts are read in place (no splitToken copies): this runs for every call of every learner.
    const dot = tokenDot(sessionCookie);
    if (dot < 0 || !sessionCookie) return null;
    const hit = this.cache.get(sessionCookie.slice(0, dot));
    // A secret not yet checked against its hash takes the full path, which checks and remembers it.
    if (!hit || hit.secret === undefined || hit.expiredByLogin || Date.now() - hit.at >= CACHE_MS) return null;
    if (!safeEqualAt(hit.secret, sessionCookie, dot + 1)) return null;
    const nowMs = this.deps.clock.nowMs();
    if (!this.usable(hit, nowMs)) return null;
    this.noteSeen(hit, nowMs);
    return hit.auth;
  }

  private usable(entry: CachedSession, nowMs: number): boolean {
    return (
      entry.expiresAtMs > nowMs &&
      entry.lastSeenAtMs + this.deps.config.sessionIdleMinutes * 60_000 > nowMs &&
      entry.auth.user.activated
    );
  }

  private admit(request: FastifyRequest, entry: CachedSession, nowMs: number): void {
    request.auth = entry.auth;
    this.noteSeen(entry, nowMs);
  }

  private noteSeen(entry: CachedSession, nowMs: number): void {
    if (nowMs - entry.lastSeenAtMs > TOUCH_EVERY_MS) {
      entry.lastSeenAtMs = nowMs;
      this.touches.add(entry.auth.series);
    }
  }

  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    const sessionToken = splitToken(request.cookies[SESSION_COOKIE]);
    if (sessionToken) {
      request.csrfBinding = sessionToken.series;
      const found = await this.lookup(sessionToken.series);
      const secretOk = Boolean(found && this.secretMatches(found, sessionToken.secret));
      if (found && secretOk && found.expiredByLogin) {
        // Told once, and only to a call of the app (not a page, script or icon load, which would use
        // the notice up unseen): then the row goes, and the cookies with it.
        if (isServerPath(request.url)) {
          request.sessionExpiredByLogin = true;
          await this.forget(reply, found.auth.series);
        }
        return;
      }
      if (found && secretOk && this.usable(found, now.getTime())) {
        this.admit(request, found, now.getTime());
        return;
      }
    }
    const rememberToken = splitToken(request.cookies[REMEMBER_COOKIE]);
    if (!rememberToken) return;
    const found = await findSessionWithUser(db, rememberToken.series);
    if (!found?.session.rememberHash || found.session.expiredByLoginAt) {
      if (found?.session.expiredByLoginAt) request.sessionExpiredByLogin = true;
      await this.forget(reply, rememberToken.series, Boolean(found));
      return;
    }
    const s = found.session;
    const presented = sha256(rememberToken.secret);
    if (!safeEqual(s.rememberHash ?? '', presented)) {
      if (this.withinGrace(s, presented, now)) return this.admitInGrace(request, found);
      // A rotated token came back after the grace: someone holds a copy. End the whole series.
      await this.forget(reply, s.series);
      request.log.warn({ series: s.series }, 'remember-me token replayed; series invalidated');
      return;
    }
    if (s.expiresAt <= now || !found.user.activated) {
      await this.forget(reply, s.series);
      return;
    }
    // Valid remember-me: rotate the token and issue a fresh session secret.
    const sessionSecret = randomToken();
    const rememberSecret = randomToken();
    const rotated = await rotateRememberToken(db, s.series, presented, {
      sessionHash: sha256(sessionSecret),
      rememberHash: sha256(rememberSecret),
      rememberRotatedAt: now,
      tokenDate: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.rememberMeDays * 86_400_000),
      ipAddress: request.ip,
      userAgent: userAgentOf(request),
    });
    this.evict(s.series);
    // A parallel call of the same browser rotated it first: that call's reply carries the new cookies.
    if (!rotated) return this.admitInGrace(request, found);
    this.setCookies(reply, s.series, sessionSecret, rememberSecret);
    request.auth = { user: found.user, series: s.series };
    request.csrfBinding = s.series;
  }

  /**
   * The token presented is the one rotated away less than REMEMBER_GRACE_MS ago. A browser firing several
   * calls with only its remember-me cookie sends that token with each; the first rotates it, the others
   * arrive with the old one. They are let in on the same series without new cookies (the first call's reply
   * sets them), instead of being taken for a thief (decision 0053).
   */
  private withinGrace(s: Found['session'], presented: string, now: Date): boolean {
    if (!s.previousRememberHash || !s.rememberRotatedAt) return false;
    if (now.getTime() - s.rememberRotatedAt.getTime() > REMEMBER_GRACE_MS) return false;
    return safeEqual(s.previousRememberHash, presented) && s.expiresAt > now;
  }

  private admitInGrace(request: FastifyRequest, found: Found): void {
    if (!found.user.activated) return;
    request.auth = { user: found.user, series: found.session.series };
    request.csrfBinding = found.session.series;
  }

  private async forget(reply: FastifyReply, series: string, deleteRow = true): Promise<void> {
    if (deleteRow) await deleteSession(this.deps.db, series);
    this.evict(series);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
  }

  /**
   * Starts a new session (always a new series: no fixation) and sets its cookies. With
   * CONCURRENT_LOGINS=expire, the user's other sessions are expired (000 §4 concurrent login).
   */
  async signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    rememberMe: boolean,
    options: { realActor?: SessionUser; keepOtherSessions?: boolean } = {},
  ): Promise<string> {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    if (request.auth) {
      await deleteSession(db, request.auth.series);
      this.evict(request.auth.series);
    }
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
      realUserId: options.realActor?.id ?? null,
    });
    // Impersonating a learner, or coming back from it, is not a sign-in elsewhere: nobody's browser is expired.
    if (config.concurrentLogins === 'expire' && !options.keepOtherSessions) {
      await expireOtherSessions(db, user.id, series, now);
      // Only this user's entries: clearing the whole cache would send every learner back to the database.
      this.evictUser(user.id);
    }
    this.setCookies(reply, series, sessionSecret, rememberSecret);
    request.auth = options.realActor ? { user, series, realActor: options.realActor } : { user, series };
    request.csrfBinding = series;
    return series;
  }

  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.auth) {
      await deleteSession(this.deps.db, request.auth.series);
      this.evict(request.auth.series);
    }
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
