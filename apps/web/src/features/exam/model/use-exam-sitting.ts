import type { ExamQuestionBody, ExamQuestionReply, ExamResult } from '@continuum/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ExamFailure } from './exam-errors';
import type { TimerSnapshot } from './exam-timer';
import type { SittingCall, SittingReply } from './sitting-call';
import { useSittingCalls } from './use-sitting-calls';

export interface SittingTarget {
  lpId: number;
  componentId: number;
  /** Start as a retake (learnerRetaking) when no attempt is open. */
  retaking: boolean;
  /** The page's exam status no longer holds (a start was refused): re-read it. */
  onStale: () => void;
}

/** Failures after which the sitting is over: later refusals of calls still waiting say nothing new. */
const ends = (f: ExamFailure | null) => f?.kind === 'timeExpired' || f?.kind === 'finished';

/**
 * One sitting of an exam (002 §4 flow steps 3-5): the current question as the server last stated it, the
 * learner's picks and stars (shown at once from the calls still waiting), the timer snapshot of the last
 * reply, and the failures the page must show. The server decides everything else.
 */
export function useExamSitting({ lpId, componentId, retaking, onStale }: SittingTarget) {
  const [reply, setReply] = useState<ExamQuestionReply | null>(null);
  const [snapshot, setSnapshot] = useState<TimerSnapshot | null>(null);
  const [failure, setFailure] = useState<ExamFailure | null>(null);
  const [result, setResult] = useState<ExamResult | null>(null);

  const onReply = useCallback((got: SittingReply) => {
    if (got.kind === 'result') return setResult(got.reply);
    if (got.kind === 'star') {
      const s = got.reply;
      const mine = (r: ExamQuestionReply) => r.assessmentQuestionId === s.assessmentQuestionId;
      return setReply((r) => r && { ...r, starred: mine(r) ? s.starred : r.starred, starredQuestions: s.starredQuestions });
    }
    const next = got.reply;
    setReply(next);
    setSnapshot({
      secondsLeftOnExam: next.secondsLeftOnExam,
      secondsBeforeTimeWarning: next.secondsBeforeTimeWarning,
      secondsElapsed: next.secondsElapsed,
      receivedAt: Date.now(),
    });
  }, []);
  const onFailure = useCallback((f: ExamFailure) => setFailure((shown) => (ends(shown) ? shown : f)), []);
  const calls = useSittingCalls({ scopeId: `exam-sitting-${lpId}-${componentId}`, onReply, onFailure });
  // A pick is shown in the render of the click itself: the mutation state re-renders a tick later, and a
  // controlled radio would flick back to the old answer in between (and a check in that tick sees it unchecked).
  const [, showNow] = useReducer((n: number) => n + 1, 0);
  const { send: mutate } = calls;
  const send = useCallback(
    (call: SittingCall) => {
      mutate(call);
      showNow();
    },
    [mutate],
  );

  const started = useRef(false);
  useEffect(() => {
    // Once per sitting (StrictMode runs effects twice): a bare nextQuestion starts an attempt, or resumes
    // the open one where it is.
    if (started.current) return;
    started.current = true;
    send({
      kind: 'start',
      body: { assessmentId: componentId, learnerProductId: lpId, learnerRetaking: retaking, questionSequenceRequest: 'CURRENT' },
    });
  }, [send, componentId, lpId, retaking]);

  /** The last move sent: the server holds it at a security point, and it is repeated once the question is passed. */
  const lastMove = useRef<SittingCall | null>(null);
  const question = (r: ExamQuestionReply, kind: 'next' | 'jump' | 'save', body: Partial<ExamQuestionBody>) => {
    const call: SittingCall = {
      kind,
      body: {
        assessmentId: componentId,
        learnerProductId: lpId,
        personAssessmentId: r.personAssessmentId,
        totalQuestionsNum: r.totalQuestionsNum,
        ...body,
      },
    };
    // A pick after the held move supersedes it: passing the question then re-reads where the learner is.
    lastMove.current = kind === 'save' ? null : call;
    send(call);
  };

  /** What the learner sees at this instant, the calls made since the last render included. */
  const now = () => withWaitingCalls(reply, calls.waitingNow());
  const shown = now();

  const pick = (choiceId: string) => {
    // Saved at once, so an answer survives a crash before Next; the reply keeps the same question.
    if (reply) question(reply, 'save', { currentQuestionNum: reply.currentQuestionNum, userAnswer: choiceId });
  };
  const go = (request: 'NEXT' | 'PREVIOUS') => {
    const r = now();
    if (!r) return;
    const answer = r.userAnswer ? { userAnswer: r.userAnswer } : {};
    question(r, 'next', { currentQuestionNum: r.currentQuestionNum, questionSequenceRequest: request, ...answer });
  };
  const jump = (num: number) => reply && question(reply, 'jump', { currentQuestionNum: num });
  const jumpLastAnswered = () => reply && question(reply, 'jump', { questionSequenceRequest: 'LAST_ANSWERED' });
  const toggleStar = () => {
    // From the star shown: a second click before the first reply (e.g. offline) asks the opposite.
    const r = now();
    if (r) send({ kind: 'star', assessmentQuestionId: r.assessmentQuestionId, num: r.currentQuestionNum, starred: !r.starred });
  };
  /** Grades the attempt once every call before it is through, and keeps the result. */
  const finish = () => reply && send({ kind: 'finish', personAssessmentId: reply.personAssessmentId });

  /** Hides the security question (answered, or closed) until the server asks again. */
  const dismissSecurityQuestion = () => setReply((r) => r && { ...r, securityQuestionNeeded: false, securityQuestion: null });
  /** The security question is passed: the move the server held goes through now (decision 0042). */
  const securityQuestionPassed = () => {
    dismissSecurityQuestion();
    if (lastMove.current) send(lastMove.current);
    else if (reply) question(reply, 'next', { questionSequenceRequest: 'CURRENT' });
  };
  /** The signature check passed: the server lets the attempt on; re-read where it is. */
  const biosigPassed = () => {
    if (reply) question(reply, 'next', { questionSequenceRequest: 'CURRENT' });
  };
  const retry = () => {
    setFailure(null);
    calls.retry();
  };
  /** Re-reads where the attempt is (after a call that failed), from the server. */
  const resync = () => {
    setFailure(null);
    // Before any question there is nothing to re-read: a refused start changes the status instead.
    if (!reply) return onStale();
    question(reply, 'next', { questionSequenceRequest: 'CURRENT' });
  };

  return {
    reply: shown,
    snapshot,
    answer: shown?.userAnswer ?? null,
    moving: calls.moving,
    offline: calls.offline,
    failure,
    result,
    pick,
    go,
    jump,
    jumpLastAnswered,
    toggleStar,
    finish,
    retry,
    resync,
    securityQuestionPassed,
    dismissSecurityQuestion,
    biosigPassed,
  };
}

export type ExamSitting = ReturnType<typeof useExamSitting>;

/** The reply as the learner expects it: picks and stars still on their way already shown (the last one wins). */
function withWaitingCalls(reply: ExamQuestionReply | null, waiting: SittingCall[]): ExamQuestionReply | null {
  if (!reply || waiting.length === 0) return reply;
  const shown = { ...reply };
  const starred = new Set(reply.starredQuestions);
  for (const call of waiting) {
    if (call.kind === 'save' && call.body.currentQuestionNum === reply.currentQuestionNum)
      shown.userAnswer = call.body.userAnswer ?? null;
    if (call.kind !== 'star') continue;
    if (call.starred) starred.add(call.num);
    else starred.delete(call.num);
    if (call.assessmentQuestionId === reply.assessmentQuestionId) shown.starred = call.starred;
  }
  return { ...shown, starredQuestions: [...starred].sort((a, b) => a - b) };
}
