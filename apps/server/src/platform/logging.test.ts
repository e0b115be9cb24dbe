import { describe, expect, it } from 'vitest';
import { createTestApp, TestClient, unique } from '../test/harness.js';

describe('logging', () => {
  it('never writes passwords, keys or cookies to the log, even at debug level', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logLevel: 'trace' }, { write: (line) => void lines.push(line) });
    try {
      const login = unique('log');
      const password = 'Sup3r-Secret-Pass';
      const client = new TestClient(t.app);
      await client.post('/api/account/register', {
        login,
        email: `${login}@example.test`,
        firstName: 'Log',
        lastName: 'Test',
        password,
      });
      await client.post('/api/authentication', { username: login, password });
      await client.get('/api/account/activate?key=some-activation-key-value');
      await client.post('/api/account/reset_password/finish', { key: 'some-reset-key-value', newPassword: password });
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).not.toContain(password);
      expect(log).not.toContain('some-activation-key-value');
      expect(log).not.toContain('some-reset-key-value');
      expect(log).not.toMatch(/SESSION=|XSRF-TOKEN=/);
    } finally {
      await t.close();
    }
  });
});
