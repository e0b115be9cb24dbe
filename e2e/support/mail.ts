import type { E2EServer } from './server.js';

/** Waits for a message to `to` and returns the first link to `path` in it (the real SMTP server's copy). */
export async function waitForLink(server: E2EServer, to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of [...server.smtp.mails].reverse()) {
      if (!mail.to.includes(to)) continue;
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = text.match(new RegExp(`https?://[^\\s"<>]+${path}\\?key=[A-Za-z0-9_%-]+`));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with a ${path} link`);
}
