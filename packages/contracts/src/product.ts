import { z } from 'zod';
import { idParam } from './inputs.js';

/** Product list entry (000 §3) from GET api/user/products. */
export const productListEntry = z.object({
  productName: z.string(),
  learnerProductId: z.number().int(),
  status: z.string(),
});
export type ProductListEntry = z.infer<typeof productListEntry>;
export const userProductsReply = z.array(productListEntry);

export const productType = z.enum(['COURSE', 'PROGRAM', 'EXAM_PREP']);

export const siteAsset = z.object({ label: z.string(), type: z.string(), url: z.string() });
export type SiteAssetEntry = z.infer<typeof siteAsset>;
/** Default study-plan label (001 §3). */
export const DEFAULT_STUDY_PLAN_LABEL = 'Course Syllabus';

/** GET api/product/{lpId}: the learner product's basic fields (000 §3); later issues add the rest. */
export const learnerProductReply = z.object({
  id: z.number().int(),
  courseTitle: z.string(),
  /** The course's id in the store's catalogue (001 §3): the package's root metadata COURSE_DETAIL_ID, else null. */
  courseDetailId: z.string().nullable(),
  login: z.string(),
  firstName: z.string(),
  accountName: z.string(),
  externalUserId: z.string().nullable(),
  externalEnrollmentId: z.string().nullable(),
  industry: z.string().nullable(),
  state: z.string().nullable(),
  licenseType: z.string().nullable(),
  ethicsCourse: z.boolean(),
  type: productType,
  status: z.string(),
  purchaseType: z.string().nullable(),
  accountSiteUrl: z.string().nullable(),
  accountPhone: z.string().nullable(),
  accountEmail: z.string().nullable(),
  accountLogoLight: z.string().nullable(),
  proctorType: z.string().nullable(),
  proctorStatus: z.string().nullable(),
  supportChatEnabled: z.boolean(),
  showContactInstructor: z.boolean(),
  rules: z.record(z.string(), z.string()),
  accountLogoDark: z.string().nullable(),
  cesHomeUrl: z.string().nullable(),
  hasSubmittedIdPhoto: z.boolean(),
  hasMetPrerequisites: z.boolean(),
  devShowLessonSkip: z.boolean(),
  enhancedViewRequired: z.boolean(),
  authRequired: z.boolean(),
  biosigRequired: z.boolean(),
  biosigNmlsIdRequired: z.boolean(),
  biosigInitFailed: z.boolean(),
  biosigCallbackId: z.string().nullable(),
  biosigUrl: z.string().nullable(),
  /** Child products of a program: the root node's children of type COURSE. */
  children: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.string() })),
  siteAssets: z.object({
    studyPlanLabel: z.string(),
    studyPlanAssets: z.array(siteAsset),
    studyTipAssets: z.array(siteAsset),
    instructorScheduleAssets: z.array(siteAsset),
    careerBuilderAssets: z.array(siteAsset),
  }),
  startDateRequired: z.boolean(),
  /** The learner has closed the welcome-to-course modal of this product (decision 0071). */
  welcomeSeen: z.boolean(),
});
export type LearnerProduct = z.infer<typeof learnerProductReply>;

export const lpIdParams = z.object({ lpId: idParam('lpId') });
