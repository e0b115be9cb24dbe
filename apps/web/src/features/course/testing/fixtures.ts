import type {
  CourseProgress,
  LcReply,
  LearnerProduct,
  MetaNode,
  NodeView,
  ProductMeta,
  ProductState,
} from '@continuum/contracts';

/** Test data shaped exactly like the server's replies (contracts types), with overridable fields. */
export function learnerProduct(overrides: Partial<LearnerProduct> = {}): LearnerProduct {
  return {
    id: 7,
    courseTitle: 'Agency Basics',
    courseDetailId: null,
    login: 'learner',
    firstName: 'Lena',
    accountName: 'Continuum Academy',
    externalUserId: null,
    externalEnrollmentId: null,
    industry: null,
    state: null,
    licenseType: null,
    ethicsCourse: false,
    type: 'COURSE',
    status: 'IN_PROGRESS',
    purchaseType: null,
    accountSiteUrl: null,
    accountPhone: '1-800-555-0142',
    accountEmail: 'support@example.test',
    accountLogoLight: null,
    proctorType: null,
    proctorStatus: null,
    supportChatEnabled: true,
    showContactInstructor: true,
    rules: {},
    accountLogoDark: null,
    cesHomeUrl: null,
    hasSubmittedIdPhoto: false,
    hasMetPrerequisites: true,
    devShowLessonSkip: false,
    enhancedViewRequired: false,
    authRequired: false,
    biosigRequired: false,
    biosigNmlsIdRequired: false,
    biosigInitFailed: false,
    biosigCallbackId: null,
    biosigUrl: null,
    children: [],
    siteAssets: {
      studyPlanLabel: 'Course Syllabus',
      studyPlanAssets: [],
      studyTipAssets: [],
      instructorScheduleAssets: [],
      careerBuilderAssets: [],
    },
    startDateRequired: false,
    welcomeSeen: true,
    ...overrides,
  };
}

export function metaNode(
  id: number,
  type: string,
  parentId: number | null,
  children: number[] = [],
  extra: Partial<MetaNode> = {},
): MetaNode {
  return { id, type, title: `${type} ${id}`, titlePrefix: null, parentId, children, description: null, metadata: {}, ...extra };
}

export function productMeta(rootId: number, nodes: MetaNode[]): ProductMeta {
  return { rootId, nodes };
}

export function productState(overrides: Partial<ProductState> = {}): ProductState {
  return {
    courseNextStep: null,
    courseMessage: null,
    coursePendingStartDate: false,
    courseStarted: false,
    courseCompleted: false,
    courseExpired: false,
    currentNodeId: null,
    componentStatusMap: {},
    derivedDataMap: {},
    handbooksData: [],
    effortBreakdowns: [],
    instructorAvailable: false,
    ...overrides,
  };
}

export function courseProgress(overrides: Partial<CourseProgress> = {}): CourseProgress {
  return {
    showContentProgress: true,
    showUnitsCompleted: true,
    unitsTotalCount: 3,
    unitsCompletedCount: 0,
    percentComplete: 0,
    timePercentComplete: 0,
    learningStatus: 'AVAILABLE',
    showCourseDates: false,
    coursePendingStartDate: false,
    courseStartDate: null,
    courseEndDate: null,
    courseDuration: 13,
    courseDaysRemaining: null,
    minimumRequiredMinutes: null,
    minimumRecommendedMinutes: null,
    hoursCompleted: 0,
    minutesCompleted: 0,
    secondsCompleted: 0,
    timeProgressFormat: 'Running Clock',
    showTimeProgress: false,
    maxTimeReached: false,
    units: [],
    ...overrides,
  };
}

export function nodeView(id: number, type: string, overrides: Partial<NodeView> = {}): NodeView {
  return {
    id,
    type,
    title: `${type} ${id}`,
    titlePrefix: null,
    parent: null,
    children: [],
    description: null,
    metadata: {},
    derivedData: {},
    status: 'AVAILABLE',
    nextStep: null,
    exemptInfo: { exempt: false, ancestorExempt: false, statusText: null, helpText: null, childBannerText: null },
    optionalInfo: { optional: false, ancestorOptional: false, optionalStatusText: null },
    instructorInfo: { instructorRequired: false, ancestorInstructorRequired: false, text: null },
    enforcesProgression: false,
    locked: false,
    completed: false,
    current: false,
    inProgress: false,
    completedChildCount: 0,
    showSection: false,
    showSkip: false,
    lastWithStatus: false,
    ...overrides,
  };
}

export function lcReply(node: NodeView, overrides: Partial<LcReply> = {}): LcReply {
  return {
    node,
    breadcrumbs: [{ id: 1, type: 'COURSE', title: 'Agency Basics', titlePrefix: null }],
    isRoot: false,
    contactInstructor: { available: false },
    homeButtonText: null,
    instructorRequired: false,
    resources: [],
    unviewedResources: [],
    allowContinue: true,
    showCourseProgress: true,
    instructorScheduleAssets: [],
    topic: null,
    ...overrides,
  };
}
