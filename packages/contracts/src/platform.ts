import { z } from 'zod';
import { intParam } from './inputs.js';
import { MAX_PAGE, PAGE_SIZES } from './paged-search-limits.js';

/** GET api/feature_flags/: flag -> enabled; a false flag hides its feature (000 §4). */
export const featureFlagsReply = z.record(z.string(), z.boolean());
export type FeatureFlags = z.infer<typeof featureFlagsReply>;

/** GET /management/health. */
export const healthReply = z.object({
  status: z.enum(['UP', 'DOWN']),
  components: z.object({ db: z.object({ status: z.enum(['UP', 'DOWN']), database: z.string() }) }),
});
export type Health = z.infer<typeof healthReply>;

/** GET api/config: runtime values the web app needs before sign-in. */
export const clientConfigReply = z.object({
  accountSiteUrl: z.string().nullable(),
  devMode: z.boolean(),
  buildVersion: z.string(),
  demoLogins: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigReply>;

/** Audit event (GET api/audits). */
export const auditEvent = z.object({
  id: z.number().int(),
  principal: z.string(),
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.string()),
});
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditsReply = z.array(auditEvent);
export const auditsQuery = z.object({
  fromDate: z.iso.date('fromDate must be a date (YYYY-MM-DD)').optional(),
  toDate: z.iso.date('toDate must be a date (YYYY-MM-DD)').optional(),
  /** JHipster's pageable: page (0-based) of `size` rows; the reply's X-Total-Count header has the range's total. */
  page: intParam('page', 0, MAX_PAGE).optional(),
  size: intParam('size', 1, Math.max(...PAGE_SIZES)).optional(),
});

/** The reply of calls that only acknowledge. */
export const okReply = z.object({ ok: z.literal(true) });
