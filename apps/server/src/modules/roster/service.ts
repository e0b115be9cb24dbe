import {
  REGULATOR_ROSTER_MAX_ROWS,
  RegulatorRosterErrorCode,
  type RegulatorRosterQuery,
  type RegulatorRosterReply,
  type RegulatorRosterRow,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type FinalAffidavitSummary, finalAffidavitSummaries } from '../affidavit/index.js';
import { audit } from '../audit/index.js';
import { certificateCodesOf } from '../certificate/index.js';
import { finalExamResults } from '../exam/index.js';
import { learnerProductsWithProctorAffidavit } from '../exam-gates/index.js';
import { type IdentityEvidenceSummary, identityEvidenceSummaries } from '../identity/index.js';
import { type CompletedLearnerProduct, findCompletedLearnerProducts, findProductName } from '../product/index.js';
import { findSeatTimeTotals } from '../seat-time/index.js';

/** Audit type of every roster read: it carries learners' licences (masked) and identity evidence. */
export const REGULATOR_ROSTER_READ = 'REGULATOR_ROSTER_READ';

const DAY_MS = 86_400_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export interface RosterDeps {
  ctx: AppContext;
  /** The PII key the affidavit module sealed licence numbers with (opened there only, to mask them). */
  piiKey: Buffer;
}

/**
 * The regulator roster (decision 0098): one row per enrolment of the course completed within from..to (UTC
 * days, inclusive), with the learner, masked licences, seat time, final exam, affidavits, identity evidence and
 * certificate code. Every read is audited under the reader, with the course, the range and the row count.
 */
export async function readRegulatorRoster(
  deps: RosterDeps,
  reader: SessionUser,
  q: RegulatorRosterQuery,
): Promise<RegulatorRosterReply> {
  const { ctx } = deps;
  const { db } = ctx.database;
  const product = await findProductName(db, q.productId);
  if (!product) throw notFound('product');
  const from = new Date(`${q.from}T00:00:00.000Z`);
  const toExclusive = new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS);
  const enrolments = await findCompletedLearnerProducts(db, {
    productId: product.id,
    from,
    toExclusive,
    limit: REGULATOR_ROSTER_MAX_ROWS + 1,
  });
  if (enrolments.length > REGULATOR_ROSTER_MAX_ROWS) {
    throw badRequest(
      'to',
      `more than ${REGULATOR_ROSTER_MAX_ROWS} completions: choose a narrower range`,
      RegulatorRosterErrorCode.TOO_MANY_ROWS,
    );
  }
  const lpIds = enrolments.map((e) => e.id);
  // Each part of the row for every enrolment at once: a bounded number of statements whatever the row count
  // (read per row, a 5,000-row roster took eight statements a row: issue 31).
  const [exams, affidavits, codes, seat, proctorSigned, identity] = await Promise.all([
    finalExamResults(db, product.id, lpIds),
    finalAffidavitSummaries({ db, clock: ctx.clock, piiKey: deps.piiKey }, reader.login, lpIds),
    certificateCodesOf(db, lpIds),
    findSeatTimeTotals(db, lpIds),
    learnerProductsWithProctorAffidavit(db, lpIds),
    identityEvidenceSummaries(db, enrolments),
  ]);
  const rows = enrolments.map((e) =>
    rowOf(e, {
      exam: exams.get(e.id),
      affidavit: affidavits.get(e.id),
      code: codes.get(e.id),
      seatTimeMs: seat.get(e.id) ?? 0,
      proctorSigned: proctorSigned.has(e.id),
      identity: identity.get(e.id) ?? NO_EVIDENCE,
    }),
  );
  await audit(db, ctx.clock, reader.login, REGULATOR_ROSTER_READ, {
    productId: String(product.id),
    from: q.from,
    to: q.to,
    rows: String(rows.length),
    format: q.format ?? 'json',
  });
  return {
    productId: product.id,
    course: product.name,
    from: q.from,
    to: q.to,
    generatedAt: ctx.clock.now().toISOString(),
    rows,
  };
}

const NO_EVIDENCE: IdentityEvidenceSummary = {
  typing: null,
  signature: null,
  photoIdSubmittedAt: null,
  securityQuestionsAnswered: 0,
};

function rowOf(
  e: CompletedLearnerProduct,
  read: {
    exam: { score: number | null; passed: boolean | null; finishedAt: Date } | undefined;
    affidavit: FinalAffidavitSummary | undefined;
    code: string | undefined;
    seatTimeMs: number;
    proctorSigned: boolean;
    identity: IdentityEvidenceSummary;
  },
): RegulatorRosterRow {
  const { identity } = read;
  return {
    learnerProductId: e.id,
    learnerName: `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim() || e.login,
    login: e.login,
    email: e.email,
    status: e.status,
    licenses: read.affidavit?.licenses ?? [],
    seatTimeMinutes: Math.floor(read.seatTimeMs / 60_000),
    finalExam: {
      score: read.exam?.score ?? null,
      passed: read.exam?.passed ?? null,
      finishedAt: iso(read.exam?.finishedAt),
    },
    finalAffidavit: { acceptedAt: iso(read.affidavit?.acceptedAt), textVersion: read.affidavit?.textVersion ?? null },
    proctorAffidavitSigned: read.proctorSigned,
    identity: {
      typing: identity.typing,
      signature: identity.signature,
      photoIdSubmittedAt: iso(identity.photoIdSubmittedAt),
      securityQuestionsAnswered: identity.securityQuestionsAnswered,
    },
    completedAt: e.completedAt.toISOString(),
    certificateCode: read.code ?? null,
  };
}
