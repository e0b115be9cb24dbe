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
  // Stars asked for and not yet confirmed, by assessmentQuestionId: shown at once, and a second click
  // before the reply (e.g. while offline) asks the opposite of the first rather than the same again.
  const [wishes, setWishes] = useState<ReadonlyMap<number, StarWish>>(new Map());
  const wishesRef = useRef<ReadonlyMap<number, StarWish>>(new Map());
  const putWishes = useCallback((next: ReadonlyMap<number, StarWish>) => {
    wishesRef.current = next;
    setWishes(next);
  }, []);

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

  /** The last move sent: the server holds it at a security point, and it is repeated once the question is passed. */
  const lastMoveRef = useRef<{ call: (body: ExamQuestionBody) => Promise<ExamQuestionReply>; body: Partial<ExamQuestionBody> }>(
    null,
  );

  const move = useCallback(
    (
      call: (body: ExamQuestionBody) => Promise<ExamQuestionReply>,
      body: Partial<ExamQuestionBody>,
      kind: QueuedCall['kind'] = 'move',
    ) => {
      lastMoveRef.current = kind === 'move' ? { call, body } : null;
      queue.push<ExamQuestionReply>({ kind, run: () => call({ ...base(), ...body }), apply: take });
    },
    [queue, base, take],
  );

  /** Starts an attempt, or resumes the open one where it is (a bare nextQuestion). */
  const begin = useCallback(
    (learnerRetaking: boolean) => {
      // A new sitting names no attempt: a finished one named here would be refused as stale.
      replyRef.current = null;
      setPicks({});
      putWishes(new Map());
      move(nextQuestion, { learnerRetaking, questionSequenceRequest: 'CURRENT' }, 'start');
    },
    [move, putWishes],
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
    const id = r.assessmentQuestionId;
    const starred = !(wishesRef.current.get(id)?.starred ?? r.starred);
    putWishes(new Map(wishesRef.current).set(id, { num: r.currentQuestionNum, starred }));
    queue.push<ExamStarReply>({
      kind: 'star',
      run: () => starQuestion(id, starred),
      apply: (s) => {
        if (wishesRef.current.get(s.assessmentQuestionId)?.starred === s.starred) {
          const rest = new Map(wishesRef.current);
          rest.delete(s.assessmentQuestionId);
          putWishes(rest);
        }
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
  }, [queue, putWishes]);

  /** Grades the attempt once every waiting save is through, and keeps the result. */
  const finish = useCallback(() => {
    const r = replyRef.current;
    if (!r) return;
    queue.push<ExamResult>({ kind: 'finish', run: () => finishExam(r.personAssessmentId), apply: setResult });
  }, [queue]);

  /** Hides the security question (answered, or closed) until the server asks again. */
  const dismissSecurityQuestion = useCallback(() => {
    const r = replyRef.current;
    if (!r) return;
    const next = { ...r, securityQuestionNeeded: false, securityQuestion: null };
    replyRef.current = next;
    setReply(next);
  }, []);

  /** The security question is passed: the move the server held goes through now (decision 0042). */
  const securityQuestionPassed = useCallback(() => {
    dismissSecurityQuestion();
    const held = lastMoveRef.current;
    if (held) move(held.call, held.body);
    else move(nextQuestion, { questionSequenceRequest: 'CURRENT' });
  }, [dismissSecurityQuestion, move]);

  const retry = useCallback(() => {
    setFailure(null);
    queue.resume();
  }, [queue]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  /** Re-reads where the attempt is (after a dropped call), from the server. */
  const resync = useCallback(() => {
    setFailure(null);
    setPicks({});
    putWishes(new Map());
    // Before any question there is nothing to re-read: a refused start changes the status instead.
    if (!replyRef.current) return onStale();
    move(nextQuestion, { questionSequenceRequest: 'CURRENT' });
  }, [move, onStale, putWishes]);

  const current = reply ? answerOf(reply.currentQuestionNum) : null;
  const shown = useMemo(() => withStarWishes(reply, wishes), [reply, wishes]);
  return {
    reply: shown,
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
    securityQuestionPassed,
    dismissSecurityQuestion,
    dismissFailure,
  };
}

export type ExamSitting = ReturnType<typeof useExamSitting>;

interface StarWish {
  num: number;
  starred: boolean;
}

/** The reply as the learner expects it: stars asked for and not yet confirmed already shown. */
function withStarWishes(reply: ExamQuestionReply | null, wishes: ReadonlyMap<number, StarWish>): ExamQuestionReply | null {
  if (!reply || wishes.size === 0) return reply;
  const starred = new Set(reply.starredQuestions);
  for (const w of wishes.values()) {
    if (w.starred) starred.add(w.num);
    else starred.delete(w.num);
  }
  return {
    ...reply,
    starred: wishes.get(reply.assessmentQuestionId)?.starred ?? reply.starred,
    starredQuestions: [...starred].sort((a, b) => a - b),
  };
}
