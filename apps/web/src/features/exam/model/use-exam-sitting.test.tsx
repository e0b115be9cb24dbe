import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testQueryClient } from '@/test/render';
import { flowOf } from '../testing/fake-exam-server';
import { serveExamServer } from '../testing/serve-exam';
import { useExamSitting } from './use-exam-sitting';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const useSitting = () => useExamSitting({ lpId: 7, componentId: 40, retaking: false, onStale: () => undefined });

/** One sitting of exam 40 in a query client of its own; `strict` renders it as the development build does. */
function sit({ strict = false } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(useSitting, { wrapper, reactStrictMode: strict });
}

type Sitting = ReturnType<typeof sit>['result'];
const onQuestion = (result: Sitting, num: number) => waitFor(() => expect(result.current.reply?.currentQuestionNum).toBe(num));
/** Past the offline retry delay (3 s). */
const later = () => act(() => vi.advanceTimersByTimeAsync(3500));

describe('the calls of a sitting reach the server once each, in the order made', () => {
  it('a save reaches the server before the move away from its question, and the finish after every save', async () => {
    const server = serveExamServer();
    const { result } = sit();
    await onQuestion(result, 1);
    act(() => result.current.pick('a'));
    act(() => result.current.go('NEXT'));
    await onQuestion(result, 2);
    act(() => result.current.pick('b'));
    act(() => result.current.jump(3));
    await onQuestion(result, 3);
    act(() => result.current.pick('a'));
    act(() => result.current.finish());
    await waitFor(() => expect(result.current.result).not.toBeNull());
    expect(flowOf(server.delivered)).toEqual(['start', 'save 1=a', 'next 1 NEXT=a', 'save 2=b', 'jump 3', 'save 3=a', 'finish']);
  });

  it('calls that fail for want of a network wait, then go once each, in order, when it is back', async () => {
    const server = serveExamServer();
    const { result } = sit();
    await onQuestion(result, 1);
    server.offline = true;
    act(() => result.current.pick('b'));
    act(() => result.current.pick('a'));
    act(() => result.current.go('NEXT'));
    await waitFor(() => expect(result.current.offline).toBe(true));
    // Shown, though nothing got through.
    expect(result.current.answer).toBe('a');
    await later();
    expect(flowOf(server.delivered)).toEqual(['start']);

    server.offline = false;
    await later();
    await onQuestion(result, 2);
    expect(flowOf(server.delivered)).toEqual(['start', 'save 1=b', 'save 1=a', 'next 1 NEXT=a']);
    expect(server.answers.get(1)).toBe('a');
    expect(result.current.offline).toBe(false);
  });

  it('a save lost to a brief outage is sent again before the move and the finish made after it', async () => {
    const server = serveExamServer();
    const { result } = sit();
    await onQuestion(result, 1);
    server.failNext = 1;
    act(() => result.current.pick('a'));
    act(() => result.current.go('NEXT'));
    await later();
    await onQuestion(result, 2);
    act(() => result.current.finish());
    await waitFor(() => expect(result.current.result).not.toBeNull());
    // Had the move overtaken the save, the save would have taken the learner back to question 1.
    expect(flowOf(server.delivered)).toEqual(['start', 'save 1=a', 'next 1 NEXT=a', 'finish']);
    expect(server.position).toBe(2);
  });

  it('a star and an unstar made offline show at once and reach the server once each, in that order', async () => {
    const server = serveExamServer();
    const { result } = sit();
    await onQuestion(result, 1);
    server.offline = true;
    act(() => result.current.toggleStar());
    await waitFor(() => expect(result.current.reply?.starred).toBe(true));
    expect(result.current.reply?.starredQuestions).toEqual([1]);
    act(() => result.current.toggleStar());
    await waitFor(() => expect(result.current.reply?.starred).toBe(false));
    expect(result.current.reply?.starredQuestions).toEqual([]);
    await later();
    server.offline = false;
    await later();
    await waitFor(() => expect(flowOf(server.delivered)).toEqual(['start', 'star 501', 'unstar 501']));
    await waitFor(() => expect(result.current.offline).toBe(false));
    expect(result.current.reply?.starred).toBe(false);
    expect(server.stars.size).toBe(0);
  });

  it('a call whose reply was lost is sent again, and the move it repeats lands on the next question, not the one after', async () => {
    const server = serveExamServer();
    const { result } = sit();
    await onQuestion(result, 1);
    server.loseReplies = 1;
    act(() => result.current.go('NEXT'));
    await later();
    await onQuestion(result, 2);
    // Sent twice (the browser could not know the first arrived); applied as once.
    expect(flowOf(server.delivered)).toEqual(['start', 'next 1 NEXT', 'next 1 NEXT']);
    expect(server.position).toBe(2);
  });

  it("while the browser says it is offline, calls wait without being tried; its 'online' sends them at once", async () => {
    const server = serveExamServer();
    const { result } = sit();
    await onQuestion(result, 1);
    window.dispatchEvent(new Event('offline'));
    server.offline = true;
    const tried = server.attempts;
    act(() => result.current.pick('a'));
    await waitFor(() => expect(result.current.offline).toBe(true));
    await later();
    expect(server.attempts).toBe(tried);

    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(flowOf(server.delivered)).toEqual(['start', 'save 1=a']));
    await waitFor(() => expect(result.current.offline).toBe(false));
  });

  it('calls still waiting when the learner leaves the sitting are delivered once the network is back', async () => {
    const server = serveExamServer();
    const { result, unmount } = sit();
    await onQuestion(result, 1);
    server.offline = true;
    act(() => result.current.pick('a'));
    await waitFor(() => expect(result.current.offline).toBe(true));
    unmount();
    server.offline = false;
    await later();
    await waitFor(() => expect(flowOf(server.delivered)).toEqual(['start', 'save 1=a']));
    expect(server.answers.get(1)).toBe('a');
  });

  it('in StrictMode (the development build) the sitting starts once and shows its first question', async () => {
    const server = serveExamServer();
    const { result } = sit({ strict: true });
    await onQuestion(result, 1);
    expect(flowOf(server.delivered)).toEqual(['start']);
  });

  it("a 401 holds its call and every later one until Retry, even when the browser says it is 'online'", async () => {
    let refuse = 1;
    const server = serveExamServer({
      intercept: (_method, path) => {
        if (path !== '/api/exam/saveQuestion' || refuse === 0) return undefined;
        refuse -= 1;
        return jsonResponse(401, { status: 401, code: 'UNAUTHORIZED', message: 'no session' });
      },
    });
    const { result } = sit();
    await onQuestion(result, 1);
    act(() => result.current.pick('a'));
    act(() => result.current.go('NEXT'));
    await waitFor(() => expect(result.current.failure).toEqual({ kind: 'temporary', n: 1 }));
    window.dispatchEvent(new Event('online'));
    await later();
    expect(flowOf(server.delivered)).toEqual(['start', 'save 1=a']);

    act(() => result.current.retry());
    await onQuestion(result, 2);
    expect(flowOf(server.delivered)).toEqual(['start', 'save 1=a', 'save 1=a', 'next 1 NEXT=a']);
    expect(result.current.failure).toBeNull();
  });
});
