import type { AppContext } from '../../platform/context.js';
import { checkRetention } from './retention.js';

/** The daily records-retention check (decision 0183), run by the shared job queue exactly once per day. */
export const RETENTION_QUEUE = 'learner-records-retention';
/** 03:30 UTC each day. */
export const RETENTION_CRON = '30 3 * * *';

export const retentionJob = { queue: RETENTION_QUEUE, cron: RETENTION_CRON, run: (ctx: AppContext) => checkRetention(ctx) };
