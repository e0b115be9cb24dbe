import { createHash } from 'node:crypto';
import { strToU8 } from 'fflate';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { signRecordsManifest } from '../certificate/index.js';
import { findLearnerProductWithProduct } from '../product/index.js';
import { encodeParts, type RecordsManifest, zipArchive } from './archive.js';
import { type RecordPart, readRecordParts } from './parts.js';

export const RECORDS_EXPORTED = 'LEARNER_RECORDS_EXPORTED';

export interface RecordsArchive {
  fileName: string;
  sha256: string;
  content: Buffer;
}

/**
 * GET api/admin/learner-products/{id}/records (issue 28, decision 0182): one enrolment's whole record as a zip of
 * JSON parts with a manifest of their SHA-256 hashes, the manifest signed with the credential key. Audited.
 */
export async function learnerRecordsArchive(
  ctx: AppContext,
  piiKey: Buffer,
  actor: SessionUser,
  learnerProductId: number,
): Promise<RecordsArchive> {
  const found = await findLearnerProductWithProduct(ctx.database.db, learnerProductId);
  if (!found) throw notFound('learner product');
  const now = ctx.clock.now();
  const enrolment: RecordPart = {
    name: 'enrolment.json',
    data: { learnerProduct: found.lp, product: { id: found.product.id, name: found.product.name } },
    hasData: true,
  };
  const parts = [enrolment, ...(await readRecordParts(ctx, piiKey, found.lp))];
  const { files, entries } = encodeParts(parts);
  const manifest: RecordsManifest = {
    format: 'continuum-learner-records/1',
    learnerProductId,
    generatedAt: now.toISOString(),
    parts: entries,
  };
  const manifestBytes = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  const signature = await signRecordsManifest(ctx, { piiKey }, manifestBytes);
  const content = Buffer.from(zipArchive(files, manifestBytes, signature, now));
  await audit(ctx.database.db, ctx.clock, actor.login, RECORDS_EXPORTED, { learnerProductId: String(learnerProductId) });
  return {
    fileName: `records-${learnerProductId}.zip`,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
}
