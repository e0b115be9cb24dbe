import { CertificateErrorCode, type CertificateVerification } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { maskedLicensesOf } from '../affidavit/index.js';
import { findLearnerProductWithLearner } from '../product/index.js';
import { findSeatTime } from '../seat-time/index.js';
import { type CertificateFacts, certificatePdf } from './certificate-pdf.js';
import { credentialUrl, verifyPageUrl } from './credential.js';
import { canHaveCertificate } from './policy.js';
import * as repo from './repo.js';
import { newVerificationCode, printedCode } from './verification-code.js';

const MS_PER_HOUR = 3_600_000;
/** Hours as a regulator reads them: two decimals. */
export const hoursOf = (ms: number) => Math.round((ms / MS_PER_HOUR) * 100) / 100;

/** VALID, REVOKED or EXPIRED (after the last valid day, UTC). */
function statusOf(row: repo.CertificateRow, now: Date): CertificateVerification['status'] {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresOn && now.toISOString().slice(0, 10) > row.expiresOn) return 'EXPIRED';
  return 'VALID';
}

export const verificationOf = (ctx: AppContext, row: repo.CertificateRow): CertificateVerification => ({
  code: printedCode(row.code),
  learnerName: row.learnerName,
  course: row.course,
  completedOn: row.completedOn,
  hours: hoursOf(row.creditedMs),
  status: statusOf(row, ctx.clock.now()),
  expiresOn: row.expiresOn,
  revokedOn: row.revokedAt ? row.revokedAt.toISOString().slice(0, 10) : null,
  revokedReason: row.revokedReason,
  credentialUrl: credentialUrl(ctx.config, printedCode(row.code)),
});

/** The learner product's certificate, issued on first request once the product is COMPLETE (409 otherwise). */
async function certificateOf(ctx: AppContext, actor: SessionUser, lpId: number) {
  const { db } = ctx.database;
  const found = await findLearnerProductWithLearner(db, lpId);
  if (!found || !canHaveCertificate(actor, found.lp)) throw notFound('learner product');
  if (found.lp.status !== 'COMPLETE')
    throw new AppError(CertificateErrorCode.NOT_COMPLETE, 409, 'A certificate is issued once the course is complete');
  const existing = await repo.findByLearnerProduct(db, lpId);
  if (existing) return { row: existing, found };
  // Issuing is the learner's act (its date is the issue date); an administrator's read must not create one.
  if (actor.id !== found.lp.userId)
    throw new AppError(CertificateErrorCode.NOT_ISSUED, 409, 'The learner has not been issued this certificate yet');
  const seat = await findSeatTime(db, lpId);
  const completedAt = found.lp.completedAt ?? ctx.clock.now();
  const row = await db.transaction((tx) =>
    repo.insertCertificate(tx, {
      learnerProductId: lpId,
      code: newVerificationCode(),
      learnerName: `${found.user.firstName ?? ''} ${found.user.lastName ?? ''}`.trim() || found.user.login,
      course: found.product.name,
      completedOn: completedAt.toISOString().slice(0, 10),
      creditedMs: Math.min(seat.totalMs, 2_147_483_647),
      issuedAt: ctx.clock.now(),
    }),
  );
  return { row, found };
}

/** GET api/certificate/{lpId}: what the certificate states and its verification code (decision 0094). */
export async function getCertificate(ctx: AppContext, actor: SessionUser, lpId: number): Promise<CertificateVerification> {
  return verificationOf(ctx, (await certificateOf(ctx, actor, lpId)).row);
}

/** GET pdf/certificate/{lpId}: the certificate as a PDF. */
export async function getCertificatePdf(
  ctx: AppContext,
  keys: { piiKey: Buffer },
  actor: SessionUser,
  lpId: number,
): Promise<Buffer> {
  const { row, found } = await certificateOf(ctx, actor, lpId);
  // Read at each print, not frozen at issue: the licence is the learner's record, opened (audited) only to mask it.
  const licenses = await maskedLicensesOf({ db: ctx.database.db, clock: ctx.clock, piiKey: keys.piiKey }, actor.login, lpId);
  const facts: CertificateFacts = {
    learnerName: row.learnerName,
    course: row.course,
    provider: found.product.accountName,
    startedOn: found.lp.startDate,
    completedOn: row.completedOn,
    hours: hoursOf(row.creditedMs),
    code: row.code,
    verifyUrl: verifyPageUrl(ctx.config, printedCode(row.code)),
    licenses,
  };
  return certificatePdf(facts);
}

/** GET api/public/certificate/{code}: anyone may check a code; a wrong one is 404 (no hint of what exists). */
export async function verifyCertificate(ctx: AppContext, code: string): Promise<CertificateVerification> {
  const row = await repo.findByCode(ctx.database.db, code);
  if (!row) throw notFound('certificate');
  return verificationOf(ctx, row);
}
