import { examLimits } from '@continuum/contracts';

export interface TimerInput {
  startedAt: Date;
  deadline: Date | null;
  finishedAt: Date | null;
  warningSeconds: number;
}

export interface TimerView {
  /** -1 when not timed. */
  secondsLeftOnExam: number;
  /** -1 when not timed; 0 once inside the warning window. */
  secondsBeforeTimeWarning: number;
  secondsElapsed: number;
  examTimeExceeded: boolean;
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/** The attempt's clock as of `now` (server time only): elapsed time stops at the finish or the deadline. */
export function timerView(t: TimerInput, now: Date): TimerView {
  const end = Math.min(
    now.getTime(),
    t.finishedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    t.deadline?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  const secondsElapsed = seconds(end - t.startedAt.getTime());
  if (!t.deadline) return { secondsLeftOnExam: -1, secondsBeforeTimeWarning: -1, secondsElapsed, examTimeExceeded: false };
  const leftMs = t.deadline.getTime() - now.getTime();
  const secondsLeftOnExam = Math.max(0, Math.ceil(leftMs / 1000));
  return {
    secondsLeftOnExam,
    secondsBeforeTimeWarning: Math.max(0, secondsLeftOnExam - t.warningSeconds),
    secondsElapsed,
    examTimeExceeded: leftMs <= 0,
  };
}

/** Past the deadline and the grace period: saves are refused and the attempt is graded as of the deadline. */
export function isPastGrace(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime() + examLimits.saveGraceSeconds * 1000;
}

/** 3725 -> "1:02:05". */
export function timeTaken(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** 3725 -> "1 hour 2 minutes 5 seconds"; 0 -> "0 seconds". */
export function elapsedTimeText(totalSeconds: number): string {
  const parts: string[] = [];
  const unit = (n: number, word: string) => {
    if (n > 0) parts.push(`${n} ${word}${n === 1 ? '' : 's'}`);
  };
  unit(Math.floor(totalSeconds / 3600), 'hour');
  unit(Math.floor((totalSeconds % 3600) / 60), 'minute');
  unit(totalSeconds % 60, 'second');
  return parts.length ? parts.join(' ') : '0 seconds';
}
