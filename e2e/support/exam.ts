import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { examAttempts } from '../../apps/server/src/platform/db/schema/index.js';
import type { E2EServer } from './server.js';

/** The seconds the exam timer shows ('Time remaining: m:ss'). */
export async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Time remaining' }).textContent()) ?? '';
  const [m, s] = text.replace('Time remaining: ', '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/** The learner product's attempt of an exam, as stored. */
export async function attemptOf(server: E2EServer, lpId: number, examNodeId: number) {
  const [attempt] = await server.database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.learnerProductId, lpId), eq(examAttempts.nodeId, examNodeId)));
  if (!attempt) throw new Error('no attempt');
  return attempt;
}
