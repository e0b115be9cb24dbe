import type { AppContext } from '../../platform/context.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { findMailRecipient } from '../account/index.js';
import * as repo from './repo.js';

/** How many days before a licence's renewal date its learner is reminded (decision 0197, as 0184 for credentials). */
export const LICENSE_RENEWAL_REMINDER_DAYS = 30;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reminder in the learner's language (French, else English). It names the state, type and date, never the number. */
function reminderMail(
  to: string,
  lang: string,
  licence: { state: string; licenseType: string; renewalDate: string },
): OutgoingMail {
  const { state, licenseType, renewalDate } = licence;
  const [subject, body] =
    lang === 'fr'
      ? [
          `Votre permis ${state} est à renouveler le ${renewalDate}`,
          `Votre permis ${state} (${licenseType}) déclaré sur votre attestation finale est à renouveler le ${renewalDate}. Vérifiez que votre formation continue est terminée et déclarée à temps.`,
        ]
      : [
          `Your ${state} licence renews on ${renewalDate}`,
          `Your ${state} licence (${licenseType}) declared on your final affidavit renews on ${renewalDate}. Check that your continuing education is complete and reported in time.`,
        ];
  return { kind: 'LICENSE_RENEWAL_REMINDER', to, subject, text: `${body}\n`, html: `<p>${esc(body)}</p>` };
}

/**
 * The daily licence-renewal reminder (issue 28, decision 0197): each licence a final affidavit recorded whose renewal
 * date is within LICENSE_RENEWAL_REMINDER_DAYS (UTC days) is claimed for that date and its learner mailed, once.
 * Returns how many were mailed.
 */
export async function sendLicenseRenewalReminders(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const claimed = await repo.claimLicenseRenewalReminders(db, today, addDays(today, LICENSE_RENEWAL_REMINDER_DAYS));
  let sent = 0;
  for (const licence of claimed) {
    const recipient = licence.userId === null ? undefined : await findMailRecipient(db, licence.userId);
    if (!recipient?.email) continue;
    await ctx.mailer.send(reminderMail(recipient.email, recipient.langKey ?? 'en', licence));
    sent++;
  }
  ctx.log.info({ claimed: claimed.length, sent }, 'licence renewal reminders');
  return sent;
}

/** Its schedule on the shared job queue: 08:15 UTC each day. */
export const licenseRenewalReminderJob = {
  queue: 'license-renewal-reminders',
  cron: '15 8 * * *',
  run: (ctx: AppContext) => sendLicenseRenewalReminders(ctx),
};
