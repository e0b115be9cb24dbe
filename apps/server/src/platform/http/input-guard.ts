import { type FieldError, isStorableText, STORABLE_TEXT_MESSAGE } from '@continuum/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationErrorBody } from './error-handler.js';

/** Deeper than any request shape we accept; a body nested past it is refused rather than walked. */
const MAX_DEPTH = 32;
/** Field errors reported per request: enough to name the culprit, bounded for hostile bodies. */
const MAX_ERRORS = 10;

/**
 * The second layer of decision 0051: every string of a request's params, query and body (JSON or
 * form-encoded, keys included) must be storable (no NUL, no lone surrogate). The schemas in contracts say
 * the same for their fields; this catches what no schema names (routes without a body schema, loose
 * objects, record keys), so such text never reaches PostgreSQL as a 500. Runs before validation; O(size).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const errors: FieldError[] = [];
    let where = '';
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      if (value === undefined || value === null) continue;
      const before = errors.length;
      walk(value, '', 0, errors);
      if (errors.length > before && !where) where = part;
    }
    if (errors.length === 0) return done();
    reply.status(400).send(validationErrorBody(where, errors));
  });
}

/** Collects the path of every unstorable string (or key) under value; too deep counts as an error too. */
function walk(value: unknown, path: string, depth: number, errors: FieldError[]): void {
  if (errors.length >= MAX_ERRORS) return;
  if (typeof value === 'string') {
    if (!isStorableText(value)) errors.push({ field: path || 'value', message: STORABLE_TEXT_MESSAGE });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_DEPTH) {
    errors.push({ field: path || 'value', message: 'is nested too deeply' });
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) walk(value[i], path ? `${path}.${i}` : String(i), depth + 1, errors);
    return;
  }
  if (Buffer.isBuffer(value)) return;
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) {
      errors.push({ field: path || 'value', message: `a key ${STORABLE_TEXT_MESSAGE}` });
      continue;
    }
    walk((value as Record<string, unknown>)[key], field, depth + 1, errors);
  }
}
