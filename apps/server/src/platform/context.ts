import type { FastifyBaseLogger } from 'fastify';
import type { AnswerOrderKey } from './answer-order.js';
import type { SessionManager } from './auth/session-plugin.js';
import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { ObjectStorage } from './storage/storage.js';

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
}
