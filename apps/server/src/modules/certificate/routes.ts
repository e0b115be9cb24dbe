import {
  Authority,
  certificateCodeParams,
  certificateRevokeRequest,
  certificateVerification,
  credentialIssuerProfile,
  credentialJwks,
  credentialKeyRotateBody,
  credentialKeyRotateReply,
  envelopedCredential,
  lpIdParams,
  myCertificatesReply,
  statusListParams,
} from '@continuum/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import {
  credentialOf,
  issuerKeys,
  issuerProfile,
  revokeCertificateByCode,
  rotateCredentialKey,
  statusListOfNumber,
} from './credential-service.js';
import { myCertificates } from './my-certificates.js';
import { getCertificate, getCertificatePdf, verifyCertificate } from './service.js';

/** Public reads per address: a verifier or an employer checks a few certificates, not thousands (decision 0160). */
const PUBLIC_READS = { max: 120, windowMs: 60_000 };

/** The completion certificate and its public verification (decision 0094). */
export function certificateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { keys } = ctx;
  const limiter = new RateLimiter(ctx.database.db, ctx.clock);
  const publicRead = (request: FastifyRequest) => limiter.hit('certificate-public', request.ip, PUBLIC_READS);
  return async (app) => {
    app.get(
      '/api/certificate/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: certificateVerification } },
      },
      async (request) => getCertificate(ctx, currentUser(request), request.params.lpId),
    );

    // The caller's certificates, for their certificates page (issue 28).
    app.get(
      '/api/certificates',
      { config: { access: 'authenticated', owner: 'self' }, schema: { response: { 200: myCertificatesReply } } },
      async (request) => myCertificates(ctx, currentUser(request)),
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
      async (request, reply) => {
        await publicRead(request);
        reply.header('Cache-Control', 'no-store');
        return verifyCertificate(ctx, request.params.code);
      },
    );

    // The certificate as a signed Open Badges 3.0 credential (W3C VC 2.0, secured with JOSE; decision 0160).
    app.get(
      '/api/public/certificate/:code/credential',
      {
        config: { access: 'public', owner: 'none' },
        schema: { params: certificateCodeParams, response: { 200: envelopedCredential } },
      },
      async (request) => {
        await publicRead(request);
        return credentialOf(ctx, keys, request.params.code);
      },
    );

    app.get(
      '/api/public/credentials/status/:list',
      {
        config: { access: 'public', owner: 'none' },
        schema: { params: statusListParams, response: { 200: envelopedCredential } },
      },
      async (request, reply) => {
        await publicRead(request);
        // Bitstring Status List §6.3: a short cache keeps verifiers from telling the issuer which credential they check.
        reply.header('Cache-Control', 'public, max-age=300');
        return statusListOfNumber(ctx, keys, request.params.list);
      },
    );

    app.get(
      '/api/public/issuer',
      { config: { access: 'public', owner: 'none' }, schema: { response: { 200: credentialIssuerProfile } } },
      async () => issuerProfile(ctx),
    );

    app.get(
      '/api/public/issuer/jwks',
      { config: { access: 'public', owner: 'none' }, schema: { response: { 200: credentialJwks } } },
      async () => issuerKeys(ctx),
    );

    // Rotation (decision 0160): the new key signs from now on; the old one stays in the JWK Set.
    app.post(
      '/api/admin/credential-keys/rotate',
      {
        config: { access: { authorities: [Authority.ADMIN] }, owner: 'staff' },
        schema: { body: credentialKeyRotateBody, response: { 200: credentialKeyRotateReply } },
      },
      async (request) => ({ kid: await rotateCredentialKey(ctx, keys, currentUser(request)) }),
    );

    app.post(
      '/api/admin/certificates/:code/revoke',
      {
        config: { access: { authorities: [Authority.ADMIN] }, owner: 'staff' },
        schema: { params: certificateCodeParams, body: certificateRevokeRequest, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await revokeCertificateByCode(ctx, currentUser(request), request.params.code, request.body.reason);
        return reply.code(204).send(null);
      },
    );
  };
}
