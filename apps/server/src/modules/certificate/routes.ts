import { certificateCodeParams, certificateVerification, lpIdParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { getCertificate, getCertificatePdf, verifyCertificate } from './service.js';

/** The completion certificate and its public verification (decision 0094). */
export function certificateRoutes(ctx: AppContext, keys: { piiKey: Buffer }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/certificate/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: certificateVerification } },
      },
      async (request) => getCertificate(ctx, currentUser(request), request.params.lpId),
    );

    app.get(
      '/pdf/certificate/:lpId',
      { config: { access: 'authenticated', owner: 'learnerProduct' }, schema: { params: lpIdParams } },
      async (request, reply) => {
        const pdf = await getCertificatePdf(ctx, keys, currentUser(request), request.params.lpId);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="certificate-${request.params.lpId}.pdf"`)
          .send(pdf);
      },
    );

    // Public: a regulator or employer checks a printed code without signing in; only what the certificate states.
    app.get(
      '/api/public/certificate/:code',
      {
        config: { access: 'public', owner: 'none' },
        schema: { params: certificateCodeParams, response: { 200: certificateVerification } },
      },
      async (request) => verifyCertificate(ctx, request.params.code),
    );
  };
}
