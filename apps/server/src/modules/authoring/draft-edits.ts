import type { DraftNodeBody, DraftQuestionBody, DraftSlideBody } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { findLessonSlides, findProductNodes, nodeFile, replaceSlides, updateNode } from '../catalog/index.js';
import { toSlideRow } from '../course-import/index.js';
import { examProblems, importExamContent, readExamContent } from '../exam/index.js';
import { slideProblems } from '../lesson/index.js';
import { authorableDraft } from './access.js';
import { authoredSlide } from './product-package.js';
import { lockRevision, setRevision } from './repo.js';

/** A save made from a revision someone else has since replaced: the current item goes back with the 409. */
export class StaleSaveError extends AppError {
  constructor(readonly current: { revision: number; value: unknown }) {
    super('AUTHORING_STALE', 409, 'someone saved this item since you opened it: review their change and save again');
  }
}

type SaveResult = { revision: number };

/** 400 naming each field the package's own schema refused, under the body's field. */
const refused = (prefix: string, problems: { path: PropertyKey[]; message: string }[]) =>
  new AppError(
    'VALIDATION_FAILED',
    400,
    problems.map((p) => p.message).join('; '),
    problems.map((p) => ({ field: [prefix, ...p.path.map(String)].join('.'), message: p.message })),
  );

/**
 * One save of one item of a draft (decision 0164): under a lock of the item's revision row, refuse a stale revision
 * with the current value, else write, bump the revision and audit the before and after.
 */
async function save<T extends { shown: unknown }>(
  ctx: AppContext,
  user: SessionUser,
  productId: number,
  item: string,
  expected: number,
  read: (tx: Db) => Promise<T | undefined>,
  write: (tx: Db, before: T) => Promise<unknown>,
): Promise<SaveResult> {
  const draft = await authorableDraft(ctx, user, productId);
  const { db } = ctx.database;
  const done = await db.transaction(async (tx) => {
    // The lock first, then the read: on PostgreSQL (read committed) a save that waited on the lock must see what
    // the save holding it wrote, or its 409 would show the value from before (the concurrent-save test, PostgreSQL).
    const revision = await lockRevision(tx, productId, item);
    const before = await read(tx);
    if (before === undefined) throw notFound('item');
    if (revision !== expected) throw new StaleSaveError({ revision, value: before.shown });
    const after = await write(tx, before);
    await setRevision(tx, productId, item, revision + 1);
    return { revision: revision + 1, before: before.shown, after };
  });
  await audit(db, ctx.clock, user.login, 'AUTHORING_ITEM_SAVED', {
    lineage: draft.lineage,
    productId: String(productId),
    item,
    revision: String(done.revision),
    before: JSON.stringify(done.before),
    after: JSON.stringify(done.after),
  });
  return { revision: done.revision };
}

async function nodeByKey(tx: Db, productId: number, key: string) {
  return (await findProductNodes(tx, productId)).find((n) => n.key === key);
}

/** Saves a node's title, prefix, description and metadata, checked by the package's node schema. */
export function saveNode(ctx: AppContext, user: SessionUser, productId: number, body: DraftNodeBody): Promise<SaveResult> {
  return save(
    ctx,
    user,
    productId,
    `node:${body.key}`,
    body.revision,
    async (tx) => {
      const n = await nodeByKey(tx, productId, body.key);
      if (!n) return undefined;
      const shown = { title: n.title, titlePrefix: n.titlePrefix, description: n.description, metadata: n.metadata };
      return { shown, id: n.id, type: n.type };
    },
    async (tx, before) => {
      const checked = nodeFile.safeParse({
        type: before.type,
        title: body.title,
        metadata: body.metadata,
        ...(body.titlePrefix != null ? { titlePrefix: body.titlePrefix } : {}),
        ...(body.description != null ? { description: body.description } : {}),
      });
      if (!checked.success) throw refused('node', checked.error.issues);
      const after = {
        title: checked.data.title,
        titlePrefix: checked.data.titlePrefix ?? null,
        description: checked.data.description ?? null,
        metadata: checked.data.metadata,
      };
      await updateNode(tx, before.id, after);
      return after;
    },
  );
}

/** Saves one slide of a lesson, checked with the lesson's other slides by the package's slide checks. */
export function saveSlide(ctx: AppContext, user: SessionUser, productId: number, body: DraftSlideBody): Promise<SaveResult> {
  return save(
    ctx,
    user,
    productId,
    `slide:${body.nodeKey}#${body.slideId}`,
    body.revision,
    async (tx) => {
      const n = await nodeByKey(tx, productId, body.nodeKey);
      if (n?.type !== 'LESSON') return undefined;
      const slides = await findLessonSlides(tx, n.id);
      const slide = slides.find((s) => s.key === body.slideId);
      return slide && { nodeId: n.id, slides, shown: authoredSlide(slide.data) };
    },
    async (tx, before) => {
      if (body.slide.id !== body.slideId) throw refused('slide', [{ path: ['id'], message: 'a slide keeps its id' }]);
      const authored = before.slides.map((s) => (s.key === body.slideId ? body.slide : authoredSlide(s.data)));
      const problems = slideProblems({ type: 'LESSON', slides: authored });
      if (problems.length > 0) {
        const index = before.slides.findIndex((s) => s.key === body.slideId);
        const own = problems.filter((p) => p.path[1] === index).map((p) => ({ ...p, path: p.path.slice(2) }));
        throw refused('slide', own.length > 0 ? own : problems);
      }
      const rows = before.slides.map((s, position) => {
        if (s.key !== body.slideId) return { ...s, position };
        // The stored background image stays: the slide names the same file unless a later slice uploads another.
        const image = s.data.bgImageFile as never;
        const images = image ? new Map([[s.key, image]]) : undefined;
        return toSlideRow(body.slide, position, images);
      });
      await replaceSlides(
        tx,
        before.nodeId,
        rows.map(({ key, position, type, title, requiredTime, data }) => ({ key, position, type, title, requiredTime, data })),
      );
      return body.slide;
    },
  );
}

/** Saves one exam question, checked with its bank and settings by the package's exam checks. */
export function saveQuestion(
  ctx: AppContext,
  user: SessionUser,
  productId: number,
  body: DraftQuestionBody,
): Promise<SaveResult> {
  return save(
    ctx,
    user,
    productId,
    `question:${body.nodeKey}#${body.questionId}`,
    body.revision,
    async (tx) => {
      const n = await nodeByKey(tx, productId, body.nodeKey);
      if (!n || (n.type !== 'EXAM' && n.type !== 'EXAM_GAUGE')) return undefined;
      const content = await readExamContent(tx, n.id);
      const question = content.questions.find((q) => q.id === body.questionId);
      return question && { nodeId: n.id, type: n.type, ...content, shown: question };
    },
    async (tx, before) => {
      if (body.question.id !== body.questionId) throw refused('question', [{ path: ['id'], message: 'a question keeps its id' }]);
      const questions = before.questions.map((q) => (q.id === body.questionId ? body.question : q));
      const problems = examProblems({ type: before.type, exam: before.settings, questions });
      if (problems.length > 0) {
        const index = before.questions.findIndex((q) => q.id === body.questionId);
        const own = problems.filter((p) => p.path[1] === index).map((p) => ({ ...p, path: p.path.slice(2) }));
        throw refused('question', own.length > 0 ? own : problems);
      }
      await importExamContent(tx, before.nodeId, { exam: before.settings, questions });
      return body.question;
    },
  );
}
