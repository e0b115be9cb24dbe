import type { AppContext } from '../../platform/context.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { findLearnerProductWithLearner } from '../product/index.js';
import * as repo from './repo.js';
import { printedCode } from './verification-code.js';

/** How many days before a credential's last valid day its learner is reminded (decision 0184). */
export const EXPIRY_REMINDER_DAYS = 30;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function reminderMail(to: string, course: string, expiresOn: string, verifyPath: string): OutgoingMail {
  const en = `Your certificate for ${course} is valid until ${expiresOn}. Renew it in time; it is checked at ${verifyPath}.`;
  const fr = `Votre certificat pour ${course} est valide jusqu’au ${expiresOn}. Pensez à le renouveler ; il se vérifie à ${verifyPath}.`;
  const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    kind: 'CERTIFICATE_EXPIRY_REMINDER',
    to,
    subject: `Certificate expires on ${expiresOn} / Certificat valide jusqu’au ${expiresOn}`,
    text: `${en}\n\n${fr}\n`,
    html: `<p>${esc(en)}</p><p lang="fr">${esc(fr)}</p>`,
  };
}

/**
 * The daily credential-expiry reminder (issue 28, decision 0184): each unrevoked certificate whose last valid day is
 * within EXPIRY_REMINDER_DAYS (UTC days) is claimed and its learner mailed, once. Returns how many were mailed.
 */
export async function sendExpiryReminders(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const today = now.toISOString().slice(0, 10);
  const claimed = await repo.claimExpiryReminders(db, today, addDays(today, EXPIRY_REMINDER_DAYS), now);
  let sent = 0;
  for (const row of claimed) {
    const found = await findLearnerProductWithLearner(db, row.learnerProductId);
    if (!found?.user.email || !row.expiresOn) continue;
    await ctx.mailer.send(reminderMail(found.user.email, row.course, row.expiresOn, `/verify/${printedCode(row.code)}`));
    sent++;
  }
  ctx.log.info({ claimed: claimed.length, sent }, 'certificate expiry reminders');
  return sent;
}

/** Its schedule on the shared job queue: 08:00 UTC each day. */
export const expiryReminderJob = {
  queue: 'certificate-expiry-reminders',
  cron: '0 8 * * *',
  run: (ctx: AppContext) => sendExpiryReminders(ctx),
};
