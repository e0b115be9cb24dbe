import type { AnswerCheckReply, LessonFinishReply, LessonReply } from '@continuum/contracts';
import { jsonResponse, mockFetch } from '@/test/render';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

interface ServeOptions {
  lesson: LessonReply;
  /** GET api/lesson answers once this settles (a slow server). */
  lessonReady?: Promise<unknown>;
  /** Answers a submission of slide `referenceId`; a Response is sent as is (errors). */
  onSubmit?: (referenceId: number, body: unknown) => AnswerCheckReply | Response;
  finish?: Partial<LessonFinishReply> | Response;
  /** Answers POST api/security/learner. */
  onSecurity?: (body: { question: number; answer: string }) => unknown;
  /** Other calls (path -> reply), e.g. the next step's lc page or an assignment. */
  extra?: (method: string, path: string, body: unknown) => Response | undefined;
  devMode?: boolean;
}

/**
 * Serves learner product 7's lesson 5 the way the server does (one handler per call of the lesson
 * page) and records every call with its JSON body, so tests assert on what the page sent.
 */
export function serveLesson(options: ServeOptions): Call[] {
  const calls: Call[] = [];
  mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname;
    calls.push({ method, path, body });
    const submit = /^\/api\/lesson\/7\/5\/5\/submit\/(\d+)\/true$/.exec(path);
    if (method === 'POST' && submit) {
      const reply = options.onSubmit?.(Number(submit[1]), body);
      if (reply instanceof Response) return reply;
      return jsonResponse(200, reply);
    }
    if (method === 'POST' && path === '/api/lesson/7/5/5/finish') {
      if (options.finish instanceof Response) return options.finish;
      const finish: LessonFinishReply = {
        securityQuestionNeeded: false,
        securityQuestion: null,
        final: false,
        finalComplete: false,
        complete: false,
        lessonComplete: !options.finish?.securityQuestionNeeded && !options.finish?.unviewedResources?.length,
        unviewedResources: [],
        ...options.finish,
      };
      return jsonResponse(200, finish);
    }
    if (method === 'POST' && path === '/api/security/learner') return jsonResponse(200, options.onSecurity?.(body));
    if (method === 'GET' && path === '/api/lesson/7/5') {
      await options.lessonReady;
      return jsonResponse(200, options.lesson);
    }
    if (path === '/api/config')
      return jsonResponse(200, { accountSiteUrl: null, devMode: options.devMode ?? false, buildVersion: 'test', demoLogins: [] });
    if (path === '/api/account') return jsonResponse(401, { status: 401, code: 'UNAUTHORIZED', message: 'no session' });
    if (method === 'POST' && path === '/api/tot/lesson') return jsonResponse(200, { ok: true });
    const extra = options.extra?.(method, path, body);
    if (extra) return extra;
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: `unknown ${method} ${path}` });
  });
  return calls;
}
