import { describe, expect, it } from 'vitest';
import { type AttemptFact, computeExamStatus, type StatusFacts } from './status.js';

const now = new Date('2026-03-02T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const finished = (n: number, passed: boolean, minutesAgo = 600, trial = false): AttemptFact => ({
  attemptNumber: n,
  trial,
  startedAt: ago(minutesAgo + 30),
  lastActivityAt: ago(minutesAgo),
  deadline: null,
  finishedAt: ago(minutesAgo),
  passed,
});
const open = (idleMinutes: number, deadlineInMinutes: number | null = null): AttemptFact => ({
  attemptNumber: 1,
  trial: false,
  startedAt: ago(idleMinutes + 5),
  lastActivityAt: ago(idleMinutes),
  deadline: deadlineInMinutes === null ? null : ago(-deadlineInMinutes),
  finishedAt: null,
  passed: null,
});
const unmet = { requiredMinutes: 60, creditedMinutes: 20, remainingMinutes: 40, met: false };
const met = { requiredMinutes: 60, creditedMinutes: 60, remainingMinutes: 0, met: true };

const base: StatusFacts = {
  now,
  isFinal: true,
  locked: false,
  eligible: true,
  hasQuestions: true,
  allowedAttempts: 3,
  disallowRetakes: false,
  requiredAttempts: 0,
  attempts: [],
  surveyFirst: false,
  assignmentsIncomplete: false,
  minimumTime: { course: null, unit: null, study: null },
  minutesBeforeRetake: 60,
};

// Every status of 002 §4, and the "free to start" case, each from the facts that produce it.
const table: [
  string,
  Partial<StatusFacts>,
  { status: string | null; timeLeft?: number | null; canStart?: boolean; canResume?: boolean; canRetake?: boolean },
][] = [
  ['nothing blocks', {}, { status: null, canStart: true, canRetake: false }],
  [
    'an attempt under way',
    { attempts: [open(2, 25)] },
    { status: 'IN_PROGRESS', timeLeft: 1500, canResume: true, canStart: false },
  ],
  ['an attempt left idle', { attempts: [open(31)] }, { status: 'PARTIALLY_COMPLETED', timeLeft: null, canResume: true }],
  ['passed a unit exam', { isFinal: false, attempts: [finished(1, true)] }, { status: 'PASS', canRetake: true, canStart: false }],
  ['passed the final', { attempts: [finished(1, true)] }, { status: 'PASS', canRetake: false }],
  [
    'passed, retakes disallowed',
    { isFinal: false, disallowRetakes: true, attempts: [finished(1, true)] },
    { status: 'PASS', canRetake: false },
  ],
  [
    'failed every allowed attempt',
    { attempts: [finished(1, false), finished(2, false), finished(3, false)] },
    { status: 'FAIL', canStart: false },
  ],
  ['failed once with DISALLOW_RETAKES', { disallowRetakes: true, attempts: [finished(1, false)] }, { status: 'FAIL' }],
  [
    'made the required attempts',
    { isFinal: false, requiredAttempts: 2, allowedAttempts: -1, attempts: [finished(1, false), finished(2, false)] },
    { status: 'COMPLETED_REQUIRED_ATTEMPTS', canRetake: true },
  ],
  ['not eligible', { eligible: false }, { status: 'INELIGIBLE', canStart: false }],
  ['survey first', { surveyFirst: true }, { status: 'SURVEY_FIRST', canStart: false }],
  ['assignments missing', { assignmentsIncomplete: true }, { status: 'ASSIGNMENT_NOT_COMPLETE' }],
  [
    'course time short',
    { minimumTime: { course: unmet, unit: met, study: null } },
    { status: 'MIN_COURSE_TIME_NOT_MET', timeLeft: 2400 },
  ],
  [
    'unit time short',
    { minimumTime: { course: met, unit: unmet, study: null } },
    { status: 'MIN_COURSE_TIME_NOT_MET_UNIT', timeLeft: 2400 },
  ],
  [
    'study time short',
    { minimumTime: { course: met, unit: null, study: unmet } },
    { status: 'MIN_COURSE_TIME_NOT_MET_STUDY', timeLeft: 2400 },
  ],
  [
    'failed the final 20 minutes ago',
    { attempts: [finished(1, false, 20)] },
    { status: 'MUST_WAIT', timeLeft: 2400, canStart: false },
  ],
  ['failed the final 61 minutes ago', { attempts: [finished(1, false, 61)] }, { status: null, canStart: true, canRetake: true }],
  [
    'failed a unit exam just now (no wait)',
    { isFinal: false, attempts: [finished(1, false, 1)] },
    { status: null, canStart: true },
  ],
  ['locked exam', { locked: true }, { status: null, canStart: false }],
  ['no questions', { hasQuestions: false }, { status: null, canStart: false }],
  [
    'trial attempts count for nothing',
    { allowedAttempts: 1, attempts: [finished(1, true, 600, true)] },
    { status: null, canStart: true },
  ],
];

describe('computeExamStatus', () => {
  it.each(table)('%s', (_name, facts, expected) => {
    expect(computeExamStatus({ ...base, ...facts })).toMatchObject(expected);
  });

  it('puts an unfinished attempt before everything else, and PASS before FAIL', () => {
    expect(computeExamStatus({ ...base, eligible: false, attempts: [finished(1, false), open(1)] }).status).toBe('IN_PROGRESS');
    expect(computeExamStatus({ ...base, allowedAttempts: 2, attempts: [finished(1, false), finished(2, true)] }).status).toBe(
      'PASS',
    );
  });
});
