import {
  Authority,
  finalAffidavitFormReply,
  finalAffidavitParams,
  finalExamUserDataBody,
  finalExamUserDataParams,
  finalExamUserDataReply,
  gateCodeCheckReply,
  gateCodeParams,
  gateCodeQuery,
  issuedGateCode,
  issueGateCodeBody,
  proctorAffidavitBody,
  proctorAffidavitReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { checkGateCode } from './check-code.js';
import { getFinalAffidavitForm } from './final-affidavit-form.js';
import { assertFinalAffidavitOpen } from './final-affidavit-gate.js';
import { issueGateCode } from './issue-code.js';
import { type FindSitting, signProctorAffidavit } from './proctor-affidavit.js';
import { saveFinalExamUserData } from './user-data.js';

/** Access and proctor codes, the final exam user data and the final affidavit form (002 §5, §7). */
export function examGateRoutes(ctx: AppContext, findSitting: FindSitting): FastifyPluginAsyncZod {
  const { keys } = ctx;
  const codeDeps = { db: ctx.database.db, clock: ctx.clock, codeKey: keys.codeKey, findSitting };
  return async (app) => {
    app.post(
      '/api/accesscode/check/:code',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: gateCodeParams, querystring: gateCodeQuery, response: { 200: gateCodeCheckReply } },
      },
      async (request) => checkGateCode(codeDeps, currentUser(request), 'ACCESS', request.params.code, request.query),
    );

    // A GET because the spec's client calls it so; it counts failed guesses, so it needs the CSRF header like a
    // POST and a cross-site link cannot spend the learner's guesses (decision 0054).
    app.get(
      '/api/proctor/final-exam/code/:code',
      {
        config: { access: 'authenticated', owner: 'learnerProduct', csrfOnGet: true },
        schema: { params: gateCodeParams, querystring: gateCodeQuery, response: { 200: gateCodeCheckReply } },
      },
      async (request) => checkGateCode(codeDeps, currentUser(request), 'PROCTOR', request.params.code, request.query),
    );

    app.post(
      '/api/proctor/final-exam/proctor-affidavit',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { body: proctorAffidavitBody, response: { 200: proctorAffidavitReply } },
      },
      async (request) => signProctorAffidavit(codeDeps, currentUser(request), request.body),
    );

    app.post(
      '/api/exam/final-exam-user-data/:learnerProductId/:componentId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: finalExamUserDataParams, body: finalExamUserDataBody, response: { 200: finalExamUserDataReply } },
      },
      async (request) =>
        saveFinalExamUserData({ db: ctx.database.db, clock: ctx.clock, piiKey: keys.piiKey }, currentUser(request), {
          ...request.params,
          driversLicense: request.body.driversLicense,
        }),
    );

    app.get(
      '/api/exam/affidavit/final/:id',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: finalAffidavitParams, response: { 200: finalAffidavitFormReply } },
      },
      async (request) => {
        const form = await getFinalAffidavitForm(
          { db: ctx.database.db, clock: ctx.clock },
          currentUser(request),
          request.params.id,
        );
        // Its gates before the form, so nothing the learner types is refused for a reason known now (issue 25).
        await assertFinalAffidavitOpen(ctx, currentUser(request), request.params.id);
        return form;
      },
    );

    app.post(
      '/api/admin/exam-gates/codes',
      {
        schema: { body: issueGateCodeBody, response: { 200: issuedGateCode } },
        config: { access: { authorities: [Authority.ADMIN, Authority.INSTRUCTOR] }, owner: 'staff' },
      },
      async (request) => issueGateCode(ctx, keys.codeKey, currentUser(request), request.body),
    );
  };
}
