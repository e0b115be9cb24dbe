import type { Db } from '../../../platform/db/client.js';
import * as repo from './repo.js';

/** The signature evidence of a learner product (for an identity-evidence record): enrolled, last result and time. */
export interface BiosigEvidence {
  enrolled: boolean;
  lastResult: 'PASS' | 'FAIL' | null;
  lastAt: Date | null;
  lastPurpose: 'COURSE' | 'EXAM' | null;
}

/** The learner product's signature evidence; `userId` is its learner (whose template counts). */
export async function biosigEvidence(db: Db, userId: number, lpId: number): Promise<BiosigEvidence> {
  const [template, last] = await Promise.all([repo.findTemplate(db, userId), repo.findLatestFinished(db, lpId)]);
  return {
    enrolled: template !== undefined,
    lastResult: (last?.status as BiosigEvidence['lastResult']) ?? null,
    lastAt: last?.completedAt ?? null,
    lastPurpose: (last?.purpose as BiosigEvidence['lastPurpose']) ?? null,
  };
}

/** Whether an exam attempt of the learner product has a passed check (002 §3 requiresBiosig). */
export async function examCheckPassed(db: Db, lpId: number, personAssessmentId: number): Promise<boolean> {
  const last = await repo.findLatestFinished(db, lpId, personAssessmentId);
  return last?.status === 'PASS';
}

/** Whether the learner product's newest finished check is a PASS completed at or after `since` (decision 0097). */
export async function biosigPassedSince(db: Db, lpId: number, since: Date): Promise<boolean> {
  const last = await repo.findLatestFinished(db, lpId);
  return last?.status === 'PASS' && last.completedAt !== null && last.completedAt >= since;
}

/** Retention (decision 0097): the raw signature samples of these users go; results of their checks stay. */
export function deleteSignatureSamples(db: Db, userIds: number[]): Promise<number> {
  return repo.deleteSamplesOf(db, userIds);
}

/** The last signature result (PASS, FAIL or null) of many learner products at once (the regulator roster). */
export async function lastSignatureResults(db: Db, lpIds: number[]): Promise<Map<number, 'PASS' | 'FAIL' | null>> {
  return (await repo.findLatestFinishedStatuses(db, lpIds)) as Map<number, 'PASS' | 'FAIL' | null>;
}
