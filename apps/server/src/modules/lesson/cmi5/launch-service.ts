import { type Cmi5LaunchReply, type Cmi5StatusReply, scoFileBase } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { randomToken, sha256 } from '../../../platform/crypto.js';
import { notFound } from '../../../platform/errors.js';
import { assertIdentityChecks } from '../../progression/index.js';
import { CMI5_TYPE, type Cmi5Slide } from '../sco/cmi5-schema.js';
import { lessonOf } from '../service.js';
import { activityIdOf, actorOf, newSessionId, newStatementId, registrationOf } from './cmi5-ids.js';
import { cmi5Facts, statusOf } from './cmi5-outcome.js';
import * as repo from './cmi5-repo.js';
import { EXT, LAUNCH_DATA_STATE, VERB } from './cmi5-verbs.js';

interface SlideIds {
  lpId: number;
  lessonId: number;
  slideId: number;
}

/** What a session was launched with; the LRS checks statements against it (cmi5_sessions.launch). */
export interface LaunchFacts {
  activityId: string;
  auId: string;
  homePage: string;
  moveOn: Cmi5Slide['moveOn'];
  masteryScore?: number;
  launchParameters?: string;
}

/** Where the AU's frame lands when it exits (LMS.LaunchData returnURL): a blank page of ours the player watches for. */
export const RETURN_PATH = '/api/cmi5/returned';

/** A cmi5 slide of a lesson this learner may enter (404 otherwise, 403 while locked). */
export async function cmi5SlideOf(ctx: AppContext, actor: SessionUser, ids: SlideIds) {
  const lesson = await lessonOf(ctx, actor, ids.lpId, ids.lessonId);
  const row = lesson.slides.find((s) => s.id === ids.slideId);
  if (!row || row.type !== CMI5_TYPE) throw notFound('cmi5 slide');
  return { lesson, slide: row.data as unknown as Cmi5Slide };
}

/** GET …/cmi5/{slideId}/status: what the learner's statements say, and whether the AU's moveOn is met. */
export async function cmi5Status(ctx: AppContext, actor: SessionUser, ids: SlideIds): Promise<Cmi5StatusReply> {
  const { slide } = await cmi5SlideOf(ctx, actor, ids);
  return statusOf(slide.moveOn, cmi5Facts(await repo.definedStatements(ctx.database.db, ids.lpId, ids.slideId)));
}

const duration = (ms: number) => `PT${Math.max(0, Math.round(ms / 10) / 100)}S`;

/**
 * POST …/cmi5/{slideId}/launch (cmi5 section 8.1, 10): a new session of the AU. An earlier session still open is
 * abandoned (the LMS's abandoned statement, 9.3.6); the launched statement and the LMS.LaunchData state document are
 * written; the reply is the AU's URL on our origin with endpoint, fetch, actor, registration and activityId. Launch
 * mode is Normal until the AU's moveOn is met, then Review (decision 0208).
 */
export async function launchAu(ctx: AppContext, actor: SessionUser, ids: SlideIds, origin: string): Promise<Cmi5LaunchReply> {
  const { db } = ctx.database;
  const { lesson, slide } = await cmi5SlideOf(ctx, actor, ids);
  await assertIdentityChecks(db, lesson.ctx.lp, ctx.clock);
  const { publicUrl } = ctx.config;
  const registration = registrationOf(ids.lpId);
  const sessionId = newSessionId();
  const fetchKey = randomToken(24);
  const facts: LaunchFacts = {
    activityId: activityIdOf(publicUrl, ids.slideId),
    auId: slide.auId,
    homePage: publicUrl,
    moveOn: slide.moveOn,
    ...(slide.masteryScore !== undefined ? { masteryScore: slide.masteryScore } : {}),
    ...(slide.launchParameters ? { launchParameters: slide.launchParameters } : {}),
  };
  const now = ctx.clock.now();
  const agent = actorOf(publicUrl, actor.id);
  const contextTemplate = {
    contextActivities: { grouping: [{ id: slide.auId }] },
    extensions: { [EXT.sessionId]: sessionId },
  };
  const [path = '', query = ''] = slide.launch.split(/\?(.*)/s);
  const auUrl = `${scoFileBase(ids.lpId, ids.lessonId, ids.slideId)}${path.split('/').map(encodeURIComponent).join('/')}`;

  const launchMode = await db.transaction(async (tx) => {
    for (const open of await repo.openSessions(tx, ids.lpId, ids.slideId)) {
      const last = open.lastStatementAt ?? open.launchedAt;
      await repo.updateSession(tx, open.id, { endedAt: now, endedBy: 'abandoned' });
      await repo.insertStatements(tx, [
        lmsStatement(open.id, ids, now, {
          actor: agent,
          verb: { id: VERB.abandoned, display: { 'en-US': 'abandoned' } },
          object: { id: facts.activityId, objectType: 'Activity' },
          result: { duration: duration(last.getTime() - open.launchedAt.getTime()) },
          context: { ...contextTemplate, registration, extensions: { [EXT.sessionId]: open.id } },
        }),
      ]);
    }
    const satisfied = statusOf(slide.moveOn, cmi5Facts(await repo.definedStatements(tx, ids.lpId, ids.slideId))).satisfied;
    const mode = satisfied ? 'Review' : 'Normal';
    await repo.insertSession(tx, {
      id: sessionId,
      learnerProductId: ids.lpId,
      slideId: ids.slideId,
      lessonId: ids.lessonId,
      userId: actor.id,
      registration,
      launch: facts,
      launchMode: mode,
      fetchKeyHash: sha256(fetchKey),
      launchedAt: now,
    });
    await repo.insertStatements(tx, [
      lmsStatement(sessionId, ids, now, {
        actor: agent,
        verb: { id: VERB.launched, display: { 'en-US': 'launched' } },
        object: { id: facts.activityId, objectType: 'Activity' },
        context: {
          ...contextTemplate,
          registration,
          extensions: {
            ...contextTemplate.extensions,
            [EXT.launchMode]: mode,
            [EXT.launchUrl]: `${origin}${auUrl}`,
            [EXT.moveOn]: slide.moveOn,
            ...(facts.masteryScore !== undefined ? { [EXT.masteryScore]: facts.masteryScore } : {}),
            ...(facts.launchParameters ? { [EXT.launchParameters]: facts.launchParameters } : {}),
          },
        },
      }),
    ]);
    await repo.saveState(
      tx,
      { learnerProductId: ids.lpId, slideId: ids.slideId, registration, stateId: LAUNCH_DATA_STATE },
      {
        contextTemplate,
        launchMode: mode,
        moveOn: slide.moveOn,
        returnURL: `${origin}${RETURN_PATH}`,
        ...(facts.masteryScore !== undefined ? { masteryScore: facts.masteryScore } : {}),
        ...(facts.launchParameters ? { launchParameters: facts.launchParameters } : {}),
      },
      now,
    );
    return mode;
  });

  const params = new URLSearchParams({
    endpoint: `${origin}/api/cmi5/xapi`,
    fetch: `${origin}/api/cmi5/fetch/${fetchKey}`,
    actor: JSON.stringify(agent),
    registration,
    activityId: facts.activityId,
  });
  return { launchUrl: `${auUrl}?${query ? `${query}&` : ''}${params.toString()}`, sessionId, launchMode };
}

/** A statement the LMS writes itself (launched, abandoned, satisfied), stored with the AU's. */
export function lmsStatement(sessionId: string, ids: { lpId: number; slideId: number }, at: Date, body: Record<string, unknown>) {
  const id = newStatementId();
  const context = body.context as { contextActivities?: { category?: unknown[] } };
  const statement = {
    id,
    timestamp: at.toISOString(),
    stored: at.toISOString(),
    ...body,
    context: {
      ...context,
      contextActivities: {
        ...context.contextActivities,
        category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }],
      },
    },
  };
  return {
    id,
    learnerProductId: ids.lpId,
    slideId: ids.slideId,
    sessionId,
    verb: (body.verb as { id: string }).id,
    cmi5Defined: true,
    byLms: true,
    statement,
    storedAt: at,
  };
}
