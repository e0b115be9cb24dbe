import type { ExamResult, ExamReviewReply, ExamStatusReply } from '@continuum/contracts';
import { jsonResponse, mockFetch } from '@/test/render';
import { type Call, type FakeExamServerOptions, fakeExamServer } from './fake-exam-server';
import { examResult, examStatus } from './fixtures';

export { type Call, callsTo } from './fake-exam-server';

interface ServeOptions extends FakeExamServerOptions {
  status?: ExamStatusReply | (() => ExamStatusReply);
  results?: ExamResult | Response;
  review?: ExamReviewReply | Response;
  accessCode?: string;
  proctorCode?: string;
  /** Answer a call before the fake does (errors); undefined lets the fake answer; a throw is an outage. */
  intercept?: (method: string, path: string, body: unknown) => Response | Promise<Response> | undefined;
}

/**
 * The exam page's calls for learner product 7's exam 40: the sitting's calls go to a fake exam server
 * (fake-exam-server.ts), the status, results, review, codes and licence are answered here. Returns the
 * calls delivered, with their JSON bodies; `serveExamServer` also returns the server (outages, its state).
 */
export function serveExam(options: ServeOptions = {}): Call[] {
  return serveExamServer(options).delivered;
}

export function serveExamServer(options: ServeOptions = {}) {
  const server = fakeExamServer(options);
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname;
    return server.receive(
      method,
      path,
      body,
      () => options.intercept?.(method, path, body),
      () => others(options, method, path, body),
    );
  });
  return server;
}

function others(options: ServeOptions, method: string, path: string, body: unknown): Response {
  if (path === '/api/exam/check/40') {
    const s = typeof options.status === 'function' ? options.status() : (options.status ?? examStatus());
    return jsonResponse(200, s);
  }
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
}
