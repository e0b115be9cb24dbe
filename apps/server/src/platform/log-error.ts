import { AppError } from './errors.js';

/**
 * The one serializer of errors written to the log (decision 0052). A database error carries the SQL text, its
 * parameters and row values (Drizzle's `query`/`params`, the driver's `detail`, `where`, and messages such as
 * `invalid input syntax for type integer: "…"`), and library errors quote their input (an SMTP reply names the
 * recipient, a JSON error quotes the body). So only what is known to be safe is kept: the class, our AppError
 * code and message, the SQLSTATE, the constraint/table/column/schema names, a scrubbed first message line for
 * other errors, and the stack frames without their message lines. The request id comes from the request's
 * logger binding (reqId) on the same line.
 */
export type SafeError = {
  type: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  message: string;
  stack: string;
  cause?: SafeError;
};

/** The driver fields that name things (never values), kept when they look like identifiers. */
const NAME_FIELDS = ['constraint', 'table', 'column', 'schema'] as const;
const IDENTIFIER = /^[A-Za-z_][\w$.-]{0,127}$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Error codes that are names, not data: FST_ERR_…, ECONNREFUSED, EENVELOPE, ERR_… */
const CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const MAX_DEPTH = 3;

export function serializeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error)) return { type: typeof value, message: 'a non-Error was thrown', stack: '' };
  const err = value as Error & Record<string, unknown>;
  // A database error's message may quote values; its SQLSTATE and names say what happened.
  const database = isDatabaseError(err);
  // PGlite's error class is minified ('O'); a server error is named for what it is.
  const type = database && 'severity' in err ? 'DatabaseError' : err.constructor?.name || err.name || 'Error';
  const out: SafeError = { type, message: 'database error', stack: '' };
  const code = err.code;
  if (err instanceof AppError) {
    out.code = err.code;
    out.message = err.message;
  } else if (typeof code === 'string' && database && SQLSTATE.test(code)) {
    out.sqlState = code;
  } else if (typeof code === 'string' && CODE.test(code)) {
    out.code = code;
  }
  for (const field of NAME_FIELDS) {
    const v = err[field];
    if (typeof v === 'string' && IDENTIFIER.test(v)) out[field] = v;
  }
  if (!(err instanceof AppError) && !database) out.message = scrubMessage(err.message);
  if (typeof err.stack === 'string') out.stack = framesOnly(out.type, out.message, err.stack);
  if (err.cause !== undefined && depth < MAX_DEPTH) {
    const cause = serializeError(err.cause, depth + 1);
    out.cause = cause;
    // The operator's first questions (which SQLSTATE, which constraint) answered on the outer error too.
    if (!out.sqlState && cause.sqlState) {
      out.sqlState = cause.sqlState;
      for (const field of NAME_FIELDS) if (!out[field] && cause[field]) out[field] = cause[field];
    }
  }
  return out;
}

/**
 * A driver error (pg's DatabaseError, PGlite's, postgres.js') or Drizzle's wrapper around one. Told by shape,
 * not class, so every driver is covered: a severity/routine pair from the server, or the wrapper's query text.
 */
function isDatabaseError(err: Record<string, unknown>): boolean {
  return (
    ('severity' in err && 'routine' in err) ||
    'query' in err ||
    'params' in err ||
    'detail' in err ||
    err.constructor?.name === 'DrizzleQueryError'
  );
}

/**
 * The first line of a library's message with anything that can be data masked: quoted text, e-mail addresses,
 * numbers of three or more digits (phones, zip codes) and longer tokens with a digit (codes, keys). Ids in our own messages are masked too: the
 * stack says where, the request id says which request.
 */
export function scrubMessage(message: string): string {
  const first = (message.split('\n')[0] ?? '').slice(0, 300);
  return first
    .replace(/"[^"]*"?|'[^']*'?|`[^`]*`?/g, '"…"')
    .replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)')
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g, '[email]')
    .replace(/[\w+-]*\d{3,}[\w+-]*/g, '[n]')
    .replace(/(?<![\w-])(?=[\w.-]*\d)[\w.-]{6,}/g, '[n]');
}

/** The stack's "at" frames only: the message lines (which may quote SQL and values) are replaced. */
function framesOnly(type: string, message: string, stack: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}
