import type { AdminEmail, AdminEmailRow, EmailReissue, Paged, PagedSearch } from '@continuum/contracts';
import type { Db } from '../../../platform/db/client.js';
import { knownKeys, pageOf } from '../../../platform/db/paged-search.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { ACCOUNT_TEMPLATES } from '../../account/index.js';
import { GATE_CODE_TEMPLATE } from '../../exam-gates/index.js';
import { findStoredMail, type StoredMail, searchStoredMail } from './repo.js';

/** 002 §3 Email from a stored message; what was redacted at sending stays redacted (decision 0052). */
export function toAdminEmail(mail: StoredMail): AdminEmail {
  return {
    id: mail.id,
    htmlText: mail.htmlText,
    sentDate: mail.sentDate.toISOString(),
    subject: mail.subject,
    from: mail.fromAddress,
    to: mail.toAddress,
    cc: mail.cc,
    bcc: mail.bcc,
    plainText: mail.plainText,
    reissues: reissueOf(mail.template),
  };
}

/** What resending a message of this template issues anew (resend.ts re-issues through its sender). */
export function reissueOf(template: string | null): EmailReissue | null {
  switch (template) {
    case ACCOUNT_TEMPLATES.activation:
      return 'ACTIVATION_KEY';
    case ACCOUNT_TEMPLATES.reset:
      return 'RESET_KEY';
    case ACCOUNT_TEMPLATES.invitation:
      return 'INVITATION';
    case GATE_CODE_TEMPLATE:
      return 'EXAM_CODE';
    default:
      return null;
  }
}

/** GET api/admin/email/{emailId}. */
export async function viewStoredMail(db: Db, id: number): Promise<AdminEmail> {
  const mail = await findStoredMail(db, id);
  if (!mail) throw notFound('e-mail');
  return toAdminEmail(mail);
}

/** The paged search of the sent-mail list; option `delivered` (yes/no) keeps failed deliveries apart. */
export async function searchSentMail(db: Db, search: PagedSearch): Promise<Paged<AdminEmailRow>> {
  knownKeys(search.options, ['delivered'], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const delivered = search.options?.delivered;
  if (delivered !== undefined && typeof delivered !== 'boolean')
    throw badRequest('options.delivered', 'delivered must be true or false');
  const { rows, total } = await searchStoredMail(db, search, { delivered });
  return pageOf(
    search,
    rows.map((r) => ({
      id: r.id,
      sentDate: r.sentDate.toISOString(),
      subject: r.subject,
      from: r.fromAddress,
      to: r.toAddress,
      delivered: r.delivered,
      redacted: r.redacted,
    })),
    total,
  );
}
