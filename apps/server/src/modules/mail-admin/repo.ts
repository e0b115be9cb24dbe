import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { emailMessages } from '../../platform/db/schema/index.js';

export type StoredMail = typeof emailMessages.$inferSelect;

export async function findStoredMail(db: Db, id: number): Promise<StoredMail | undefined> {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return row;
}
