import {
  affidavitLpParams,
  cyclesReply,
  externalAffidavitBody,
  externalAffidavitConfig,
  externalAffidavitQuery,
  externalAffidavitReply,
  finalAffidavitBody,
  finalAffidavitReply,
  licenseGetParams,
  licenseGetReply,
  licenseValidateBody,
  licenseValidateReply,
  orientationAffidavitReply,
  orientationQuery,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/actor.js';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { EffectiveRulesReader } from '../catalog/index.js';
import { assertFinalAffidavitOpen } from '../exam-gates/index.js';
import { acceptExternalAffidavit, externalAffidavitConfig as readExternalConfig } from './external.js';
import { acceptFinalAffidavit } from './final.js';
import { getLicenses, validateLicense } from './licenses.js';
import { affidavitCycles, orientationAffidavit } from './orientation.js';
import { profileAttestation } from './profile-attestation.js';

/** The final, orientation and external affidavits and the learner's licences (002 §5, §7; decision 0093). */
export function affidavitRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { piiKey } = ctx.keys;
  const deps = { db: ctx.database.db, clock: ctx.clock, piiKey };
  // Catalog's slot (typed through its index, so the module edge stays visible to check-modules).
  // Read on each call: the slot is filled once buildApp has run (tests install their own profiles after).
  const complianceRules = (): EffectiveRulesReader => ctx.services.complianceRules;
  const limiter = new RateLimiter(ctx.database.db, ctx.clock);
  const own = { access: 'authenticated', owner: 'learnerProduct' } as const;
  return async (app) => {
    app.post(
      '/api/affidavit/acceptFinal/:learnerProductId',
      { config: own, schema: { params: affidavitLpParams, body: finalAffidavitBody, response: { 200: finalAffidavitReply } } },
      async (request) =>
        acceptFinalAffidavit(
          deps,
          actorOf(request),
          request.params.learnerProductId,
          request.body,
          () => assertFinalAffidavitOpen(ctx, currentUser(request), request.params.learnerProductId),
          ctx.services.finalAffidavitListener,
        ),
    );

    // A GET because the spec's client calls it so; with accept=true it records, so it needs the CSRF header (0054).
    app.get(
      '/api/affidavit/acceptOrientation/:learnerProductId',
      {
        config: { ...own, csrfOnGet: true },
        schema: { params: affidavitLpParams, querystring: orientationQuery, response: { 200: orientationAffidavitReply } },
      },
      async (request) =>
        orientationAffidavit(
          deps,
          actorOf(request),
          request.params.learnerProductId,
          request.query.accept === 'true',
          (productId, rules) => profileAttestation(complianceRules(), ctx.database.db, productId, rules),
        ),
    );

    app.get(
      '/api/affidavit/cycles/:learnerProductId',
      { config: own, schema: { params: affidavitLpParams, response: { 200: cyclesReply } } },
      async (request) => affidavitCycles(deps, actorOf(request), request.params.learnerProductId),
    );

    app.get(
      '/api/affidavit/final/license-get/:state/:industry/:externalUserId',
      {
        config: { access: 'authenticated', owner: 'self' },
        schema: { params: licenseGetParams, response: { 200: licenseGetReply } },
      },
      async (request) => getLicenses(deps, currentUser(request), request.params),
    );

    app.post(
      '/api/affidavit/final/license-validate',
      {
        config: { access: 'authenticated', owner: 'self' },
        schema: { body: licenseValidateBody, response: { 200: licenseValidateReply } },
      },
      async (request) => validateLicense(deps, currentUser(request), request.body),
    );

    // The /affidavit route has no authority requirement (002 §6): the signed link in `token` is the credential.
    app.get(
      '/api/affidavit/externalnew',
      {
        config: { access: 'public', owner: 'none' },
        schema: { querystring: externalAffidavitQuery, response: { 200: externalAffidavitConfig } },
      },
      async (request) => readExternalConfig(deps, request.query.token),
    );

    app.post(
      '/api/affidavit/acceptExternal',
      {
        config: { access: 'public', owner: 'none' },
        schema: { body: externalAffidavitBody, response: { 200: externalAffidavitReply } },
      },
      async (request) => acceptExternalAffidavit({ ...deps, limiter }, request.body),
    );
  };
}
