import { AppError, badRequest } from '../../../platform/errors.js';
import { AU_VERBS, CATEGORY_CMI5, CATEGORY_MOVE_ON, EXT, LMS_VERBS, MOVE_ON_VERBS, VERB } from './cmi5-verbs.js';

/** What a statement is checked against: the session its token belongs to. */
export interface SessionFacts {
  sessionId: string;
  registration: string;
  activityId: string;
  /** The AU's id in the course structure (the publisher id the context template groups by). */
  auId: string;
  actor: { homePage: string; name: string };
  launchMode: string;
  masteryScore: number | undefined;
}

/** What was already stored, the ordering rules read it (cmi5 section 9.3). */
export interface StatementHistory {
  /** cmi5 defined verbs of this session, in arrival order. */
  sessionVerbs: string[];
  /** cmi5 defined verbs of the AU in this registration (every session). */
  registrationVerbs: Set<string>;
  terminated: boolean;
}

export interface CheckedStatement {
  id: string;
  verb: string;
  cmi5Defined: boolean;
  statement: Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DURATION =
  /^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/;

/** Refused by the cmi5 rules for this session or registration: 403, the statement is well formed but not allowed. */
const refused = (field: string, message: string) => new AppError('CMI5_STATEMENT_REFUSED', 403, message, [{ field, message }]);
const ids = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((a) => (obj(a)?.id as string | undefined) ?? '').filter(Boolean) : [];

/** The shape every statement of a session must have: its id, actor, verb, object, timestamp and context template. */
function checkShape(raw: unknown, s: SessionFacts, at: string) {
  const st = obj(raw);
  if (!st) throw badRequest(at || 'statement', 'a statement is a JSON object');
  const f = (name: string) => (at ? `${at}.${name}` : name);
  const id = st.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw badRequest(f('id'), 'id must be a UUID (cmi5 9.1)');
  const actor = obj(st.actor);
  const account = obj(actor?.account);
  if (!actor || (actor.objectType !== undefined && actor.objectType !== 'Agent') || !account)
    throw badRequest(f('actor'), 'actor must be an Agent with an account (cmi5 9.2)');
  if (account.homePage !== s.actor.homePage || account.name !== s.actor.name)
    throw refused(f('actor'), 'actor is not the learner this session was launched for');
  const verb = obj(st.verb)?.id;
  if (typeof verb !== 'string' || verb === '') throw badRequest(f('verb.id'), 'verb.id is required');
  const objectId = obj(st.object)?.id;
  if (typeof objectId !== 'string' || objectId === '') throw badRequest(f('object.id'), 'object.id is required');
  if (typeof st.timestamp !== 'string' || Number.isNaN(Date.parse(st.timestamp)))
    throw badRequest(f('timestamp'), 'timestamp is required (cmi5 9.7)');
  const context = obj(st.context);
  if (!context) throw badRequest(f('context'), 'context is required: the context template of LMS.LaunchData (cmi5 9.6)');
  if (typeof context.registration !== 'string')
    throw badRequest(f('context.registration'), 'context.registration is required (cmi5 9.6.1)');
  if (context.registration !== s.registration)
    throw refused(f('context.registration'), 'context.registration is not the registration of this session');
  const session = obj(context.extensions)?.[EXT.sessionId];
  if (typeof session !== 'string')
    throw badRequest(f('context.extensions'), 'the session id extension of the context template is required (cmi5 9.6.3.1)');
  if (session !== s.sessionId) throw refused(f('context.extensions'), 'the session id is not the one this token was given for');
  const activities = obj(context.contextActivities);
  if (!ids(activities?.grouping).includes(s.auId))
    throw badRequest(
      f('context.contextActivities.grouping'),
      'the publisher id activity of the context template is missing (cmi5 9.6.2.3)',
    );
  const categories = ids(activities?.category);
  return { st, id, verb, objectId, categories, result: obj(st.result), context, f };
}

/** The result a cmi5 defined statement must (and must not) carry (cmi5 9.5). */
function checkResult(verb: string, result: Obj | undefined, categories: string[], s: SessionFacts, f: (n: string) => string) {
  const score = obj(result?.score);
  const scaled = typeof score?.scaled === 'number' ? score.scaled : undefined;
  if (score && verb !== VERB.passed && verb !== VERB.failed)
    throw badRequest(f('result.score'), 'only passed and failed statements carry a score (cmi5 9.5.1)');
  if (verb === VERB.passed && result?.success !== true) throw badRequest(f('result.success'), 'passed needs result.success true');
  if (verb === VERB.failed && result?.success !== false)
    throw badRequest(f('result.success'), 'failed needs result.success false');
  if (verb !== VERB.passed && verb !== VERB.failed && result?.success !== undefined)
    throw badRequest(f('result.success'), 'only passed and failed statements carry result.success (cmi5 9.5.2)');
  if (verb === VERB.completed && result?.completion !== true)
    throw badRequest(f('result.completion'), 'completed needs result.completion true');
  if (verb !== VERB.completed && result?.completion !== undefined)
    throw badRequest(f('result.completion'), 'only completed statements carry result.completion (cmi5 9.5.3)');
  if (scaled !== undefined && (scaled < 0 || scaled > 1)) throw badRequest(f('result.score.scaled'), 'score.scaled is 0..1');
  if (s.masteryScore !== undefined && scaled !== undefined) {
    if (verb === VERB.passed && scaled < s.masteryScore)
      throw badRequest(f('result.score.scaled'), 'a passed score is at least the mastery score (cmi5 9.3.4)');
    if (verb === VERB.failed && scaled >= s.masteryScore)
      throw badRequest(f('result.score.scaled'), 'a failed score is below the mastery score (cmi5 9.3.5)');
  }
  if ((MOVE_ON_VERBS.has(verb) || verb === VERB.terminated) && !ISO_DURATION.test(String(result?.duration ?? '')))
    throw badRequest(f('result.duration'), 'completed, passed, failed and terminated carry an ISO 8601 duration (cmi5 9.5.4)');
  if (MOVE_ON_VERBS.has(verb) !== categories.includes(CATEGORY_MOVE_ON))
    throw badRequest(
      f('context.contextActivities.category'),
      'the moveOn category is on completed, passed and failed statements only (cmi5 9.6.2.2)',
    );
}

/** The verb ordering rules of a session and a registration (cmi5 9.3), and the launch mode's (section 10). */
function checkOrder(verb: string, cmi5Defined: boolean, s: SessionFacts, h: StatementHistory) {
  if (h.terminated) throw refused('verb.id', 'the session has ended: no statement follows terminated (cmi5 9.3.8)');
  const first = h.sessionVerbs.length === 0;
  if (first && !(cmi5Defined && verb === VERB.initialized))
    throw refused('verb.id', 'initialized must be the first statement of a session (cmi5 9.3.2)');
  if (!cmi5Defined) return;
  if (h.sessionVerbs.includes(verb)) throw refused('verb.id', 'a cmi5 defined verb is used once a session (cmi5 9.3)');
  if (MOVE_ON_VERBS.has(verb) && s.launchMode !== 'Normal')
    throw refused('verb.id', `no completed, passed or failed in ${s.launchMode} mode (cmi5 10)`);
  const passedOrFailed = (v: string) => v === VERB.passed || v === VERB.failed;
  if (passedOrFailed(verb) && h.sessionVerbs.some(passedOrFailed))
    throw refused('verb.id', 'one of passed and failed a session (cmi5 9.3)');
  if (verb === VERB.completed && h.registrationVerbs.has(VERB.completed))
    throw refused('verb.id', 'completed once a registration (cmi5 9.3.3)');
  if (verb === VERB.passed && h.registrationVerbs.has(VERB.passed))
    throw refused('verb.id', 'passed once a registration (cmi5 9.3.4)');
  if (verb === VERB.failed && h.registrationVerbs.has(VERB.passed))
    throw refused('verb.id', 'no failed after passed in a registration (cmi5 9.3)');
}

/**
 * Checks one statement an AU sends against its session (cmi5 sections 7.1, 9): 400 naming the field for one that is
 * malformed or breaks a statement rule, 403 for one this token may not write (another actor, registration or session,
 * an LMS verb, voiding) or one the ordering rules refuse. `at` prefixes field names inside a batch.
 */
export function checkStatement(raw: unknown, s: SessionFacts, h: StatementHistory, at = ''): CheckedStatement {
  const { st, id, verb, objectId, categories, result, f } = checkShape(raw, s, at);
  if (verb === VERB.voided) throw refused(f('verb.id'), 'an AU may not void statements (cmi5 6.3)');
  if (LMS_VERBS.has(verb)) throw refused(f('verb.id'), 'launched, abandoned, waived and satisfied are the LMS’s verbs');
  const cmi5Defined = categories.includes(CATEGORY_CMI5);
  if (cmi5Defined) {
    if (!AU_VERBS.has(verb)) throw badRequest(f('verb.id'), 'not a cmi5 defined verb, yet the statement has the cmi5 category');
    if (objectId !== s.activityId) throw badRequest(f('object.id'), 'object.id of a cmi5 defined statement is the activityId');
    checkResult(verb, result, categories, s, f);
  } else if (categories.includes(CATEGORY_MOVE_ON)) {
    throw badRequest(f('context.contextActivities.category'), 'the moveOn category is for cmi5 defined statements only');
  }
  checkOrder(verb, cmi5Defined, s, h);
  return { id, verb, cmi5Defined, statement: st };
}

/** The history after a statement is accepted (a batch is checked statement by statement). */
export function withStatement(h: StatementHistory, c: CheckedStatement): StatementHistory {
  if (!c.cmi5Defined) return h;
  return {
    sessionVerbs: [...h.sessionVerbs, c.verb],
    registrationVerbs: new Set([...h.registrationVerbs, c.verb]),
    terminated: c.verb === VERB.terminated,
  };
}
