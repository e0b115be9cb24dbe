import type { PagedSearch } from '@continuum/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../../platform/db/paged-search.js';
import { emailMessages } from '../../../platform/db/schema/index.js';

export type StoredMail = typeof emailMessages.$inferSelect;

export async function findStoredMail(db: Db, id: number): Promise<StoredMail | undefined> {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return row;
}

/** The sent-mail list: the value matches subject, recipient or sender; newest first unless sorted. */
export const MAIL_LIST: SearchableList = {
  searchColumns: [emailMessages.subject, emailMessages.toAddress, emailMessages.fromAddress],
  sortFields: {
    sentDate: emailMessages.sentDate,
    subject: emailMessages.subject,
    to: emailMessages.toAddress,
    from: emailMessages.fromAddress,
  },
  tieBreak: [desc(emailMessages.sentDate), desc(emailMessages.id)],
};

export interface MailOptions {
  delivered?: boolean;
}

const ROW = {
  id: emailMessages.id,
  sentDate: emailMessages.sentDate,
  subject: emailMessages.subject,
  fromAddress: emailMessages.fromAddress,
  toAddress: emailMessages.toAddress,
  delivered: emailMessages.delivered,
  redacted: emailMessages.redacted,
};

export async function searchStoredMail(db: Db, search: PagedSearch, options: MailOptions) {
  const conditions: (SQL | undefined)[] = [searchCondition(MAIL_LIST, search)];
  if (options.delivered !== undefined) conditions.push(eq(emailMessages.delivered, options.delivered));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select(ROW)
      .from(emailMessages)
      .where(where)
      .orderBy(...orderBy(MAIL_LIST, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
