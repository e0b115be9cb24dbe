import PgBoss from 'pg-boss';
import type { AppContext } from '../../platform/context.js';
import { runDueDigests } from './digest.js';

/** The hourly queue: its job looks for zones whose morning has come (decision 0152). */
export const HOURLY_DIGEST_QUEUE = 'regulator-reports-hourly-digest';
/** Five past each hour, UTC: every zone's 07:00 (whole and half-hour offsets alike) is reached within the hour. */
export const HOURLY_DIGEST_CRON = '5 * * * *';

interface SqlResult {
  rows: unknown[];
}
interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  exec(text: string): Promise<SqlResult[]>;
}

/**
 * pg-boss's own connection: its own small pool on PostgreSQL; on embedded PGlite (one connection in this process)
 * pg-boss's "bring your own database" adapter over the same PGlite. pg-boss sends several statements in one string
 * without parameters (its schema, its locking transactions): PGlite runs those through exec, which takes many.
 */
function bossOptions(ctx: AppContext): PgBoss.ConstructorOptions {
  const common = { schema: 'pgboss', application_name: 'continuum-jobs' };
  if (ctx.database.kind === 'postgres' && ctx.config.databaseUrl)
    return { ...common, connectionString: ctx.config.databaseUrl, max: 2 };
  const client = (ctx.database.db as unknown as { $client: PgliteClient }).$client;
  return {
    ...common,
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
  };
}

/** Another module's daily or hourly job, scheduled on this instance's queue (e.g. the records-retention check, 0183). */
export interface ScheduledJob {
  queue: string;
  cron: string;
  run(ctx: AppContext): Promise<unknown>;
}

export interface ReportJobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts the job queue of this instance: the hourly digest schedule (pg-boss keeps one schedule per queue, and its
 * cron monitor sends one job per slot whichever instance sees it first) and a worker (each job is fetched by one
 * worker: SKIP LOCKED). The digest's own (zone, day) claim keeps a redelivered job from mailing twice.
 */
export async function startReportJobs(ctx: AppContext, others: ScheduledJob[] = []): Promise<ReportJobs> {
  const boss = new PgBoss(bossOptions(ctx));
  boss.on('error', (err) => ctx.log.error({ err }, 'job queue error'));
  await boss.start();
  await declareQueue(boss, HOURLY_DIGEST_QUEUE, HOURLY_DIGEST_CRON);
  await boss.work(HOURLY_DIGEST_QUEUE, async () => {
    await runDueDigests(ctx);
  });
  for (const job of others) {
    await declareQueue(boss, job.queue, job.cron);
    await boss.work(job.queue, async () => {
      await job.run(ctx);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, wait: true }) };
}

/** PostgreSQL's deadlock error: the transaction was rolled back and may simply be run again. */
const DEADLOCK = '40P01';

/**
 * Creates a queue and its schedule, run again after a deadlock: two instances starting at once both create the
 * same queues, and pg-boss's createQueue (a table partition and a row) can deadlock with the other's; PostgreSQL
 * then rolls one back, which is safe to repeat (both calls are idempotent). Seen with the chat journey's two
 * instances booting together behind nginx.
 */
async function declareQueue(boss: PgBoss, queue: string, cron: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 50)));
    }
  }
}
