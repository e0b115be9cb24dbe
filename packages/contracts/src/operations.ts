import { z } from 'zod';
import { text } from './inputs.js';
import { LOG_LEVELS } from './log-levels.js';

/** The operations calls of administrators (002 §7 diagnostics; issue 17, decision 0076). */

const componentStatus = z.enum(['UP', 'DOWN', 'NOT_CONFIGURED']);
const component = z.object({ status: componentStatus, details: z.record(z.string(), z.union([z.string(), z.number()])) });

/** GET admin/manage/health. */
export const adminHealth = z.object({
  status: z.enum(['UP', 'DOWN']),
  components: z.object({ db: component, migrations: component, storage: component, mail: component }),
});
export type AdminHealth = z.infer<typeof adminHealth>;

/** GET admin/manage/info. */
export const adminInfo = z.object({
  buildVersion: z.string(),
  commit: z.string().nullable(),
  node: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  database: z.string(),
  storage: z.string(),
});
export type AdminInfo = z.infer<typeof adminInfo>;

/** GET api/logs: the loggers and their levels; PUT api/logs changes one, at once, on this instance. */
export const loggerLevel = z.object({
  name: text().min(1, 'name is required').max(100),
  level: z.enum(LOG_LEVELS, { error: `level must be one of ${LOG_LEVELS.join(', ')}` }),
});
export type LoggerLevel = z.infer<typeof loggerLevel>;
export const loggersReply = z.array(loggerLevel);

/** GET admin/manage/configprops and admin/manage/dump: free-form JSON. */
export const freeFormReply = z.record(z.string(), z.unknown());
/** GET metrics/metrics: prom-client's metrics as JSON (name, help, type, values with labels). */
export const freeFormArrayReply = z.array(z.record(z.string(), z.unknown()));

/** A feature flag's name as the web app checks it (000 §4): a word of letters and digits. */
export const featureFlagParams = z.object({
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/, 'name must be letters and digits, starting with a letter'),
});
export const featureFlagBody = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
/** GET api/admin/feature-flags: each flag stored or set by the environment; `override` (FEATURE_FLAGS) wins. */
export const adminFeatureFlags = z.array(
  z.object({ name: z.string(), stored: z.boolean().nullable(), override: z.boolean().nullable(), enabled: z.boolean() }),
);
export type AdminFeatureFlag = z.infer<typeof adminFeatureFlags>[number];
