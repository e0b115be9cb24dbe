import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationWords } from '@/shared/format/duration';
import type { TimerReading } from '../model/exam-timer';
import { clockText, timeParts } from '../model/time-parts';

/**
 * The exam clock (002 §4): time remaining when the exam is timed, else time elapsed when the exam's timer
 * display is on. The clock itself is a `timer` (read on request, never announced every second); the
 * 'Time is almost up' warning goes once into a polite live region when it starts.
 */
export function ExamTimer({ reading, showElapsed }: { reading: TimerReading; showElapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    // Worded once, at the moment the warning starts, so the live region does not change every second.
    if (reading.warning && warning === null)
      setWarning(t('exam.timer.warning', { time: durationWords(t, i18n.language, timeParts(reading.left)) }));
  }, [reading.warning, reading.left, warning, t, i18n.language]);

  let clock: React.ReactNode = null;
  if (reading.timed)
    clock = (
      <Text fw={600} role="timer" aria-label={t('exam.timer.remainingLabel')} c={reading.warning ? 'red.8' : undefined}>
        {t('exam.timer.remaining', { time: clockText(reading.left) })}
      </Text>
    );
  else if (showElapsed)
    clock = (
      <Text role="timer" aria-label={t('exam.timer.elapsedLabel')}>
        {t('exam.timer.elapsed', { time: clockText(reading.elapsed) })}
      </Text>
    );
  return (
    <div>
      {clock}
      <div aria-live="polite" aria-atomic="true">
        {warning && reading.timed && !reading.expired && (
          <Text c="red.9" fw={600} size="sm">
            {warning}
          </Text>
        )}
      </div>
    </div>
  );
}
