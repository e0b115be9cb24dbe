import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter.js';

/**
 * How much one user may send (decision 0083): the two e-mail forms share one budget, since both land in
 * someone's inbox; feedback, stored only, has a larger one. Counted per user in PostgreSQL, so every
 * instance shares them (0053).
 */
export const SUPPORT_MAIL_RULE: RateRule = { max: 5, windowMs: 3_600_000 };
export const SUPPORT_FEEDBACK_RULE: RateRule = { max: 20, windowMs: 3_600_000 };

export class SupportThrottle {
  private readonly limiter: RateLimiter;

  constructor(ctx: Pick<AppContext, 'database' | 'clock'>) {
    this.limiter = new RateLimiter(ctx.database.db, ctx.clock);
  }

  /** Counts one e-mail sent by the user; 429 past the hourly budget. */
  async mailSent(userId: number, reply?: FastifyReply): Promise<void> {
    await this.limiter.hit('support:mail', `user:${userId}`, SUPPORT_MAIL_RULE, reply);
  }

  /** Counts one feedback given by the user; 429 past the hourly budget. */
  async feedbackGiven(userId: number, reply?: FastifyReply): Promise<void> {
    await this.limiter.hit('support:feedback', `user:${userId}`, SUPPORT_FEEDBACK_RULE, reply);
  }
}
