import { onlineManager, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isApiError } from '@/shared/http/api-error';
import { classifyFailure, type ExamFailure, noFailures } from './exam-errors';
import { changesQuestion, type SittingCall, type SittingReply, sendCall } from './sitting-call';

/** How long to wait before trying an unreachable server again (at once when the browser says online). */
export const OFFLINE_RETRY_MS = 3000;

const noReply = (error: unknown) => isApiError(error) && error.status === 0;
const unauthorized = (error: unknown) => isApiError(error) && error.status === 401 && error.code !== 'SESSION_EXPIRED';
/** Ends a call held for the learner's Retry when the sitting is left (the session is gone; nobody will retry). */
const LEFT = new Error('The sitting was left');

interface SittingCallsOptions {
  /** The exam of one enrolment: its calls, of this sitting and any earlier one, run one at a time in order. */
  scopeId: string;
  onReply: (reply: SittingReply) => void;
  onFailure: (failure: ExamFailure) => void;
}

/**
 * The calls of a sitting as TanStack Query mutations of one scope, which run one at a time in the order
 * they were made (docs/decisions/0057). A call that gets no reply stays at the head: it is tried again
 * every 3 s, and while the browser says it is offline it waits untried and goes when it says online. A 401
 * (002 §8) holds it, and every call behind it, until the learner's Retry. Any other failure ends that call
 * and is reported; the next one goes. The calls live in the query client, so leaving the sitting does not
 * drop those still waiting.
 */
export function useSittingCalls({ scopeId, onReply, onFailure }: SittingCallsOptions) {
  const counts = useRef(noFailures()).current;
  const held = useRef<{ retry: () => void; leave: () => void } | null>(null);
  const present = useRef(false);
  useEffect(() => {
    present.current = true;
    return () => {
      present.current = false;
      held.current?.leave();
    };
  }, []);

  const mutationKey = ['exam', 'sitting', scopeId];
  const mutations = useQueryClient().getMutationCache();
  const { mutate } = useMutation({
    mutationKey,
    scope: { id: scopeId },
    // The sitting reports every failure itself (onFailure: its own notices, 002 §8).
    meta: { errorDialog: false },
    networkMode: 'online',
    retry: (_count, error) => noReply(error),
    retryDelay: OFFLINE_RETRY_MS,
    mutationFn: async (call: SittingCall) => {
      for (;;) {
        try {
          return await sendCall(call);
        } catch (error) {
          if (!unauthorized(error) || !present.current) throw error;
          onFailure(classifyFailure(error, counts));
          await new Promise<void>((retry, reject) => {
            held.current = { retry, leave: () => reject(LEFT) };
          });
        }
      }
    },
    onSuccess: (reply) => onReply(reply),
    onError: (error) => {
      if (error !== LEFT) onFailure(classifyFailure(error, counts));
    },
  });

  const waiting = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => ({
      call: m.state.variables as SittingCall,
      offline: noReply(m.state.failureReason) || (m.state.isPaused && !onlineManager.isOnline()),
    }),
  });

  const calls = useMemo(() => waiting.map((w) => w.call), [waiting]);
  const retry = useCallback(() => {
    held.current?.retry();
    held.current = null;
  }, []);
  return {
    send: mutate,
    /** The calls not yet answered, in order (re-rendered a tick after a call is made or answered). */
    waiting: calls,
    /** The same, read now: what a click builds on, so a second click before that tick sees the first. */
    waitingNow: () => mutations.findAll({ mutationKey, status: 'pending' }).map((m) => m.state.variables as SittingCall),
    moving: waiting.some((w) => changesQuestion(w.call)),
    offline: waiting.some((w) => w.offline),
    retry,
  };
}
