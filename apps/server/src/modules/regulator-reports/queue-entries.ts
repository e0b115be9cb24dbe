import type { ReportBlockReason } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { type FinalAffidavitReportFacts, finalAffidavitReportFacts } from '../affidavit/index.js';
import { CourseRules, courseTimeZone } from '../catalog/index.js';
import { findReportingBindings, type ReportingBinding } from '../compliance/index.js';
import { hasProctorAffidavit } from '../exam-gates/index.js';
import { findLearnerProductWithProduct, findProductRules } from '../product/index.js';
import { dayInZone, dueDay } from './deadline.js';
import * as repo from './repo.js';

/** The course rule that makes a product wait for the proctor's signature (the completion's, decision 0092). */
const PROCTOR_SIGNATURE_RULE = 'SC_PROCTOR_SIGNATURE_REQUIRED';

/** What stops an item from being reported, first reason first; null when nothing does. */
export function blockReason(
  binding: Pick<ReportingBinding, 'learnerKey'>,
  affidavit: FinalAffidavitReportFacts,
  proctorSignatureMissing: boolean,
): ReportBlockReason | null {
  if (proctorSignatureMissing) return 'PROCTOR_SIGNATURE_MISSING';
  // The learner keys (NMLS ID, licence) are declared on the final affidavit: without it there is no key either.
  if (!affidavit.accepted) return 'AFFIDAVIT_MISSING';
  if (binding.learnerKey === 'NMLS_ID') return affidavit.nmlsId ? null : 'LEARNER_KEY_MISSING';
  if (binding.learnerKey === 'LICENSE_NUMBER') return affidavit.hasLicense ? null : 'LEARNER_KEY_MISSING';
  // A key kind this platform does not collect cannot be reported: say so rather than send an empty key.
  return 'LEARNER_KEY_MISSING';
}

async function productFacts(tx: Db, learnerProductId: number) {
  const found = await findLearnerProductWithProduct(tx, learnerProductId);
  if (!found) return undefined;
  const rules = new CourseRules(await findProductRules(tx, found.product.id));
  const proctorMissing = rules.flag(PROCTOR_SIGNATURE_RULE) && !(await hasProctorAffidavit(tx, learnerProductId));
  return { ...found, rules, proctorMissing };
}

/**
 * The completion's listener (given to the completion module by the app): in the completion's own transaction, one
 * report item per binding of the product whose profile names a reporting channel, BLOCKED with its reason or DUE.
 */
export async function enqueueCompletion(ctx: AppContext, tx: Db, learnerProductId: number, completedAt: Date): Promise<void> {
  const facts = await productFacts(tx, learnerProductId);
  if (!facts) return;
  const bindings = await findReportingBindings(tx, ctx.services.complianceProfiles, facts.product.id);
  if (bindings.length === 0) return;
  const affidavit = await finalAffidavitReportFacts(tx, learnerProductId);
  const now = ctx.clock.now();
  for (const b of bindings) {
    const zone = b.zone ?? courseTimeZone(facts.rules);
    const completedOn = dayInZone(completedAt, zone);
    const blocked = blockReason(b, affidavit, facts.proctorMissing);
    await repo.insertItem(tx, {
      learnerProductId,
      productId: facts.product.id,
      userId: facts.lp.userId,
      profileId: b.profileId,
      profileVersion: b.profileVersion,
      regulator: b.regulator,
      channel: b.channel,
      learnerKeyKind: b.learnerKey,
      approvalNumber: b.approvalNumber,
      creditHours: b.creditHours,
      completedAt,
      completedOn,
      dueOn: dueDay(completedOn, b.deadline, b.nearRenewalDeadline, affidavit.licenseRenewalOn),
      zone,
      status: blocked ? 'BLOCKED' : 'DUE',
      blockedReason: blocked,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/**
 * The final affidavit's listener (given to the affidavit module by the app): in the acceptance's transaction, the
 * learner product's blocked items are looked at again; those nothing blocks any more go to DUE (LATE when their
 * day has passed), with the due day recomputed now that the licence's renewal date is known.
 */
export async function unblockAfterAffidavit(ctx: AppContext, tx: Db, learnerProductId: number): Promise<void> {
  const items = (await repo.findItemsOfLearnerProduct(tx, learnerProductId)).filter((i) => i.blockedReason !== null);
  if (items.length === 0) return;
  const facts = await productFacts(tx, learnerProductId);
  if (!facts) return;
  const bindings = await findReportingBindings(tx, ctx.services.complianceProfiles, facts.product.id);
  const affidavit = await finalAffidavitReportFacts(tx, learnerProductId);
  const now = ctx.clock.now();
  for (const item of items) {
    const binding = bindings.find((b) => b.profileId === item.profileId) ?? { learnerKey: item.learnerKeyKind };
    const blocked = blockReason(binding, affidavit, facts.proctorMissing);
    const dueOn =
      'deadline' in binding
        ? dueDay(item.completedOn, binding.deadline, binding.nearRenewalDeadline, affidavit.licenseRenewalOn)
        : item.dueOn;
    const late = dueOn < dayInZone(now, item.zone);
    const status = blocked ? (late ? 'LATE' : 'BLOCKED') : late ? 'LATE' : 'DUE';
    await repo.updateItem(tx, item.id, { blockedReason: blocked, status, dueOn, updatedAt: now });
  }
}
