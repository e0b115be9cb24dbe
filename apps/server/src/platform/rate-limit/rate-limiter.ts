import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.js';
import { sha256 } from '../crypto.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { clearHits, countHit, currentHits, pruneEnded, type WindowCount } from './rate-limit-repo.js';

/** At most `max` hits per `windowMs` for one key of a scope. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** Ended windows are deleted at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;

export const rateLimited = () => new AppError('RATE_LIMITED', 429, 'Too many requests, try again later');

/**
 * Fixed-window limits kept in PostgreSQL, so every server instance on one database shares them (decision
 * 0053). Keys are stored as sha256 digests: the table never holds an address, a login or an e-mail.
 */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit; throws 429 RATE_LIMITED (Retry-After on `reply`) once the rule's maximum is passed. */
  async hit(scope: string, key: string, rule: RateRule, reply?: FastifyReply): Promise<void> {
    const now = this.clock.now();
    await this.prune(now);
    const count = await countHit(this.db, scope, sha256(key), now, rule.windowMs);
    if (count.hits > rule.max) throw this.refuse(count, now, reply);
  }

  /** Counts a hit without refusing it (failures counted after the fact). */
  async note(scope: string, key: string, rule: RateRule): Promise<void> {
    const now = this.clock.now();
    await this.prune(now);
    await countHit(this.db, scope, sha256(key), now, rule.windowMs);
  }

  /** Throws 429 when the key has already used up its window, without counting a hit. */
  async check(scope: string, key: string, rule: RateRule, reply?: FastifyReply): Promise<void> {
    const now = this.clock.now();
    const count = await currentHits(this.db, scope, sha256(key), now);
    if (count && count.hits >= rule.max) throw this.refuse(count, now, reply);
  }

  async clear(scope: string, key: string): Promise<void> {
    await clearHits(this.db, scope, sha256(key));
  }

  private refuse(count: WindowCount, now: Date, reply: FastifyReply | undefined): AppError {
    const seconds = Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now.getTime()) / 1000));
    reply?.header('retry-after', String(seconds));
    return rateLimited();
  }

  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await pruneEnded(this.db, now);
  }
}
