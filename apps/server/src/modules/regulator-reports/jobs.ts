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
  await boss.createQueue(HOURLY_DIGEST_QUEUE);
  await boss.schedule(HOURLY_DIGEST_QUEUE, HOURLY_DIGEST_CRON, {}, { tz: 'UTC' });
  await boss.work(HOURLY_DIGEST_QUEUE, async () => {
    await runDueDigests(ctx);
  });
  for (const job of others) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.queue, async () => {
      await job.run(ctx);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, wait: true }) };
}
