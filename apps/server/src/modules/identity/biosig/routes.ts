import {
  biosigCallbackParams,
  biosigInitBody,
  biosigInitReply,
  biosigSampleBody,
  biosigSessionReply,
  biosigStartBody,
  biosigStatus,
  lpIdParams,
} from '@continuum/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, actsForAnother } from '../../../platform/auth/actor.js';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { type BiosigDeps, checkSession, checkStatus, initCheck, submitSample } from './service.js';

/** The learner's own learner product (init) or own check (callback id): 404 for anyone else's. */
const LEARNER = { access: 'authenticated' as const, owner: 'learnerProduct' as const };

/**
 * Only the learner at the keyboard signs (decision 0097): staff impersonating the learner are answered as if the
 * check did not exist (the acting-for hook has already audited the call with the real actor).
 */
function signer(request: FastifyRequest) {
  const actor = actorOf(request);
  if (actsForAnother(actor)) throw notFound('biometric check');
  return actor.user;
}

/** 000 §7 Biometric signature, and the signature page's own calls behind biosigUrl (decision 0091). */
export function biosigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps: BiosigDeps = { key: ctx.services.identityKeys.biosig };
  return async (app) => {
    app.post(
      '/api/biosigid/:lpId/init/nmlsid',
      { schema: { params: lpIdParams, body: biosigInitBody, response: { 200: biosigInitReply } }, config: LEARNER },
      (request) => initCheck(ctx, deps, signer(request), request.params.lpId, request.body),
    );

    // A course that does not ask for an NMLS id starts its check here (the spec shows only the NMLS form's call).
    app.post(
      '/api/biosigid/:lpId/init',
      { schema: { params: lpIdParams, body: biosigStartBody, response: { 200: biosigInitReply } }, config: LEARNER },
      (request) => initCheck(ctx, deps, signer(request), request.params.lpId, request.body),
    );

    // 000 §7: "reply is a text status"; the schema documents the three values.
    app.get(
      '/api/biosigid/response/:callbackId',
      { schema: { params: biosigCallbackParams, response: { 200: biosigStatus } }, config: LEARNER },
      async (request, reply) => {
        const status = await checkStatus(ctx, currentUser(request), request.params.callbackId);
        return reply.type('text/plain; charset=utf-8').send(status);
      },
    );

    app.get(
      '/api/biosigid/session/:callbackId',
      { schema: { params: biosigCallbackParams, response: { 200: biosigSessionReply } }, config: LEARNER },
      (request) => checkSession(ctx, currentUser(request), request.params.callbackId),
    );

    app.post(
      '/api/biosigid/session/:callbackId/sample',
      {
        schema: { params: biosigCallbackParams, body: biosigSampleBody, response: { 200: biosigSessionReply } },
        config: LEARNER,
        // A sample of BIOSIG_MAX_POINTS points with pressure is about 150 kB of JSON.
        bodyLimit: 512 * 1024,
      },
      (request) => submitSample(ctx, deps, signer(request), request.params.callbackId, request.body.sample),
    );
  };
}
