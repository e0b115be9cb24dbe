import type { ErrorBody, FieldError } from '@continuum/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { loggablePath } from '../logging.js';

const SERVER_PREFIXES = ['/api/', '/app/', '/admin/', '/auth/', '/pdf/', '/asset-storage/', '/metrics/', '/management/'];

/** The prefixes without their slash: '/api' alone (or '/api?x') is a server path too. */
const BARE_PREFIXES = SERVER_PREFIXES.map((p) => p.slice(0, -1));

/** True for paths the server owns: unknown ones there answer JSON 404, never the web app. Runs several times
 *  per request (headers, session, guard), so it allocates nothing. */
export function isServerPath(url: string): boolean {
  for (let i = 0; i < SERVER_PREFIXES.length; i++) {
    if (url.startsWith(SERVER_PREFIXES[i] as string)) return true;
    const bare = BARE_PREFIXES[i] as string;
    if (url.startsWith(bare) && (url.length === bare.length || url[bare.length] === '?')) return true;
  }
  return false;
}

/** Maps every thrown error to one JSON shape; 5xx bodies never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'SESSION_EXPIRED') return reply.status(401).type('text/plain; charset=utf-8').send(error.message);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fieldErrors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
        return { field, message: v.message ?? 'is invalid' };
      });
      return reply.status(400).send(validationErrorBody(where, fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return reply.status(500).send(internalErrorBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ status, code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      const body: ErrorBody = { status, code: error.code ?? 'BAD_REQUEST', message: error.message };
      return reply.status(status).send(body);
    }
    // The serializer keeps codes and names only (decision 0052); the path is masked like the request line's.
    request.log.error({ err: error, method: request.method, url: loggablePath(request.url) }, 'unhandled error');
    return reply.status(500).send(internalErrorBody());
  });
}

/** The 400 of a request whose params, query or body failed its schema, naming each field. */
export function validationErrorBody(where: string, fieldErrors: FieldError[]): ErrorBody {
  return {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: `Invalid ${where}: ${fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
    fieldErrors,
  };
}

export function internalErrorBody(): ErrorBody {
  return { status: 500, code: 'INTERNAL', message: 'An internal error occurred' };
}
