import { type AuthoringLineagesReply, Authority } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { findLineagesProducts } from '../product/index.js';
import { findGrantedLineages } from './repo.js';

/** The lineages the user may edit (decision 0163: an administrator all, an author those granted), with versions. */
export async function listLineages(ctx: AppContext, user: SessionUser): Promise<AuthoringLineagesReply> {
  const { db } = ctx.database;
  const admin = user.authorities.includes(Authority.ADMIN);
  const rows = await findLineagesProducts(db, admin ? undefined : await findGrantedLineages(db, user.id));
  const byLineage = new Map<string, AuthoringLineagesReply['lineages'][number]>();
  for (const r of rows) {
    const entry = byLineage.get(r.lineage) ?? { lineage: r.lineage, name: r.name, versions: [] };
    // The newest published version names the lineage.
    if (!r.draft) entry.name = r.name;
    entry.versions.push({
      productId: r.id,
      code: r.code,
      name: r.name,
      version: r.version,
      draft: r.draft,
      publishedAt: r.publishedAt?.toISOString() ?? (r.draft ? null : r.createdAt.toISOString()),
    });
    byLineage.set(r.lineage, entry);
  }
  return { lineages: [...byLineage.values()] };
}
