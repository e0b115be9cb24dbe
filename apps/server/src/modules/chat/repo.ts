import type { PagedSearch } from '@continuum/contracts';
import { and, asc, count, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { chatMessages, chats } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import { nodeTitlesSql } from '../catalog/index.js';
import { productNames, selectInstructorProductIds } from '../product/index.js';

/** The NOTIFY channel of chat events; the payload is the chat's id (decision 0088). */
export const CHAT_CHANNEL = 'continuum_chat';

export type ChatRow = typeof chats.$inferSelect;

/** A chat by id, or undefined. */
export async function findChat(db: Db, chatId: number): Promise<ChatRow | undefined> {
  const [row] = await statementsOf(db).chat.execute({ chatId });
  return row;
}

/** The chat locked for a write (two writers of one chat take turns, so its messages' times strictly increase). */
export async function lockChat(db: Db, chatId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).for('update').limit(1);
  return row;
}

/** The learner product's chat that has not ended, newest first, or undefined. */
export async function findOpenChat(db: Db, learnerProductId: number): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.learnerProductId, learnerProductId), ne(chats.status, 'ENDED')))
    .orderBy(desc(chats.id))
    .limit(1);
  return row;
}

export async function insertChat(
  db: Db,
  values: { learnerProductId: number; userId: number; productId: number; nodeId: number | null; at: Date },
): Promise<ChatRow> {
  const [row] = await db
    .insert(chats)
    .values({ ...values, startedAt: values.at, lastMessageAt: values.at, status: 'OPEN' })
    .returning();
  if (!row) throw new Error('chat insert returned nothing');
  return row;
}

export async function updateChat(db: Db, chatId: number, values: Partial<Omit<ChatRow, 'id'>>): Promise<void> {
  await db.update(chats).set(values).where(eq(chats.id, chatId));
}

export async function insertMessage(
  db: Db,
  values: { chatId: number; fromLearner: boolean; authorUserId: number; message: string; createdAt: Date },
): Promise<void> {
  await db.insert(chatMessages).values(values);
}

/** Tells every instance listening (this one too) that the chat changed; delivered when the transaction commits. */
export async function notifyChat(db: Db, chatId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${String(chatId)})`);
}

function messagesQuery(db: Db, withAfter: boolean) {
  const author = userIdentities(db);
  return db
    .select({
      id: chatMessages.id,
      message: chatMessages.message,
      fromLearner: chatMessages.fromLearner,
      firstName: author.firstName,
      lastName: author.lastName,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .leftJoin(author, eq(author.id, chatMessages.authorUserId))
    .where(
      and(
        eq(chatMessages.chatId, sql.placeholder('chatId')),
        withAfter ? gt(chatMessages.createdAt, sql.placeholder('after')) : undefined,
      ),
    )
    .orderBy(asc(chatMessages.createdAt))
    .limit(sql.placeholder('limit'));
}

/**
 * The poll's reads as named prepared statements (decision 0100): parsed and planned once per connection, not on
 * every one of 334 polls a second. Made once per database handle.
 */
function makeStatements(db: Db) {
  return {
    chat: db
      .select()
      .from(chats)
      .where(eq(chats.id, sql.placeholder('chatId')))
      .limit(1)
      .prepare('chat_by_id'),
    messages: messagesQuery(db, false).prepare('chat_messages_all'),
    messagesAfter: messagesQuery(db, true).prepare('chat_messages_after'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof makeStatements>>();

function statementsOf(db: Db) {
  let made = prepared.get(db);
  if (!made) {
    made = makeStatements(db);
    prepared.set(db, made);
  }
  return made;
}

/** The chat's messages after `after` (all when undefined), oldest first, with their writers' names. */
export async function messagesAfter(db: Db, chatId: number, after: Date | undefined, limit: number) {
  const statements = statementsOf(db);
  return after ? statements.messagesAfter.execute({ chatId, after, limit }) : statements.messages.execute({ chatId, limit });
}

const lastOf = (column: string) =>
  sql.raw(`(select m.${column} from chat_messages m where m.chat_id = chats.id order by m.created_at desc limit 1)`);
const lastMessage = sql<string>`coalesce(${lastOf('message')}, '')`;
const lastFromLearner = sql<boolean>`coalesce(${lastOf('from_learner')}, true)`;
const nodeTitle = sql<string | null>`node_of_chat.title`;

/** The instructor console's queue (decision 0088): matched on the learner's name or login, the course and the node. */
function queueList(learnerName: SQL, login: SQL, courseTitle: SQL): SearchableList {
  return {
    searchColumns: [learnerName, login, courseTitle, nodeTitle],
    sortFields: {
      lastMessageAt: chats.lastMessageAt,
      startedAt: chats.startedAt,
      status: chats.status,
      learnerName,
      courseTitle,
    },
    tieBreak: [desc(chats.lastMessageAt), desc(chats.id)],
  };
}

/** One page of the queue; `instructorId` limits it to that instructor's products (administrators: undefined). */
export async function searchQueue(
  db: Db,
  search: PagedSearch,
  status: ChatRow['status'] | 'LIVE' | undefined,
  instructorId: number | undefined,
) {
  const product = productNames(db);
  const learner = userIdentities(db);
  const learnerName = sql<string>`trim(${learner.firstName} || ' ' || ${learner.lastName})`;
  const list = queueList(learnerName, sql`${learner.login}`, sql`${product.name}`);
  const where = and(
    searchCondition(list, search),
    status === 'LIVE' ? ne(chats.status, 'ENDED') : status ? eq(chats.status, status) : undefined,
    instructorId === undefined ? undefined : inArray(chats.productId, selectInstructorProductIds(db, instructorId)),
  );
  const { limit, offset } = pageWindow(search);
  const rows = await db
    .select({
      chatId: chats.id,
      status: chats.status,
      learnerName,
      login: learner.login,
      courseTitle: product.name,
      learnerProductId: chats.learnerProductId,
      nodeId: chats.nodeId,
      nodeTitle,
      instructorUserId: chats.instructorUserId,
      startedAt: chats.startedAt,
      lastMessageAt: chats.lastMessageAt,
      lastMessage,
      lastFromLearner,
    })
    .from(chats)
    .innerJoin(learner, eq(learner.id, chats.userId))
    .innerJoin(product, eq(product.id, chats.productId))
    .leftJoin(sql`${nodeTitlesSql} node_of_chat`, sql`node_of_chat.id = ${chats.nodeId}`)
    .where(where)
    .orderBy(...orderBy(list, search))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(chats)
    .innerJoin(learner, eq(learner.id, chats.userId))
    .innerJoin(product, eq(product.id, chats.productId))
    .leftJoin(sql`${nodeTitlesSql} node_of_chat`, sql`node_of_chat.id = ${chats.nodeId}`)
    .where(where);
  const instructorIds = [...new Set(rows.flatMap((r) => (r.instructorUserId === null ? [] : [r.instructorUserId])))];
  const instructors = instructorIds.length ? await db.select().from(learner).where(inArray(learner.id, instructorIds)) : [];
  return { rows, instructors, total: total?.n ?? 0 };
}
