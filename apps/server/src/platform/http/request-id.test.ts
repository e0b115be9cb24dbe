import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('request id header', () => {
  it('names each server reply with its own random id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/config' });
    const second = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('names failures too, and never takes the id the client sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'forged' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('is the id the log lines carry', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logLevel: 'info' }, { write: (line) => lines.push(line) });
    try {
      const res = await logged.app.inject({ method: 'GET', url: '/api/config' });
      const id = res.headers['x-request-id'];
      expect(lines.some((line) => JSON.parse(line).reqId === id)).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
