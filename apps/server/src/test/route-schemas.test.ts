import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOCS_PREFIX } from '../platform/api-docs/swagger-ui.js';
import { isServerPath } from '../platform/http/error-handler.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Every server route declares its shapes (decision 0080): they validate the input, serialize the reply and
 * make the API docs. A route that reads path parameters without a params schema, takes a body without a body
 * schema, or answers JSON without a reply schema fails here, unless it is named below with its reason.
 */

/** State-changing calls whose every input is in the path (or query): the resource named there is the whole request. */
const INPUT_IN_PATH = new Set([
  'POST /api/logout', // ends the caller's own session
  'POST /api/impersonate/exit', // ends the caller's own impersonation
  'PUT /api/admin/roles/:authority/members/:login',
  'POST /api/admin/users/:login/unlock',
  'POST /api/product/:lpId/welcome',
  'POST /api/product/:lpId/start',
  'POST /api/progression/start/:key',
  'POST /api/progression/finish/:key',
  // The course completion (decision 0092): the learner product and the status are the whole input.
  'POST /app/progression/completeProduct/:learnerProductId/:status',
  'POST /app/progression/markProductPendingSignature/:learnerProductId',
  'POST /api/progression/:lpId/:nodeId',
  'POST /api/lesson/:lpId/:lcId/:lessonId/finish',
  'POST /api/exam/question/:questionId/star',
  'POST /api/exam/question/:questionId/unstar',
  'POST /api/exam/leave/:personAssessmentId', // one more leave of the caller's own sitting (decision 0092)
  'POST /api/exam/finish/:personAssessmentId',
  'POST /api/product/:lpId/resource/:resourceId/view',
  'POST /api/product/:lpId/:lcId/resource/:resourceId/bookmark',
  'POST /api/product/:lpId/:lcId/resource/:resourceId/unbookmark',
  'POST /api/product/:lpId/:lcId/key-points/bookmark',
  'POST /api/product/:lpId/:lcId/key-points/unbookmark',
  'POST /api/product/:lpId/:lcId/key-points/view',
  'POST /api/tot/idle/:lpId',
  'POST /api/accesscode/check/:code',
  'POST /api/forum/forumPost/markInappropriate/:id', // the spec's call: the reported post is the path's id
  'POST /api/forum/forumComment/markInappropriate/:id',
  'POST /api/forum/reports/:reportId/keep', // a moderator's decision: the report is the path's id (0085)
  'POST /api/forum/reports/:reportId/remove',
  'POST /api/support/instructor/chat/:chatId/end', // the chat is the path's id (0088)
  'POST /api/instructor/chats/:chatId/end',
  'POST /api/notification/:notificationId/read', // the learner's notification named in the path (0089)
  'POST /api/lesson/:lpId/:lessonId/cmi5/:slideId/launch', // a new session of the AU the path names (0208)
  'POST /api/cmi5/fetch/:fetchKey', // cmi5 8.2: the AU posts nothing; the one-time key is the path's
]);

/** Bodies validated past the route, each with its reason. */
const BODY_CHECKED_BY_SERVICE = new Map([
  [
    'POST /api/lesson/:lpId/:lcId/:lessonId/submit/:inquiryId/:progressOnSuccess',
    'the answer’s shape depends on the slide’s inquiry type: the service checks it against answerSchemas[type]',
  ],
  [
    'PUT /api/cmi5/xapi/statements',
    'an xAPI statement: checked against its cmi5 session and the ordering rules by statement-rules.ts (0208)',
  ],
  [
    'POST /api/cmi5/xapi/statements',
    'one xAPI statement or a batch: each checked against its cmi5 session by statement-rules.ts (0208)',
  ],
  [
    'POST /api/storage/upload',
    'a multipart form as S3 takes it: each field is checked against its signed policy, the file against its range (0094)',
  ],
]);

/** Replies that are not JSON (files, PDFs, CSV, Prometheus text): no reply schema to declare. */
const NOT_JSON = new Map([
  ['GET /asset-storage/lesson/:lpId/:lessonId/:path', 'a lesson image'],
  ['GET /asset-storage/sco/:lpId/:lessonId/:slideId/*', 'a file of a SCORM package, played in a frame (0199)'],
  ['GET /asset-storage/resource/download/:lpId/:id/:path', 'a resource file, with byte ranges'],
  ['GET /asset-storage/site-asset/download/:productId/:path', 'a site asset file'],
  ['GET /pdf/:lpId/resource/:id', 'a PDF'],
  ['GET /pdf/exam/review/:personAssessmentId', 'a PDF'],
  ['GET /pdf/certificate/:lpId', 'a PDF'],
  ['GET /api/admin/seat-time/:lpId/time-sheet.csv', 'a CSV file'],
  ['GET /api/admin/roster.csv', 'the regulator roster as CSV (its JSON form, GET /api/admin/roster, declares the rows)'],
  ['GET /api/admin/item-analysis/product/:productId/csv', 'item analysis as CSV (its JSON form declares the figures)'],
  ['GET /api/admin/regulator-reports/exports/:id', 'a stored regulator file (CSV), as it was made (0151)'],
  [
    'GET /api/admin/learner-products/:id/records',
    'a zip of one enrolment’s record; its manifest.json is learnerRecordsManifest (0182)',
  ],
  ['GET /metrics/prometheus', 'the Prometheus text format'],
  ['POST /api/storage/upload', 'a 204 without a body, as S3 answers a form POST'],
  ['GET /api/cmi5/returned', 'an empty HTML page the AU lands on when it exits (0208)'],
  ['PUT /api/cmi5/xapi/statements', 'a 204 without a body (xAPI 7.2.1)'],
  ['PUT /api/cmi5/xapi/activities/state', 'a 204 without a body (xAPI 7.4)'],
  ['POST /api/cmi5/xapi/activities/state', 'a 204 without a body (xAPI 7.4)'],
  ['DELETE /api/cmi5/xapi/activities/state', 'a 204 without a body (xAPI 7.4)'],
  ['PUT /api/cmi5/xapi/agents/profile', 'a 204 without a body (xAPI 7.6)'],
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Route = TestApp['app']['routeTable'][number];
const nameOf = (r: Route) => `${r.method} ${r.url}`;
/** The API routes: server paths, less Swagger UI's own (its page, assets and the document, hidden from it). */
const apiRoutes = () =>
  t.app.routeTable.filter((r) => isServerPath(r.url) && !r.url.startsWith(`${DOCS_PREFIX}/`) && r.url !== DOCS_PREFIX);

/** What a route lacks, by the rules above; empty when it declares all it should. */
function lacks(route: Route): string[] {
  const schema = (route.schema ?? {}) as { params?: unknown; body?: unknown; response?: Record<string, unknown> };
  const name = nameOf(route);
  const problems: string[] = [];
  const inPath = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (inPath.length > 0) {
    const shape = schema.params instanceof z.ZodObject ? Object.keys(schema.params.shape) : [];
    const undeclared = inPath.filter((p) => !shape.includes(p));
    if (undeclared.length > 0) problems.push(`params schema without ${undeclared.join(', ')}`);
  }
  if (
    ['POST', 'PUT', 'PATCH'].includes(route.method) &&
    !schema.body &&
    !INPUT_IN_PATH.has(name) &&
    !BODY_CHECKED_BY_SERVICE.has(name)
  ) {
    problems.push('no body schema');
  }
  const replies = Object.keys(schema.response ?? {}).filter((status) => status.startsWith('2'));
  if (replies.length === 0 && !NOT_JSON.has(name)) problems.push('no reply schema for its 2xx');
  return problems;
}

describe('route schemas', () => {
  it('every API route declares its params, body and reply schemas', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.flatMap((r) => lacks(r).map((problem) => `${nameOf(r)}: ${problem}`));
    expect(missing).toEqual([]);
  });

  it('names no exception that is not a route, or that declares what it is excused from', () => {
    const byName = new Map(apiRoutes().map((r) => [nameOf(r), r]));
    const stale: string[] = [];
    for (const name of [...INPUT_IN_PATH, ...BODY_CHECKED_BY_SERVICE.keys(), ...NOT_JSON.keys()]) {
      const route = byName.get(name);
      const schema = (route?.schema ?? {}) as { body?: unknown; response?: Record<string, unknown> };
      if (!route) stale.push(`${name}: no such route`);
      else if ((INPUT_IN_PATH.has(name) || BODY_CHECKED_BY_SERVICE.has(name)) && schema.body)
        stale.push(`${name}: has a body schema`);
      else if (NOT_JSON.has(name) && Object.keys(schema.response ?? {}).some((s) => s.startsWith('2'))) {
        stale.push(`${name}: has a reply schema`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('names each gap of a route that lacks its schemas', () => {
    const probe: Route = { method: 'POST', url: '/api/probe/:id', schema: undefined, config: undefined };
    expect(lacks(probe)).toEqual(['params schema without id', 'no body schema', 'no reply schema for its 2xx']);
    const declared: Route = {
      ...probe,
      schema: { params: z.object({ id: z.number() }), body: z.object({}), response: { 201: z.object({}) } },
    };
    expect(lacks(declared)).toEqual([]);
  });
});
