import type { AnswerCheckReply, LcReply, LessonReply, NodeView, PublicSlide } from '@continuum/contracts';

/** Test data shaped exactly like the server's replies (contracts types), with overridable fields. */

export function slide(type: string, id: string, fields: Record<string, unknown> = {}): PublicSlide {
  return {
    id,
    type,
    title: `Slide ${id}`,
    content: `About ${id}.`,
    referenceId: 0,
    requiredTime: 0,
    taken: false,
    resources: [],
    ...fields,
  };
}

/** A lesson reply whose slides get referenceIds 101, 102, ... and taken flags from currentIndex. */
export function lessonReply(slides: PublicSlide[], currentIndex = 0, fields: Partial<LessonReply> = {}): LessonReply {
  return {
    lessonId: 5,
    title: 'Duties to Clients',
    titlePrefix: 'Lesson 1.1',
    currentIndex,
    inquiries: slides.map((s, i) => ({ ...s, referenceId: 101 + i, taken: i < currentIndex })),
    ...fields,
  };
}

export function checkReply(fields: Partial<AnswerCheckReply> = {}): AnswerCheckReply {
  return {
    answers: null,
    correct: null,
    feedback: null,
    optionFeedback: {},
    next: null,
    text: null,
    pollResults: null,
    taken: false,
    progressed: false,
    currentIndex: 0,
    ...fields,
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
    current: true,
    inProgress: true,
    completedChildCount: 0,
    showSection: false,
    showSkip: false,
    lastWithStatus: false,
    ...overrides,
  };
}

/** The lesson node 5 of learner product 7, in unit 3, leading to lesson 6. */
export function lessonNode(overrides: Partial<NodeView> = {}): NodeView {
  return nodeView(5, 'LESSON', {
    title: 'Duties to Clients',
    titlePrefix: 'Lesson 1.1',
    parent: { id: 3, type: 'UNIT', title: 'Agency', titlePrefix: 'Unit 1' },
    nextStep: { id: 6, title: 'Disclosures', titlePrefix: 'Lesson 1.2', parentIsRoot: false },
    ...overrides,
  });
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
