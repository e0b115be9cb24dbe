import { z } from 'zod';
import { idParam, text } from './inputs.js';
import { siteAsset } from './product.js';

/** Default course duration and derived end date (001 §4, §9). */
export const DEFAULT_COURSE_DURATION_DAYS = 13;
/** Default topic colour (002 §9). */
export const DEFAULT_TOPIC_COLOR = '#90A25D';
/** Course table of contents shows this many sections around the current one (001 §9). */
export const TOC_SECTION_WINDOW = 5;

export const nodeStatus = z.enum(['LOCKED', 'AVAILABLE', 'IN_PROGRESS', 'COMPLETE', 'COMPLETE_FAIL']);
export type NodeStatusName = z.infer<typeof nodeStatus>;

export const nodeRef = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  titlePrefix: z.string().nullable(),
});
export type NodeRef = z.infer<typeof nodeRef>;

/** One node of the product tree as GET api/product/{lpId}/meta sends it (structure only). */
export const metaNode = nodeRef.extend({
  parentId: z.number().int().nullable(),
  children: z.array(z.number().int()),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
});
export type MetaNode = z.infer<typeof metaNode>;

export const productMetaReply = z.object({ rootId: z.number().int(), nodes: z.array(metaNode) });
export type ProductMeta = z.infer<typeof productMetaReply>;

export const courseNextStep = z.object({
  /** ORIENTATION: the orientation affidavit comes first (SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED, decision 0116). */
  type: z.enum(['START_DATE', 'ORIENTATION', 'PURCHASE', 'SURVEY', 'AFFIDAVIT', 'FINISH', 'NODE']),
  id: z.number().int().nullable(),
  title: z.string().nullable(),
  disabled: z.boolean(),
  /** PURCHASE: the add-exam-prep address (decision 0092). */
  url: z.string().nullable().optional(),
});
export type CourseNextStep = z.infer<typeof courseNextStep>;

export const effortRank = z.enum(['FOCUS_HERE', 'NEEDS_WORK', 'GOOD', 'LOCKED']);
export const effortBreakdown = z.object({
  nodeId: z.number().int(),
  title: z.string(),
  effortRank,
  numberCorrect: z.number().int(),
  totalNumber: z.number().int(),
});

/** GET api/product/{lpId}/state (001 §3 Product state). */
export const productStateReply = z.object({
  courseNextStep: courseNextStep.nullable(),
  /** A message key and its values for the course message, or null. */
  courseMessage: z.object({ key: z.string(), values: z.record(z.string(), z.string()) }).nullable(),
  coursePendingStartDate: z.boolean(),
  courseStarted: z.boolean(),
  courseCompleted: z.boolean(),
  courseExpired: z.boolean(),
  currentNodeId: z.number().int().nullable(),
  componentStatusMap: z.record(z.string(), nodeStatus),
  derivedDataMap: z.record(z.string(), z.record(z.string(), z.string())),
  handbooksData: z.array(z.object({ learningComponentId: z.number().int(), locked: z.boolean() })),
  effortBreakdowns: z.array(effortBreakdown),
  instructorAvailable: z.boolean(),
});
export type ProductState = z.infer<typeof productStateReply>;

/** GET api/product/{lpId}/progress (001 §3 Course progress). */
export const courseProgressReply = z.object({
  showContentProgress: z.boolean(),
  showUnitsCompleted: z.boolean(),
  unitsTotalCount: z.number().int(),
  unitsCompletedCount: z.number().int(),
  percentComplete: z.number(),
  timePercentComplete: z.number(),
  learningStatus: nodeStatus,
  showCourseDates: z.boolean(),
  coursePendingStartDate: z.boolean(),
  courseStartDate: z.string().nullable(),
  courseEndDate: z.string().nullable(),
  courseDuration: z.number().int(),
  courseDaysRemaining: z.number().int().nullable(),
  minimumRequiredMinutes: z.number().int().nullable(),
  minimumRecommendedMinutes: z.number().int().nullable(),
  hoursCompleted: z.number().int(),
  minutesCompleted: z.number().int(),
  secondsCompleted: z.number().int(),
  timeProgressFormat: z.string(),
  showTimeProgress: z.boolean(),
  maxTimeReached: z.boolean(),
  units: z.array(
    z.object({
      nodeId: z.number().int(),
      title: z.string(),
      titlePrefix: z.string().nullable(),
      percentComplete: z.number(),
      showTimeAtUnitLevel: z.boolean(),
      unitHoursCompleted: z.number().int(),
      unitMinutesCompleted: z.number().int(),
      unitSecondsCompleted: z.number().int(),
      unitMinimumRequiredMinutes: z.number().int().nullable(),
      unitTimePercentComplete: z.number(),
    }),
  ),
});
export type CourseProgress = z.infer<typeof courseProgressReply>;

/** A node with its learner-specific state (001 §3 Node). */
export const nodeView = nodeRef.extend({
  parent: nodeRef.nullable(),
  children: z.array(z.lazy((): z.ZodType<NodeView> => nodeView)),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  derivedData: z.record(z.string(), z.string()),
  status: nodeStatus,
  nextStep: z
    .object({ id: z.number().int(), title: z.string(), titlePrefix: z.string().nullable(), parentIsRoot: z.boolean() })
    .nullable(),
  exemptInfo: z.object({
    exempt: z.boolean(),
    ancestorExempt: z.boolean(),
    statusText: z.string().nullable(),
    helpText: z.string().nullable(),
    childBannerText: z.string().nullable(),
  }),
  optionalInfo: z.object({ optional: z.boolean(), ancestorOptional: z.boolean(), optionalStatusText: z.string().nullable() }),
  instructorInfo: z.object({
    instructorRequired: z.boolean(),
    ancestorInstructorRequired: z.boolean(),
    text: z.string().nullable(),
  }),
  enforcesProgression: z.boolean(),
  locked: z.boolean(),
  completed: z.boolean(),
  current: z.boolean(),
  inProgress: z.boolean(),
  completedChildCount: z.number().int(),
  /** A SECTION drawn as its own heading in tables of contents (metadata SHOW_SECTION: no flattens it; decision 0116). */
  showSection: z.boolean(),
  /** A lesson the learner may skip: the enrolment's devShowLessonSkip (001 §3; decision 0116). */
  showSkip: z.boolean(),
  /** The last of its parent's children the learner can reach (not LOCKED): where a table of contents ends its trail. */
  lastWithStatus: z.boolean(),
});
/** One task of a gauge container (001 §3 "Gauge task"), in the GAUGE_CONTAINER_DATA derived data as JSON. */
export const gaugeTask = z.object({
  title: z.string(),
  stepCount: z.number().int(),
  stepCompleteCount: z.number().int(),
  percentComplete: z.number(),
});
export type GaugeTask = z.infer<typeof gaugeTask>;
export interface NodeView extends z.infer<typeof nodeRef> {
  parent: NodeRef | null;
  children: NodeView[];
  description: string | null;
  metadata: Record<string, string>;
  derivedData: Record<string, string>;
  status: NodeStatusName;
  nextStep: { id: number; title: string; titlePrefix: string | null; parentIsRoot: boolean } | null;
  exemptInfo: {
    exempt: boolean;
    ancestorExempt: boolean;
    statusText: string | null;
    helpText: string | null;
    childBannerText: string | null;
  };
  optionalInfo: { optional: boolean; ancestorOptional: boolean; optionalStatusText: string | null };
  instructorInfo: { instructorRequired: boolean; ancestorInstructorRequired: boolean; text: string | null };
  enforcesProgression: boolean;
  locked: boolean;
  completed: boolean;
  current: boolean;
  inProgress: boolean;
  completedChildCount: number;
  showSection: boolean;
  showSkip: boolean;
  lastWithStatus: boolean;
}

/** GET api/product/{lpId}/lc/{nodeId}: the node (with two levels of children) and its ancestors. */
export const lcReply = z.object({
  node: nodeView,
  breadcrumbs: z.array(nodeRef),
  isRoot: z.boolean(),
  contactInstructor: z.object({ available: z.boolean() }),
  // Lesson/node page data (001 §3).
  /** The node's HOME_BUTTON_TEXT metadata; null: the client's default text. */
  homeButtonText: z.string().nullable(),
  instructorRequired: z.boolean(),
  /** The node's own resources, in package order. */
  resources: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.string() })),
  /** Of those, the ones this learner has not opened (lessons: all must be opened before completing). */
  unviewedResources: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** lessonCompleteResources may continue: nothing left unviewed. */
  allowContinue: z.boolean(),
  /** The course-progress box is shown (not for exam-prep products). */
  showCourseProgress: z.boolean(),
  instructorScheduleAssets: z.array(siteAsset),
  /** Topic page data (001 §3 Topic) of a TOPIC node; null for other nodes. */
  topic: z
    .object({
      /** The topic's containers; showEffortKey: exam questions rate what the container holds. */
      containers: z.array(
        z.object({ id: z.number().int(), title: z.string(), type: z.string(), locked: z.boolean(), showEffortKey: z.boolean() }),
      ),
      /** The learner's effort on each rated child of those containers, from their latest exam attempts. */
      effortBreakdowns: z.array(effortBreakdown),
    })
    .nullable(),
});
export type LcReply = z.infer<typeof lcReply>;
export type TopicPage = NonNullable<LcReply['topic']>;

export const lcParams = z.object({
  lpId: idParam('lpId'),
  nodeId: idParam('nodeId'),
});
export const lcQuery = z.object({ step: text().max(50).optional() });

/** GET/POST /api/start-end/{lpId}. POST takes the start date as US text MM/DD/YYYY. */
export const startEndReply = z.object({
  duration: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
});
export type StartEnd = z.infer<typeof startEndReply>;
export const usDate = text({ error: 'startDate is required' })
  .trim()
  .regex(/^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}$/, 'startDate must be a date MM/DD/YYYY');
export const startEndBody = z.union([usDate, z.object({ startDate: usDate })]);

/** Reply of POST api/progression/{lpId}/{nodeId}. */
export const progressionReply = z.object({
  status: nodeStatus,
  exemptCompletionText: z.string().nullable(),
  bookmarked: z.boolean(),
  nextStep: z.object({ id: z.number().int(), title: z.string(), parentIsRoot: z.boolean() }).nullable(),
});

/** Reply of POST api/progression/finish/{key} (001 §4). */
export const finishReply = z.object({
  securityQuestionNeeded: z.boolean(),
  securityQuestion: z.number().int().nullable(),
  final: z.boolean(),
  finalComplete: z.boolean(),
  complete: z.boolean(),
});

/** GET api/product/{id}/student-info. */
export const studentInfoReply = z.object({
  learnerProductId: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  courseTitle: z.string(),
  externalUserId: z.string().nullable(),
  externalEnrollmentId: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
