import type { ExamQuestionBody, ExamQuestionReply, ExamResult, ExamReviewReply, ExamStatusReply } from '@continuum/contracts';
import { jsonResponse, mockFetch } from '@/test/render';
import { examResult, examStatus, QUESTIONS, questionReply } from './fixtures';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

interface ServeOptions {
  status?: ExamStatusReply | (() => ExamStatusReply);
  /** Timer fields of every question reply (the server's clock). */
  timer?: () => Pick<ExamQuestionReply, 'secondsLeftOnExam' | 'secondsBeforeTimeWarning' | 'secondsElapsed'>;
  result?: ExamResult;
  results?: ExamResult | Response;
  review?: ExamReviewReply | Response;
  accessCode?: string;
  proctorCode?: string;
  /** Answer a call before the fake does (errors, outages); undefined lets the fake answer. */
  intercept?: (method: string, path: string, body: unknown) => Response | Promise<Response> | undefined;
  /** Where an attempt already under way stands (a resume). */
  resumeAt?: { position: number; answers: Record<number, string> };
}

/**
 * A fake of the exam calls for learner product 7's exam 40: three questions, the position, saved answers
 * and stars kept as the server keeps them, every call recorded with its JSON body.
 */
export function serveExam(options: ServeOptions = {}): Call[] {
  const calls: Call[] = [];
  let position = options.resumeAt?.position ?? 1;
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

  mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname;
    calls.push({ method, path, body });
    const intercepted = await options.intercept?.(method, path, body);
    if (intercepted) return intercepted;
    const b = (body ?? {}) as ExamQuestionBody;
    if (path === '/api/exam/check/40') {
      const s = typeof options.status === 'function' ? options.status() : (options.status ?? examStatus());
      return jsonResponse(200, s);
    }
    if (method === 'POST' && (path === '/api/exam/nextQuestion' || path === '/api/exam/saveQuestion')) {
      if (b.userAnswer && b.currentQuestionNum) answers.set(b.currentQuestionNum, b.userAnswer);
      if (path.endsWith('nextQuestion') && b.currentQuestionNum) {
        if (b.questionSequenceRequest === 'PREVIOUS') position = Math.max(1, b.currentQuestionNum - 1);
        else if (b.questionSequenceRequest !== 'CURRENT') position = Math.min(QUESTIONS.length, b.currentQuestionNum + 1);
      } else if (b.currentQuestionNum) position = b.currentQuestionNum;
      return reply();
    }
    if (method === 'POST' && path === '/api/exam/jumpQuestion') {
      position =
        b.questionSequenceRequest === 'LAST_ANSWERED' ? Math.max(1, ...answers.keys()) : (b.currentQuestionNum ?? position);
      return reply();
    }
    const star = /^\/api\/exam\/question\/(\d+)\/(star|unstar)$/.exec(path);
    if (method === 'POST' && star) {
      const num = Number(star[1]) - 500;
      if (star[2] === 'star') stars.add(num);
      else stars.delete(num);
      return jsonResponse(200, {
        assessmentQuestionId: Number(star[1]),
        starred: star[2] === 'star',
        starredQuestions: [...stars].sort(),
      });
    }
    if (method === 'POST' && path === '/api/exam/finish/900') return jsonResponse(200, options.result ?? examResult());
    if (path === '/api/exam/results/900')
      return options.results instanceof Response ? options.results : jsonResponse(200, options.results ?? examResult());
    if (path === '/api/exam/review/900')
      return options.review instanceof Response ? options.review : jsonResponse(200, options.review);
    const access = /^\/api\/accesscode\/check\/(.+)$/.exec(path);
    if (method === 'POST' && access) return jsonResponse(200, decodeURIComponent(access[1] ?? '') === options.accessCode);
    const proctor = /^\/api\/proctor\/final-exam\/code\/(.+)$/.exec(path);
    if (proctor) return jsonResponse(200, decodeURIComponent(proctor[1] ?? '') === options.proctorCode);
    if (method === 'POST' && path === '/api/exam/final-exam-user-data/7/40') {
      const licence = (body as { driversLicense?: string }).driversLicense?.trim();
      return licence
        ? jsonResponse(200, { driversLicenseProvided: true })
        : jsonResponse(400, {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            fieldErrors: [{ field: 'driversLicense', message: "Driver's License Number is required." }],
          });
    }
    if (path === '/api/account') return jsonResponse(401, { status: 401, code: 'UNAUTHORIZED', message: 'no session' });
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: `unknown ${method} ${path}` });
  });
  return calls;
}

/** The calls made to one path, in order. */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);
