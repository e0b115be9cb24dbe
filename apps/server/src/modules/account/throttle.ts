import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter.js';

/** Failed sign-ins are counted per account over this window. */
const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The account calls' limits (decision 0053), shared by every instance through PostgreSQL: each public call
 * per client address per minute; failed sign-ins per account; registration and reset e-mails per address.
 * Keys are what the caller typed, so a limit answers the same whether or not the account exists. One per
 * app (built in buildApp; its counters live in the database, it only holds the rules).
 */
export class AccountThrottle {
  private readonly limiter: RateLimiter;
  private readonly perAddress: RateRule;
  private readonly failures: RateRule;
  private readonly mails: RateRule;

  constructor(ctx: Pick<AppContext, 'database' | 'clock' | 'config'>) {
    this.limiter = new RateLimiter(ctx.database.db, ctx.clock);
    this.perAddress = { max: ctx.config.rateLimitAuthPerMinute, windowMs: 60_000 };
    this.failures = { max: ctx.config.rateLimitAccountFailures, windowMs: FAILURE_WINDOW_MS };
    this.mails = { max: ctx.config.rateLimitAccountMailsPerHour, windowMs: 3_600_000 };
  }

  /** An onRequest hook counting each call of `scope` per client address. */
  byAddress(scope: string) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      await this.limiter.hit(`address:${scope}`, request.ip, this.perAddress, reply);
    };
  }

  /** 429 once the account has had its failed sign-ins for the window (checked before the password). */
  async checkSignIn(account: string, reply?: FastifyReply): Promise<void> {
    await this.limiter.check('account:sign-in-failures', account, this.failures, reply);
  }

  async signInFailed(account: string): Promise<void> {
    await this.limiter.note('account:sign-in-failures', account, this.failures);
  }

  async signInSucceeded(account: string): Promise<void> {
    await this.limiter.clear('account:sign-in-failures', account);
  }

  /** An administrator lifts a user's sign-in lock (their failed sign-ins are forgotten). */
  async unlock(userId: number): Promise<void> {
    await this.limiter.clear('account:sign-in-failures', `user:${userId}`);
  }

  /** Counts a registration or reset e-mail asked for this address; 429 past the hourly limit. */
  async mailRequested(email: string, reply?: FastifyReply): Promise<void> {
    await this.limiter.hit('account:mails', email.trim().toLowerCase(), this.mails, reply);
  }
}
