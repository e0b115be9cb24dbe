import type { ExamStatusName, ExamStatusReply } from '@continuum/contracts';
import type { DurationParts } from '@/shared/format/duration';
import { minutesLeft, timeParts } from './time-parts';

export interface StatusNotice {
  tone: 'info' | 'warning' | 'error' | 'success';
  /** Translation key under exam.status. */
  key: string;
  values: Record<string, string | number>;
  /** A time left or to wait, put into the text as words in the page's language ({{time}}). */
  time?: DurationParts;
  /** A second text shown under the first (a rule's own message), untranslated. */
  extra?: string | null;
}

/** Statuses whose page is only a notice (nothing to start): 002 §8 "Exam" texts. */
const NOTICES: Partial<Record<ExamStatusName, (s: ExamStatusReply) => StatusNotice>> = {
  FAIL: (s) => ({
    tone: 'error',
    key: 'FAIL',
    values: {},
    extra: s.disallowRetakes || s.maxRetakesReachedMessage ? s.maxRetakesReachedMessage : null,
  }),
  // Why, when the server says (issue 25 item 30): a start date to choose is not a matter for customer support.
  INELIGIBLE: (s) => ({
    tone: 'warning',
    key: s.ineligibleReason ? `INELIGIBLE_${s.ineligibleReason}` : 'INELIGIBLE',
    values: {},
  }),
  SURVEY_FIRST: () => ({ tone: 'info', key: 'SURVEY_FIRST', values: {} }),
  ASSIGNMENT_NOT_COMPLETE: (s) => ({ tone: 'info', key: 'ASSIGNMENT_NOT_COMPLETE', values: {}, extra: s.message }),
  MIN_COURSE_TIME_NOT_MET: (s) => minimumTime('MIN_COURSE_TIME_NOT_MET', s),
  MIN_COURSE_TIME_NOT_MET_UNIT: (s) => minimumTime('MIN_COURSE_TIME_NOT_MET_UNIT', s),
  MIN_COURSE_TIME_NOT_MET_STUDY: (s) => minimumTime('MIN_COURSE_TIME_NOT_MET_STUDY', s),
  MUST_WAIT: (s) => {
    const { days, hours, minutes } = timeParts(roundUpToMinute(s.timeLeft ?? 0));
    return { tone: 'info', key: 'MUST_WAIT', values: { count: s.minutesBeforeRetake }, time: { days, hours, minutes } };
  },
  COMPLETED_REQUIRED_ATTEMPTS: () => ({ tone: 'success', key: 'COMPLETED_REQUIRED_ATTEMPTS', values: {} }),
  PARTIALLY_COMPLETED: () => ({ tone: 'warning', key: 'PARTIALLY_COMPLETED', values: {} }),
};

/** The time still needed, in hours and minutes (timeLeft is seconds of seat time). */
function minimumTime(key: ExamStatusName, s: ExamStatusReply): StatusNotice {
  const total = minutesLeft(s.timeLeft ?? 0);
  return { tone: 'info', key, values: {}, time: { hours: Math.floor(total / 60), minutes: total % 60 } };
}

const roundUpToMinute = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60) * 60;

/** The notice for a blocking status, or null when the status lets the page go on (null, PASS, IN_PROGRESS). */
export function statusNotice(status: ExamStatusReply): StatusNotice | null {
  const make = status.status ? NOTICES[status.status] : undefined;
  return make ? make(status) : null;
}
