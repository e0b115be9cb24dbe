import { DEFAULT_STUDY_PLAN_LABEL, type LearnerProduct } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findChildCourses, findProductNode } from '../catalog/index.js';
import { findLearnerProductWithLearner } from './learner-product-reads.js';
import { canReadLearnerProduct } from './policy.js';
import * as repo from './repo.js';

/** The learner product's basic fields; someone else's product answers 404 (no existence leak). */
export async function getLearnerProduct(ctx: AppContext, actor: SessionUser, lpId: number): Promise<LearnerProduct> {
  const { db } = ctx.database;
  const row = await findLearnerProductWithLearner(db, lpId);
  if (!row || !canReadLearnerProduct(actor, row.lp)) throw notFound('learner product');
  const { lp, product, user } = row;
  const root = product.rootNodeId ? await findProductNode(db, product.id, product.rootNodeId) : undefined;
  return {
    id: lp.id,
    courseTitle: product.name,
    courseDetailId: root?.metadata.COURSE_DETAIL_ID?.trim() || null,
    login: user.login,
    firstName: user.firstName,
    accountName: product.accountName,
    externalUserId: lp.externalUserId,
    externalEnrollmentId: lp.externalEnrollmentId,
    industry: product.industry,
    state: product.state,
    licenseType: product.licenseType,
    ethicsCourse: product.ethicsCourse,
    type: product.type as LearnerProduct['type'],
    status: lp.status,
    purchaseType: lp.purchaseType,
    accountSiteUrl: product.accountSiteUrl,
    accountPhone: product.accountPhone,
    accountEmail: product.accountEmail,
    accountLogoLight: product.accountLogoLight,
    proctorType: product.proctorType,
    proctorStatus: lp.proctorStatus,
    supportChatEnabled: product.supportChatEnabled,
    showContactInstructor: product.showContactInstructor,
    rules: await repo.findRules(db, product.id),
    accountLogoDark: product.accountLogoDark,
    cesHomeUrl: lp.cesHomeUrl,
    hasSubmittedIdPhoto: lp.hasSubmittedIdPhoto,
    hasMetPrerequisites: lp.hasMetPrerequisites,
    devShowLessonSkip: lp.devShowLessonSkip,
    enhancedViewRequired: lp.enhancedViewRequired,
    authRequired: lp.authRequired,
    biosigRequired: lp.biosigRequired,
    biosigNmlsIdRequired: lp.biosigNmlsIdRequired,
    biosigInitFailed: lp.biosigInitFailed,
    biosigCallbackId: lp.biosigCallbackId,
    biosigUrl: lp.biosigUrl,
    children: product.rootNodeId ? await findChildCourses(db, product.rootNodeId) : [],
    siteAssets: {
      studyPlanLabel: product.siteAssets?.studyPlanLabel ?? DEFAULT_STUDY_PLAN_LABEL,
      studyPlanAssets: product.siteAssets?.studyPlanAssets ?? [],
      studyTipAssets: product.siteAssets?.studyTipAssets ?? [],
      instructorScheduleAssets: product.siteAssets?.instructorScheduleAssets ?? [],
      careerBuilderAssets: product.siteAssets?.careerBuilderAssets ?? [],
    },
    startDateRequired: product.startDateRequired,
    welcomeSeen: lp.welcomedAt !== null,
  };
}
