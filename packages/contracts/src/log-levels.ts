/** pino's levels, quietest last (GET/PUT api/logs). Apart from the schemas, so the logs page imports no zod. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];
