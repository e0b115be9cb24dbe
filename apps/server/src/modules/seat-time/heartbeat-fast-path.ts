import type { IncomingMessage, ServerResponse } from 'node:http';
import { totUpdateBody, type totUpdateReply } from '@continuum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../platform/auth/cookies.js';
import type { CsrfTokens } from '../../platform/auth/csrf-plugin.js';
import type { SessionManager } from '../../platform/auth/session-plugin.js';
import { AppError } from '../../platform/errors.js';
import { internalErrorBody, validationErrorBody } from '../../platform/http/error-handler.js';
import type { HeartbeatResult, SeatTimeService } from './service.js';

export type RawHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface HeartbeatFastPathDeps {
  sessions: SessionManager;
  csrf: CsrfTokens;
  seatTime: SeatTimeService;
  /** The cookie parser Fastify uses (@fastify/cookie), so both paths read cookies alike. */
  parseCookie: (header: string) => Record<string, string | undefined>;
  /** The server reply header set (security headers of API replies). */
  headers: Record<string, string>;
  log: FastifyBaseLogger;
}

const PATH = '/api/tot/update';
/** A heartbeat body is ~50 bytes; anything larger (or chunked) takes the ordinary path. */
const MAX_BODY = 1024;

/**
 * POST api/tot/update, the one call every open browser makes every 30 s, answered before Fastify's router,
 * hooks, per-request logger and zod serializer (decision 0046). It only takes the common case it can
 * answer exactly as the ordinary route would: a JSON body of known small length, a cached valid session and a
 * valid CSRF token. Everything else (no or stale session, remember-me, bad CSRF, odd content types) returns
 * false before the body is read, and the request goes through Fastify unchanged, which gives the same 401,
 * 403 and expiry replies as every route. Bad bodies get the same 400 shape naming the field.
 */
export function heartbeatFastPath(deps: HeartbeatFastPathDeps): RawHandler {
  // writeHead's flat [name, value, ...] form, built once: Node copies it without walking an object.
  const fixed = [...Object.entries(deps.headers).flat(), 'content-type', 'application/json; charset=utf-8'];
  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, [...fixed, 'content-length', String(Buffer.byteLength(text))]);
    res.end(text);
  };

  // The usual reply (no max-time notice) is one constant body with constant headers.
  const usualBody = JSON.stringify({ maxTimeHit: false, popUpMessage: null } satisfies z.infer<typeof totUpdateReply>);
  const usualHeaders = [...fixed, 'content-length', String(Buffer.byteLength(usualBody))];
  const reply = (res: ServerResponse, r: HeartbeatResult) => {
    if (!r.maxTimeHit && r.popUpMessage === null) {
      res.writeHead(200, usualHeaders);
      res.end(usualBody);
      return;
    }
    send(res, 200, { maxTimeHit: r.maxTimeHit, popUpMessage: r.popUpMessage, day: r.day } satisfies z.infer<
      typeof totUpdateReply
    >);
  };
  const fail = (res: ServerResponse, err: unknown) => {
    if (err instanceof AppError) return send(res, err.status, err.toBody());
    deps.log.error({ err }, 'heartbeat failed');
    send(res, 500, internalErrorBody());
  };

  const answer = (res: ServerResponse, auth: NonNullable<ReturnType<SessionManager['cachedAuth']>>, raw: string) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      return send(res, 400, { status: 400, code: 'BAD_REQUEST', message: (err as Error).message });
    }
    const parsed = totUpdateBody.safeParse(json);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
      return send(res, 400, validationErrorBody('body', fieldErrors));
    }
    const { timeOnTaskId, currentProductId } = parsed.data;
    try {
      // Everything cached: answered in this tick, no promise. Otherwise the service's full path.
      const r = deps.seatTime.heartbeatCached(auth.user, timeOnTaskId, currentProductId);
      if (r) return reply(res, r);
    } catch (err) {
      return fail(res, err);
    }
    deps.seatTime.heartbeat(auth.user, timeOnTaskId, currentProductId).then(
      (r) => reply(res, r),
      (err) => fail(res, err),
    );
  };

  return (req, res) => {
    if (req.method !== 'POST' || req.url !== PATH) return false;
    const type = req.headers['content-type'];
    if (type !== 'application/json' && !type?.startsWith('application/json;')) return false;
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= MAX_BODY) || req.headers['transfer-encoding'] !== undefined) return false;
    const cookieHeader = req.headers.cookie;
    if (!cookieHeader) return false;
    const cookies = deps.parseCookie(cookieHeader);
    const auth = deps.sessions.cachedAuth(cookies[SESSION_COOKIE]);
    if (!auth || !deps.csrf.accepts(req.headers[XSRF_HEADER], cookies[XSRF_COOKIE], auth.series)) return false;

    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(res, auth, chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', () => res.destroy());
    return true;
  };
}
