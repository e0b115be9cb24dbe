import { TYPING_ENROL_ENTRIES } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { findEvidence, isEnrolled } from './repo.js';

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
