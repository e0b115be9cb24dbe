import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../test/harness.js';
import { emailMessages } from '../db/schema/index.js';
import { Mailer, REDACTED, redact } from './mailer.js';

let t: TestApp;
let server: SMTPServer;
let url: string;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { write: (line) => void lines.push(line) });
  // An SMTP server that refuses every recipient, quoting the address back as real servers do.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Mailer', () => {
  it('redacts every form of a secret (as is, URL-encoded, HTML-escaped)', () => {
    const secret = 'a+b/c&d';
    const text = `k=${secret} u=${encodeURIComponent(secret)} h=a+b/c&#38;d`;
    expect(redact(text, [secret])).toBe(`k=${REDACTED} u=${REDACTED} h=${REDACTED}`);
  });

  it('logs a delivery failure by code, without the recipient or the secret; stores the reply redacted', async () => {
    const mailer = new Mailer({ db: t.database.db, clock: t.clock, log: t.app.log, from: 'f@x.test', smtpUrl: url });
    const to = `${unique('zqrcpt')}@canary.test`;
    const secret = unique('Zqkey');
    lines.length = 0;
    const id = await mailer.send({ kind: 'k', to, subject: 'S', html: `<p>${secret}</p>`, text: secret, secrets: [secret] });
    mailer.close();
    const [row] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ delivered: false, redacted: true, plainText: REDACTED, htmlText: `<p>${REDACTED}</p>` });
    expect(row?.deliveryError).toMatch(/rejected/);
    const failure = lines.find((l) => l.includes('e-mail delivery failed')) ?? '';
    expect(failure).toContain('"code":"EENVELOPE"');
    expect(lines.join('\n')).not.toContain(to);
    expect(lines.join('\n')).not.toContain(secret);
  });
});
