import {
  externalSurveyParams,
  externalSurveyQuery,
  externalSurveyReply,
  externalSurveySubmitReply,
  pagedReply,
  pagedSearchRequest,
  surveyInfoParams,
  surveyInfoQuery,
  surveyInfoReply,
  surveyLearnerProductParams,
  surveyResponseBody,
  surveyResultRow,
  surveySubmitReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { externalSurvey, searchSurveyResults, submitExternalSurvey, submitLearnerSurvey, surveyInfo } from './service.js';

/** The feedback survey calls of 002 §7, and the staff results list (decision 0092). */
export function surveyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async (f) => {
    f.get(
      '/api/feedbackSurvey/info/industry/:industry/state/:state/type/:licenseType',
      {
        config: { access: 'authenticated', owner: 'none' },
        schema: { params: surveyInfoParams, querystring: surveyInfoQuery, response: { 200: surveyInfoReply } },
      },
      async (request) => surveyInfo(ctx, currentUser(request), request.params, request.query.learnerProductId),
    );
    f.post(
      '/api/feedbackSurvey/:learnerProductId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: surveyLearnerProductParams, body: surveyResponseBody, response: { 200: surveySubmitReply } },
      },
      async (request) => submitLearnerSurvey(ctx, currentUser(request), request.params.learnerProductId, request.body),
    );
    // The external survey is open (002 §2, §6): the external system's ids are what identify the enrolment.
    f.get(
      '/api/feedbackSurvey/externalSurvey',
      {
        config: { access: 'public', owner: 'none' },
        schema: { querystring: externalSurveyQuery, response: { 200: externalSurveyReply } },
      },
      async (request) => externalSurvey(db, request.query.externalUserId, request.query.externalEnrollmentId),
    );
    f.post(
      '/api/feedbackSurvey/eud/:externalUserId/eid/:externalEnrollmentId',
      {
        config: { access: 'public', owner: 'none' },
        schema: { params: externalSurveyParams, body: surveyResponseBody, response: { 200: externalSurveySubmitReply } },
      },
      async (request) =>
        submitExternalSurvey(ctx, request.params.externalUserId, request.params.externalEnrollmentId, request.body),
    );
    f.post(
      '/api/admin/feedbackSurvey/search',
      {
        config: { ...ADMIN_ONLY, learnerRead: true },
        schema: { body: pagedSearchRequest, response: { 200: pagedReply(surveyResultRow) } },
      },
      async (request) => searchSurveyResults(db, request.body),
    );
  };
}
