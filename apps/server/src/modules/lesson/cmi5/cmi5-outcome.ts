import type { Cmi5StatusReply } from '@continuum/contracts';
import type { Cmi5Slide } from '../sco/cmi5-schema.js';
import type { Cmi5StatementRow } from './cmi5-repo.js';
import { VERB } from './cmi5-verbs.js';

/** What the AU's cmi5 defined statements of a registration say (the LMS's own statements aside). */
export interface Cmi5Facts {
  initialized: boolean;
  completed: boolean;
  passed: boolean;
  failed: boolean;
  scoreScaled: number | null;
}

/** Reads the facts from the AU's statements: the last passed or failed score is the score. */
export function cmi5Facts(rows: Pick<Cmi5StatementRow, 'verb' | 'byLms' | 'statement'>[]): Cmi5Facts {
  const facts: Cmi5Facts = { initialized: false, completed: false, passed: false, failed: false, scoreScaled: null };
  for (const row of rows) {
    if (row.byLms) continue;
    if (row.verb === VERB.initialized) facts.initialized = true;
    if (row.verb === VERB.completed) facts.completed = true;
    if (row.verb === VERB.passed || row.verb === VERB.failed) {
      if (row.verb === VERB.passed) facts.passed = true;
      else facts.failed = true;
      const scaled = (row.statement as { result?: { score?: { scaled?: unknown } } }).result?.score?.scaled;
      if (typeof scaled === 'number') facts.scoreScaled = scaled;
    }
  }
  return facts;
}

/**
 * Whether the AU's moveOn rule is met (cmi5 13.1.4): Passed, Completed, both, either. NotApplicable asks nothing of
 * the AU in cmi5; here it is met once the AU was played (its initialized statement), so no AU is passed unplayed
 * (decision 0209).
 */
export function moveOnMet(moveOn: Cmi5Slide['moveOn'], f: Cmi5Facts): boolean {
  switch (moveOn) {
    case 'Passed':
      return f.passed;
    case 'Completed':
      return f.completed;
    case 'CompletedAndPassed':
      return f.completed && f.passed;
    case 'CompletedOrPassed':
      return f.completed || f.passed;
    default:
      return f.initialized;
  }
}

export function statusOf(moveOn: Cmi5Slide['moveOn'], f: Cmi5Facts): Cmi5StatusReply {
  return { moveOn, ...f, satisfied: moveOnMet(moveOn, f) };
}
