import type { AdminEmail, AdminEmailRow, Paged, PagedSearch } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { badRequest, notFound } from '../../platform/errors.js';
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
  };
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
