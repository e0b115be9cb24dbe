import type { LearnerComplianceReply } from '@continuum/contracts';
import type { IdleTimeoutOptions } from '../components/use-idle-timeout';
import type { SeatTimeRules } from './seat-time-rules';

/**
 * The idle timeout the tracker runs: the course's own (SC_SEAT_TIME_*), or the regulator's where the server says a
 * bound profile tightened it (decision 0130). A regulator's logout without warning happens at its limit exactly.
 */
export function effectiveIdle(rules: SeatTimeRules, compliance: LearnerComplianceReply['idle'] | undefined): IdleTimeoutOptions {
  const own = { enabled: rules.isTimeout, limitMs: rules.timeoutMinutes * 60_000, displayWarning: rules.displayWarning };
  if (!compliance || compliance.timeoutSeconds === null || compliance.action === 'DEDUCT_ONLY') return own;
  return compliance.warningShown
    ? { enabled: true, limitMs: compliance.timeoutSeconds * 1000, displayWarning: true }
    : { enabled: true, limitMs: compliance.timeoutSeconds * 1000, displayWarning: false, graceMs: 0 };
}
