import type { ExamQuestionReply, ExamResult, ExamReviewReply, ExamStatusReply, LcReply, NodeView } from '@continuum/contracts';

/** Test data shaped like the server's replies (contracts types): learner product 7, exam node 40. */
export function examNode(overrides: Partial<NodeView> = {}): NodeView {
  return {
    id: 40,
    type: 'EXAM',
    title: 'Unit 1 Exam',
    titlePrefix: null,
    parent: { id: 3, type: 'UNIT', title: 'Agency', titlePrefix: 'Unit 1' },
    children: [],
    description: null,
    metadata: {},
    derivedData: {},
    status: 'AVAILABLE',
    nextStep: { id: 41, title: 'Unit 2', titlePrefix: null, parentIsRoot: true },
    exemptInfo: { exempt: false, ancestorExempt: false, statusText: null, helpText: null, childBannerText: null },
    optionalInfo: { optional: false, ancestorOptional: false, optionalStatusText: null },
    instructorInfo: { instructorRequired: false, ancestorInstructorRequired: false, text: null },
    enforcesProgression: true,
    locked: false,
    completed: false,
    current: true,
    inProgress: false,
    completedChildCount: 0,
    showSection: false,
    showSkip: false,
    lastWithStatus: false,
    ...overrides,
  };
}

export function examLc(node: NodeView = examNode()): LcReply {
  return {
    node,
    breadcrumbs: [],
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
  };
}

export function examStatus(overrides: Partial<ExamStatusReply> = {}): ExamStatusReply {
  return {
    status: null,
    ineligibleReason: null,
    isFinal: false,
    personAssessmentId: null,
    examHistoryList: [],
    proctorRequired: false,
    accessRequired: false,
    driversLicenseRequired: false,
    proctorStatus: null,
    proctorAffidavitRequired: false,
    leaveCount: 0,
    surveyRequired: false,
    affidavitRequired: false,
    previousDisabled: false,
    timeLeft: null,
    allowedAttemptCount: -1,
    starredQuestions: [],
    componentId: 40,
    learnerProductId: 7,
    title: 'Unit 1 Exam',
    examType: 'UNIT',
    locked: false,
    optional: false,
    canStart: true,
    canResume: false,
    canRetake: false,
    attemptCount: 0,
    totalQuestionsNum: 3,
    passingScore: 70,
    cumulativeExamTime: 0,
    introMessage: 'Three questions on agency.',
    popupBeforeExam: null,
    displayAndRecordTime: false,
    disallowRetakes: false,
    maxRetakesReachedMessage: null,
    message: null,
    minutesBeforeRetake: 0,
    accessCodeAccepted: false,
    proctorCodeAccepted: false,
    driversLicenseProvided: false,
    ...overrides,
  };
}

export function examResult(overrides: Partial<ExamResult> = {}): ExamResult {
  return {
    personAssessmentId: 900,
    assessmentId: 40,
    attemptNumber: 1,
    numCorrect: 2,
    numIncorrect: 1,
    numQuestions: 3,
    examScore: 67,
    examPassed: false,
    passingScore: 70,
    examScoredAsPassFail: false,
    status: 'FAIL',
    examFeedbackMessage: 'Review the unit, then retake the exam.',
    canShowFeedback: true,
    canDownload: true,
    trial: false,
    scoreBreakdowns: [{ title: 'agency', scores: { numCorrect: 2, numIncorrect: 1, numQuestions: 3, percent: 67 } }],
    examEffortBreakdowns: [],
    effortBreakdowns: [],
    timeTaken: '0:04:10',
    elapsedTimeText: '4 minutes 10 seconds',
    secondsElapsed: 250,
    startedAt: '2026-03-05T14:00:00.000Z',
    finishedAt: '2026-03-05T14:04:10.000Z',
    timeExpired: false,
    reviewQuestionMessage: null,
    buttons: [
      { buttonType: 'PRIMARY', buttonText: 'Retake Exam', buttonAction: 'RETAKE' },
      { buttonType: 'SECONDARY', buttonText: 'Review Answers', buttonAction: 'REVIEW' },
      { buttonType: 'SECONDARY', buttonText: 'Exam History', buttonAction: 'HISTORY' },
    ],
    ...overrides,
  };
}

export function examReview(overrides: Partial<ExamReviewReply> = {}): ExamReviewReply {
  return {
    ...examResult(),
    questions: [
      {
        currentQuestionNum: 1,
        assessmentQuestionId: 501,
        questionText: 'Who does a broker represent?',
        choices: [
          { id: 'a', questionChoiceText: 'The client', questionChoiceFeedback: 'The client is the principal.', correct: true },
          { id: 'b', questionChoiceText: 'Anyone who calls', questionChoiceFeedback: null, correct: false },
        ],
        tags: ['agency'],
        userAnswer: 'b',
        correctAnswer: 'a',
        response: 'Anyone who calls',
        answerCorrectly: false,
        choiceLevelFeedback: 'The client is the principal.',
        explanation: 'Agency is a relationship with the client.',
      },
    ],
    ...overrides,
  };
}

/** The three questions of the fake exam (text and choices only, as during an attempt). */
export const QUESTIONS = [
  { text: 'Who does a broker represent?', choices: ['The client', 'Anyone who calls'] },
  { text: 'What must an agent disclose?', choices: ['Material facts', 'Nothing'] },
  { text: 'When does agency begin?', choices: ['On agreement', 'Never'] },
];

export function questionReply(num: number, overrides: Partial<ExamQuestionReply> = {}): ExamQuestionReply {
  const q = QUESTIONS[num - 1] ?? QUESTIONS[0];
  return {
    assessmentId: 40,
    personAssessmentId: 900,
    learnerProductId: 7,
    currentQuestionNum: num,
    totalQuestionsNum: QUESTIONS.length,
    assessmentQuestionId: 500 + num,
    userAnswer: null,
    questionAnsweredCount: 0,
    answeredQuestions: [],
    starred: false,
    starredQuestions: [],
    secondsLeftOnExam: -1,
    secondsBeforeTimeWarning: -1,
    secondsElapsed: 0,
    secondsUsed: 0,
    examTimeExceeded: false,
    learnerRetaking: false,
    status: 'IN_PROGRESS',
    enteredTimeOnTaskId: null,
    requiresBiosig: false,
    securityQuestionNeeded: false,
    securityQuestion: null,
    question: {
      questionText: q?.text ?? '',
      questionChoices: (q?.choices ?? []).map((text, i) => ({ id: 'ab'[i] ?? 'z', questionChoiceText: text })),
      userAnswer: null,
      currentQuestionNum: num,
      tags: ['agency'],
    },
    ...overrides,
  };
}
