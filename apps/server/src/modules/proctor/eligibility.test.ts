import { describe, expect, it } from 'vitest';
import type { LearnerContext } from '../progression/learner-context.js';
import type { NodeState } from '../progression/types.js';
import { proctorSiteEligibility } from './eligibility.js';

type Ctx = Parameters<typeof proctorSiteEligibility>[0];

function node(id: number, type: string, children: number[] = [], metadata: Record<string, string> = {}) {
  return { id, type, children, metadata } as unknown as LearnerContext['nodes'] extends Map<number, infer N> ? N : never;
}

function state(partial: Partial<NodeState>): NodeState {
  return { locked: false, completed: false, ...partial } as NodeState;
}

/** Root 1 with a lesson 2 and two courses' finals 3 and 4 (a program). */
function ctx(options: {
  proctorType?: string | null;
  status?: string;
  completedAt?: Date | null;
  expirationDate?: string | null;
  finals?: Record<number, Partial<NodeState>>;
  noFinals?: boolean;
}): Ctx {
  const finalMeta = { EXAM_TYPE: 'FINAL' };
  const nodes = new Map([
    [1, node(1, 'PROGRAM', options.noFinals ? [2] : [2, 3, 4])],
    [2, node(2, 'LESSON')],
    [3, node(3, 'EXAM', [], finalMeta)],
    [4, node(4, 'EXAM', [], finalMeta)],
  ]);
  const states = new Map<number, NodeState>([
    [2, state({ completed: true })],
    [3, state(options.finals?.[3] ?? {})],
    [4, state(options.finals?.[4] ?? { locked: true })],
  ]);
  return {
    lp: {
      status: options.status ?? 'IN_PROGRESS',
      completedAt: options.completedAt ?? null,
      expirationDate: options.expirationDate ?? null,
    },
    product: { proctorType: options.proctorType === undefined ? 'REMOTE' : options.proctorType },
    rootId: 1,
    nodes,
    progression: { states, currentLeafId: null, productCompleted: false },
  } as unknown as Ctx;
}

const site = { siteUrl: 'https://proctor.example.test/start', secret: 's'.repeat(32), today: '2026-03-02' };

describe('proctorSiteEligibility', () => {
  it.each([
    ['remote course, first final open', ctx({}), site, true, null, 3],
    ['product not remote-proctored', ctx({ proctorType: 'PROCTOR_FREE' }), site, false, 'NOT_REMOTE_PROCTORED', null],
    ['no proctor type', ctx({ proctorType: null }), site, false, 'NOT_REMOTE_PROCTORED', null],
    ['no site URL', ctx({}), { ...site, siteUrl: undefined }, false, 'NO_PROCTOR_SITE', null],
    ['no shared secret', ctx({}), { ...site, secret: undefined }, false, 'NO_PROCTOR_SITE', null],
    ['enrolment completed', ctx({ completedAt: new Date() }), site, false, 'COURSE_NOT_ACTIVE', null],
    ['pending signature', ctx({ status: 'PENDING_SIGNATURE' }), site, false, 'COURSE_NOT_ACTIVE', null],
    ['expired yesterday', ctx({ expirationDate: '2026-03-01' }), site, false, 'COURSE_NOT_ACTIVE', null],
    ['expires today (still open)', ctx({ expirationDate: '2026-03-02' }), site, true, null, 3],
    ['no final exam', ctx({ noFinals: true }), site, false, 'NO_FINAL_EXAM', null],
    ['first final done, second locked', ctx({ finals: { 3: { completed: true } } }), site, false, 'FINAL_EXAM_LOCKED', 4],
    ['first final done, second open', ctx({ finals: { 3: { completed: true }, 4: {} } }), site, true, null, 4],
    [
      'every final complete',
      ctx({ finals: { 3: { completed: true }, 4: { completed: true } } }),
      site,
      false,
      'FINAL_EXAM_COMPLETE',
      4,
    ],
    ['first final locked', ctx({ finals: { 3: { locked: true } } }), site, false, 'FINAL_EXAM_LOCKED', 3],
  ] as const)('%s', (_name, c, s, eligible, reason, finalExamId) => {
    expect(proctorSiteEligibility(c, s)).toMatchObject({ eligible, reason, finalExamId });
  });
});
