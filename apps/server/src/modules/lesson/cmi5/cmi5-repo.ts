import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { cmi5AgentProfiles, cmi5Sessions, cmi5Statements, cmi5States } from '../../../platform/db/schema/index.js';

export type Cmi5SessionRow = typeof cmi5Sessions.$inferSelect;
export type Cmi5StatementRow = typeof cmi5Statements.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export async function insertSession(db: Conn, row: typeof cmi5Sessions.$inferInsert): Promise<void> {
  await db.insert(cmi5Sessions).values(row);
}

/** The sessions of a learner's AU still open (not terminated, not abandoned). */
export function openSessions(db: Conn, learnerProductId: number, slideId: number): Promise<Cmi5SessionRow[]> {
  return db
    .select()
    .from(cmi5Sessions)
    .where(
      and(eq(cmi5Sessions.learnerProductId, learnerProductId), eq(cmi5Sessions.slideId, slideId), isNull(cmi5Sessions.endedAt)),
    );
}

export async function findSessionByFetchKey(db: Conn, fetchKeyHash: string): Promise<Cmi5SessionRow | undefined> {
  const [row] = await db.select().from(cmi5Sessions).where(eq(cmi5Sessions.fetchKeyHash, fetchKeyHash)).limit(1);
  return row;
}

export async function findSessionByToken(db: Conn, tokenHash: string): Promise<Cmi5SessionRow | undefined> {
  const [row] = await db.select().from(cmi5Sessions).where(eq(cmi5Sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Gives the session its token once: false when the fetch URL was already used (or the session has ended). */
export async function setTokenOnce(db: Conn, sessionId: string, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(cmi5Sessions)
    .set({ tokenHash, fetchedAt: at })
    .where(and(eq(cmi5Sessions.id, sessionId), isNull(cmi5Sessions.fetchedAt), isNull(cmi5Sessions.endedAt)))
    .returning({ id: cmi5Sessions.id });
  return rows.length === 1;
}

/** Takes the session's row lock: statements of one session are checked and stored one request at a time. */
export async function lockSession(tx: Tx, sessionId: string): Promise<Cmi5SessionRow | undefined> {
  const [row] = await tx.select().from(cmi5Sessions).where(eq(cmi5Sessions.id, sessionId)).for('update');
  return row;
}

export async function updateSession(db: Conn, sessionId: string, set: Partial<Cmi5SessionRow>): Promise<void> {
  await db.update(cmi5Sessions).set(set).where(eq(cmi5Sessions.id, sessionId));
}

export async function insertStatements(db: Conn, rows: (typeof cmi5Statements.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(cmi5Statements).values(rows);
}

export async function findStatement(db: Conn, id: string): Promise<Cmi5StatementRow | undefined> {
  const [row] = await db.select().from(cmi5Statements).where(eq(cmi5Statements.id, id)).limit(1);
  return row;
}

/** The cmi5 defined statements of a learner's AU (the AU's, and the LMS's when byLms), in arrival order. */
export function definedStatements(db: Conn, learnerProductId: number, slideId: number): Promise<Cmi5StatementRow[]> {
  return db
    .select()
    .from(cmi5Statements)
    .where(
      and(
        eq(cmi5Statements.learnerProductId, learnerProductId),
        eq(cmi5Statements.slideId, slideId),
        eq(cmi5Statements.cmi5Defined, true),
      ),
    )
    .orderBy(asc(cmi5Statements.storedAt));
}

export async function findState(db: Conn, key: StateKey): Promise<unknown | undefined> {
  const [row] = await db.select({ document: cmi5States.document }).from(cmi5States).where(stateWhere(key)).limit(1);
  return row?.document;
}

export interface StateKey {
  learnerProductId: number;
  slideId: number;
  registration: string;
  stateId: string;
}
const stateWhere = (k: StateKey) =>
  and(
    eq(cmi5States.learnerProductId, k.learnerProductId),
    eq(cmi5States.slideId, k.slideId),
    eq(cmi5States.registration, k.registration),
    eq(cmi5States.stateId, k.stateId),
  );

export async function saveState(db: Conn, key: StateKey, document: unknown, at: Date): Promise<void> {
  await db
    .insert(cmi5States)
    .values({ ...key, document, updatedAt: at })
    .onConflictDoUpdate({
      target: [cmi5States.learnerProductId, cmi5States.slideId, cmi5States.registration, cmi5States.stateId],
      set: { document, updatedAt: at },
    });
}

export async function deleteState(db: Conn, key: StateKey): Promise<void> {
  await db.delete(cmi5States).where(stateWhere(key));
}

export async function findAgentProfile(db: Conn, userId: number, profileId: string): Promise<unknown | undefined> {
  const [row] = await db
    .select({ document: cmi5AgentProfiles.document })
    .from(cmi5AgentProfiles)
    .where(and(eq(cmi5AgentProfiles.userId, userId), eq(cmi5AgentProfiles.profileId, profileId)))
    .limit(1);
  return row?.document;
}

export async function saveAgentProfile(db: Conn, userId: number, profileId: string, document: unknown, at: Date) {
  await db
    .insert(cmi5AgentProfiles)
    .values({ userId, profileId, document, updatedAt: at })
    .onConflictDoUpdate({
      target: [cmi5AgentProfiles.userId, cmi5AgentProfiles.profileId],
      set: { document, updatedAt: at },
    });
}

/** How many State documents a learner's AU keeps (every registration). */
export async function countStates(db: Conn, learnerProductId: number, slideId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cmi5States)
    .where(and(eq(cmi5States.learnerProductId, learnerProductId), eq(cmi5States.slideId, slideId)));
  return row?.n ?? 0;
}

/** How many Agent Profile documents a learner keeps. */
export async function countAgentProfiles(db: Conn, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cmi5AgentProfiles).where(eq(cmi5AgentProfiles.userId, userId));
  return row?.n ?? 0;
}
