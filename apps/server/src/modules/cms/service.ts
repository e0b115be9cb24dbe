import {
  type CmsBlock,
  type CmsBlockBody,
  type CmsBlockRow,
  type CmsBlockVersion,
  cmsContentIsEmpty,
  type Paged,
  type PagedSearch,
} from '@continuum/contracts';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { uniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { canChangeBlockKey, canCreateBlock, canEditBlock } from './policy.js';
import {
  type BlockRow,
  findBlock,
  findBlockByKey,
  findVersions,
  insertBlock,
  insertVersion,
  searchBlocks,
  updateBlock,
} from './repo.js';
import { sanitizeBlockHtml } from './sanitize.js';

export const CMS_BLOCK_SAVED = 'CMS_BLOCK_SAVED';

const view = (row: BlockRow): CmsBlock => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  content: row.content,
  version: row.version,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET api/cms/blocks/{key}: the block a page renders, without who edited it. */
export async function readBlockByKey(ctx: AppContext, key: string) {
  const row = await findBlockByKey(ctx.database.db, key);
  if (!row) throw notFound('content block');
  const { updatedBy: _by, updatedAt: _at, ...block } = view(row);
  return block;
}

/** GET api/cms/block/{id}: one block with who saved it last. */
export async function readBlock(ctx: AppContext, id: number): Promise<CmsBlock> {
  const row = await findBlock(ctx.database.db, id);
  if (!row) throw notFound('content block');
  return view(row);
}

/** GET api/cms/block/{id}/versions: every saved version, newest first. */
export async function listVersions(ctx: AppContext, id: number): Promise<CmsBlockVersion[]> {
  if (!(await findBlock(ctx.database.db, id))) throw notFound('content block');
  const rows = await findVersions(ctx.database.db, id);
  return rows.map((v) => ({
    version: v.version,
    key: v.key,
    name: v.name,
    description: v.description,
    content: v.content,
    savedBy: v.savedBy,
    savedAt: v.savedAt.toISOString(),
  }));
}

/** POST api/cms/blocks/search: the cms-blocks list (no filters beyond the search value). */
export async function searchBlockList(ctx: AppContext, search: PagedSearch): Promise<Paged<CmsBlockRow>> {
  knownKeys(search.options, [], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const { rows, total } = await searchBlocks(ctx.database.db, search);
  return pageOf(
    search,
    rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    total,
  );
}

/**
 * PUT api/cms/block[/{id}]: creates a block (no id; administrators) or saves a new version of one (administrators
 * and content editors; only administrators change a key). The content is sanitized first; the block, its version
 * and the audit event are written in one transaction. The real actor is who saved it.
 */
export async function saveBlock(
  ctx: AppContext,
  actor: Actor,
  pathId: number | undefined,
  body: CmsBlockBody & { description: string },
): Promise<{ created: boolean; block: CmsBlock }> {
  const { user, realActor } = actor;
  if (!canEditBlock(user)) throw forbidden();
  if (pathId !== undefined && body.id !== undefined && body.id !== pathId)
    throw badRequest('id', 'id must match the block in the path');
  const id = pathId ?? body.id;
  const fields = {
    key: body.key,
    name: body.name,
    description: body.description,
    content: sanitizeBlockHtml(body.content),
  };
  // Checked after sanitizing: markup that sanitizes to nothing is no content either.
  if (cmsContentIsEmpty(fields.content)) throw badRequest('content', 'content is required');
  const now = ctx.clock.now();
  const by = realActor.login;
  try {
    return await ctx.database.db.transaction(async (tx) => {
      let row: BlockRow | undefined;
      if (id === undefined) {
        if (!canCreateBlock(user)) throw forbidden();
        row = await insertBlock(tx, fields, by, now);
      } else {
        const current = await findBlock(tx, id);
        if (!current) throw notFound('content block');
        if (current.key !== fields.key && !canChangeBlockKey(user))
          throw new AppError('FORBIDDEN', 403, "Only an administrator changes a block's key");
        row = await updateBlock(tx, id, fields, by, now);
        if (!row) throw notFound('content block');
      }
      await insertVersion(tx, row);
      await audit(tx, ctx.clock, by, CMS_BLOCK_SAVED, {
        blockId: String(row.id),
        key: row.key,
        version: String(row.version),
        action: id === undefined ? 'created' : 'updated',
      });
      return { created: id === undefined, block: view(row) };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'cms_blocks_key_unique') throw badRequest('key', 'another block has this key');
    throw error;
  }
}
