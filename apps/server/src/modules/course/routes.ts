import {
  courseProgressReply,
  lcParams,
  lcQuery,
  lcReply,
  lpIdParams,
  productMetaReply,
  productStateReply,
  startEndBody,
  startEndReply,
  studentInfoReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { orientationAffidavitPending, profileAttestation } from '../affidavit/index.js';
import type { EffectiveRulesReader } from '../catalog/index.js';
import { completionOf } from '../completion/index.js';
import { assertCourseOpen, assertIdentityChecks, loadLearnerContext } from '../progression/index.js';
import type { ResourceService } from '../resource/index.js';
import { courseDay, findDayCredit, findSeatTime, seatTimeRules } from '../seat-time/index.js';
import { lcPage } from './lc-page.js';
import { productMeta } from './meta.js';
import { courseProgress } from './progress.js';
import { setStartDate, startEndOf, startProduct } from './start-end.js';
import { productState } from './state.js';
import { studentInfo } from './student-info.js';

/** The course home's calls: meta, state, progress, node pages, start dates. */
export function courseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const load = (request: Parameters<typeof currentUser>[0], lpId: number) => loadLearnerContext(ctx, currentUser(request), lpId);
  // Resource's service (typed through its index, so the module edge stays visible to check-modules).
  const resources: ResourceService = ctx.services.resources;
  // Read on each call: the slot is filled once buildApp has run (tests install their own profiles after).
  const complianceRules = (): EffectiveRulesReader => ctx.services.complianceRules;
  const stateOf = async (request: Parameters<typeof currentUser>[0], lpId: number) => {
    const learner = await load(request, lpId);
    const [handbooks, completion, orientation] = await Promise.all([
      resources.handbooksData(learner),
      completionOf(ctx, learner),
      profileAttestation(complianceRules(), ctx.database.db, learner.product.id, learner.rules).then((att) =>
        orientationAffidavitPending(ctx.database.db, learner.lp.id, learner.rules, att),
      ),
    ]);
    return productState(learner, ctx.clock, handbooks, completion, orientation);
  };
  return async (f) => {
    f.get(
      '/api/product/:lpId/meta',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: productMetaReply } },
      },
      async (request) => productMeta(await load(request, request.params.lpId)),
    );

    f.get(
      '/api/product/:lpId/state',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: productStateReply } },
      },
      async (request) => stateOf(request, request.params.lpId),
    );

    f.get(
      '/api/product/:lpId/progress',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: courseProgressReply } },
      },
      async (request) => {
        const learner = await load(request, request.params.lpId);
        // The context already holds the course's rules: no second look-up.
        const settings = seatTimeRules(learner.rules);
        const day = courseDay(ctx.clock.now(), settings.timeZone);
        const [seat, creditedMs] = await Promise.all([
          findSeatTime(ctx.database.db, learner.lp.id),
          findDayCredit(ctx.database.db, learner.lp.id, day),
        ]);
        return courseProgress(learner, ctx.clock, seat, { creditedMs, dailyMaxMs: settings.dailyMaxMs });
      },
    );

    for (const path of ['/api/product/:lpId/lc/:nodeId', '/api/product/:lpId/lc/:nodeId/volatile']) {
      f.get(
        path,
        {
          config: { access: 'authenticated', owner: 'learnerProduct' },
          schema: { params: lcParams, querystring: lcQuery, response: { 200: lcReply } },
        },
        async (request) => {
          const learner = await load(request, request.params.lpId);
          const { nodeId } = request.params;
          // A node's page is course content: it opens only through the course gates (issue 25). The root's page is
          // the course home, where the gates are offered (start date, photo ID, the identity checks).
          if (nodeId !== learner.rootId) {
            assertCourseOpen(learner, ctx.clock);
            await assertIdentityChecks(ctx.database.db, learner.lp, ctx.clock);
          }
          return lcPage(ctx.database.db, learner, nodeId, await resources.nodeResources(learner, nodeId));
        },
      );
    }

    f.get(
      '/api/product/:lpId/student-info',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: studentInfoReply } },
      },
      async (request) => studentInfo(ctx, currentUser(request), request.params.lpId),
    );

    f.post(
      '/api/product/:lpId/start',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: productStateReply } },
      },
      async (request) => {
        await startProduct(ctx, currentUser(request), request.params.lpId);
        return stateOf(request, request.params.lpId);
      },
    );

    f.get(
      '/api/start-end/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: startEndReply } },
      },
      async (request) => startEndOf(await load(request, request.params.lpId)),
    );

    f.post(
      '/api/start-end/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, body: startEndBody, response: { 200: startEndReply } },
      },
      async (request) => {
        const body = request.body;
        const text = typeof body === 'string' ? body : body.startDate;
        return setStartDate(ctx, currentUser(request), request.params.lpId, text);
      },
    );
  };
}
