import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { insertAuditEvent } from './repo.js';

export const AuditType = {
  AUTHENTICATION_SUCCESS: 'AUTHENTICATION_SUCCESS',
  AUTHENTICATION_FAILURE: 'AUTHENTICATION_FAILURE',
  PASSWORD_CHANGED: 'PASSWORD_CHANGED',
  /** The account's e-mail changed (the old address is told, decision 0053). */
  EMAIL_CHANGED: 'EMAIL_CHANGED',
  PASSWORD_RESET_REQUESTED: 'PASSWORD_RESET_REQUESTED',
  PASSWORD_RESET: 'PASSWORD_RESET',
  ACCOUNT_ACTIVATED: 'ACCOUNT_ACTIVATED',
  SESSION_INVALIDATED: 'SESSION_INVALIDATED',
  /** A call on a learner's record made by someone acting as that learner (impersonation, decision 0054). */
  ACTING_FOR_LEARNER: 'ACTING_FOR_LEARNER',
} as const;

/** Records one audit event; `data` never carries passwords or keys. */
export function audit(db: Db, clock: Clock, principal: string, type: string, data: Record<string, string> = {}) {
  return insertAuditEvent(db, { principal, type, timestamp: clock.now(), data });
}
