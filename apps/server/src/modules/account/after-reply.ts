import type { AppContext } from '../../platform/context.js';

const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the reply has gone: the lookup and e-mail of a reset request (and the activation
 * e-mail) then cost the caller nothing, so the answer takes the same time whether or not an account exists
 * (decision 0053). Failures are logged by name; the caller was already answered.
 */
export function afterReply(ctx: AppContext, what: string, work: () => Promise<unknown>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      await work();
    })
    // The error's name and code only: a driver's message may quote the statement's parameters (an e-mail).
    .catch((err: unknown) => ctx.log.error({ error: errorName(err) }, `${what} failed after the reply`))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every piece of work started by afterReply has ended (tests, and the app's close). */
export async function accountWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

function errorName(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown';
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? `${err.name} ${code}` : err.name;
}
