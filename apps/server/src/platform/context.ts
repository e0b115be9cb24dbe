import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOrderKey } from './answer-order.js';
import type { SessionManager } from './auth/session-plugin.js';
import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { SealingKeys } from './sealing-keys.js';
import type { ObjectStorage } from './storage/storage.js';

/**
 * The modules' long-lived services (caches, batching writers, throttles), built once in buildApp and
 * reached as `ctx.services`. Empty here because platform imports no module: each module that owns a
 * service adds its slots by declaration merging in its `app-services.ts`, next to the factory buildApp
 * calls (decision 0062).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface AppServices {}

/** What modules receive from the platform: one object, built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  clock: Clock;
  database: Database;
  mailer: Mailer;
  /** Course files (resources, site assets). */
  storage: ObjectStorage;
  sessions: SessionManager;
  log: FastifyBaseLogger;
  /** Key of the per-learner order of answer choices (answer-order.ts); derived from the server secret. */
  answerOrderKey: AnswerOrderKey;
  /** The code HMAC key and the PII key (sealing-keys.ts), derived once from the server secret or PII_ENCRYPTION_KEY. */
  keys: SealingKeys;
  /** The modules' services, one instance each per app (AppServices). */
  services: AppServices;
}
