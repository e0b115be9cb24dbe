import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { maskedConfig } from './config-props.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
let adminLogin: string;
const SESSION_SECRET = 'session-secret-canary-7f3a';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, sessionSecret: SESSION_SECRET });
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('GET admin/manage/health', () => {
  it('asks the database, the migrations, storage and SMTP', async () => {
    const res = await admin.get('/admin/manage/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('UP');
    expect(body.components.db.status).toBe('UP');
    expect(body.components.migrations.details.applied).toBe(body.components.migrations.details.known);
    expect(body.components.migrations.details.known).toBeGreaterThan(10);
    expect(body.components.storage).toMatchObject({ status: 'UP', details: { kind: t.config.storage.kind } });
    expect(body.components.mail.status).toBe('UP');
  });

  it('says DOWN with 503 when the SMTP server does not answer', async () => {
    const dead = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const user = await createUser(dead, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
      const client = new TestClient(dead.app);
      await client.signIn(user.login, user.password);
      const res = await client.get('/admin/manage/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'DOWN', components: { mail: { status: 'DOWN' }, db: { status: 'UP' } } });
    } finally {
      await dead.close();
    }
  });

  it('is for administrators only', async () => {
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    for (const url of [
      '/admin/manage/health',
      '/admin/manage/info',
      '/admin/manage/configprops',
      '/admin/manage/dump',
      '/api/logs',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(403);
      expect((await new TestClient(t.app).get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET admin/manage/info, configprops and dump', () => {
  it('answers the build, the runtime and the parts in use', async () => {
    const res = await admin.get('/admin/manage/info');
    expect(res.json()).toMatchObject({ node: process.version, database: t.database.kind, storage: t.config.storage.kind });
    expect(res.json().uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('shows the effective configuration with every secret masked', async () => {
    const res = await admin.get('/admin/manage/configprops');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SESSION_SECRET);
    expect(res.json()).toMatchObject({ sessionSecret: '******', mailRetentionDays: t.config.mailRetentionDays });
    const masked = maskedConfig({
      ...t.config,
      databaseUrl: 'postgres://app:db-pass-canary@db.internal:5432/continuum',
      smtpUrl: 'smtps://mailer:smtp-pass-canary@mail.internal:465',
      piiEncryptionKey: Buffer.alloc(32, 1),
      storage: {
        kind: 's3',
        bucket: 'b',
        region: 'r',
        endpoint: 'http://s3',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIA-canary', secretAccessKey: 's3-canary' },
      },
    });
    const text = JSON.stringify(masked);
    for (const canary of ['db-pass-canary', 'smtp-pass-canary', 'AKIA-canary', 's3-canary']) expect(text).not.toContain(canary);
    expect(masked.databaseUrl).toBe('postgres://app:******@db.internal:5432/continuum');
    expect(masked.piiEncryptionKey).toBe('******');
  });

  it('answers Node’s diagnostic report without the environment or the command line', async () => {
    const res = await admin.get('/admin/manage/dump');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.header.nodejsVersion).toBe(process.version);
    expect(report).not.toHaveProperty('environmentVariables');
    expect(report.header).not.toHaveProperty('commandLine');
    if (process.env.PATH) expect(res.body).not.toContain(process.env.PATH);
  });
});

describe('GET and PUT api/logs', () => {
  it('lists the logger and changes its level at once, audited', async () => {
    expect((await admin.get('/api/logs')).json()).toEqual([{ name: 'root', level: 'silent' }]);
    const res = await admin.request({ method: 'PUT', url: '/api/logs', payload: { name: 'root', level: 'warn' } });
    expect(res.statusCode).toBe(200);
    expect(t.app.log.level).toBe('warn');
    expect((await admin.get('/api/logs')).json()).toEqual([{ name: 'root', level: 'warn' }]);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'LOG_LEVEL_CHANGED')));
    expect(event?.data).toEqual({ name: 'root', from: 'silent', to: 'warn' });
    await admin.request({ method: 'PUT', url: '/api/logs', payload: { name: 'root', level: 'silent' } });
  });

  it('answers 404 for an unknown logger and 400 naming a bad level', async () => {
    expect((await admin.request({ method: 'PUT', url: '/api/logs', payload: { name: 'sql', level: 'warn' } })).statusCode).toBe(
      404,
    );
    const bad = await admin.request({ method: 'PUT', url: '/api/logs', payload: { name: 'root', level: 'loud' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('level');
  });
});
