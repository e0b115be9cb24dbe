import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isServerPath } from './error-handler.js';

/** The reply header that names a request, as its log lines do (reqId). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's default ids count from 1 in each process, so two instances or a restart repeat them; a random
 * one lets support find the one request a learner reports (web: "Report this problem", decision 0070).
 * Never taken from the client: a forged id could point support at someone else's log lines.
 */
export const generateRequestId = (): string => randomUUID();

/** Sends the request's id on every server reply (JSON and files), success or failure alike. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isServerPath(request.url)) reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
