import { join } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads from the environment; documented in the README's table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9A-Za-z.:/, ]*$/, 'must be true, false or comma-separated addresses/ranges')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Continuum <no-reply@continuum.local>'),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  IDENTITY_EVIDENCE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(2555),
  SUPPORT_EMAIL: z.email().default('support@continuum.local'),
  PUBLIC_URL: z.string().url().optional(),
  ACCOUNT_SITE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  REMEMBER_ME_DAYS: z.coerce.number().int().positive().default(31),
  COOKIE_SECURE: bool.optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR: z.coerce.number().int().positive().default(5),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(5).max(50).default(5),
  DEMO_SEED: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FEATURE_FLAGS: z.string().optional(),
  CONCURRENT_LOGINS: z.enum(['expire', 'allow']).default('expire'),
  SEAT_TIME_FLUSH_MS: z.coerce.number().int().min(50).max(5000).optional(),
  STORAGE_DIR: z.string().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  PII_ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as 64 hex digits or base64')
    .optional(),
  PROCTOR_SITE_URL: z.string().url().optional(),
  PROCTOR_SITE_SECRET: z.string().min(32).optional(),
  /** Runs the PostgreSQL-backed job queue (the regulator reporting digest, decision 0152); off in tests unless set. */
  SCHEDULED_JOBS: bool.optional(),
  /** Bearer token a Prometheus scraper sends to GET /metrics/prometheus (decision 0076); unset: administrators only. */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /**
   * Which peers' X-Forwarded-For is believed (Fastify's trustProxy): behind a load balancer, the client's address
   * (sessions, sign-in audit, rate limits) is otherwise the balancer's for everyone (decision 0058).
   */
  trustProxy: boolean | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Stored e-mail older than this many days is deleted (at start, then daily); 1..3650 (decision 0052). */
  mailRetentionDays: number;
  /** Raw typing timings and signature samples of users whose products all closed this long ago are deleted (0097). */
  identityEvidenceRetentionDays: number;
  /** Where support messages go when a product names no support address of its own (decision 0083). */
  supportEmail: string;
  publicUrl: string;
  accountSiteUrl: string | undefined;
  sessionSecret: string | undefined;
  sessionIdleMinutes: number;
  rememberMeDays: number;
  cookieSecure: boolean;
  rateLimitAuthPerMinute: number;
  /** Failed sign-ins per account (login, e-mail or unknown name) per 15 minutes before 429 (decision 0053). */
  rateLimitAccountFailures: number;
  /** Registration and reset e-mails per address per hour before 429 (decision 0053). */
  rateLimitAccountMailsPerHour: number;
  /** Shortest password accepted (5..50; the spec's form limit of 5 by default). */
  passwordMinLength: number;
  demoSeed: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  /** Flags from FEATURE_FLAGS ("name=true,other=false"), merged over the stored ones. */
  featureFlags: Record<string, boolean>;
  /**
   * How often coalesced heartbeats are written; also the most a crash can lose. Unset: 100 ms on PostgreSQL,
   * 500 ms on PGlite (decision 0050).
   */
  seatTimeFlushMs: number | undefined;
  /** expire: a sign-in ends the user's other sessions (000 §4); allow: several browsers at once. */
  concurrentLogins: 'expire' | 'allow';
  /** Where course files (resources, site assets) are kept: local disk, or S3-compatible object storage. */
  storage: StorageConfig;
  /** AES-256-GCM key for stored PII (driver's licence numbers); derived from the server secret when unset. */
  piiEncryptionKey: Buffer | undefined;
  /** Remote proctoring site, when a course's SC_PROCTOR_PROCTOR_SITE_URL rule names none. */
  proctorSiteUrl: string | undefined;
  /** Secret shared with the proctoring site: signs launch links and checks its ciphers. */
  proctorSiteSecret: string | undefined;
  /** Bearer token of Prometheus scrapers; unset means only administrators' sessions read /metrics/prometheus. */
  metricsToken: string | undefined;
  /** Whether this instance runs scheduled jobs (pg-boss; decision 0152). Every instance may: each job runs once. */
  scheduledJobs: boolean;
}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    identityEvidenceRetentionDays: e.IDENTITY_EVIDENCE_RETENTION_DAYS,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl,
    accountSiteUrl: e.ACCOUNT_SITE_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    rememberMeDays: e.REMEMBER_ME_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https:'),
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitAccountFailures: e.RATE_LIMIT_ACCOUNT_FAILURES,
    rateLimitAccountMailsPerHour: e.RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    featureFlags: parseFlags(e.FEATURE_FLAGS),
    seatTimeFlushMs: e.SEAT_TIME_FLUSH_MS,
    concurrentLogins: e.CONCURRENT_LOGINS,
    storage: storageConfig(e),
    piiEncryptionKey: e.PII_ENCRYPTION_KEY ? decodeKey(e.PII_ENCRYPTION_KEY) : undefined,
    proctorSiteUrl: e.PROCTOR_SITE_URL,
    proctorSiteSecret: e.PROCTOR_SITE_SECRET,
    metricsToken: e.METRICS_TOKEN,
    scheduledJobs: e.SCHEDULED_JOBS ?? e.NODE_ENV !== 'test',
  };
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** S3 when a bucket is named (keys from S3_* or the SDK's usual chain), else DATA_DIR/storage on disk. */
function storageConfig(e: Env): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'local', dir: e.STORAGE_DIR ?? join(e.DATA_DIR, 'storage') };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    // S3-compatible servers (MinIO, Ceph…) at an endpoint usually want path-style addressing.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** `true`/`false`, or addresses and ranges (CIDR, or `loopback`, `uniquelocal`...) separated by commas. */
function parseTrustProxy(raw: string | undefined): boolean | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseFlags(raw: string | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const part of (raw ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name) flags[name] = value !== 'false';
  }
  return flags;
}

/** 64 hex digits or base64 (standard or URL-safe) of 32 bytes. */
function decodeKey(raw: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
}
