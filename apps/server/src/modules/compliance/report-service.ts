import type { ComplianceReport, ComplianceReportLine } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { CourseRules, findProductNodes } from '../catalog/index.js';
import { findFinalExamFacts, findUnitQuizFacts } from '../exam/index.js';
import { findProductRules, findProductTimeFacts } from '../product/index.js';
import { bindingsOf } from './bindings-service.js';
import { type CourseFacts, runChecks } from './checks.js';
import type { ProfileRegistry } from './load-profiles.js';

const OPEN_PROGRESSIONS = new Set(['PROGRESS_OPEN_ALL', 'FLEXIBLE']);

/** The course as configured, read through its owners' surfaces (product, catalog's CourseRules, exam). */
async function courseFacts(db: Db, productId: number, minimumRequiredMinutes: number | null): Promise<CourseFacts> {
  const [rules, nodes, finalExam, unitQuizzes] = await Promise.all([
    findProductRules(db, productId),
    findProductNodes(db, productId),
    findFinalExamFacts(db, productId),
    findUnitQuizFacts(db, productId),
  ]);
  return {
    minimumRequiredMinutes,
    finalExam,
    rules: new CourseRules(rules),
    linear: !nodes.some((n) => OPEN_PROGRESSIONS.has((n.metadata.PROGRESSION ?? '').trim().toUpperCase())),
    unitQuizzes,
  };
}

/**
 * Every check of every bound profile version against the course as configured, on a database or a transaction (the
 * importer reads the report of what it is writing before it commits). Null when the product does not exist.
 */
export async function buildComplianceReport(
  db: Db,
  profiles: ProfileRegistry,
  productId: number,
): Promise<ComplianceReport | null> {
  const product = await findProductTimeFacts(db, productId);
  if (!product) return null;
  const bindings = await bindingsOf(db, productId);
  if (bindings.length === 0) return { productId, bindings, profiles: [], lines: [], failures: 0 };
  const course = await courseFacts(db, productId, product.minimumRequiredMinutes);
  const lines: ComplianceReportLine[] = [];
  const checked: ComplianceReport['profiles'] = [];
  for (const b of bindings) {
    // A binding names a version that shipped when it was made; versions are never removed (decision 0117).
    const profile = profiles.find(b.profileId, b.profileVersion);
    if (!profile) continue;
    checked.push({
      profileId: b.profileId,
      profileVersion: b.profileVersion,
      name: profile.name,
      latestVersion: profiles.find(b.profileId)?.version ?? b.profileVersion,
    });
    for (const l of runChecks(profile, b.creditHours, course))
      lines.push({ profileId: b.profileId, profileVersion: b.profileVersion, ...l });
  }
  return { productId, bindings, profiles: checked, lines, failures: lines.filter((l) => l.status === 'FAIL').length };
}

/** GET api/admin/products/{productId}/compliance. No bindings, no lines. */
export async function complianceReportOf(ctx: AppContext, productId: number): Promise<ComplianceReport> {
  const report = await buildComplianceReport(ctx.database.db, ctx.services.complianceProfiles, productId);
  if (!report) throw notFound('product');
  return report;
}
