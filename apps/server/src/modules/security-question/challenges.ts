// The challenges lesson and exam open and read (answering, the writes, stays inside the module), through this
// module's surface rather than its repo (decision 0114).
import type { Db } from '../../platform/db/client.js';
import type { SecurityProfile } from './questions.js';
import * as repo from './repo.js';

export type { ChallengeRow } from './repo.js';

/** What the user's answers are checked against: their contact facts. */
export function findProfile(db: Db, userId: number): Promise<SecurityProfile | undefined> {
  return repo.findProfile(db, userId);
}

/** The challenge of a learner product's node for this purpose, or undefined. */
export function findChallenge(
  db: Db,
  learnerProductId: number,
  nodeId: number,
  purpose: string,
): Promise<repo.ChallengeRow | undefined> {
  return repo.findChallenge(db, learnerProductId, nodeId, purpose);
}

/** The challenges of one learner product's node whose purpose starts with `prefix` (an exam attempt's points). */
export function findChallengesByPurposePrefix(
  db: Db,
  learnerProductId: number,
  nodeId: number,
  prefix: string,
): Promise<repo.ChallengeRow[]> {
  return repo.findChallengesByPurposePrefix(db, learnerProductId, nodeId, prefix);
}

/** Opens the challenge, or returns the one already open (a second finish asks the same question). */
export function openChallenge(db: Db, row: repo.NewChallenge): Promise<repo.ChallengeRow> {
  return repo.openChallenge(db, row);
}

/** The challenges of a node whose purpose starts with `prefix`, each with its count of wrong answers. */
export async function challengesWithWrongAnswers(
  db: Db,
  learnerProductId: number,
  nodeId: number,
  prefix: string,
): Promise<Array<repo.ChallengeRow & { wrongAnswers: number }>> {
  const rows = await repo.findChallengesByPurposePrefix(db, learnerProductId, nodeId, prefix);
  const wrong = await repo.countWrongAnswersByChallenge(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, wrongAnswers: wrong.get(r.id) ?? 0 }));
}
