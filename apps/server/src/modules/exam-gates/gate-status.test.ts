import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examGateCodes, examUserData } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { consumeExamGates, type ExamGateInput, examGateStatus } from './gate-status.js';
import { learnerWithGatedFinal } from './testing/gates-fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
type Kind = 'ACCESS' | 'PROCTOR';
interface CodeSpec {
  kind: Kind;
  accepted?: boolean;
  expired?: boolean;
  revoked?: boolean;
  consumedBy?: number;
}

async function addCode(lpId: number, examId: number, spec: CodeSpec) {
  const now = t.clock.now();
  await t.database.db.insert(examGateCodes).values({
    kind: spec.kind,
    learnerProductId: lpId,
    examNodeId: examId,
    codeHash: `hash-${Math.random()}`,
    issuedAt: new Date(now.getTime() - 2 * HOUR),
    expiresAt: new Date(now.getTime() + (spec.expired ? -HOUR : HOUR)),
    acceptedAt: spec.accepted || spec.consumedBy ? new Date(now.getTime() - HOUR / 2) : null,
    revokedAt: spec.revoked ? now : null,
    consumedAt: spec.consumedBy ? now : null,
    consumedAttemptNumber: spec.consumedBy ?? null,
    personAssessmentId: spec.consumedBy ? 900 + spec.consumedBy : null,
  });
}

const both = { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes', SC_PROCTOR_PROCTOR_REQUIRED: 'yes' };
const yes = { accepted: true };

interface Case {
  name: string;
  rules: Record<string, string>;
  exam: 'unit' | 'final';
  codes: CodeSpec[];
  /** accessCodeRequired, accessCodeAccepted, proctorCodeRequired, proctorCodeAccepted, licence required, given. */
  status: boolean[];
  /** The error consumeExamGates throws when the attempt starts, or null when it may start. */
  startError: string | null;
  /** Codes the starting attempt marks used. */
  used?: Kind[];
  attemptNumber?: number;
  licenceRequired?: boolean;
  licenceGiven?: boolean;
}

describe('examGateStatus and consumeExamGates (the exam engine’s seam)', () => {
  const cases: Case[] = [
    {
      name: 'unit exam: nothing required, start allowed',
      rules: both,
      exam: 'unit',
      codes: [],
      status: [false, false, false, false, false, false],
      startError: null,
    },
    {
      name: 'final, both codes required, none entered',
      rules: both,
      exam: 'final',
      codes: [],
      status: [true, false, true, false, false, false],
      startError: 'ACCESS_CODE_REQUIRED',
    },
    {
      name: 'final, proctor accepted but access missing',
      rules: both,
      exam: 'final',
      codes: [{ kind: 'PROCTOR', ...yes }],
      status: [true, false, true, true, false, false],
      startError: 'ACCESS_CODE_REQUIRED',
    },
    {
      name: 'final, access accepted but proctor missing',
      rules: both,
      exam: 'final',
      codes: [{ kind: 'ACCESS', ...yes }],
      status: [true, true, true, false, false, false],
      startError: 'PROCTOR_CODE_REQUIRED',
    },
    {
      name: 'final, both accepted',
      used: ['ACCESS', 'PROCTOR'],
      rules: both,
      exam: 'final',
      codes: [
        { kind: 'ACCESS', ...yes },
        { kind: 'PROCTOR', ...yes },
      ],
      status: [true, true, true, true, false, false],
      startError: null,
    },
    {
      name: 'accepted but expired does not count',
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
      exam: 'final',
      codes: [{ kind: 'ACCESS', accepted: true, expired: true }],
      status: [true, false, false, false, false, false],
      startError: 'ACCESS_CODE_REQUIRED',
    },
    {
      name: 'accepted but revoked (replaced) does not count',
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
      exam: 'final',
      codes: [{ kind: 'ACCESS', accepted: true, revoked: true }],
      status: [true, false, false, false, false, false],
      startError: 'ACCESS_CODE_REQUIRED',
    },
    {
      name: 'issued but never entered does not count',
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
      exam: 'final',
      codes: [{ kind: 'ACCESS' }],
      status: [true, false, false, false, false, false],
      startError: 'ACCESS_CODE_REQUIRED',
    },
    {
      name: 'used by an earlier sitting does not count for this one',
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
      exam: 'final',
      codes: [{ kind: 'ACCESS', consumedBy: 1 }],
      status: [true, false, false, false, false, false],
      startError: 'ACCESS_CODE_REQUIRED',
      attemptNumber: 2,
    },
    {
      name: 'used by this sitting (resume) counts even once expired',
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
      exam: 'final',
      codes: [{ kind: 'ACCESS', consumedBy: 2, expired: true }],
      status: [true, true, false, false, false, false],
      startError: null,
      attemptNumber: 2,
    },
    {
      name: 'licence asked and missing',
      rules: {},
      exam: 'final',
      licenceRequired: true,
      codes: [],
      status: [false, false, false, false, true, false],
      startError: 'DRIVERS_LICENSE_REQUIRED',
    },
    {
      name: 'licence asked and given',
      rules: {},
      exam: 'final',
      licenceRequired: true,
      licenceGiven: true,
      codes: [],
      status: [false, false, false, false, true, true],
      startError: null,
    },
  ];
  it.each(cases)('$name', async (c) => {
    const f = await learnerWithGatedFinal(t, {
      rules: c.rules,
      ...(c.licenceRequired ? { finalMetadata: { DRIVERS_LICENSE_REQUIRED: 'yes' } } : {}),
    });
    const examId = c.exam === 'final' ? f.finalId : f.unitExamId;
    for (const code of c.codes) await addCode(f.lp.id, examId, code);
    if (c.licenceGiven) {
      const now = t.clock.now();
      await t.database.db.insert(examUserData).values({
        learnerProductId: f.lp.id,
        examNodeId: examId,
        driversLicenseEncrypted: 'v1.x',
        createdAt: now,
        updatedAt: now,
      });
    }
    const input: ExamGateInput = {
      userId: f.learner.id,
      learnerProductId: f.lp.id,
      examNodeId: examId,
      attemptNumber: c.attemptNumber ?? 1,
    };
    const s = await examGateStatus(t.database.db, input, t.clock);
    expect([
      s.accessCodeRequired,
      s.accessCodeAccepted,
      s.proctorCodeRequired,
      s.proctorCodeAccepted,
      s.driversLicenseRequired,
      s.driversLicenseProvided,
    ]).toEqual(c.status);

    const before = await t.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, f.lp.id));
    const start = t.database.db.transaction((tx) => consumeExamGates(tx, { ...input, personAssessmentId: 4242 }, t.clock));
    if (c.startError) {
      await expect(start).rejects.toMatchObject({ code: c.startError, status: 403 });
      // The attempt's transaction rolled back: no code was marked used.
      const after = await t.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, f.lp.id));
      expect(after).toEqual(before);
    } else {
      await start;
      const after = await t.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, f.lp.id));
      const usedNow = after.filter((r) => r.personAssessmentId === 4242).map((r) => r.kind);
      expect(usedNow.sort()).toEqual([...(c.used ?? [])].sort());
      // A repeated call for the same sitting is harmless.
      await t.database.db.transaction((tx) => consumeExamGates(tx, { ...input, personAssessmentId: 4242 }, t.clock));
    }
  });

  it('requires nothing when the learner product is not the user’s', async () => {
    const f = await learnerWithGatedFinal(t);
    const other = await learnerWithGatedFinal(t);
    const s = await examGateStatus(
      t.database.db,
      { userId: other.learner.id, learnerProductId: f.lp.id, examNodeId: f.finalId, attemptNumber: 1 },
      t.clock,
    );
    expect(s.accessCodeRequired || s.proctorCodeRequired || s.driversLicenseRequired).toBe(false);
  });
});
