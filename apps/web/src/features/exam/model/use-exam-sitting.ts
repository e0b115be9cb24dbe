import type { ExamQuestionBody, ExamQuestionReply, ExamResult, ExamStarReply } from '@continuum/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { finishExam } from '../api/finish-exam';
import { jumpQuestion } from '../api/jump-question';
import { nextQuestion } from '../api/next-question';
import { saveQuestion } from '../api/save-question';
import { starQuestion } from '../api/star-question';
import { CallQueue, type QueuedCall } from './call-queue';
import type { ExamFailure } from './exam-errors';
import type { TimerSnapshot } from './exam-timer';

export interface SittingTarget {
  lpId: number;
  componentId: number;
  /** The page's exam status no longer holds (a start was refused): re-read it. */
  onStale: () => void;
}

/**
 * One sitting of an exam (002 §4 flow steps 3-5): the current question as the server last stated it, the
 * learner's picks (shown at once, saved in order through the call queue), the timer snapshot of the last
 * reply, and the failures the page must show. The server decides everything else.
 */
export function useExamSitting({ lpId, componentId, onStale }: SittingTarget) {
  const [reply, setReply] = useState<ExamQuestionReply | null>(null);
  const [snapshot, setSnapshot] = useState<TimerSnapshot | null>(null);
  const [picks, setPicks] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState({ moving: false, pending: 0 });
  const [offline, setOffline] = useState(false);
  const [failure, setFailure] = useState<{ failure: ExamFailure; call: QueuedCall } | null>(null);
  const [result, setResult] = useState<ExamResult | null>(null);
  const replyRef = useRef<ExamQuestionReply | null>(null);

  const queue = useMemo(
    () =>
      new CallQueue({
        onOffline: setOffline,
        onBusy: setBusy,
        onFailure: (f, call) => setFailure({ failure: f, call }),
      }),
    [],
  );
  useEffect(() => () => queue.close(), [queue]);
  useEffect(() => {
    // The browser says the network is back: replay at once rather than at the next retry.
    const online = () => queue.resume();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue]);

  const take = useCallback((next: ExamQuestionReply) => {
    replyRef.current = next;
    setReply(next);
    setSnapshot({
      secondsLeftOnExam: next.secondsLeftOnExam,
      secondsBeforeTimeWarning: next.secondsBeforeTimeWarning,
      secondsElapsed: next.secondsElapsed,
      receivedAt: Date.now(),
    });
  }, []);

  const base = useCallback((): ExamQuestionBody => {
    const r = replyRef.current;
    return {
      assessmentId: componentId,
      learnerProductId: lpId,
      ...(r ? { personAssessmentId: r.personAssessmentId, totalQuestionsNum: r.totalQuestionsNum } : {}),
    };
  }, [componentId, lpId]);

  const move = useCallback(
    (
      call: (body: ExamQuestionBody) => Promise<ExamQuestionReply>,
      body: Partial<ExamQuestionBody>,
      kind: QueuedCall['kind'] = 'move',
    ) => queue.push<ExamQuestionReply>({ kind, run: () => call({ ...base(), ...body }), apply: take }),
    [queue, base, take],
  );

  /** Starts an attempt, or resumes the open one where it is (a bare nextQuestion). */
  const begin = useCallback(
    (learnerRetaking: boolean) => {
      // A new sitting names no attempt: a finished one named here would be refused as stale.
      replyRef.current = null;
      setPicks({});
      move(nextQuestion, { learnerRetaking, questionSequenceRequest: 'CURRENT' }, 'start');
    },
    [move],
  );

  const answerOf = useCallback(
    (num: number) => picks[num] ?? (replyRef.current?.currentQuestionNum === num ? replyRef.current.userAnswer : null),
    [picks],
  );

  const pick = useCallback(
    (choiceId: string) => {
      const r = replyRef.current;
      if (!r) return;
      const num = r.currentQuestionNum;
      setPicks((p) => ({ ...p, [num]: choiceId }));
      // Saved at once, so an answer survives a crash before Next; the reply keeps the same question.
      move(saveQuestion, { currentQuestionNum: num, userAnswer: choiceId }, 'save');
    },
    [move],
  );

  const go = useCallback(
    (request: 'NEXT' | 'PREVIOUS') => {
      const r = replyRef.current;
      if (!r) return;
      const answer = answerOf(r.currentQuestionNum);
      move(nextQuestion, {
        currentQuestionNum: r.currentQuestionNum,
        questionSequenceRequest: request,
        ...(answer ? { userAnswer: answer } : {}),
      });
    },
    [move, answerOf],
  );

  const jump = useCallback((num: number) => move(jumpQuestion, { currentQuestionNum: num }), [move]);
  const jumpLastAnswered = useCallback(() => move(jumpQuestion, { questionSequenceRequest: 'LAST_ANSWERED' }), [move]);

  const toggleStar = useCallback(() => {
    const r = replyRef.current;
    if (!r) return;
    const starred = !r.starred;
    queue.push<ExamStarReply>({
      kind: 'star',
      run: () => starQuestion(r.assessmentQuestionId, starred),
      apply: (s) => {
        const current = replyRef.current;
        if (!current) return;
        const next = {
          ...current,
          starred: current.assessmentQuestionId === s.assessmentQuestionId ? s.starred : current.starred,
          starredQuestions: s.starredQuestions,
        };
        replyRef.current = next;
        setReply(next);
      },
    });
  }, [queue]);

  /** Grades the attempt once every waiting save is through, and keeps the result. */
  const finish = useCallback(() => {
    const r = replyRef.current;
    if (!r) return;
    queue.push<ExamResult>({ kind: 'finish', run: () => finishExam(r.personAssessmentId), apply: setResult });
  }, [queue]);

  const retry = useCallback(() => {
    setFailure(null);
    queue.resume();
  }, [queue]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  /** Re-reads where the attempt is (after a dropped call), from the server. */
  const resync = useCallback(() => {
    setFailure(null);
    setPicks({});
    // Before any question there is nothing to re-read: a refused start changes the status instead.
    if (!replyRef.current) return onStale();
    move(nextQuestion, { questionSequenceRequest: 'CURRENT' });
  }, [move, onStale]);

  const current = reply ? answerOf(reply.currentQuestionNum) : null;
  return {
    reply,
    snapshot,
    answer: current,
    busy,
    offline,
    failure: failure?.failure ?? null,
    result,
    begin,
    pick,
    go,
    jump,
    jumpLastAnswered,
    toggleStar,
    finish,
    retry,
    resync,
    dismissFailure,
  };
}

export type ExamSitting = ReturnType<typeof useExamSitting>;
