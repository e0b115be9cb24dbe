import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { loadI18nPart } from '@/shared/i18n/i18n';
import { paths } from '@/shared/paths';
import { useLearnerCompliance } from '../api/get-compliance';
import { reportIdleTimeout } from '../api/idle-timeout';
import { type ActivityMonitor, createActivityMonitor } from '../model/activity-monitor';
import { effectiveIdle } from '../model/effective-idle';
import { claimMaxTimeNotice } from '../model/max-time-notice';
import { seatTimeRules } from '../model/seat-time-rules';
import { ComplianceRules } from './compliance-rules';
import { IdleWarningDialog } from './idle-warning-dialog';
import { MaxTimeAlert } from './max-time-alert';
import { useHeartbeat } from './use-heartbeat';
import { useIdleTimeout } from './use-idle-timeout';
import { useTimeOnTask } from './use-time-on-task';

// Only courses whose regulator asks personal validation questions load the prompt and its texts (issue 27): nothing of
// it weighs on every course home (the journeys' byte budget).
const ValidationPrompt = lazy(async () => {
  const [m] = await Promise.all([import('./validation-prompt'), loadI18nPart('validation')]);
  return { default: m.ValidationPrompt };
});

/** One activity monitor for the life of the tracker; the mouse rule can change once the product loads. */
function useActivityMonitor(mouseActive: boolean): ActivityMonitor {
  const [monitor] = useState(() => createActivityMonitor(document));
  useEffect(() => {
    monitor.start();
    return () => monitor.stop();
  }, [monitor]);
  useEffect(() => monitor.setMouseActive(mouseActive), [monitor, mouseActive]);
  return monitor;
}

/**
 * Seat time of one open learner product (000 §3, §4, §7, §9): time on task per page, heartbeats, idle,
 * the Max Time notice and the idle timeout, all by the product's course rules.
 */
export function SeatTimeTracker({ lpId }: { lpId: number }) {
  const navigate = useNavigate();
  const rules = seatTimeRules(useLearnerProduct(lpId).data?.rules);
  const compliance = useLearnerCompliance(lpId).data;
  const idle = effectiveIdle(rules, compliance?.idle);
  const monitor = useActivityMonitor(rules.mouseActive);
  // undefined: no notice; null or text: the notice with the server's popUpMessage.
  const [maxTime, setMaxTime] = useState<string | null | undefined>(undefined);

  useTimeOnTask(lpId);
  const onMaxTime = useCallback(
    (popUpMessage: string | null, courseDay: string | undefined) => {
      if (claimMaxTimeNotice(lpId, courseDay)) setMaxTime(popUpMessage);
    },
    [lpId],
  );
  useHeartbeat(lpId, monitor, rules.idleWarningSecs, onMaxTime);
  const secondsLeft = useIdleTimeout(
    monitor,
    idle,
    // The server applies the regulator's idle rule first (the unit's time forfeited), then the /logout route signs
    // out, forgets the product and reloads home (000 §2). Signing out goes ahead whatever the report's fate.
    () => {
      const logout = () => navigate(paths.logout.href());
      if (compliance && compliance.idle.action !== 'DEDUCT_ONLY') reportIdleTimeout(lpId).then(logout, logout);
      else logout();
    },
  );

  return (
    <>
      <IdleWarningDialog secondsLeft={secondsLeft} onStay={monitor.touch} />
      <MaxTimeAlert message={maxTime} onClose={() => setMaxTime(undefined)} />
      {compliance && compliance.reasons.length > 0 && <ComplianceRules compliance={compliance} />}
      {compliance?.validationRequired && (
        <Suspense fallback={null}>
          <ValidationPrompt lpId={lpId} onFailed={() => navigate(paths.productHome.href({ lpId }))} />
        </Suspense>
      )}
    </>
  );
}
