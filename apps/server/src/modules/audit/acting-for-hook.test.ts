import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import { auditEvents } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp, unique } from '../../test/harness.js';
import { registerActingForAudit } from './acting-for-hook.js';

// Impersonation (issue 17) does not exist yet, so the auth state it will produce is set by hand here: the hook
// under test, its audit rows and the database are the real ones.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = (login: string, id: number): SessionUser =>
  ({ id, login, email: `${login}@example.test`, authorities: ['ROLE_AUTHENTICATED'] }) as unknown as SessionUser;

async function appActingAs(realActor: SessionUser | undefined, learner: SessionUser) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = { user: learner, series: 's', ...(realActor ? { realActor } : {}) };
  });
  registerActingForAudit(app, { db: t.database.db, clock: t.clock });
  app.post('/api/progression/:lpId/:nodeId', { config: { access: 'authenticated', owner: 'learnerProduct' } }, async () => ({}));
  app.get('/api/config', { config: { access: 'public', owner: 'none' } }, async () => ({}));
  await app.ready();
  return app;
}

const eventsOf = (principal: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, principal));

describe('calls made while acting for a learner', () => {
  it('records the real actor, the learner and the route of a write on learner data', async () => {
    const admin = user(unique('admin'), 900_001);
    const learner = user(unique('learner'), 900_002);
    const app = await appActingAs(admin, learner);
    expect((await app.inject({ method: 'POST', url: '/api/progression/1/2' })).statusCode).toBe(200);
    const events = await eventsOf(admin.login);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'ACTING_FOR_LEARNER',
        data: { learner: learner.login, method: 'POST', route: '/api/progression/:lpId/:nodeId' },
      }),
    ]);
    await app.close();
  });

  it('records nothing for the learner acting alone, nor for routes touching no learner data', async () => {
    const admin = user(unique('admin'), 900_003);
    const learner = user(unique('learner'), 900_004);
    const alone = await appActingAs(undefined, learner);
    await alone.inject({ method: 'POST', url: '/api/progression/1/2' });
    expect(await eventsOf(learner.login)).toEqual([]);
    await alone.close();
    const acting = await appActingAs(admin, learner);
    await acting.inject({ method: 'GET', url: '/api/config' });
    expect(await eventsOf(admin.login)).toEqual([]);
    await acting.close();
  });
});
