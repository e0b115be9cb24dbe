import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { CATEGORY_CMI5, CATEGORY_MOVE_ON, EXT, VERB } from './cmi5-verbs.js';
import { checkStatement, type SessionFacts, type StatementHistory, withStatement } from './statement-rules.js';

const session: SessionFacts = {
  sessionId: 'session-1',
  registration: '0b6c5d47-8a1e-5f3b-9c2d-1e2f3a4b5c6d',
  activityId: 'https://lms.example/cmi5/au/7',
  auId: 'https://publisher.example/course/au/1',
  actor: { homePage: 'https://lms.example', name: '42' },
  launchMode: 'Normal',
  masteryScore: 0.8,
};
const fresh = (): StatementHistory => ({ sessionVerbs: [], registrationVerbs: new Set(), terminated: false });

/** A statement in the shape ADL's cmi5.js sends: the context template, registration, the cmi5 category. */
function statement(verb: string, result?: Record<string, unknown>, defined = true) {
  const category = defined ? [{ id: CATEGORY_CMI5 }] : [];
  if (defined && ['completed', 'passed', 'failed'].includes(verb)) category.push({ id: CATEGORY_MOVE_ON });
  return {
    id: randomUUID(),
    timestamp: '2026-11-28T12:00:00.000Z',
    actor: { objectType: 'Agent', account: { ...session.actor } },
    verb: { id: (VERB as Record<string, string>)[verb] ?? `http://adlnet.gov/expapi/verbs/${verb}` },
    object: { id: session.activityId },
    context: {
      registration: session.registration,
      contextActivities: { grouping: [{ id: session.auId }], category },
      extensions: { [EXT.sessionId]: session.sessionId },
    },
    ...(result ? { result } : {}),
  };
}

/** The status and field a refused statement answers. */
function refusal(fn: () => unknown): [number, string | undefined] {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return [e.status, e.fieldErrors?.[0]?.field];
    throw e;
  }
  return [200, undefined];
}

/** The history after the statements were accepted in order. */
function after(...list: ReturnType<typeof statement>[]) {
  return list.reduce((h, s) => withStatement(h, checkStatement(s, session, h)), fresh());
}

describe('cmi5 statement rules (cmi5 sections 7.1, 9.3, 9.5)', () => {
  const init = statement('initialized');
  const pass = statement('passed', { success: true, duration: 'PT1M', score: { scaled: 0.9 } });

  it('takes initialized first, then the AU’s verbs with the results they must carry', () => {
    const h = after(init, pass, statement('completed', { completion: true, duration: 'PT2M' }));
    expect(h.sessionVerbs).toEqual([VERB.initialized, VERB.passed, VERB.completed]);
    expect(withStatement(h, checkStatement(statement('terminated', { duration: 'PT3M' }), session, h)).terminated).toBe(true);
  });

  it('refuses anything before initialized and after terminated, and a verb twice in a session (403)', () => {
    expect(refusal(() => checkStatement(pass, session, fresh()))).toEqual([403, 'verb.id']);
    const ended = after(init, statement('terminated', { duration: 'PT1S' }));
    expect(refusal(() => checkStatement(statement('experienced', undefined, false), session, ended))).toEqual([403, 'verb.id']);
    expect(refusal(() => checkStatement(statement('initialized'), session, after(init)))).toEqual([403, 'verb.id']);
  });

  it('holds the registration rules: completed and passed once, no failed after passed, one of passed/failed a session', () => {
    const registration: StatementHistory = {
      sessionVerbs: [VERB.initialized],
      registrationVerbs: new Set([VERB.passed, VERB.completed]),
      terminated: false,
    };
    expect(refusal(() => checkStatement(pass, session, registration))).toEqual([403, 'verb.id']);
    const failed = statement('failed', { success: false, duration: 'PT1S', score: { scaled: 0.5 } });
    expect(refusal(() => checkStatement(failed, session, registration))).toEqual([403, 'verb.id']);
    expect(
      refusal(() => checkStatement(statement('completed', { completion: true, duration: 'PT1S' }), session, registration)),
    ).toEqual([403, 'verb.id']);
    expect(refusal(() => checkStatement(failed, session, after(init, pass)))).toEqual([403, 'verb.id']);
    // A failed then a passed in a later session is allowed.
    const later: StatementHistory = {
      sessionVerbs: [VERB.initialized],
      registrationVerbs: new Set([VERB.failed]),
      terminated: false,
    };
    expect(checkStatement(pass, session, later).verb).toBe(VERB.passed);
  });

  it('checks scores against the mastery score, and the results each verb carries (400 naming the field)', () => {
    const h = after(init);
    const low = statement('passed', { success: true, duration: 'PT1S', score: { scaled: 0.5 } });
    expect(refusal(() => checkStatement(low, session, h))).toEqual([400, 'result.score.scaled']);
    const high = statement('failed', { success: false, duration: 'PT1S', score: { scaled: 0.8 } });
    expect(refusal(() => checkStatement(high, session, h))).toEqual([400, 'result.score.scaled']);
    expect(refusal(() => checkStatement(statement('completed', { duration: 'PT1S' }), session, h))).toEqual([
      400,
      'result.completion',
    ]);
    expect(refusal(() => checkStatement(statement('passed', { success: true }), session, h))).toEqual([400, 'result.duration']);
    const scoredCompletion = statement('completed', { completion: true, duration: 'PT1S', score: { scaled: 1 } });
    expect(refusal(() => checkStatement(scoredCompletion, session, h))).toEqual([400, 'result.score']);
    const noMoveOn = statement('passed', { success: true, duration: 'PT1S' });
    noMoveOn.context.contextActivities.category = [{ id: CATEGORY_CMI5 }];
    expect(refusal(() => checkStatement(noMoveOn, session, h))).toEqual([400, 'context.contextActivities.category']);
  });

  it('refuses another actor, registration or session (403), LMS verbs and voiding (403), and a statement without the context template (400)', () => {
    const h = after(init);
    const other = statement('experienced', undefined, false);
    other.actor.account.name = '43';
    expect(refusal(() => checkStatement(other, session, h))).toEqual([403, 'actor']);
    const otherRegistration = statement('experienced', undefined, false);
    otherRegistration.context.registration = randomUUID();
    expect(refusal(() => checkStatement(otherRegistration, session, h))).toEqual([403, 'context.registration']);
    const otherSession = statement('experienced', undefined, false);
    otherSession.context.extensions = { [EXT.sessionId]: 'session-0' };
    expect(refusal(() => checkStatement(otherSession, session, h))).toEqual([403, 'context.extensions']);
    expect(refusal(() => checkStatement(statement('satisfied'), session, h))).toEqual([403, 'verb.id']);
    expect(refusal(() => checkStatement(statement('voided', undefined, false), session, h))).toEqual([403, 'verb.id']);
    const noGrouping = statement('experienced', undefined, false);
    noGrouping.context.contextActivities.grouping = [];
    expect(refusal(() => checkStatement(noGrouping, session, h))).toEqual([400, 'context.contextActivities.grouping']);
    const badId = { ...statement('experienced', undefined, false), id: 'not-a-uuid' };
    expect(refusal(() => checkStatement(badId, session, h))).toEqual([400, 'id']);
    const elsewhere = statement('completed', { completion: true, duration: 'PT1S' });
    elsewhere.object.id = session.auId;
    expect(refusal(() => checkStatement(elsewhere, session, h))).toEqual([400, 'object.id']);
  });

  it('refuses completed, passed and failed in Browse and Review mode, and names the statement of a batch', () => {
    const review = { ...session, launchMode: 'Review' };
    const h = fresh();
    const started = withStatement(h, checkStatement(init, review, h));
    expect(refusal(() => checkStatement(pass, review, started))).toEqual([403, 'verb.id']);
    expect(refusal(() => checkStatement({ ...init, id: 'x' }, session, fresh(), '[3]'))).toEqual([400, '[3].id']);
  });
});
