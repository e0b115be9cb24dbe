import type { DraftReply, ProductVersionsReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { uniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { importCoursePackage } from '../course-import/index.js';
import { findLineageProducts, findProductByCode, findProductById, setProductVersion } from '../product/index.js';
import { assertMayAuthor, authorableDraft } from './access.js';
import { readProductPackage } from './product-package.js';

/** The code of a lineage's version n (n > 1; version 1 keeps the code it was imported with). */
export const versionCode = (lineage: string, version: number) => `${lineage}-V${version}`;

/** The versions and draft of a lineage, oldest first. */
export async function listVersions(ctx: AppContext, user: SessionUser, lineage: string): Promise<ProductVersionsReply> {
  const { db } = ctx.database;
  await assertMayAuthor(db, user, lineage);
  const rows = await findLineageProducts(db, lineage);
  if (rows.length === 0) throw notFound('lineage');
  return {
    lineage,
    versions: rows.map((r) => ({
      productId: r.id,
      code: r.code,
      name: r.name,
      version: r.version,
      draft: r.draft,
      publishedAt: r.publishedAt?.toISOString() ?? (r.draft ? null : r.createdAt.toISOString()),
    })),
  };
}

/**
 * Creates the lineage's draft as a copy of its newest published version (decision 0163), through the package
 * importer; one draft per lineage at a time (409 DRAFT_EXISTS names it).
 */
export async function createDraft(ctx: AppContext, user: SessionUser, lineage: string): Promise<DraftReply> {
  const { db } = ctx.database;
  await assertMayAuthor(db, user, lineage);
  const rows = await findLineageProducts(db, lineage);
  const existing = rows.find((r) => r.draft);
  if (existing) throw new AppError('DRAFT_EXISTS', 409, `the lineage already has a draft (product ${existing.id})`);
  const newest = rows.filter((r) => !r.draft).at(-1);
  if (!newest) throw notFound('lineage');
  const source = await findProductById(db, newest.id);
  if (!source) throw notFound('lineage');
  const version = newest.version + 1;
  const code = versionCode(lineage, version);
  const reply = await db
    .transaction(async (tx) => {
      // The importer updates a product whose code exists: a draft made by a request that committed after
      // this one read the lineage must be refused here, not overwritten. A draft still uncommitted makes
      // our insert wait and then fail on products_code_uq (caught below).
      if (await findProductByCode(tx, code)) throw new AppError('DRAFT_EXISTS', 409, `the code ${code} is taken`);
      const { pkg, images, prepared } = await readProductPackage(tx, source);
      pkg.course.code = code;
      const summary = await importCoursePackage(tx, ctx.clock, pkg, prepared, images);
      // The first version of a lineage had no lineage column yet: name it, so its family is explicit.
      await setProductVersion(tx, source.id, { lineage, version: newest.version, draft: false });
      await setProductVersion(tx, summary.productId, { lineage, version, draft: true, publishedAt: null });
      return { productId: summary.productId, code, version };
    })
    .catch((e: unknown) => {
      // Two drafts made at once: the second one's code is taken by the first.
      if (uniqueViolation(e) === 'products_code_uq') throw new AppError('DRAFT_EXISTS', 409, `the code ${code} is taken`);
      throw e;
    });
  await audit(db, ctx.clock, user.login, 'AUTHORING_DRAFT_CREATED', {
    lineage,
    productId: String(reply.productId),
    fromProductId: String(newest.id),
    version: String(version),
  });
  return reply;
}

/** Publishes the draft: it becomes version N+1, immutable; new enrolments by the lineage's code get it. */
export async function publishDraft(ctx: AppContext, user: SessionUser, productId: number): Promise<DraftReply> {
  const { db } = ctx.database;
  const draft = await authorableDraft(ctx, user, productId);
  await setProductVersion(db, draft.id, {
    lineage: draft.lineage,
    version: draft.version,
    draft: false,
    publishedAt: ctx.clock.now(),
  });
  await audit(db, ctx.clock, user.login, 'AUTHORING_VERSION_PUBLISHED', {
    lineage: draft.lineage,
    productId: String(draft.id),
    version: String(draft.version),
  });
  return { productId: draft.id, code: draft.code, version: draft.version };
}
