import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** An attempt with the owner of its learner product, or undefined (the proctor affidavit's sitting finder). */
export function findAttemptWithOwner(db: Db, attemptId: number): ReturnType<typeof repo.findAttemptWithOwner> {
  return repo.findAttemptWithOwner(db, attemptId);
}
