import { CHAT_POLL_MS, HEARTBEAT_INTERVAL_SECONDS, NOTIFICATION_POLL_MS } from '@continuum/contracts';

/**
 * What N concurrent learners ask of the server per second (decision 0155). The fixed periods are the spec's
 * constants (000 §9: heartbeat 30 s, notification poll 60 s, instructor chat poll 6 s); the shares of learners
 * in each activity and the per-minute rates of page loads, answers and sign-ins are our assumption, written
 * down here and in the decision so a figure can be re-read against them.
 */
export const PROFILE = {
  /** 000 §9: every learner with a tab open beats every 30 s (all counted: hidden and idle tabs would beat less). */
  heartbeatEverySeconds: HEARTBEAT_INTERVAL_SECONDS,
  /** 000 §7 and §9: GET api/notification/lp/{lpId} every 60 s, every learner on a course page. */
  notificationEverySeconds: NOTIFICATION_POLL_MS / 1000,
  /** 000 §7 and §9: POST api/support/instructor/chat every 6 s while a chat is open. */
  chatPollEverySeconds: CHAT_POLL_MS / 1000,
  /** Assumption: of the learners online, this share is sitting an exam (the rest are in lessons). */
  examShare: 0.2,
  /** Assumption: this share has an instructor chat open (a lesson learner asking a question). */
  chatShare: 0.02,
  /** Assumption: a learner in a lesson answers a question slide every 2 minutes. */
  lessonAnswersPerMinute: 0.5,
  /** Assumption: a learner in a lesson opens a lesson (a new lc page) every 5 minutes. */
  lessonPagesPerMinute: 0.2,
  /** Assumption: an exam learner answers a question a minute: the save, then the next question's fetch. */
  examQuestionsPerMinute: 1,
  /** Assumption: an exam learner opens the exam page (intro, gates) once per 30 minutes of exam. */
  examPagesPerMinute: 1 / 30,
  /** Assumption: every learner comes back to the course home every 20 minutes (between lessons, after an exam). */
  homePagesPerMinute: 1 / 20,
  /** Assumption: a sitting lasts an hour, so a sixtieth of the learners sign in each minute. */
  signInsPerMinute: 1 / 60,
} as const;

export interface StreamRate {
  name: string;
  /** Learners doing it. */
  learners: number;
  /** Times per second, all of them together. */
  perSecond: number;
}

/** Each activity's rate for N learners. */
export function ratesFor(
  n: number,
): Record<
  'heartbeat' | 'notifications' | 'home' | 'lessonPage' | 'lessonAnswer' | 'examPage' | 'examQuestion' | 'chatPoll' | 'signIn',
  StreamRate
> {
  const exam = Math.round(n * PROFILE.examShare);
  const lesson = n - exam;
  const chat = Math.round(n * PROFILE.chatShare);
  const perMinute = (learners: number, rate: number) => (learners * rate) / 60;
  return {
    heartbeat: { name: 'heartbeat', learners: n, perSecond: n / PROFILE.heartbeatEverySeconds },
    notifications: { name: 'notification poll', learners: n, perSecond: n / PROFILE.notificationEverySeconds },
    home: { name: 'course home page', learners: n, perSecond: perMinute(n, PROFILE.homePagesPerMinute) },
    lessonPage: { name: 'lesson page', learners: lesson, perSecond: perMinute(lesson, PROFILE.lessonPagesPerMinute) },
    lessonAnswer: { name: 'lesson answer', learners: lesson, perSecond: perMinute(lesson, PROFILE.lessonAnswersPerMinute) },
    examPage: { name: 'exam page', learners: exam, perSecond: perMinute(exam, PROFILE.examPagesPerMinute) },
    examQuestion: { name: 'exam question', learners: exam, perSecond: perMinute(exam, PROFILE.examQuestionsPerMinute) },
    chatPoll: { name: 'chat poll', learners: chat, perSecond: chat / PROFILE.chatPollEverySeconds },
    signIn: { name: 'sign-in', learners: n, perSecond: perMinute(n, PROFILE.signInsPerMinute) },
  };
}
