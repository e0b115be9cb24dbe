import { CMI5_BATCH_MAX, CMI5_DOCUMENT_MAX_CHARS, CMI5_DOCUMENTS_MAX, isStorableText } from '@continuum/contracts';
import type { AppContext } from '../../../platform/context.js';
import { randomToken, sha256 } from '../../../platform/crypto.js';
import { AppError, badRequest } from '../../../platform/errors.js';
import { blockIdOf } from './cmi5-ids.js';
import { cmi5Facts, moveOnMet } from './cmi5-outcome.js';
import * as repo from './cmi5-repo.js';
import { ACTIVITY_TYPE_BLOCK, EXT, LAUNCH_DATA_STATE, VERB } from './cmi5-verbs.js';
import { type LaunchFacts, lmsStatement } from './launch-service.js';
import {
  type CheckedStatement,
  checkStatement,
  type SessionFacts,
  type StatementHistory,
  withStatement,
} from './statement-rules.js';

/** The session an auth token was given for, with what its statements are checked against. */
export interface TokenSession {
  row: repo.Cmi5SessionRow;
  facts: SessionFacts;
}

/** JSON with object keys sorted: jsonb does not keep the order a statement was sent in. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const unauthorized = (message: string) => new AppError('CMI5_TOKEN_INVALID', 401, message);

/**
 * POST api/cmi5/fetch/{key} (cmi5 8.2): the session's auth token, once. A used key, or one of a session that has
 * ended, answers error 1; an unknown key error 2; both with status 200 as section 8.2.2 asks.
 */
export async function fetchToken(ctx: AppContext, key: string) {
  const { db } = ctx.database;
  const session = await repo.findSessionByFetchKey(db, sha256(key));
  if (!session) return { 'error-code': '2' as const, 'error-text': 'This fetch URL is not one the LMS gave.' };
  const token = randomToken(32);
  if (!(await repo.setTokenOnce(db, session.id, sha256(token), ctx.clock.now())))
    return {
      'error-code': '1' as const,
      'error-text': 'The authorization token has already been returned, or the session has ended.',
    };
  return { 'auth-token': token };
}

/** The session of an `Authorization: Basic <auth-token>` header (401 without one, or once the session has ended). */
export async function sessionOfToken(ctx: AppContext, header: string | undefined): Promise<TokenSession> {
  const token = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) throw unauthorized('Authorization: Basic <auth-token> from the fetch URL is required');
  const row = await repo.findSessionByToken(ctx.database.db, sha256(token));
  if (!row) throw unauthorized('The auth token is not valid');
  if (row.endedAt) throw unauthorized(`The session has ended (${row.endedBy})`);
  const launch = row.launch as LaunchFacts;
  return {
    row,
    facts: {
      sessionId: row.id,
      registration: row.registration,
      activityId: launch.activityId,
      auId: launch.auId,
      actor: { homePage: launch.homePage, name: String(row.userId) },
      launchMode: row.launchMode,
      masteryScore: launch.masteryScore,
    },
  };
}

/**
 * Stores statements an AU sends (PUT one, POST a batch): each is checked against the session and what was stored
 * before (statement-rules.ts), under the session's row lock, all or none. A statement id already stored is a no-op
 * when the statement is the same and 409 otherwise (xAPI 7.2.1). When the AU's moveOn becomes met, the LMS writes its
 * satisfied statement for the lesson's block (decision 0209). Returns the ids, in order.
 */
export async function storeStatements(ctx: AppContext, session: TokenSession, statements: unknown[], batch: boolean) {
  if (statements.length > CMI5_BATCH_MAX) throw badRequest('statements', `at most ${CMI5_BATCH_MAX} statements a request`);
  const now = ctx.clock.now();
  const { row } = session;
  return ctx.database.db.transaction(async (tx) => {
    const locked = await repo.lockSession(tx, row.id);
    if (!locked || locked.endedAt) throw unauthorized('The session has ended');
    const stored = await repo.definedStatements(tx, row.learnerProductId, row.slideId);
    let history: StatementHistory = {
      sessionVerbs: stored.filter((s) => s.sessionId === row.id && !s.byLms).map((s) => s.verb),
      registrationVerbs: new Set(stored.filter((s) => !s.byLms).map((s) => s.verb)),
      terminated: false,
    };
    const accepted: CheckedStatement[] = [];
    const ids: string[] = [];
    for (const [i, raw] of statements.entries()) {
      const at = batch ? `[${i}]` : '';
      if (!isStorableText(JSON.stringify(raw)))
        throw badRequest(at || 'statement', 'the statement holds characters that cannot be stored');
      const id = (raw as { id?: unknown })?.id;
      const existing = typeof id === 'string' ? await repo.findStatement(tx, id) : undefined;
      if (existing) {
        const { stored: _stored, ...kept } = existing.statement as Record<string, unknown>;
        if (existing.sessionId !== row.id || canonical(kept) !== canonical(raw))
          throw new AppError('CMI5_STATEMENT_CONFLICT', 409, `statement ${id} is already stored with other content`);
        ids.push(id as string);
        continue;
      }
      const checked = checkStatement(raw, session.facts, history, at);
      history = withStatement(history, checked);
      accepted.push(checked);
      ids.push(checked.id);
    }
    await repo.insertStatements(
      tx,
      accepted.map((c) => ({
        id: c.id,
        learnerProductId: row.learnerProductId,
        slideId: row.slideId,
        sessionId: row.id,
        verb: c.verb,
        cmi5Defined: c.cmi5Defined,
        byLms: false,
        statement: { ...c.statement, stored: now.toISOString() },
        storedAt: now,
      })),
    );
    if (accepted.length > 0) {
      const initialized = accepted.some((c) => c.cmi5Defined && c.verb === VERB.initialized);
      await repo.updateSession(tx, row.id, {
        lastStatementAt: now,
        ...(initialized ? { initializedAt: now } : {}),
        ...(history.terminated ? { endedAt: now, endedBy: 'terminated' } : {}),
      });
      await writeSatisfied(
        tx,
        row,
        [...stored, ...accepted.map((c) => ({ verb: c.verb, byLms: false, statement: c.statement }))],
        now,
      );
    }
    return ids;
  });
}

type Tx = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

/** The LMS's satisfied statement, once a registration, when the AU's moveOn is first met (cmi5 9.3.9). */
async function writeSatisfied(
  tx: Tx,
  row: repo.Cmi5SessionRow,
  statements: Pick<repo.Cmi5StatementRow, 'verb' | 'byLms' | 'statement'>[],
  now: Date,
) {
  if (statements.some((s) => s.byLms && s.verb === VERB.satisfied)) return;
  const launch = row.launch as LaunchFacts;
  if (!moveOnMet(launch.moveOn, cmi5Facts(statements))) return;
  await repo.insertStatements(tx, [
    lmsStatement(row.id, { lpId: row.learnerProductId, slideId: row.slideId }, now, {
      actor: { objectType: 'Agent', account: { homePage: launch.homePage, name: String(row.userId) } },
      verb: { id: VERB.satisfied, display: { 'en-US': 'satisfied' } },
      object: {
        id: blockIdOf(launch.homePage, row.lessonId),
        objectType: 'Activity',
        definition: { type: ACTIVITY_TYPE_BLOCK },
      },
      context: {
        registration: row.registration,
        contextActivities: { grouping: [{ id: launch.auId }] },
        extensions: { [EXT.sessionId]: row.id },
      },
    }),
  ]);
}

/** The agent of a State or Agent Profile call must be the session's learner (403 otherwise, 400 when not JSON). */
function assertAgent(agentJson: string, session: TokenSession) {
  let agent: { account?: { homePage?: unknown; name?: unknown } };
  try {
    agent = JSON.parse(agentJson);
  } catch {
    throw badRequest('agent', 'agent must be a JSON Agent');
  }
  const { homePage, name } = session.facts.actor;
  if (agent?.account?.homePage !== homePage || agent.account.name !== name)
    throw new AppError('CMI5_FORBIDDEN', 403, 'agent is not the learner of this session', [
      { field: 'agent', message: 'not the learner of this session' },
    ]);
}

export interface StateQuery {
  activityId: string;
  agent: string;
  registration?: string | undefined;
  stateId: string;
}

/** The state document's key, after checking the call names this session's activity, learner and registration. */
function stateKey(session: TokenSession, q: StateQuery): repo.StateKey {
  assertAgent(q.agent, session);
  if (q.activityId !== session.facts.activityId)
    throw new AppError('CMI5_FORBIDDEN', 403, 'activityId is not the AU of this session', [
      { field: 'activityId', message: 'not the AU of this session' },
    ]);
  if (q.registration !== undefined && q.registration !== session.facts.registration)
    throw new AppError('CMI5_FORBIDDEN', 403, 'registration is not the one of this session', [
      { field: 'registration', message: 'not the registration of this session' },
    ]);
  return {
    learnerProductId: session.row.learnerProductId,
    slideId: session.row.slideId,
    registration: q.registration ?? '',
    stateId: q.stateId,
  };
}

const documentOf = (body: unknown, field: string) => {
  const text = JSON.stringify(body ?? null);
  if (text.length > CMI5_DOCUMENT_MAX_CHARS)
    throw badRequest(field, `the document is larger than ${CMI5_DOCUMENT_MAX_CHARS} characters`);
  if (!isStorableText(text)) throw badRequest(field, 'the document holds characters that cannot be stored');
  return body;
};

/** GET activities/state: the document, or undefined (404). */
export async function readState(ctx: AppContext, session: TokenSession, q: StateQuery) {
  return repo.findState(ctx.database.db, stateKey(session, q));
}

/**
 * PUT (replace) or POST (merge the top-level properties of two JSON objects, xAPI 7.3) activities/state. The AU may
 * read LMS.LaunchData, never change it (cmi5 section 10): 403.
 */
export async function writeState(ctx: AppContext, session: TokenSession, q: StateQuery, body: unknown, merge: boolean) {
  const key = stateKey(session, q);
  if (q.stateId === LAUNCH_DATA_STATE)
    throw new AppError('CMI5_FORBIDDEN', 403, 'LMS.LaunchData is the LMS’s: the AU must not change it (cmi5 10)');
  let document = documentOf(body, 'document');
  const before = await repo.findState(ctx.database.db, key);
  if (before === undefined && (await repo.countStates(ctx.database.db, key.learnerProductId, key.slideId)) >= CMI5_DOCUMENTS_MAX)
    throw tooMany('stateId');
  if (merge) {
    const isObj = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v);
    if (before !== undefined && (!isObj(before) || !isObj(document)))
      throw badRequest('document', 'POST merges JSON objects only: PUT to replace the document');
    document = documentOf({ ...(before as object), ...(document as object) }, 'document');
  }
  await repo.saveState(ctx.database.db, key, document, ctx.clock.now());
}

export async function removeState(ctx: AppContext, session: TokenSession, q: StateQuery) {
  const key = stateKey(session, q);
  if (q.stateId === LAUNCH_DATA_STATE)
    throw new AppError('CMI5_FORBIDDEN', 403, 'LMS.LaunchData is the LMS’s: the AU must not delete it (cmi5 10)');
  await repo.deleteState(ctx.database.db, key);
}

/** A new document past the bound: an AU cannot fill the store with documents. */
const tooMany = (field: string) =>
  new AppError('CMI5_DOCUMENTS_LIMIT', 403, `at most ${CMI5_DOCUMENTS_MAX} documents are kept`, [
    { field, message: `at most ${CMI5_DOCUMENTS_MAX} documents are kept` },
  ]);

/** ETag of a stored document (xAPI 6.3 concurrency): its content's hash, quoted. */
export const etagOf = (document: unknown) => `"${sha256(JSON.stringify(document))}"`;

/** GET agents/profile (cmi5 section 11): the learner's document, or undefined (404). */
export async function readAgentProfile(ctx: AppContext, session: TokenSession, q: { agent: string; profileId: string }) {
  assertAgent(q.agent, session);
  return repo.findAgentProfile(ctx.database.db, session.row.userId, q.profileId);
}

/** PUT agents/profile, with xAPI's If-Match / If-None-Match preconditions (412 when they fail). */
export async function writeAgentProfile(
  ctx: AppContext,
  session: TokenSession,
  q: { agent: string; profileId: string },
  body: unknown,
  preconditions: { ifMatch?: string | undefined; ifNoneMatch?: string | undefined },
) {
  assertAgent(q.agent, session);
  const document = documentOf(body, 'document');
  const before = await repo.findAgentProfile(ctx.database.db, session.row.userId, q.profileId);
  if (before === undefined && (await repo.countAgentProfiles(ctx.database.db, session.row.userId)) >= CMI5_DOCUMENTS_MAX)
    throw tooMany('profileId');
  if (preconditions.ifNoneMatch === '*' && before !== undefined)
    throw new AppError('PRECONDITION_FAILED', 412, 'the profile exists (If-None-Match: *)');
  if (preconditions.ifMatch && (before === undefined || etagOf(before) !== preconditions.ifMatch))
    throw new AppError('PRECONDITION_FAILED', 412, 'the profile changed (If-Match)');
  await repo.saveAgentProfile(ctx.database.db, session.row.userId, q.profileId, document, ctx.clock.now());
}
