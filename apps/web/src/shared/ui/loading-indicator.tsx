import { loadingIndicator } from '@continuum/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './loading-indicator.module.css';

type Phase = 'idle' | 'bar' | 'message' | 'ended';

/**
 * Navigation/fetch indicator (spec 000 §4, §9): nothing for quick work, a progress bar after 200 ms,
 * a 'Loading...' message after 500 ms, and a forced end after 300000 ms so a hung call cannot leave it up.
 */
export function LoadingIndicator({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    setPhase('idle');
    if (!active) return;
    const timers = [
      window.setTimeout(() => setPhase('bar'), loadingIndicator.barAfterMs),
      window.setTimeout(() => setPhase('message'), loadingIndicator.messageAfterMs),
      window.setTimeout(() => setPhase('ended'), loadingIndicator.forcedEndMs),
    ];
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [active]);

  const showBar = phase === 'bar' || phase === 'message';
  return (
    <>
      {showBar && <div className={classes.bar} role="progressbar" aria-label={t('global.loading.label')} />}
      {/* Always mounted so screen readers announce the message when it appears. */}
      <div className={classes.message} aria-live="polite">
        {phase === 'message' ? t('global.loading.message') : ''}
      </div>
    </>
  );
}
