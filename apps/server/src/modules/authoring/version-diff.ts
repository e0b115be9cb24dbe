import type { VersionDiffReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { findLessonSlides, findProductNodes } from '../catalog/index.js';
import { readExamContent } from '../exam/index.js';
import { findLineageProducts } from '../product/index.js';
import { assertMayAuthor } from './access.js';
import { authoredSlide } from './product-package.js';

interface Items {
  nodes: Map<string, string>;
  slides: Map<string, string>;
  questions: Map<string, string>;
}

/** A stable text of a value (object keys sorted), so equal content compares equal whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Every node, slide and exam question of a product by its package key, with its content as compared. */
async function itemsOf(db: Db, productId: number): Promise<Items> {
  const rows = await findProductNodes(db, productId);
  const keyOf = new Map(rows.map((r) => [r.id, r.key]));
  const items: Items = { nodes: new Map(), slides: new Map(), questions: new Map() };
  for (const r of rows) {
    const parent = r.parentId === null ? null : (keyOf.get(r.parentId) ?? null);
    items.nodes.set(
      r.key,
      canonical({
        parent,
        position: r.position,
        type: r.type,
        title: r.title,
        prefix: r.titlePrefix,
        d: r.description,
        m: r.metadata,
      }),
    );
    if (r.type === 'LESSON')
      for (const s of await findLessonSlides(db, r.id)) items.slides.set(`${r.key}#${s.key}`, canonical(authoredSlide(s.data)));
    if (r.type === 'EXAM' || r.type === 'EXAM_GAUGE') {
      const { questions } = await readExamContent(db, r.id);
      for (const q of questions) items.questions.set(`${r.key}#${q.id}`, canonical(q));
    }
  }
  return items;
}

function count(from: Map<string, string>, to: Map<string, string>) {
  let removed = 0;
  let changed = 0;
  let unchanged = 0;
  for (const [key, value] of from) {
    const other = to.get(key);
    if (other === undefined) removed++;
    else if (other === value) unchanged++;
    else changed++;
  }
  const added = [...to.keys()].filter((k) => !from.has(k)).length;
  return { added, removed, changed, unchanged };
}

/**
 * What changed between two versions of a lineage (the draft counts as its next number): nodes, slides and questions
 * matched by their package keys, counted added, removed, changed; the changed fraction is the share of items in either
 * version that are not unchanged (some regulators treat a course changed by more than a quarter as a new course).
 */
export async function diffVersions(
  ctx: AppContext,
  user: SessionUser,
  lineage: string,
  from: number,
  to: number,
): Promise<VersionDiffReply> {
  const { db } = ctx.database;
  await assertMayAuthor(db, user, lineage);
  const rows = await findLineageProducts(db, lineage);
  const a = rows.find((r) => r.version === from);
  const b = rows.find((r) => r.version === to);
  if (!a || !b) throw notFound('version');
  const [x, y] = [await itemsOf(db, a.id), await itemsOf(db, b.id)];
  const nodes = count(x.nodes, y.nodes);
  const slides = count(x.slides, y.slides);
  const questions = count(x.questions, y.questions);
  const all = [nodes, slides, questions];
  const moved = all.reduce((n, c) => n + c.added + c.removed + c.changed, 0);
  const total = all.reduce((n, c) => n + c.added + c.removed + c.changed + c.unchanged, 0);
  return { from, to, nodes, slides, questions, changedFraction: total === 0 ? 0 : moved / total };
}
