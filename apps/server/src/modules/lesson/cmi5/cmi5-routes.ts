import {
  CMI5_BODY_MAX_BYTES,
  cmi5FetchParams,
  cmi5FetchReply,
  cmi5LaunchReply,
  cmi5SlideParams,
  cmi5StatusReply,
  xapiAgentProfileQuery,
  xapiDocument,
  xapiStatementIds,
  xapiStatementPutQuery,
  xapiStateQuery,
} from '@continuum/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, badRequest } from '../../../platform/errors.js';
import { cmi5Status, launchAu, RETURN_PATH } from './launch-service.js';
import {
  etagOf,
  fetchToken,
  readAgentProfile,
  readState,
  removeState,
  sessionOfToken,
  storeStatements,
  type TokenSession,
  writeAgentProfile,
  writeState,
} from './lrs-service.js';

/** The xAPI version our endpoint speaks (cmi5 refers to xAPI 1.0.x). */
const XAPI_VERSION = '1.0.3';
/** The LRS routes authenticate by the session's auth token, not the learner's sign-in (decision 0208). */
const byToken = { access: 'public', owner: 'token', tokenAuth: true } as const;

/** Every xAPI request names the version it speaks (xAPI 6.2): 400 naming the header otherwise. */
function assertVersion(request: FastifyRequest) {
  const version = request.headers['x-experience-api-version'];
  if (typeof version !== 'string' || !/^1\.0(\.\d+)?$/.test(version))
    throw badRequest('X-Experience-API-Version', 'the X-Experience-API-Version header (1.0.x) is required');
}

/**
 * The session of an xAPI call, found before its query and body are validated: a caller without the token learns
 * nothing, not even which fields are wrong (as the guard does for signed-in routes).
 */
const sessions = new WeakMap<FastifyRequest, TokenSession>();
function sessionOf(request: FastifyRequest): TokenSession {
  const found = sessions.get(request);
  if (!found) throw new AppError('CMI5_TOKEN_INVALID', 401, 'Authorization: Basic <auth-token> is required');
  return found;
}

/** The origin the browser reached us on, so the AU's xAPI calls stay on the origin that framed it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function cmi5Routes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.addHook('preValidation', async (request, reply) => {
      if (!request.routeOptions.url?.startsWith('/api/cmi5/xapi/')) return;
      reply.header('X-Experience-API-Version', XAPI_VERSION);
      sessions.set(request, await sessionOfToken(ctx, request.headers.authorization));
      assertVersion(request);
    });
    const learner = { access: 'authenticated', owner: 'learnerProduct' } as const;
    f.post(
      '/api/lesson/:lpId/:lessonId/cmi5/:slideId/launch',
      { config: learner, schema: { params: cmi5SlideParams, response: { 200: cmi5LaunchReply } } },
      async (request) => launchAu(ctx, currentUser(request), request.params, originOf(request)),
    );
    f.get(
      '/api/lesson/:lpId/:lessonId/cmi5/:slideId/status',
      { config: learner, schema: { params: cmi5SlideParams, response: { 200: cmi5StatusReply } } },
      async (request) => cmi5Status(ctx, currentUser(request), request.params),
    );

    // The one-time fetch URL: the key in the path is the credential (cmi5 8.2).
    f.post(
      '/api/cmi5/fetch/:fetchKey',
      { config: byToken, schema: { params: cmi5FetchParams, response: { 200: cmi5FetchReply } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return fetchToken(ctx, request.params.fetchKey);
      },
    );

    // Where the AU's frame goes when it exits (LMS.LaunchData returnURL): a blank page the player recognises.
    f.get(RETURN_PATH, { config: { access: 'public', owner: 'none' } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
        .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cmi5</title></head><body></body></html>'),
    );

    f.put(
      '/api/cmi5/xapi/statements',
      { config: byToken, schema: { querystring: xapiStatementPutQuery }, bodyLimit: CMI5_BODY_MAX_BYTES },
      async (request, reply) => {
        const s = sessionOf(request);
        const body = request.body as { id?: unknown } | null;
        if (body && typeof body === 'object' && body.id !== undefined && body.id !== request.query.statementId)
          throw badRequest('id', 'the statement id differs from statementId');
        const statement = body && typeof body === 'object' ? { ...body, id: request.query.statementId } : body;
        await storeStatements(ctx, s, [statement], false);
        return reply.status(204).send();
      },
    );
    f.post(
      '/api/cmi5/xapi/statements',
      { config: byToken, bodyLimit: CMI5_BODY_MAX_BYTES, schema: { response: { 200: xapiStatementIds } } },
      async (request) => {
        const s = sessionOf(request);
        const body = request.body;
        // xAPI 7.2.2: 200 with the ids, in order.
        return storeStatements(ctx, s, Array.isArray(body) ? body : [body], Array.isArray(body));
      },
    );

    const state = '/api/cmi5/xapi/activities/state';
    f.get(
      state,
      { config: byToken, schema: { querystring: xapiStateQuery, response: { 200: xapiDocument } } },
      async (request, reply) => {
        const document = await readState(ctx, sessionOf(request), request.query);
        if (document === undefined) throw new AppError('NOT_FOUND', 404, 'no such state document');
        return reply.header('ETag', etagOf(document)).type('application/json').send(JSON.stringify(document));
      },
    );
    for (const method of ['put', 'post'] as const)
      f[method](
        state,
        { config: byToken, schema: { querystring: xapiStateQuery, body: xapiDocument }, bodyLimit: CMI5_BODY_MAX_BYTES },
        async (request, reply) => {
          await writeState(ctx, sessionOf(request), request.query, request.body, method === 'post');
          return reply.status(204).send();
        },
      );
    f.delete(state, { config: byToken, schema: { querystring: xapiStateQuery } }, async (request, reply) => {
      await removeState(ctx, sessionOf(request), request.query);
      return reply.status(204).send();
    });

    const profile = '/api/cmi5/xapi/agents/profile';
    f.get(
      profile,
      { config: byToken, schema: { querystring: xapiAgentProfileQuery, response: { 200: xapiDocument } } },
      async (request, reply) => {
        const document = await readAgentProfile(ctx, sessionOf(request), request.query);
        if (document === undefined) throw new AppError('NOT_FOUND', 404, 'no such profile document');
        return reply.header('ETag', etagOf(document)).type('application/json').send(JSON.stringify(document));
      },
    );
    f.put(
      profile,
      { config: byToken, schema: { querystring: xapiAgentProfileQuery, body: xapiDocument }, bodyLimit: CMI5_BODY_MAX_BYTES },
      async (request, reply) => {
        const header = (name: string) => {
          const v = request.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        await writeAgentProfile(ctx, sessionOf(request), request.query, request.body, {
          ifMatch: header('if-match'),
          ifNoneMatch: header('if-none-match'),
        });
        return reply.status(204).send();
      },
    );
  };
}
