import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { emailMessages } from '../db/schema/index.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  cc?: string;
  bcc?: string;
  /** Where a reply goes (a learner's address on support messages); delivered, not stored (the body names it). */
  replyTo?: string;
  /**
   * Secret values the message carries (activation and reset keys, exam codes): delivered as they are, stored
   * as [redacted]. Named by the sender, so redaction is exact (decision 0052).
   */
  secrets?: string[];
  /**
   * How an administrator's resend re-issues this message: the sender's template name and its non-secret
   * parameters (ids, never a key or a code). A message with secrets and no template cannot be resent.
   */
  template?: MailTemplate;
}

export interface MailTemplate {
  name: string;
  params: Record<string, string | number>;
}

export const REDACTED = '[redacted]';

/** Every form a secret takes in a body: as is, URL-encoded (links), HTML-escaped. */
function secretForms(secret: string): string[] {
  const forms = [secret, encodeURIComponent(secret), escapeHtml(secret), escapeHtml(encodeURIComponent(secret))];
  return [...new Set(forms)].filter((f) => f.length > 0).sort((a, b) => b.length - a.length);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text with every form of every secret replaced by the marker. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) for (const form of secretForms(secret)) out = out.split(form).join(REDACTED);
  return out;
}

/** Stores every message (secrets redacted), then delivers it over SMTP when SMTP_URL is set. */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; from: string; smtpUrl: string | undefined },
  ) {
    this.transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  }

  /** The SMTP server answers (UP), refuses or is unreachable (DOWN), or none is configured (mail is stored only). */
  async check(timeoutMs = 3000): Promise<'UP' | 'DOWN' | 'NOT_CONFIGURED'> {
    if (!this.transport) return 'NOT_CONFIGURED';
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
    const verified = this.transport.verify().then(
      () => true,
      () => false,
    );
    return (await Promise.race([verified, timeout])) ? 'UP' : 'DOWN';
  }

  /** Stores the message and delivers it; delivery failures are recorded, not thrown. */
  async send(mail: OutgoingMail): Promise<number> {
    const { db, clock, log, from } = this.deps;
    const secrets = (mail.secrets ?? []).filter((s) => s.length > 0);
    const [row] = await db
      .insert(emailMessages)
      .values({
        kind: mail.kind,
        subject: redact(mail.subject, secrets),
        fromAddress: from,
        toAddress: mail.to,
        cc: mail.cc ?? null,
        bcc: mail.bcc ?? null,
        htmlText: redact(mail.html, secrets),
        plainText: redact(mail.text, secrets),
        sentDate: clock.now(),
        redacted: secrets.length > 0,
        template: mail.template?.name ?? null,
        templateParams: mail.template?.params ?? null,
      })
      .returning({ id: emailMessages.id });
    const id = row?.id ?? 0;
    if (!this.transport) {
      // Never log the body: it carries activation and reset keys.
      log.info({ emailId: id, kind: mail.kind }, 'e-mail stored (no SMTP_URL configured, not delivered)');
      return id;
    }
    try {
      await this.transport.sendMail({
        from,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await db.update(emailMessages).set({ delivered: true }).where(eqId(id));
      log.info({ emailId: id, kind: mail.kind }, 'e-mail delivered');
    } catch (err) {
      // The SMTP reply is kept with the message for the admin view (it may name the recipient, as the row
      // does); the log gets the scrubbed error only (decision 0052).
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(emailMessages)
        .set({ deliveryError: redact(message, secrets).slice(0, 500) })
        .where(eqId(id));
      log.error({ emailId: id, kind: mail.kind, err }, 'e-mail delivery failed');
    }
    return id;
  }

  close(): void {
    this.transport?.close();
  }
}

import { eq } from 'drizzle-orm';

const eqId = (id: number) => eq(emailMessages.id, id);
