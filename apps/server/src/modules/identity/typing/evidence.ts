import { TYPING_ENROL_ENTRIES } from '@continuum/contracts';
import type { Db } from '../../../platform/db/client.js';
import { deleteTemplatesOf, findEvidence, findLastResults, isEnrolled } from './repo.js';

/** What an identity-evidence record reads of a learner's typing checks (no timings, no template). */
export interface TypingEvidence {
  enrolled: boolean;
  lastResult: 'PASS' | 'FAIL' | null;
  lastScore: number | null;
  lastVerifiedAt: Date | null;
  /** Failed verifications since the last pass. */
  failures: number;
}

/** The learner's typing evidence (decision 0090). */
export async function readTypingEvidence(db: Db, userId: number): Promise<TypingEvidence> {
  const [enrolled, row] = await Promise.all([isEnrolled(db, userId, TYPING_ENROL_ENTRIES), findEvidence(db, userId)]);
  return {
    enrolled,
    lastResult: (row?.lastResult as 'PASS' | 'FAIL' | null | undefined) ?? null,
    lastScore: row?.lastScore ?? null,
    lastVerifiedAt: row?.lastVerifiedAt ?? null,
    failures: row?.failures ?? 0,
  };
}

/**
 * Whether the user passed a typing check at or after `since` (decision 0097): the newest of a PASS and an
 * enrolment that counted as a pass (the first template, or a supervised one: issue 25) is in the window and no
 * FAIL came after it.
 */
export async function typingPassedSince(db: Db, userId: number, since: Date): Promise<boolean> {
  const row = await findEvidence(db, userId);
  const enrolledAt = row?.enrolmentPassAt ?? null;
  const verifiedAt = row?.lastVerifiedAt ?? null;
  const lastPass = row?.lastResult === 'PASS' ? verifiedAt : null;
  const newestPass = [enrolledAt, lastPass].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  if (!newestPass || newestPass < since) return false;
  return !(row?.lastResult === 'FAIL' && verifiedAt && verifiedAt >= newestPass);
}

/** Retention (decision 0097): the raw typing timings of these users go; their typing results stay. */
export function deleteTypingTimings(db: Db, userIds: number[]): Promise<number> {
  return deleteTemplatesOf(db, userIds);
}

/** The last typing result (PASS, FAIL or null) of many users at once (the regulator roster). */
export async function lastTypingResults(db: Db, userIds: number[]): Promise<Map<number, 'PASS' | 'FAIL' | null>> {
  return (await findLastResults(db, userIds)) as Map<number, 'PASS' | 'FAIL' | null>;
}
