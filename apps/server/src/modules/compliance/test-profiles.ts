import type { ComplianceParameters, ComplianceProfile } from '@continuum/contracts';
import { Authority, complianceProfile } from '@continuum/contracts';
import { expect } from 'vitest';
import { createUser, type TestApp, TestClient } from '../../test/harness.js';
import type { EffectiveRulesReader } from '../catalog/index.js';
import { loadProfiles, ProfileRegistry } from './load-profiles.js';
import { complianceRules } from './rules-service.js';

/** A source for test profiles' values (they are fixtures, not shipped regulators' rules). */
export const TEST_SOURCE = { citation: 'Test fixture', readOn: '2026-11-28' } as const;
export const sourced = <T>(value: T) => ({ value, source: TEST_SOURCE });

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object | null ? DeepPartial<NonNullable<T[K]>> | T[K] : T[K] };

/** A test profile: every parameter null but those given (checked against the contract, as shipped ones are). */
export function testProfile(id: string, parameters: DeepPartial<ComplianceParameters>): ComplianceProfile {
  const empty = {
    time: { minutesPerCreditHour: null, minimumCalendarDays: null, dailyCap: null, dailyCapTimeZone: null },
    idle: { timeoutSeconds: null, warningShown: null, action: null },
    linearLock: null,
    identity: { methods: null, when: null },
    personalValidation: { cadence: null, answerSeconds: null, failure: null },
    attestation: null,
    unitQuizzes: { required: null, passMarkPercent: null },
    finalExam: {
      required: null,
      questionCount: null,
      passMarkPercent: null,
      openBook: null,
      proctored: null,
      forms: null,
      differentFormOnRetake: null,
      attempts: null,
      retakeWaitMinutes: null,
      retakeWindowDays: null,
      attemptsExhausted: null,
    },
    repeat: { notInSuccessiveYears: null, notWithinYears: null },
    devices: { phonesAndTabletsRefused: null },
    reporting: { channel: null, deadline: null, nearRenewalDeadline: null, learnerKey: null, batchLimit: null },
    records: { retentionYears: null, produceWithinDays: null },
  } as Record<string, unknown>;
  for (const [k, v] of Object.entries(parameters)) {
    const base = empty[k];
    empty[k] = base && typeof base === 'object' && v && typeof v === 'object' && !('value' in v) ? { ...base, ...v } : v;
  }
  return complianceProfile.parse({
    id,
    version: 1,
    name: `Test ${id}`,
    regulator: 'Test regulator',
    jurisdiction: 'US',
    scope: 'Tests',
    parameters: empty,
  });
}

/** Gives a test app the shipped profiles plus these test ones (the app reads them through its service slots). */
export function installProfiles(t: TestApp, extra: ComplianceProfile[]): void {
  const registry = new ProfileRegistry([...allShipped(), ...extra]);
  t.app.services.complianceProfiles = registry;
  const rules: EffectiveRulesReader = complianceRules(() => registry);
  t.app.services.complianceRules = rules;
}

function allShipped(): ComplianceProfile[] {
  const shipped = loadProfiles();
  return shipped.latest().flatMap((p) => shipped.versionsOf(p.id).map((v) => shipped.find(p.id, v) as ComplianceProfile));
}

/**
 * Binds a product to a profile (version 1) through the administrators' API. A new administrator signs in for each
 * binding: a test that moves the clock by hours or days outlives a session.
 */
export async function bindProfile(t: TestApp, productId: number, profileId: string, creditHours = 1): Promise<void> {
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  const admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
  const res = await admin.request({
    method: 'PUT',
    url: `/api/admin/products/${productId}/compliance-bindings`,
    payload: { bindings: [{ profileId, profileVersion: 1, approvalNumber: 'A-1', approvalExpiresOn: null, creditHours }] },
  });
  expect(res.statusCode).toBe(200);
}
