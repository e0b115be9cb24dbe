import {
  checkCipherQuery,
  checkCipherReply,
  learnerProductIdParams,
  okReply,
  proctorLogoutParams,
  proctorSiteEligibilityReply,
  proctorSiteReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { checkCipher, getProctorSiteEligibility, getProctorSiteUrl, proctorLogout } from './service.js';

/** The remote proctoring site, its cipher and the proctor logout (002 §7, 000 §7). */
export function proctorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/proctor/final-exam/proctorsite/:learnerProductId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: learnerProductIdParams, response: { 200: proctorSiteReply } },
      },
      async (request) => getProctorSiteUrl(ctx, currentUser(request), request.params.learnerProductId),
    );

    app.get(
      '/api/proctor/final-exam/proctorsite/eligibility/:learnerProductId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: learnerProductIdParams, response: { 200: proctorSiteEligibilityReply } },
      },
      async (request) => getProctorSiteEligibility(ctx, currentUser(request), request.params.learnerProductId),
    );

    app.get(
      '/auth/checkCipher',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { querystring: checkCipherQuery, response: { 200: checkCipherReply } },
      },
      async (request) => checkCipher(ctx, currentUser(request), request.query.learnerProductId, request.query.cipher),
    );

    app.get(
      '/api/proctor/logout/:email',
      {
        config: { access: 'authenticated', owner: 'self', csrfOnGet: true },
        schema: { params: proctorLogoutParams, response: { 200: okReply } },
      },
      async (request) => {
        await proctorLogout(ctx, currentUser(request), request.params.email);
        return { ok: true as const };
      },
    );
  };
}
