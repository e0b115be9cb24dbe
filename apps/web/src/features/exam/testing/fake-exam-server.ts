import type { ExamQuestionBody, ExamQuestionReply, ExamResult } from '@continuum/contracts';
import { jsonResponse } from '@/test/render';
import { examResult, QUESTIONS, questionReply } from './fixtures';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeExamServerOptions {
  /** Timer fields of every question reply (the server's clock). */
  timer?: () => Pick<ExamQuestionReply, 'secondsLeftOnExam' | 'secondsBeforeTimeWarning' | 'secondsElapsed'>;
  result?: ExamResult;
  /** Where an attempt already under way stands (a resume). */
  resumeAt?: { position: number; answers: Record<number, string> };
}

export type FakeExamServer = ReturnType<typeof fakeExamServer>;

const finished = () =>
  jsonResponse(409, { status: 409, code: 'EXAM_ALREADY_FINISHED', message: 'This exam attempt is finished' });

/**
 * The server side of a sitting of learner product 7's exam 40 (attempt 900, three questions), kept as the
 * real server keeps it (docs/decisions/0026): a move names the question it leaves, so sending it again lands
 * on the same question; a save replaces the answer and stays on its question; a finished attempt refuses
 * saves, moves and stars (409) and answers finish again with its result.
 *
 * `delivered` lists the calls that reached the server, in the order they arrived. A call lost to an outage
 * (`offline`, `failNext`) is failed before it arrives, so it is not there: a fake that wrote calls down before failing
 * them let a dropped call pass for a delivered one. `loseReplies` lets calls arrive and be applied while
 * their replies are lost (the browser cannot tell whether they arrived); `attempts` counts every try.
 */
export function fakeExamServer(options: FakeExamServerOptions = {}) {
  let position = options.resumeAt?.position ?? 1;
  let over = false;
  const answers = new Map<number, string>(Object.entries(options.resumeAt?.answers ?? {}).map(([k, v]) => [Number(k), v]));
  const stars = new Set<number>();
  const reply = () =>
    jsonResponse(
      200,
      questionReply(position, {
        userAnswer: answers.get(position) ?? null,
        answeredQuestions: [...answers.keys()].sort(),
        questionAnsweredCount: answers.size,
        starred: stars.has(position),
        starredQuestions: [...stars].sort(),
        ...(options.timer?.() ?? {}),
      }),
    );

  /** The exam-flow calls (questions, stars, finish); undefined for any other path. */
  function answer(method: string, path: string, body: unknown): Response | undefined {
    if (method !== 'POST') return undefined;
    const b = (body ?? {}) as ExamQuestionBody;
    const flow = /^\/api\/exam\/(nextQuestion|saveQuestion|jumpQuestion)$/.exec(path)?.[1];
    const star = /^\/api\/exam\/question\/(\d+)\/(star|unstar)$/.exec(path);
    if ((flow || star) && over) return finished();
    if (flow === 'nextQuestion' || flow === 'saveQuestion') {
      if (b.userAnswer && b.currentQuestionNum) answers.set(b.currentQuestionNum, b.userAnswer);
      if (flow === 'nextQuestion' && b.currentQuestionNum) {
        if (b.questionSequenceRequest === 'PREVIOUS') position = Math.max(1, b.currentQuestionNum - 1);
        else if (b.questionSequenceRequest !== 'CURRENT') position = Math.min(QUESTIONS.length, b.currentQuestionNum + 1);
      } else if (b.currentQuestionNum) position = b.currentQuestionNum;
      return reply();
    }
    if (flow === 'jumpQuestion') {
      position =
        b.questionSequenceRequest === 'LAST_ANSWERED' ? Math.max(1, ...answers.keys()) : (b.currentQuestionNum ?? position);
      return reply();
    }
    if (star) {
      const num = Number(star[1]) - 500;
      if (star[2] === 'star') stars.add(num);
      else stars.delete(num);
      return jsonResponse(200, {
        assessmentQuestionId: Number(star[1]),
        starred: star[2] === 'star',
        starredQuestions: [...stars].sort(),
      });
    }
    if (path === '/api/exam/finish/900') {
      over = true;
      return jsonResponse(200, options.result ?? examResult());
    }
    return undefined;
  }

  const server = {
    delivered: [] as Call[],
    attempts: 0,
    /** No call gets through: each fails as a fetch without a network does, before the server sees it. */
    offline: false,
    /** The next n calls fail that way (a brief outage); the ones after get through. */
    failNext: 0,
    /** The next n calls arrive and are applied, then their replies are lost on the way back. */
    loseReplies: 0,
    answers,
    stars,
    get position() {
      return position;
    },
    get finished() {
      return over;
    },
    /**
     * Takes one call from the browser: fails it before arrival when offline, else records it and answers
     * with `early` (a test's own reply), the flow, or `rest` (the other calls of the page).
     */
    async receive(
      method: string,
      path: string,
      body: unknown,
      early: () => Response | Promise<Response> | undefined = () => undefined,
      rest: () => Response = () => jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: `unknown ${method} ${path}` }),
    ): Promise<Response> {
      server.attempts += 1;
      if (server.offline) throw new TypeError('Failed to fetch');
      if (server.failNext > 0) {
        server.failNext -= 1;
        throw new TypeError('Failed to fetch');
      }
      // A test's reply may itself be an outage (it throws): then, too, the call never arrived.
      const response = (await early()) ?? null;
      server.delivered.push({ method, path, body });
      const answered = response ?? answer(method, path, body) ?? rest();
      if (server.loseReplies > 0) {
        server.loseReplies -= 1;
        throw new TypeError('Failed to fetch');
      }
      return answered;
    },
  };
  return server;
}

/** The calls made to one path, in order. */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

/** The exam-flow calls, short: 'start', 'current', 'save 1=a', 'next 1 NEXT=a', 'jump 3', 'star 501', 'finish'. */
export function flowOf(calls: Call[]): string[] {
  return calls.flatMap(({ method, path, body }) => {
    if (method !== 'POST') return [];
    const b = (body ?? {}) as ExamQuestionBody;
    const star = /^\/api\/exam\/question\/(\d+)\/(star|unstar)$/.exec(path);
    if (star) return [`${star[2]} ${star[1]}`];
    if (path.startsWith('/api/exam/finish/')) return ['finish'];
    if (path === '/api/exam/saveQuestion') return [`save ${b.currentQuestionNum}=${b.userAnswer}`];
    if (path === '/api/exam/jumpQuestion') return [`jump ${b.currentQuestionNum ?? b.questionSequenceRequest}`];
    if (path !== '/api/exam/nextQuestion') return [];
    if (!b.currentQuestionNum) return [b.learnerRetaking === undefined ? 'current' : 'start'];
    return [`next ${b.currentQuestionNum} ${b.questionSequenceRequest}${b.userAnswer ? `=${b.userAnswer}` : ''}`];
  });
}
