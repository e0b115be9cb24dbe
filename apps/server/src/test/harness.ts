import { randomBytes } from 'node:crypto';
import { Authority } from '@continuum/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { insertUser } from '../modules/account/repo.js';
import { hashPassword } from '../platform/auth/password.js';
import { ManualClock } from '../platform/clock.js';
import { type AppConfig, loadConfig } from '../platform/config.js';
import { type Database, openDatabase } from '../platform/db/client.js';
import { learnerProducts, products } from '../platform/db/schema/index.js';
import { openTemplateDatabase } from './db-template.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: AppConfig;
  close(): Promise<void>;
}

/** A real app on a real database: PostgreSQL when DATABASE_URL is set, else a fresh in-memory PGlite (a copy of the suite's migrated template). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  logStream?: { write(line: string): void },
  /** An in-memory PGlite of its own even when DATABASE_URL names a shared PostgreSQL (a test that needs it empty). */
  options: {
    ownDatabase?: boolean;
    /** The CSRF signing secret; instances sharing one give a session's token to each other, like a balancer's pool. */
    secret?: string;
  } = {},
): Promise<TestApp> {
  const url = options.ownDatabase ? undefined : process.env.DATABASE_URL;
  const database = url ? await openDatabase({ url }) : await openTemplateDatabase(inject('pgliteTemplate'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MINUTE: '10000' }),
    ...overrides,
  };
  const clock = new ManualClock(new Date());
  const app = await buildApp({
    config,
    database,
    clock,
    ...(logStream ? { logStream } : {}),
    ...(options.secret ? { secret: options.secret } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A unique suffix so rows of parallel test files never collide. */
export function unique(prefix = 'u'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** Creates an activated user with its own unique login and e-mail. */
export async function createUser(
  t: TestApp,
  options: { password?: string; authorities?: string[]; activated?: boolean; langKey?: string } = {},
) {
  const login = unique('user');
  const password = options.password ?? 'secret-pass';
  const now = t.clock.now();
  const user = await insertUser(
    t.database.db,
    {
      login,
      email: `${login}@example.test`,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: 'User',
      langKey: options.langKey ?? 'en',
      activated: options.activated ?? true,
      createdAt: now,
      updatedAt: now,
    },
    options.authorities ?? [Authority.AUTHENTICATED],
  );
  return { ...user, password };
}

/** Creates a product and enrols the user in it. */
export async function createLearnerProduct(t: TestApp, userId: number, name = 'Test Course') {
  const now = t.clock.now();
  const [product] = await t.database.db
    .insert(products)
    .values({ code: unique('P'), name, type: 'COURSE', accountName: 'Test Academy', createdAt: now })
    .returning();
  if (!product) throw new Error('no product');
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId, productId: product.id, status: 'IN_PROGRESS', createdAt: now })
    .returning();
  if (!lp) throw new Error('no learner product');
  return { product, lp };
}

/**
 * A browser-like client: keeps cookies, echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN
 * on every call as the web app does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly userAgent = 'vitest-client',
  ) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && options.csrf !== false && !this.cookies.has('XSRF-TOKEN')) {
      await this.request({ method: 'GET', url: '/api/account' });
    }
    const headers: Record<string, string> = { 'user-agent': this.userAgent, ...(options.headers as Record<string, string>) };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    // Like the web app: the token goes with every call, GETs included (csrfOnGet routes need it, decision 0054).
    if (options.csrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    const { csrf: _csrf, ...rest } = options;
    const res = await this.app.inject({ ...rest, method: method as InjectOptions['method'], headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  async signIn(username: string, password: string, rememberMe = false) {
    const res = await this.post('/api/authentication', { username, password, rememberMe });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
