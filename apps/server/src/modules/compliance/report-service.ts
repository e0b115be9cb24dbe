import type { ComplianceReport, ComplianceReportLine } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { CourseRules, findProductNodes } from '../catalog/index.js';
import { findFinalExamFacts } from '../exam/index.js';
import { findProductRules, findProductTimeFacts } from '../product/index.js';
import { bindingsOf } from './bindings-service.js';
import { type CourseFacts, runChecks } from './checks.js';

const OPEN_PROGRESSIONS = new Set(['PROGRESS_OPEN_ALL', 'FLEXIBLE']);

/**
 * GET api/admin/products/{productId}/compliance: every check of every bound profile version against the course
 * as configured, read through its owners' surfaces (product, catalog's CourseRules, exam). No bindings, no lines.
 */
export async function complianceReportOf(ctx: AppContext, productId: number): Promise<ComplianceReport> {
  const db = ctx.database.db;
  const product = await findProductTimeFacts(db, productId);
  if (!product) throw notFound('product');
  const bindings = await bindingsOf(db, productId);
  if (bindings.length === 0) return { productId, bindings, lines: [] };
  const [rules, nodes, finalExam] = await Promise.all([
    findProductRules(db, productId),
    findProductNodes(db, productId),
    findFinalExamFacts(db, productId),
  ]);
  const course: CourseFacts = {
    minimumRequiredMinutes: product.minimumRequiredMinutes,
    finalExam,
    rules: new CourseRules(rules),
    linear: !nodes.some((n) => OPEN_PROGRESSIONS.has((n.metadata.PROGRESSION ?? '').trim().toUpperCase())),
  };
  const lines: ComplianceReportLine[] = [];
  for (const b of bindings) {
    // A binding names a version that shipped when it was made; versions are never removed (decision 0117).
    const profile = ctx.services.complianceProfiles.find(b.profileId, b.profileVersion);
    if (!profile) continue;
    for (const l of runChecks(profile, b.creditHours, course))
      lines.push({ profileId: b.profileId, profileVersion: b.profileVersion, ...l });
  }
  return { productId, bindings, lines };
}
