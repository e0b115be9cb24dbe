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
}

/** Stores every message, then delivers it over SMTP when SMTP_URL is set. */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; from: string; smtpUrl: string | undefined },
  ) {
    this.transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  }

  /** Stores the message and delivers it; delivery failures are recorded, not thrown. */
  async send(mail: OutgoingMail): Promise<number> {
    const { db, clock, log, from } = this.deps;
    const [row] = await db
      .insert(emailMessages)
      .values({
        kind: mail.kind,
        subject: mail.subject,
        fromAddress: from,
        toAddress: mail.to,
        cc: mail.cc ?? null,
        bcc: mail.bcc ?? null,
        htmlText: mail.html,
        plainText: mail.text,
        sentDate: clock.now(),
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
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await db.update(emailMessages).set({ delivered: true }).where(eqId(id));
      log.info({ emailId: id, kind: mail.kind }, 'e-mail delivered');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(emailMessages)
        .set({ deliveryError: message.slice(0, 500) })
        .where(eqId(id));
      log.error({ emailId: id, kind: mail.kind, error: message }, 'e-mail delivery failed');
    }
    return id;
  }

  close(): void {
    this.transport?.close();
  }
}

import { eq } from 'drizzle-orm';

const eqId = (id: number) => eq(emailMessages.id, id);
