var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};

// apps/server/src/main.ts
import { existsSync as existsSync6, mkdirSync as mkdirSync2, readFileSync as readFileSync6, writeFileSync } from "node:fs";
import { join as join10, resolve as resolve2 } from "node:path";
import { fileURLToPath as fileURLToPath3 } from "node:url";
import pg2 from "pg";

// apps/server/src/app.ts
import { createServer } from "node:http";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// packages/contracts/src/account.ts
import { z as z2 } from "zod";

// packages/contracts/src/inputs.ts
import { z } from "zod";
var DB_INT_MAX = 2147483647;
function idParam(name2) {
  return z.coerce.number({ error: `${name2} must be a number` }).int({ error: `${name2} must be a whole number`, abort: true }).min(1, { error: `${name2} must be positive`, abort: true }).max(DB_INT_MAX, `${name2} is out of range`);
}
function idField(name2) {
  return z.number({ error: `${name2} must be a number` }).int({ error: `${name2} must be a whole number`, abort: true }).min(1, { error: `${name2} must be positive`, abort: true }).max(DB_INT_MAX, `${name2} is out of range`);
}
function intField(name2, min = -DB_INT_MAX - 1, max = DB_INT_MAX) {
  return z.number({ error: `${name2} must be a number` }).int({ error: `${name2} must be a whole number`, abort: true }).min(min, { error: `${name2} must be at least ${min}`, abort: true }).max(max, `${name2} must be at most ${max}`);
}
function isStorableText(value) {
  return !UNSTORABLE.test(value);
}
var UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;
var STORABLE_TEXT_MESSAGE = "must not contain NUL characters or unpaired surrogates";
function text(params) {
  return z.string(params).refine(isStorableText, { message: STORABLE_TEXT_MESSAGE, abort: true });
}

// packages/contracts/src/limits.ts
var limits = {
  passwordMin: 5,
  passwordMax: 50,
  nameMin: 1,
  nameMax: 50,
  emailMin: 5,
  emailMax: 254,
  loginMin: 1,
  loginMax: 50,
  feedbackMax: 500,
  surveyFreeResponseMax: 1024,
  /** Chat messages, forum posts, assignment responses and every lesson answer text (001 §5). */
  chatMessageMax: 4096,
  /** Entries in one lesson answer list or map, so a hostile body cannot make grading costly. */
  answerListMax: 100,
  photoMaxBytes: 20971520
};
var RESET_KEY_VALID_HOURS = 24;
var LANGUAGES = ["en", "fr"];
var BUILD_VERSION = "0.82.10";

// packages/contracts/src/account.ts
var name = (field) => text({ error: `${field} is required` }).trim().min(limits.nameMin, `${field} is required`).max(limits.nameMax, `${field} must be at most ${limits.nameMax} characters`);
var emailField = z2.string({ error: "email is required" }).trim().min(limits.emailMin, `email must be at least ${limits.emailMin} characters`).max(limits.emailMax, `email must be at most ${limits.emailMax} characters`).pipe(z2.email("email is not valid"));
var passwordField = z2.string({ error: "password is required" }).min(limits.passwordMin, `password must be at least ${limits.passwordMin} characters`).max(limits.passwordMax, `password must be at most ${limits.passwordMax} characters`);
var loginField = z2.string({ error: "login is required" }).min(limits.loginMin, "login is required").max(limits.loginMax, `login must be at most ${limits.loginMax} characters`).regex(/^[a-z0-9]+$/, "login may contain only lowercase letters and digits");
var langKeyField = z2.enum(LANGUAGES, { error: "langKey must be one of en, fr" });
var PROFILE_CITY_MAX = 100;
var optionalText = (field, max, pattern) => z2.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`).refine((v) => v === "" || !pattern || pattern.re.test(v), pattern?.message ?? `${field} is not valid`).transform((v) => v === "" ? null : v).nullable().optional();
var profileFields = {
  mailingCity: optionalText("mailingCity", PROFILE_CITY_MAX),
  mailingZip: optionalText("mailingZip", 10, {
    re: /^\d{5}(-\d{4})?$/,
    message: "mailingZip must be a zip code (12345 or 12345-6789)"
  }),
  phone: optionalText("phone", 20, {
    re: /^(\+?1[ .-]?)?(\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/,
    message: "phone must be a 10-digit phone number (xxx-xxx-xxxx, xxx.xxx.xxxx, xxx xxx xxxx)"
  })
};
var accountReply = z2.object({
  login: z2.string(),
  email: z2.string(),
  firstName: z2.string(),
  lastName: z2.string(),
  langKey: langKeyField,
  activated: z2.boolean(),
  authorities: z2.array(z2.string()),
  /** Profile fields: sent by GET api/account (the sign-in reply leaves them out). */
  mailingCity: z2.string().nullable().optional(),
  mailingZip: z2.string().nullable().optional(),
  phone: z2.string().nullable().optional()
});
var accountSaveBody = z2.object({
  login: z2.string().optional(),
  firstName: name("firstName"),
  lastName: name("lastName"),
  email: emailField,
  langKey: langKeyField,
  currentPassword: z2.string({ error: "currentPassword must be text" }).max(limits.passwordMax).optional(),
  ...profileFields
});
var registerBody = z2.object({
  firstName: name("firstName"),
  lastName: name("lastName"),
  email: emailField,
  login: loginField,
  password: passwordField,
  langKey: langKeyField.optional(),
  key: z2.string().max(200).optional(),
  ...profileFields
});
var registerPageReply = z2.object({
  person: z2.object({
    firstName: z2.string().nullable(),
    lastName: z2.string().nullable(),
    email: z2.string().nullable(),
    login: z2.string().nullable()
  }).nullable()
});
var keyQuery = z2.object({ key: z2.string({ error: "key is required" }).min(1, "key is required").max(200) });
var changePasswordBody = z2.object({
  currentPassword: z2.string({ error: "currentPassword is required" }).min(1, "currentPassword is required").max(limits.passwordMax),
  newPassword: passwordField
});
var resetInitBody = z2.object({ email: emailField });
var resetFinishBody = z2.object({
  key: z2.string({ error: "key is required" }).min(1, "key is required").max(200),
  newPassword: passwordField
});
var authenticationBody = z2.object({
  username: z2.string({ error: "username is required" }).min(1, "username is required").max(limits.emailMax),
  password: z2.string({ error: "password is required" }).min(1, "password is required").max(limits.passwordMax),
  rememberMe: z2.union([z2.boolean(), z2.enum(["true", "false", "on"])]).optional().transform((v) => v === true || v === "true" || v === "on")
});
var sessionEntry = z2.object({
  series: z2.string(),
  ipAddress: z2.string(),
  userAgent: z2.string(),
  formattedTokenDate: z2.string(),
  tokenDate: z2.string(),
  rememberMe: z2.boolean(),
  current: z2.boolean()
});
var sessionsReply = z2.array(sessionEntry);
var seriesParams = z2.object({ series: z2.string().min(1).max(100) });

// packages/contracts/src/assignment.ts
import { z as z3 } from "zod";
var ASSIGNMENT_RESPONSE_MAX = limits.chatMessageMax;
var ASSIGNMENT_STATUSES = [
  "INCOMPLETE_ASSIGNMENT_RESPONSE",
  "INITIAL_RESPONSE",
  "INCOMPLETE_ASSIGNMENT",
  "COMPLETE_NO_RESPONSE",
  "COMPLETE_WITH_RESPONSE"
];
var assignmentStatus = z3.enum(ASSIGNMENT_STATUSES);
var assignmentParams = z3.object({
  assignmentId: idParam("assignmentId"),
  learnerProductId: idParam("learnerProductId"),
  learningComponentId: idParam("learningComponentId")
});
var assignmentResponseBody = z3.object({
  responseText: text({ error: "responseText is required" }).trim().min(1, "responseText is required").max(ASSIGNMENT_RESPONSE_MAX, `responseText must be at most ${ASSIGNMENT_RESPONSE_MAX} characters`)
});
var assignmentComment = z3.object({
  id: z3.number().int(),
  instructorResponse: z3.boolean(),
  commentDateTime: z3.string(),
  commentText: z3.string()
});
var assignmentReply = z3.object({
  id: z3.number().int(),
  assignmentTitle: z3.string(),
  assignmentText: z3.string(),
  /** Null until the learner has responded. */
  studentAssignmentId: z3.number().int().nullable(),
  status: assignmentStatus,
  statusText: z3.string(),
  /** The learner's latest response, or null. */
  responseText: z3.string().nullable(),
  answered: z3.boolean(),
  comments: z3.array(assignmentComment),
  containerTitle: z3.string().nullable()
});

// packages/contracts/src/authorities.ts
var Authority = {
  AUTHENTICATED: "ROLE_AUTHENTICATED",
  ADMIN: "ROLE_ADMIN",
  CMS_EDITOR: "ROLE_CMS_EDITOR",
  INSTRUCTOR: "ROLE_INSTRUCTOR",
  USERS_ROLE_VIEW: "USERS_ROLE_VIEW",
  USERS_ROLE_CREATE: "USERS_ROLE_CREATE",
  USERS_ROLE_UPDATE: "USERS_ROLE_UPDATE",
  USERS_ROLE_DELETE: "USERS_ROLE_DELETE"
};
var ALL_AUTHORITIES = Object.values(Authority);

// packages/contracts/src/course.ts
import { z as z5 } from "zod";

// packages/contracts/src/product.ts
import { z as z4 } from "zod";
var productListEntry = z4.object({
  productName: z4.string(),
  learnerProductId: z4.number().int(),
  status: z4.string()
});
var userProductsReply = z4.array(productListEntry);
var productType = z4.enum(["COURSE", "PROGRAM", "EXAM_PREP"]);
var siteAsset = z4.object({ label: z4.string(), type: z4.string(), url: z4.string() });
var DEFAULT_STUDY_PLAN_LABEL = "Course Syllabus";
var learnerProductReply = z4.object({
  id: z4.number().int(),
  courseTitle: z4.string(),
  login: z4.string(),
  firstName: z4.string(),
  accountName: z4.string(),
  externalUserId: z4.string().nullable(),
  externalEnrollmentId: z4.string().nullable(),
  industry: z4.string().nullable(),
  state: z4.string().nullable(),
  licenseType: z4.string().nullable(),
  ethicsCourse: z4.boolean(),
  type: productType,
  status: z4.string(),
  purchaseType: z4.string().nullable(),
  accountSiteUrl: z4.string().nullable(),
  accountPhone: z4.string().nullable(),
  accountEmail: z4.string().nullable(),
  accountLogoLight: z4.string().nullable(),
  proctorType: z4.string().nullable(),
  proctorStatus: z4.string().nullable(),
  supportChatEnabled: z4.boolean(),
  showContactInstructor: z4.boolean(),
  rules: z4.record(z4.string(), z4.string()),
  accountLogoDark: z4.string().nullable(),
  cesHomeUrl: z4.string().nullable(),
  hasSubmittedIdPhoto: z4.boolean(),
  hasMetPrerequisites: z4.boolean(),
  devShowLessonSkip: z4.boolean(),
  enhancedViewRequired: z4.boolean(),
  authRequired: z4.boolean(),
  biosigRequired: z4.boolean(),
  biosigNmlsIdRequired: z4.boolean(),
  biosigInitFailed: z4.boolean(),
  biosigCallbackId: z4.string().nullable(),
  biosigUrl: z4.string().nullable(),
  /** Child products of a program: the root node's children of type COURSE. */
  children: z4.array(z4.object({ id: z4.number().int(), title: z4.string(), type: z4.string() })),
  siteAssets: z4.object({
    studyPlanLabel: z4.string(),
    studyPlanAssets: z4.array(siteAsset),
    studyTipAssets: z4.array(siteAsset),
    instructorScheduleAssets: z4.array(siteAsset),
    careerBuilderAssets: z4.array(siteAsset)
  }),
  startDateRequired: z4.boolean()
});
var lpIdParams = z4.object({ lpId: idParam("lpId") });

// packages/contracts/src/course.ts
var nodeStatus = z5.enum(["LOCKED", "AVAILABLE", "IN_PROGRESS", "COMPLETE", "COMPLETE_FAIL"]);
var nodeRef = z5.object({
  id: z5.number().int(),
  type: z5.string(),
  title: z5.string(),
  titlePrefix: z5.string().nullable()
});
var metaNode = nodeRef.extend({
  parentId: z5.number().int().nullable(),
  children: z5.array(z5.number().int()),
  description: z5.string().nullable(),
  metadata: z5.record(z5.string(), z5.string())
});
var productMetaReply = z5.object({ rootId: z5.number().int(), nodes: z5.array(metaNode) });
var courseNextStep = z5.object({
  type: z5.enum(["START_DATE", "PURCHASE", "SURVEY", "AFFIDAVIT", "NODE"]),
  id: z5.number().int().nullable(),
  title: z5.string().nullable(),
  disabled: z5.boolean()
});
var effortRank = z5.enum(["FOCUS_HERE", "NEEDS_WORK", "GOOD", "LOCKED"]);
var effortBreakdown = z5.object({
  nodeId: z5.number().int(),
  title: z5.string(),
  effortRank,
  numberCorrect: z5.number().int(),
  totalNumber: z5.number().int()
});
var productStateReply = z5.object({
  courseNextStep: courseNextStep.nullable(),
  /** A message key and its values for the course message, or null. */
  courseMessage: z5.object({ key: z5.string(), values: z5.record(z5.string(), z5.string()) }).nullable(),
  coursePendingStartDate: z5.boolean(),
  courseStarted: z5.boolean(),
  courseCompleted: z5.boolean(),
  courseExpired: z5.boolean(),
  currentNodeId: z5.number().int().nullable(),
  componentStatusMap: z5.record(z5.string(), nodeStatus),
  derivedDataMap: z5.record(z5.string(), z5.record(z5.string(), z5.string())),
  handbooksData: z5.array(z5.object({ learningComponentId: z5.number().int(), locked: z5.boolean() })),
  effortBreakdowns: z5.array(effortBreakdown),
  instructorAvailable: z5.boolean()
});
var courseProgressReply = z5.object({
  showContentProgress: z5.boolean(),
  showUnitsCompleted: z5.boolean(),
  unitsTotalCount: z5.number().int(),
  unitsCompletedCount: z5.number().int(),
  percentComplete: z5.number(),
  timePercentComplete: z5.number(),
  learningStatus: nodeStatus,
  showCourseDates: z5.boolean(),
  coursePendingStartDate: z5.boolean(),
  courseStartDate: z5.string().nullable(),
  courseEndDate: z5.string().nullable(),
  courseDuration: z5.number().int(),
  courseDaysRemaining: z5.number().int().nullable(),
  minimumRequiredMinutes: z5.number().int().nullable(),
  minimumRecommendedMinutes: z5.number().int().nullable(),
  hoursCompleted: z5.number().int(),
  minutesCompleted: z5.number().int(),
  secondsCompleted: z5.number().int(),
  timeProgressFormat: z5.string(),
  showTimeProgress: z5.boolean(),
  maxTimeReached: z5.boolean(),
  units: z5.array(
    z5.object({
      nodeId: z5.number().int(),
      title: z5.string(),
      titlePrefix: z5.string().nullable(),
      percentComplete: z5.number(),
      showTimeAtUnitLevel: z5.boolean(),
      unitHoursCompleted: z5.number().int(),
      unitMinutesCompleted: z5.number().int(),
      unitSecondsCompleted: z5.number().int(),
      unitMinimumRequiredMinutes: z5.number().int().nullable(),
      unitTimePercentComplete: z5.number()
    })
  )
});
var nodeView = nodeRef.extend({
  parent: nodeRef.nullable(),
  children: z5.array(z5.lazy(() => nodeView)),
  description: z5.string().nullable(),
  metadata: z5.record(z5.string(), z5.string()),
  derivedData: z5.record(z5.string(), z5.string()),
  status: nodeStatus,
  nextStep: z5.object({ id: z5.number().int(), title: z5.string(), titlePrefix: z5.string().nullable(), parentIsRoot: z5.boolean() }).nullable(),
  exemptInfo: z5.object({
    exempt: z5.boolean(),
    ancestorExempt: z5.boolean(),
    statusText: z5.string().nullable(),
    helpText: z5.string().nullable(),
    childBannerText: z5.string().nullable()
  }),
  optionalInfo: z5.object({ optional: z5.boolean(), ancestorOptional: z5.boolean(), optionalStatusText: z5.string().nullable() }),
  instructorInfo: z5.object({
    instructorRequired: z5.boolean(),
    ancestorInstructorRequired: z5.boolean(),
    text: z5.string().nullable()
  }),
  enforcesProgression: z5.boolean(),
  locked: z5.boolean(),
  completed: z5.boolean(),
  current: z5.boolean(),
  inProgress: z5.boolean(),
  completedChildCount: z5.number().int()
});
var lcReply = z5.object({
  node: nodeView,
  breadcrumbs: z5.array(nodeRef),
  isRoot: z5.boolean(),
  contactInstructor: z5.object({ available: z5.boolean() }),
  // Lesson/node page data (001 §3).
  /** The node's HOME_BUTTON_TEXT metadata; null: the client's default text. */
  homeButtonText: z5.string().nullable(),
  instructorRequired: z5.boolean(),
  /** The node's own resources, in package order. */
  resources: z5.array(z5.object({ id: z5.number().int(), title: z5.string(), type: z5.string() })),
  /** Of those, the ones this learner has not opened (lessons: all must be opened before completing). */
  unviewedResources: z5.array(z5.object({ id: z5.number().int(), title: z5.string() })),
  /** lessonCompleteResources may continue: nothing left unviewed. */
  allowContinue: z5.boolean(),
  /** The course-progress box is shown (not for exam-prep products). */
  showCourseProgress: z5.boolean(),
  instructorScheduleAssets: z5.array(siteAsset)
});
var lcParams = z5.object({
  lpId: idParam("lpId"),
  nodeId: idParam("nodeId")
});
var lcQuery = z5.object({ step: text().max(50).optional() });
var startEndReply = z5.object({
  duration: z5.number().int(),
  startDate: z5.string().nullable(),
  endDate: z5.string().nullable(),
  expirationDate: z5.string().nullable()
});
var usDate = text({ error: "startDate is required" }).trim().regex(/^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}$/, "startDate must be a date MM/DD/YYYY");
var startEndBody = z5.union([usDate, z5.object({ startDate: usDate })]);
var progressionReply = z5.object({
  status: nodeStatus,
  exemptCompletionText: z5.string().nullable(),
  bookmarked: z5.boolean(),
  nextStep: z5.object({ id: z5.number().int(), title: z5.string(), parentIsRoot: z5.boolean() }).nullable()
});
var finishReply = z5.object({
  securityQuestionNeeded: z5.boolean(),
  securityQuestion: z5.number().int().nullable(),
  final: z5.boolean(),
  finalComplete: z5.boolean(),
  complete: z5.boolean()
});
var studentInfoReply = z5.object({
  learnerProductId: z5.number().int(),
  login: z5.string(),
  firstName: z5.string(),
  lastName: z5.string(),
  email: z5.string(),
  courseTitle: z5.string(),
  externalUserId: z5.string().nullable(),
  externalEnrollmentId: z5.string().nullable(),
  startDate: z5.string().nullable(),
  endDate: z5.string().nullable()
});

// packages/contracts/src/errors.ts
import { z as z6 } from "zod";
var fieldError = z6.object({ field: z6.string(), message: z6.string() });
var errorBody = z6.object({
  status: z6.number().int(),
  code: z6.string(),
  message: z6.string(),
  fieldErrors: z6.array(fieldError).optional()
});
var accountErrorMessages = {
  LOGIN_ALREADY_USED: "login already in use",
  EMAIL_ALREADY_USED: "email address already in use",
  EMAIL_NOT_REGISTERED: "email address not registered"
};

// packages/contracts/src/exam.ts
import { z as z7 } from "zod";
var EXAM_STATUSES = [
  "PASS",
  "FAIL",
  "IN_PROGRESS",
  "PARTIALLY_COMPLETED",
  "INELIGIBLE",
  "SURVEY_FIRST",
  "ASSIGNMENT_NOT_COMPLETE",
  "MIN_COURSE_TIME_NOT_MET",
  "MIN_COURSE_TIME_NOT_MET_UNIT",
  "MIN_COURSE_TIME_NOT_MET_STUDY",
  "MUST_WAIT",
  "COMPLETED_REQUIRED_ATTEMPTS"
];
var examStatus = z7.enum(EXAM_STATUSES);
var examLimits = {
  /** A save this many seconds after the deadline is still accepted (network latency); later ones get 409. */
  saveGraceSeconds: 5,
  /** An unfinished attempt without activity for this long is PARTIALLY_COMPLETED rather than IN_PROGRESS. */
  partialAfterMinutes: 30,
  /** Default warning before the end of a timed exam when the exam sets none. */
  defaultTimeWarningSeconds: 300,
  /** Course time (GET api/exam/getCourseTime) of 240 minutes or more counts as long enough (002 §9). */
  longCourseMinutes: 240,
  /** Effort ranks: GOOD from 80 %, NEEDS_WORK from 60 %, FOCUS_HERE below (the gauge colours of 001 §9). */
  effortGoodPercent: 80,
  effortNeedsWorkPercent: 60,
  /** A choice id as sent by the browser. */
  answerMaxLength: 64
};
var examComponentParams = z7.object({ componentId: idParam("componentId") });
var personAssessmentParams = z7.object({ personAssessmentId: idParam("personAssessmentId") });
var examQuestionParams = z7.object({ questionId: idParam("questionId") });
var courseTimeParams = z7.object({ id: idParam("id") });
var examLearnerProductQuery = z7.object({ learnerProductId: idParam("learnerProductId").optional() });
var examButton = z7.object({
  buttonType: z7.enum(["PRIMARY", "SECONDARY"]),
  /** English text; clients translate by buttonAction. */
  buttonText: z7.string(),
  buttonAction: z7.enum(["CONTINUE", "RETAKE", "REVIEW", "HISTORY", "HOME"])
});
var scoreBreakdown = z7.object({
  title: z7.string(),
  scores: z7.object({
    numCorrect: z7.number().int(),
    numIncorrect: z7.number().int(),
    numQuestions: z7.number().int(),
    percent: z7.number().int()
  })
});
var examResult = z7.object({
  personAssessmentId: z7.number().int(),
  assessmentId: z7.number().int(),
  attemptNumber: z7.number().int(),
  numCorrect: z7.number().int(),
  numIncorrect: z7.number().int(),
  numQuestions: z7.number().int(),
  examScore: z7.number().int().nullable(),
  examPassed: z7.boolean(),
  passingScore: z7.number().int(),
  examScoredAsPassFail: z7.boolean(),
  status: z7.enum(["PASS", "FAIL"]),
  examFeedbackMessage: z7.string().nullable(),
  canShowFeedback: z7.boolean(),
  canDownload: z7.boolean(),
  trial: z7.boolean(),
  scoreBreakdowns: z7.array(scoreBreakdown),
  examEffortBreakdowns: z7.array(effortBreakdown),
  effortBreakdowns: z7.array(effortBreakdown),
  /** h:mm:ss */
  timeTaken: z7.string(),
  /** English, e.g. "42 minutes 10 seconds"; clients may format secondsElapsed themselves. */
  elapsedTimeText: z7.string(),
  secondsElapsed: z7.number().int(),
  startedAt: z7.string(),
  finishedAt: z7.string(),
  /** The attempt ended at its deadline rather than by Submit. */
  timeExpired: z7.boolean(),
  reviewQuestionMessage: z7.string().nullable(),
  buttons: z7.array(examButton)
});
var examStatusReply = z7.object({
  status: examStatus.nullable(),
  isFinal: z7.boolean(),
  /** The unfinished attempt, else the latest finished one (for results), else null. */
  personAssessmentId: z7.number().int().nullable(),
  examHistoryList: z7.array(examResult),
  proctorRequired: z7.boolean(),
  accessRequired: z7.boolean(),
  driversLicenseRequired: z7.boolean(),
  proctorStatus: z7.string().nullable(),
  proctorAffidavitRequired: z7.boolean(),
  surveyRequired: z7.boolean(),
  affidavitRequired: z7.boolean(),
  /**
   * Seconds: seat time still required (MIN_COURSE_TIME_NOT_MET*), wait before a retake (MUST_WAIT), or
   * left on the clock of the unfinished attempt (IN_PROGRESS, PARTIALLY_COMPLETED, timed exams). Else null.
   */
  timeLeft: z7.number().int().nullable(),
  /** Negative means unlimited. */
  allowedAttemptCount: z7.number().int(),
  /** Question numbers (1-based) starred in the unfinished attempt. */
  starredQuestions: z7.array(z7.number().int()),
  componentId: z7.number().int(),
  learnerProductId: z7.number().int(),
  title: z7.string(),
  examType: z7.string(),
  locked: z7.boolean(),
  optional: z7.boolean(),
  canStart: z7.boolean(),
  canResume: z7.boolean(),
  canRetake: z7.boolean(),
  /** Attempts that count (trial attempts do not). */
  attemptCount: z7.number().int(),
  totalQuestionsNum: z7.number().int(),
  /** Percent; 0 means no pass mark ("n/a"). */
  passingScore: z7.number().int(),
  /** Minutes; 0 or less means not timed. */
  cumulativeExamTime: z7.number().int(),
  introMessage: z7.string().nullable(),
  popupBeforeExam: z7.string().nullable(),
  displayAndRecordTime: z7.boolean(),
  disallowRetakes: z7.boolean(),
  maxRetakesReachedMessage: z7.string().nullable(),
  /** Rule text for ASSIGNMENT_NOT_COMPLETE, else null. */
  message: z7.string().nullable(),
  minutesBeforeRetake: z7.number().int(),
  accessCodeAccepted: z7.boolean(),
  proctorCodeAccepted: z7.boolean(),
  driversLicenseProvided: z7.boolean()
});
var examQuestionBody = z7.object({
  /** The exam node (learning component) id. */
  assessmentId: idField("assessmentId"),
  learnerProductId: idField("learnerProductId").optional(),
  /** When given, must name the unfinished attempt (a stale tab gets 409). */
  personAssessmentId: idField("personAssessmentId").optional(),
  currentQuestionNum: intField("currentQuestionNum", 0).optional(),
  totalQuestionsNum: intField("totalQuestionsNum").optional(),
  assessmentQuestionId: idField("assessmentQuestionId").optional(),
  userAnswer: text().min(1).max(examLimits.answerMaxLength).nullable().optional(),
  questionAnsweredCount: intField("questionAnsweredCount").optional(),
  questionSequenceRequest: z7.enum(["NEXT", "PREVIOUS", "CURRENT", "LAST_ANSWERED"]).optional(),
  secondsLeftOnExam: z7.number().optional(),
  secondsBeforeTimeWarning: z7.number().optional(),
  secondsElapsed: z7.number().optional(),
  enteredTimeOnTaskId: intField("enteredTimeOnTaskId").nullable().optional(),
  learnerRetaking: z7.boolean().optional(),
  secondsUsed: z7.number().optional(),
  proctorCode: text().max(100).optional(),
  driversLicense: text().max(100).optional(),
  key: text().max(200).optional(),
  status: text().max(50).optional(),
  examTimeExceeded: z7.boolean().optional(),
  requiresBiosig: z7.boolean().optional()
});
var examQuestionView = z7.object({
  questionText: z7.string(),
  questionChoices: z7.array(z7.object({ id: z7.string(), questionChoiceText: z7.string() })),
  userAnswer: z7.string().nullable(),
  currentQuestionNum: z7.number().int(),
  tags: z7.array(z7.string())
});
var examQuestionReply = z7.object({
  assessmentId: z7.number().int(),
  personAssessmentId: z7.number().int(),
  learnerProductId: z7.number().int(),
  currentQuestionNum: z7.number().int(),
  totalQuestionsNum: z7.number().int(),
  assessmentQuestionId: z7.number().int(),
  userAnswer: z7.string().nullable(),
  questionAnsweredCount: z7.number().int(),
  /** Question numbers answered so far (for the jump list). */
  answeredQuestions: z7.array(z7.number().int()),
  starred: z7.boolean(),
  starredQuestions: z7.array(z7.number().int()),
  /** Seconds until the deadline; -1 when the exam is not timed. */
  secondsLeftOnExam: z7.number().int(),
  /** Seconds until the time warning should show (0 once inside the warning window); -1 when not timed. */
  secondsBeforeTimeWarning: z7.number().int(),
  secondsElapsed: z7.number().int(),
  secondsUsed: z7.number().int(),
  examTimeExceeded: z7.boolean(),
  learnerRetaking: z7.boolean(),
  status: examStatus,
  enteredTimeOnTaskId: z7.number().int().nullable(),
  requiresBiosig: z7.boolean(),
  /**
   * A security question must be answered (POST api/security/learner) before the learner goes past this
   * question (SC_SECURITY_SECURITY_QUESTIONS_REQUIRED; decision 0042). The move that reached a point is
   * held: the reply is still the question the learner was on; repeat the move once the answer is right.
   */
  securityQuestionNeeded: z7.boolean(),
  /** The question to ask (1-4) while securityQuestionNeeded, else null. */
  securityQuestion: z7.number().int().min(1).max(4).nullable(),
  question: examQuestionView
});
var examReviewQuestion = z7.object({
  currentQuestionNum: z7.number().int(),
  assessmentQuestionId: z7.number().int(),
  questionText: z7.string(),
  choices: z7.array(
    z7.object({
      id: z7.string(),
      questionChoiceText: z7.string(),
      questionChoiceFeedback: z7.string().nullable(),
      correct: z7.boolean()
    })
  ),
  tags: z7.array(z7.string()),
  userAnswer: z7.string().nullable(),
  correctAnswer: z7.string(),
  /** Text of the learner's choice. */
  response: z7.string().nullable(),
  answerCorrectly: z7.boolean(),
  /** Feedback of the learner's choice, else of the correct one. */
  choiceLevelFeedback: z7.string().nullable(),
  explanation: z7.string().nullable()
});
var examReviewReply = examResult.extend({ questions: z7.array(examReviewQuestion) });
var examStarReply = z7.object({
  assessmentQuestionId: z7.number().int(),
  starred: z7.boolean(),
  starredQuestions: z7.array(z7.number().int())
});
var courseTimeReply = z7.number().int();
var examOptionalReply = z7.boolean();

// packages/contracts/src/exam-gates.ts
import { z as z8 } from "zod";
var examGateLimits = {
  /** Characters of an issued code (Crockford base32, shown as XXXX-XXXX): 40 bits. */
  codeLength: 8,
  /** What a learner may type: letters and digits (dashes and spaces are ignored). */
  codeInputMin: 4,
  codeInputMax: 40,
  /** Wrong codes a learner may enter per kind in the window before 429. */
  maxWrongCodes: 5,
  wrongCodeWindowMinutes: 15,
  /** Default lifetime of an issued code. */
  accessCodeValidMinutes: 7 * 24 * 60,
  proctorCodeValidMinutes: 24 * 60,
  maxValidMinutes: 90 * 24 * 60,
  driversLicenseMax: 40,
  /** A cipher from the proctoring site is accepted this long after it was made. */
  cipherMaxAgeMinutes: 30,
  cipherMax: 300
};
var GATE_CODE_KINDS = ["ACCESS", "PROCTOR"];
var gateCodeKind = z8.enum(GATE_CODE_KINDS);
var examGateMessages = {
  accessCodeRequired: "A valid access code is required to access the final course exam.",
  accessCodeInvalid: "The code entered is not valid",
  accessCodeIncorrect: "Incorrect Access Code",
  proctorCodeIncorrect: "The Proctor Code is not correct.",
  driversLicenseRequired: "Driver's License Number is required."
};
var ExamGateError = {
  /** 429: too many wrong codes; the message says when to try again. */
  CODE_GUESSES_EXCEEDED: "CODE_GUESSES_EXCEEDED",
  /** 403 from the attempt start when a required gate was not passed. */
  ACCESS_CODE_REQUIRED: "ACCESS_CODE_REQUIRED",
  PROCTOR_CODE_REQUIRED: "PROCTOR_CODE_REQUIRED",
  DRIVERS_LICENSE_REQUIRED: "DRIVERS_LICENSE_REQUIRED",
  /** 409: the proctoring site cannot be opened for this learner product (reason in the message). */
  PROCTOR_SITE_NOT_ELIGIBLE: "PROCTOR_SITE_NOT_ELIGIBLE",
  NOT_AN_EXAM: "NOT_AN_EXAM"
};
var gateCodeParams = z8.object({
  code: text().trim().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "code must be letters and digits").refine(
    (v) => {
      const n = v.replace(/[\s-]/g, "").length;
      return n >= examGateLimits.codeInputMin && n <= examGateLimits.codeInputMax;
    },
    { message: `code must be ${examGateLimits.codeInputMin}-${examGateLimits.codeInputMax} letters or digits` }
  )
});
var gateCodeQuery = z8.object({
  learnerProductId: idParam("learnerProductId").optional(),
  componentId: idParam("componentId").optional()
});
var gateCodeCheckReply = z8.boolean();
var issueGateCodeBody = z8.object({
  learnerProductId: idField("learnerProductId"),
  /** The exam node the code opens. */
  componentId: idField("componentId"),
  kind: gateCodeKind,
  validMinutes: z8.number().int().min(1).max(examGateLimits.maxValidMinutes).optional(),
  /** E-mail the code to this address (a proctor); `learner` sends it to the learner's own address. */
  emailTo: z8.union([z8.literal("learner"), z8.email('emailTo must be an e-mail address or "learner"')]).optional()
});
var issuedGateCode = z8.object({
  id: z8.number().int(),
  kind: gateCodeKind,
  /** Shown once: only a keyed hash is stored. */
  code: z8.string(),
  learnerProductId: z8.number().int(),
  componentId: z8.number().int(),
  expiresAt: z8.string(),
  /** The stored e-mail when the code was sent, else null. */
  emailId: z8.number().int().nullable()
});
var finalExamUserDataBody = z8.object({
  driversLicense: z8.string({ error: "driversLicense is required" }).trim().min(1, examGateMessages.driversLicenseRequired).max(examGateLimits.driversLicenseMax, `driversLicense is at most ${examGateLimits.driversLicenseMax} characters`)
});
var finalExamUserDataParams = z8.object({
  learnerProductId: idParam("learnerProductId"),
  componentId: idParam("componentId")
});
var finalExamUserDataReply = z8.object({ driversLicenseProvided: z8.boolean() });
var learnerProductIdParams = z8.object({ learnerProductId: idParam("learnerProductId") });
var finalAffidavitParams = z8.object({ id: idParam("id") });
var proctorSiteReply = z8.object({ url: z8.string() });
var PROCTOR_SITE_INELIGIBLE_REASONS = [
  "NOT_REMOTE_PROCTORED",
  "NO_PROCTOR_SITE",
  "COURSE_NOT_ACTIVE",
  "NO_FINAL_EXAM",
  "FINAL_EXAM_LOCKED",
  "FINAL_EXAM_COMPLETE"
];
var proctorSiteEligibilityReply = z8.object({
  eligible: z8.boolean(),
  /** Why not, when not eligible. */
  reason: z8.enum(PROCTOR_SITE_INELIGIBLE_REASONS).nullable(),
  proctorType: z8.string().nullable()
});
var checkCipherQuery = z8.object({
  cipher: z8.string({ error: "cipher is required" }).min(1, "cipher is required").max(examGateLimits.cipherMax),
  learnerProductId: idParam("learnerProductId")
});
var checkCipherReply = z8.boolean();
var proctorLogoutParams = z8.object({ email: z8.email("email must be an e-mail address") });
var SSN_MODES = ["NONE", "FULL", "LAST_FOUR"];
var finalAffidavitFormReply = z8.object({
  learnerProductId: z8.number().int(),
  courseTitle: z8.string(),
  affidavitRequired: z8.boolean(),
  firstName: z8.string(),
  lastName: z8.string(),
  /** Today's date (MM/DD/YYYY) by the server's clock: the entered date must equal it. */
  today: z8.string(),
  /** The rule's certification text; null means the client shows its default text. */
  certificationText: z8.string().nullable(),
  bioInstruction: z8.string().nullable(),
  fields: z8.object({
    middleNameRequired: z8.boolean(),
    ssn: z8.enum(SSN_MODES),
    driversLicenseNumber: z8.boolean(),
    nrds: z8.boolean(),
    dateOfBirth: z8.boolean(),
    age: z8.boolean(),
    gender: z8.boolean(),
    education: z8.boolean(),
    martialStatus: z8.boolean(),
    employmentStatus: z8.boolean(),
    ethnicity: z8.boolean(),
    password: z8.boolean(),
    idNumber: z8.boolean(),
    nmlsId: z8.boolean(),
    countyOfResidence: z8.boolean(),
    license: z8.boolean(),
    cycle: z8.boolean()
  })
});
var proctorAffidavitMessages = {
  dateInvalid: "Date is not valid.",
  phoneInvalid: "Daytime Phone Number is not valid. Input an Daytime Phone Number [xxx-xxx-xxxx, xxx.xxx.xxxx, xxx xxx xxxx]",
  emailInvalid: "Email is not valid.",
  proctorCodeIncorrect: "Incorrect Proctor Code"
};
var proctorAffidavitLimits = {
  nameMax: 100,
  employerAndJobTitleMax: 200,
  businessAddressMax: 300,
  relationshipMax: 100,
  emailMin: limits.emailMin,
  emailMax: limits.emailMax
};
var US_PHONE_PATTERN = /^(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
function parseProctorAffidavitDate(input) {
  const digits2 = input.trim();
  if (!/^\d{2}[/.-]?\d{2}[/.-]?\d{4}$/.test(digits2)) return null;
  const d = digits2.replace(/\D/g, "");
  const a = Number(d.slice(0, 2));
  const b = Number(d.slice(2, 4));
  const year = Number(d.slice(4));
  const real = (month, day) => {
    if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  };
  const iso2 = (month, day) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (real(a, b)) return iso2(a, b);
  if (real(b, a)) return iso2(b, a);
  return null;
}
var required = (field, max) => z8.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);
var proctorAffidavitBody = z8.object({
  personAssessmentId: idField("personAssessmentId"),
  learnerProductId: idField("learnerProductId"),
  proctorCode: gateCodeParams.shape.code,
  proctorName: required("proctorName", proctorAffidavitLimits.nameMax),
  employerAndJobTitle: required("employerAndJobTitle", proctorAffidavitLimits.employerAndJobTitleMax),
  businessAddress: required("businessAddress", proctorAffidavitLimits.businessAddressMax),
  daytimePhone: z8.string({ error: "daytimePhone is required" }).trim().regex(US_PHONE_PATTERN, proctorAffidavitMessages.phoneInvalid),
  email: z8.string({ error: "email is required" }).trim().min(proctorAffidavitLimits.emailMin, proctorAffidavitMessages.emailInvalid).max(proctorAffidavitLimits.emailMax, proctorAffidavitMessages.emailInvalid).pipe(z8.email(proctorAffidavitMessages.emailInvalid)),
  relationship: required("relationship", proctorAffidavitLimits.relationshipMax),
  date: z8.string({ error: "date is required" }).refine((v) => parseProctorAffidavitDate(v) !== null, proctorAffidavitMessages.dateInvalid)
});
var proctorAffidavitReply = z8.object({ proctorCodeValid: z8.boolean() });

// packages/contracts/src/forum.ts
import { z as z9 } from "zod";
var FORUM_POST_MAX = limits.chatMessageMax;
var forumPostBody = z9.object({
  forumId: idParam("forumId"),
  postText: text({ error: "postText is required" }).trim().min(1, "postText is required").max(FORUM_POST_MAX, `postText must be at most ${FORUM_POST_MAX} characters`)
});
var forumPost = z9.object({
  id: z9.number().int(),
  forumId: z9.number().int(),
  author: z9.string(),
  createdOn: z9.string(),
  postText: z9.string()
});
var forumParams = z9.object({
  id: idParam("id")
});
var forumReply = z9.object({
  id: z9.number().int(),
  title: z9.string(),
  question: z9.string(),
  active: z9.boolean(),
  posts: z9.array(forumPost)
});

// packages/contracts/src/glossary.ts
import { z as z10 } from "zod";
var GLOSSARY_SEARCH_MAX = 100;
var GLOSSARY_RESULTS_MAX = 50;
var glossaryTerm = z10.object({
  id: z10.number().int(),
  term: z10.string(),
  word: z10.string(),
  definition: z10.string(),
  example: z10.string().nullable()
});
var glossarySearchBody = z10.object({
  value: text({ error: "value is required" }).trim().min(1, "value is required").max(GLOSSARY_SEARCH_MAX, `value must be at most ${GLOSSARY_SEARCH_MAX} characters`)
});
var glossarySearchReply = z10.array(glossaryTerm);
var glossaryTermParams = z10.object({
  id: idParam("id")
});
var glossarySearchParams = z10.object({
  lpId: idParam("lpId")
});

// packages/contracts/src/lesson.ts
import { z as z11 } from "zod";
var publicSlide = z11.object({
  id: z11.string(),
  type: z11.string(),
  title: z11.string(),
  referenceId: z11.number().int(),
  requiredTime: z11.number().int(),
  taken: z11.boolean()
}).catchall(z11.unknown());
var lessonReply = z11.object({
  lessonId: z11.number().int(),
  title: z11.string(),
  titlePrefix: z11.string().nullable(),
  /** Index of the next slide to take (= inquiries.length when all are taken). */
  currentIndex: z11.number().int(),
  inquiries: z11.array(publicSlide)
});
var lessonParams = z11.object({
  lpId: idParam("lpId"),
  nodeId: idParam("nodeId")
});
var lessonImageParams = z11.object({
  lpId: idParam("lpId"),
  lessonId: idParam("lessonId"),
  path: text().min(1, "path is required").max(255)
});
var lessonImagePath = (lpId, lessonId, fileName) => `/asset-storage/lesson/${lpId}/${lessonId}/${encodeURIComponent(fileName)}`;
var submitParams = z11.object({
  lpId: idParam("lpId"),
  lcId: idParam("lcId"),
  lessonId: idParam("lessonId"),
  inquiryId: idParam("inquiryId"),
  progressOnSuccess: z11.enum(["true", "false"], { error: "progressOnSuccess must be true or false" }).transform((v) => v === "true")
});
var answerCheckBody = z11.object({
  learnerProductId: idField("learnerProductId"),
  learningComponentId: idField("learningComponentId"),
  lessonId: idField("lessonId"),
  inquiryId: idField("inquiryId"),
  /** One of lesson-answers' `answerSchemas`, chosen by the type of the inquiry the server loads: the body
   *  does not carry the type, so no union here could pick the right schema or its field messages. */
  inquiryAnswerData: z11.unknown(),
  progressOnSuccess: z11.boolean().default(true)
});
var answerCheckReply = z11.object({
  answers: z11.unknown(),
  correct: z11.boolean().nullable(),
  feedback: z11.string().nullable(),
  optionFeedback: z11.record(z11.string(), z11.string()),
  next: z11.unknown().nullable(),
  text: z11.string().nullable(),
  pollResults: z11.array(z11.object({ label: z11.string(), value: z11.number().int() })).nullable(),
  /** The slide counts as taken; `progressed`: the learner may go to the next slide. */
  taken: z11.boolean(),
  progressed: z11.boolean(),
  currentIndex: z11.number().int()
});
var lessonFinishReply = z11.object({
  securityQuestionNeeded: z11.boolean(),
  securityQuestion: z11.number().int().nullable(),
  final: z11.boolean(),
  finalComplete: z11.boolean(),
  complete: z11.boolean(),
  /** True once the lesson node is COMPLETE. */
  lessonComplete: z11.boolean(),
  unviewedResources: z11.array(z11.object({ id: z11.number().int(), title: z11.string() }))
});

// packages/contracts/src/lesson-answers.ts
import { z as z12 } from "zod";
var ANSWER_TEXT_MAX = limits.chatMessageMax;
var ANSWER_LIST_MAX = limits.answerListMax;
var ID_MAX = 64;
var object = { error: "inquiryAnswerData must be an object" };
var id = (field) => z12.string({ error: `${field} must be an id` }).min(1, `${field} must not be empty`).max(ID_MAX, `${field} must be at most ${ID_MAX} characters`);
var idList = (field, what) => z12.array(id(`${field} entries`), { error: `${field} must be a list of ids` }).min(1, `${field} must name at least one ${what}`).max(ANSWER_LIST_MAX, `${field} must have at most ${ANSWER_LIST_MAX} entries`);
var sizeBetween = (m) => {
  const n = Object.keys(m).length;
  return n >= 1 && n <= ANSWER_LIST_MAX;
};
var sizeMessage = (field) => `${field} must have between 1 and ${ANSWER_LIST_MAX} entries`;
var idMap = (field) => z12.record(id(`${field} keys`), id(`${field} values`), { error: `${field} must map ids to ids` }).refine(sizeBetween, sizeMessage(field));
var text2 = (field) => text({ error: `${field} must be text` }).max(ANSWER_TEXT_MAX, `${field} must be at most ${ANSWER_TEXT_MAX} characters`);
var requiredText = (field) => text2(field).refine((s) => s.trim().length > 0, `${field} must not be empty`);
var coordinate = (field) => z12.number({ error: `${field} must be a finite number` });
var trueFalseAnswer = z12.object({ value: z12.boolean({ error: "value must be true or false" }) }, object);
var multipleChoiceAnswer = z12.object({ choiceIds: idList("choiceIds", "choice") }, object);
var textEditAnswer = z12.object({ text: requiredText("text") }, object);
var sortingAnswer = z12.object({ placements: idMap("placements") }, object);
var matchingAnswer = z12.object({ pairs: idMap("pairs") }, object);
var completeStoryAnswer = z12.object(
  {
    blanks: z12.record(z12.string().regex(/^[A-Za-z0-9_]{1,64}$/, "blanks keys must be placeholder names"), requiredText("blanks values"), {
      error: "blanks must map placeholder names to text"
    }).refine(sizeBetween, sizeMessage("blanks"))
  },
  object
);
var hotSpotAnswer = z12.object(
  {
    points: z12.array(z12.object({ x: coordinate("points x"), y: coordinate("points y") }, { error: "points entries must be {x, y}" }), {
      error: "points must be a list"
    }).min(1, "points must have at least one point").max(ANSWER_LIST_MAX, `points must have at most ${ANSWER_LIST_MAX} entries`)
  },
  object
);
var branchingAnswer = z12.object({ path: idList("path", "option") }, object);
var surveyPathEntry = z12.object(
  { stepId: id("path stepId"), optionId: id("path optionId").optional(), value: text2("path value").optional() },
  { error: "path entries must be {stepId, optionId?, value?}" }
);
var surveyAnswer = z12.object(
  {
    path: z12.array(surveyPathEntry, { error: "path must be a list" }).min(1, "path must have at least one step").max(ANSWER_LIST_MAX, `path must have at most ${ANSWER_LIST_MAX} entries`)
  },
  object
);
var studentPollAnswer = z12.object({ choiceIds: idList("choiceIds", "choice") }, object);
var forumAnswer = z12.object({ postText: requiredText("postText") }, object);
var assignmentAnswer = z12.object({ responseText: requiredText("responseText") }, object);
var answerSchemas = {
  TRUE_FALSE: trueFalseAnswer,
  MULTIPLE_CHOICE: multipleChoiceAnswer,
  TEXT_EDIT: textEditAnswer,
  MATCHING_DND_GRP: sortingAnswer,
  MATCHING_DND_ANSWERS: matchingAnswer,
  COMPLETE_STORY: completeStoryAnswer,
  HOT_SPOT: hotSpotAnswer,
  BRANCHING: branchingAnswer,
  SURVEY: surveyAnswer,
  STUDENT_POLL: studentPollAnswer,
  FORUM: forumAnswer,
  ASSIGNMENT: assignmentAnswer
};

// packages/contracts/src/password-strength.ts
var PasswordRejection = {
  TOO_SHORT: "PASSWORD_TOO_SHORT",
  TOO_COMMON: "PASSWORD_TOO_COMMON",
  MATCHES_ACCOUNT: "PASSWORD_MATCHES_ACCOUNT"
};
var PASSWORD_REJECTION_CODES = Object.values(PasswordRejection);

// packages/contracts/src/platform.ts
import { z as z13 } from "zod";
var featureFlagsReply = z13.record(z13.string(), z13.boolean());
var healthReply = z13.object({
  status: z13.enum(["UP", "DOWN"]),
  components: z13.object({ db: z13.object({ status: z13.enum(["UP", "DOWN"]), database: z13.string() }) })
});
var clientConfigReply = z13.object({
  accountSiteUrl: z13.string().nullable(),
  devMode: z13.boolean(),
  buildVersion: z13.string(),
  demoLogins: z13.array(z13.string())
});
var auditEvent = z13.object({
  id: z13.number().int(),
  principal: z13.string(),
  type: z13.string(),
  timestamp: z13.string(),
  data: z13.record(z13.string(), z13.string())
});
var auditsReply = z13.array(auditEvent);
var auditsQuery = z13.object({
  fromDate: z13.iso.date("fromDate must be a date (YYYY-MM-DD)").optional(),
  toDate: z13.iso.date("toDate must be a date (YYYY-MM-DD)").optional()
});
var okReply = z13.object({ ok: z13.literal(true) });

// packages/contracts/src/proctor-status.ts
var PROCTOR_USER_NOT_CREATED = "USER_NOT_CREATED";
var proctorProfilePasswordMin = 6;
var proctorUserNotCreatedMessage = "Your proctoring profile could not be created because your password is shorter than 6 characters. Change your password, then sign in again.";

// packages/contracts/src/resource.ts
import { z as z14 } from "zod";
var RESOURCE_TYPES = [
  "LINK",
  "FORUM",
  "AUDIO",
  "DOCUMENT",
  "IMAGE",
  "PDF",
  "SPREADSHEET",
  "VIDEO",
  "HTML",
  "NOTES",
  "KEY_POINTS"
];
var resourceType = z14.enum(RESOURCE_TYPES);
var DOWNLOADABLE_RESOURCE_TYPES = [
  "AUDIO",
  "DOCUMENT",
  "IMAGE",
  "PDF",
  "SPREADSHEET",
  "VIDEO",
  "HTML"
];
function canDownloadResource(resource2, external) {
  if (!DOWNLOADABLE_RESOURCE_TYPES.includes(resource2.type)) return false;
  return !external || resource2.enableSave;
}
var captionsTrack = z14.object({
  url: z14.string(),
  srclang: z14.string(),
  label: z14.string(),
  kind: z14.enum(["captions", "subtitles"])
});
var resourceData = z14.object({
  url: z14.string().nullable(),
  downloadUrl: z14.string().nullable(),
  fileName: z14.string().nullable(),
  mediaType: z14.string().nullable(),
  size: z14.number().int().nullable(),
  /** Alternative text of an IMAGE, from the package. */
  alt: z14.string().nullable(),
  captions: z14.array(captionsTrack),
  /** The forum a FORUM resource opens (its key in the course package). */
  forumKey: z14.string().nullable(),
  /** That forum's id (GET api/forum/{id}, the forum route /forum/{forumId}); null in lists and for other types. */
  forumId: z14.number().int().nullable()
});
var resource = z14.object({
  id: z14.number().int(),
  learningComponentId: z14.number().int(),
  type: resourceType,
  name: z14.string(),
  title: z14.string(),
  reviewed: z14.boolean(),
  bookmarked: z14.boolean(),
  locked: z14.boolean(),
  copyright: z14.string().nullable(),
  content: z14.string().nullable(),
  data: resourceData,
  enableSave: z14.boolean(),
  /** KEY_POINTS resources: the key points (HTML strings) they show. */
  keyPoints: z14.array(z14.string()).nullable(),
  /** Listed under 'Course Materials' rather than 'Resources'. */
  handbook: z14.boolean()
});
var handbook = resource;
var resourceGroup = z14.object({
  id: z14.number().int(),
  type: z14.string(),
  title: z14.string(),
  titlePrefix: z14.string().nullable(),
  parentTitle: z14.string().nullable(),
  parentTitlePrefix: z14.string().nullable(),
  locked: z14.boolean(),
  completed: z14.boolean(),
  current: z14.boolean(),
  resources: z14.array(resource)
});
var resourcesReply = z14.object({
  handbooks: z14.array(handbook),
  groups: z14.array(resourceGroup)
});
var bookmark = z14.object({
  id: z14.number().int(),
  learningComponentId: z14.number().int(),
  type: resourceType,
  name: z14.string(),
  title: z14.string(),
  locked: z14.boolean(),
  isKeyPoints: z14.boolean(),
  parentTitle: z14.string().nullable(),
  parentTitlePrefix: z14.string().nullable()
});
var bookmarksReply = z14.array(bookmark);
var resourceLcReply = z14.object({
  parentTitlePrefix: z14.string().nullable(),
  parentTitle: z14.string(),
  ancestorTitlePrefix: z14.string().nullable(),
  ancestorTitle: z14.string().nullable()
});
var keyPointsReply = resourceLcReply.extend({
  learningComponentId: z14.number().int(),
  title: z14.string(),
  keypoints: z14.array(z14.string()),
  isBookmarked: z14.boolean(),
  nextStep: z14.object({ id: z14.number().int(), title: z14.string(), titlePrefix: z14.string().nullable() }).nullable()
});
var resourceViewReply = z14.object({ id: z14.number().int(), reviewed: z14.literal(true) });
var resourceBookmarkReply = z14.object({ id: z14.number().int(), bookmarked: z14.boolean() });
var keyPointsBookmarkReply = z14.object({ learningComponentId: z14.number().int(), isBookmarked: z14.boolean() });
var resourceParams = z14.object({ lpId: idParam("lpId"), resourceId: idParam("resourceId") });
var resourceLcParams = resourceParams.extend({ nodeId: idParam("nodeId") });
var lcResourceParams = resourceParams.extend({ lcId: idParam("lcId") });
var keyPointsParams = z14.object({ lpId: idParam("lpId"), lcId: idParam("lcId") });
var downloadQuery = z14.object({
  external: z14.enum(["true", "false"], { error: "external must be true or false" }).optional(),
  download: z14.enum(["true", "false"], { error: "download must be true or false" }).optional()
});
var pdfDownloadParams = z14.object({ lpId: idParam("lpId"), id: idParam("id") });
var fileDownloadParams = z14.object({
  lpId: idParam("lpId"),
  id: idParam("id"),
  path: text().min(1, "path is required").max(255)
});
var resourcePaths = {
  file: (lpId, id4, fileName) => `/asset-storage/resource/download/${lpId}/${id4}/${encodeURIComponent(fileName)}`,
  pdf: (lpId, id4) => `/pdf/${lpId}/resource/${id4}`
};
var ResourceErrorCode = {
  /** 403: the resource's (or key points') learning component is locked. */
  RESOURCE_LOCKED: "RESOURCE_LOCKED",
  /** 403: this type may not be downloaded (001 §5), or the external view's resource has no enableSave. */
  DOWNLOAD_NOT_ALLOWED: "DOWNLOAD_NOT_ALLOWED"
};

// packages/contracts/src/seat-time.ts
import { z as z15 } from "zod";
var totStartBody = z15.object({
  learningComponentId: idParam("learningComponentId"),
  name: text().max(300).default("")
});
var totStartReply = z15.object({ timeOnTaskId: z15.number().int() });
var totUpdateBody = z15.object({
  timeOnTaskId: idParam("timeOnTaskId"),
  currentProductId: idParam("currentProductId").optional()
});
var totUpdateReply = z15.object({
  maxTimeHit: z15.boolean(),
  popUpMessage: z15.string().nullable(),
  /** With maxTimeHit: the course-calendar day (YYYY-MM-DD) the notice is for; the client keeps it by this day. */
  day: z15.string().optional()
});
var lessonAuditBody = z15.object({
  exitedTimeOnTaskId: idParam("exitedTimeOnTaskId"),
  learningComponentId: idParam("learningComponentId").optional(),
  lessonName: text().max(300).optional(),
  nextSlideName: text().max(300).optional(),
  previousSlideName: text().max(300).optional(),
  complete: z15.boolean().default(false)
});

// packages/contracts/src/security.ts
import { z as z16 } from "zod";
var SECURITY_QUESTIONS = [1, 2, 3, 4];
var SECURITY_ANSWER_MAX = 254;
var securityAnswerBody = z16.object({
  question: z16.coerce.number({ error: "question must be a number from 1 to 4" }).int("question must be a number from 1 to 4").min(1, "question must be a number from 1 to 4").max(4, "question must be a number from 1 to 4"),
  answer: text({ error: "answer is required" }).trim().min(1, "answer is required").max(SECURITY_ANSWER_MAX, `answer must be at most ${SECURITY_ANSWER_MAX} characters`)
});
var securityAnswerReply = z16.object({
  result: z16.boolean(),
  nextQuestion: z16.number().int().min(1).max(4).nullable()
});

// packages/contracts/src/site-asset.ts
import { z as z17 } from "zod";
var siteAssetList = z17.enum(["career", "study-plan", "study-tip"]);
var siteAssetPaths = {
  file: (productId, fileName) => `/asset-storage/site-asset/download/${productId}/${encodeURIComponent(fileName)}`
};
var siteAssetFileParams = z17.object({
  productId: idParam("productId"),
  path: text().min(1, "path is required").max(255)
});

// packages/contracts/src/survey-choices.ts
var SURVEY_CHOICE_TYPES = ["BUTTON", "DATE", "TEXT", "CHOICE", "STATE"];
function surveyChoiceTakesOptions(type) {
  return type === "BUTTON" || type === "CHOICE";
}

// packages/contracts/src/us-states.ts
var US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
  { code: "DC", name: "District of Columbia" },
  { code: "AS", name: "American Samoa" },
  { code: "GU", name: "Guam" },
  { code: "MP", name: "Northern Mariana Islands" },
  { code: "PR", name: "Puerto Rico" },
  { code: "VI", name: "U.S. Virgin Islands" }
];
var CODES = new Set(US_STATES.map((s) => s.code));
function usStateCode(value) {
  const code = value.trim().toUpperCase();
  return CODES.has(code) ? code : null;
}

// apps/server/src/modules/account/account-view.ts
function toAccount(user, profile) {
  return {
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    langKey: user.langKey === "fr" ? "fr" : "en",
    activated: user.activated,
    authorities: user.authorities,
    ...profile ? { mailingCity: profile.mailingCity, mailingZip: profile.mailingZip, phone: profile.phone } : {}
  };
}

// apps/server/src/platform/auth/password.ts
import { hash, verify } from "@node-rs/argon2";
var options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash(password, options);
}
async function verifyPassword(passwordHash, password) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// apps/server/src/platform/auth/session-repo.ts
import { and, eq, gt, inArray, isNull, lt, ne, sql as sql4 } from "drizzle-orm";

// apps/server/src/platform/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  assignmentComments: () => assignmentComments,
  assignments: () => assignments,
  auditEvents: () => auditEvents,
  authSessionRevocations: () => authSessionRevocations,
  authSessions: () => authSessions,
  bookmarks: () => bookmarks,
  emailMessages: () => emailMessages,
  examAttemptQuestions: () => examAttemptQuestions,
  examAttempts: () => examAttempts,
  examGateCodeFailures: () => examGateCodeFailures,
  examGateCodes: () => examGateCodes,
  examQuestions: () => examQuestions,
  examUserData: () => examUserData,
  exams: () => exams,
  featureFlags: () => featureFlags,
  forumPosts: () => forumPosts,
  forums: () => forums,
  glossaryTerms: () => glossaryTerms,
  inquirySubmissions: () => inquirySubmissions,
  instructorAvailability: () => instructorAvailability,
  keyPointViews: () => keyPointViews,
  keyPoints: () => keyPoints,
  learnerNodeStatus: () => learnerNodeStatus,
  learnerProducts: () => learnerProducts,
  lessonProgress: () => lessonProgress,
  lessonSlides: () => lessonSlides,
  nodes: () => nodes,
  proctorAffidavits: () => proctorAffidavits,
  productInstructors: () => productInstructors,
  productRules: () => productRules,
  products: () => products,
  rateLimits: () => rateLimits,
  registrationInvites: () => registrationInvites,
  resourceViews: () => resourceViews,
  resources: () => resources,
  seatTimeChain: () => seatTimeChain,
  seatTimeClock: () => seatTimeClock,
  seatTimeDaily: () => seatTimeDaily,
  seatTimeLedger: () => seatTimeLedger,
  securityAnswers: () => securityAnswers,
  securityChallenges: () => securityChallenges,
  siteAssetFiles: () => siteAssetFiles,
  studentAssignments: () => studentAssignments,
  timeOnTask: () => timeOnTask,
  userAuthorities: () => userAuthorities,
  users: () => users
});

// apps/server/src/platform/db/schema/accounts.ts
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text as text3,
  timestamp,
  uniqueIndex
} from "drizzle-orm/pg-core";
var users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    login: text3("login").notNull(),
    email: text3("email").notNull(),
    passwordHash: text3("password_hash").notNull(),
    firstName: text3("first_name").notNull(),
    lastName: text3("last_name").notNull(),
    langKey: text3("lang_key").notNull().default("en"),
    /** Profile answers for the security questions (001 §9: mailing city, mailing zip code, phone). */
    mailingCity: text3("mailing_city"),
    mailingZip: text3("mailing_zip"),
    phone: text3("phone"),
    activated: boolean("activated").notNull().default(false),
    /** sha256 of the activation key; the key itself only ever travels in the e-mail. */
    activationKeyHash: text3("activation_key_hash"),
    resetKeyHash: text3("reset_key_hash"),
    resetDate: timestamp("reset_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull()
  },
  (t) => [
    uniqueIndex("users_login_uq").on(t.login),
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    index("users_activation_key_idx").on(t.activationKeyHash),
    index("users_reset_key_idx").on(t.resetKeyHash)
  ]
);
var userAuthorities = pgTable(
  "user_authorities",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    authority: text3("authority").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.authority] })]
);
var authSessions = pgTable(
  "auth_sessions",
  {
    series: text3("series").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    sessionHash: text3("session_hash"),
    rememberHash: text3("remember_hash"),
    /**
     * The remember-me token just rotated away and when: presented again within a short grace it restores the
     * session instead of counting as theft, since parallel calls of one browser race the rotation (0053).
     */
    previousRememberHash: text3("previous_remember_hash"),
    rememberRotatedAt: timestamp("remember_rotated_at", { withTimezone: true }),
    rememberMe: boolean("remember_me").notNull().default(false),
    ipAddress: text3("ip_address").notNull(),
    userAgent: text3("user_agent").notNull(),
    tokenDate: timestamp("token_date", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Set when a sign-in elsewhere expired this session: its next call is told so once, then it goes. */
    expiredByLoginAt: timestamp("expired_by_login_at", { withTimezone: true })
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)]
);
var authSessionRevocations = pgTable(
  "auth_session_revocations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    series: text3("series").notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index("auth_session_revocations_at_idx").on(t.revokedAt)]
);
var registrationInvites = pgTable("registration_invites", {
  keyHash: text3("key_hash").primaryKey(),
  firstName: text3("first_name"),
  lastName: text3("last_name"),
  email: text3("email"),
  login: text3("login"),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull()
});

// apps/server/src/platform/db/schema/assignments.ts
import { bigserial as bigserial3, boolean as boolean4, index as index4, integer as integer4, pgTable as pgTable4, serial as serial4, text as text6, timestamp as timestamp4, uniqueIndex as uniqueIndex4 } from "drizzle-orm/pg-core";

// apps/server/src/platform/db/schema/catalog.ts
import {
  bigserial as bigserial2,
  boolean as boolean3,
  index as index3,
  integer as integer3,
  jsonb as jsonb2,
  pgTable as pgTable3,
  primaryKey as primaryKey3,
  serial as serial3,
  text as text5,
  timestamp as timestamp3,
  uniqueIndex as uniqueIndex3
} from "drizzle-orm/pg-core";

// apps/server/src/platform/db/schema/products.ts
import {
  boolean as boolean2,
  date,
  index as index2,
  integer as integer2,
  jsonb,
  pgTable as pgTable2,
  primaryKey as primaryKey2,
  serial as serial2,
  text as text4,
  timestamp as timestamp2,
  uniqueIndex as uniqueIndex2
} from "drizzle-orm/pg-core";
var products = pgTable2(
  "products",
  {
    id: serial2("id").primaryKey(),
    code: text4("code").notNull(),
    name: text4("name").notNull(),
    type: text4("type").notNull(),
    industry: text4("industry"),
    state: text4("state"),
    licenseType: text4("license_type"),
    ethicsCourse: boolean2("ethics_course").notNull().default(false),
    accountName: text4("account_name").notNull(),
    accountPhone: text4("account_phone"),
    accountEmail: text4("account_email"),
    accountLogoLight: text4("account_logo_light"),
    accountSiteUrl: text4("account_site_url"),
    proctorType: text4("proctor_type"),
    supportChatEnabled: boolean2("support_chat_enabled").notNull().default(false),
    showContactInstructor: boolean2("show_contact_instructor").notNull().default(false),
    accountLogoDark: text4("account_logo_dark"),
    /** The product's own node (type COURSE, PROGRAM or EXAM_PREP root); set by the package import. */
    rootNodeId: integer2("root_node_id"),
    startDateRequired: boolean2("start_date_required").notNull().default(false),
    /** Days a learner has once started (001 §9 default 13: end = start + 12 days). */
    durationDays: integer2("duration_days").notNull().default(13),
    minimumRequiredMinutes: integer2("minimum_required_minutes"),
    minimumRecommendedMinutes: integer2("minimum_recommended_minutes"),
    siteAssets: jsonb("site_assets").$type(),
    /** sha256 of the imported package, to tell a changed package from a re-run. */
    packageHash: text4("package_hash"),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex2("products_code_uq").on(t.code)]
);
var productRules = pgTable2(
  "product_rules",
  {
    productId: integer2("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    key: text4("key").notNull(),
    value: text4("value").notNull()
  },
  (t) => [primaryKey2({ columns: [t.productId, t.key] })]
);
var learnerProducts = pgTable2(
  "learner_products",
  {
    id: serial2("id").primaryKey(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: integer2("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    status: text4("status").notNull(),
    purchaseType: text4("purchase_type"),
    externalUserId: text4("external_user_id"),
    externalEnrollmentId: text4("external_enrollment_id"),
    proctorStatus: text4("proctor_status"),
    /** Course dates, in the course's calendar (no time of day). */
    startDate: date("start_date"),
    endDate: date("end_date"),
    expirationDate: date("expiration_date"),
    completedAt: timestamp2("completed_at", { withTimezone: true }),
    /** The leaf the learner last opened, for "continue where you left off". */
    leftOffNodeId: integer2("left_off_node_id"),
    cesHomeUrl: text4("ces_home_url"),
    hasSubmittedIdPhoto: boolean2("has_submitted_id_photo").notNull().default(false),
    hasMetPrerequisites: boolean2("has_met_prerequisites").notNull().default(true),
    devShowLessonSkip: boolean2("dev_show_lesson_skip").notNull().default(false),
    enhancedViewRequired: boolean2("enhanced_view_required").notNull().default(false),
    authRequired: boolean2("auth_required").notNull().default(false),
    biosigRequired: boolean2("biosig_required").notNull().default(false),
    biosigNmlsIdRequired: boolean2("biosig_nmls_id_required").notNull().default(false),
    biosigInitFailed: boolean2("biosig_init_failed").notNull().default(false),
    biosigCallbackId: text4("biosig_callback_id"),
    biosigUrl: text4("biosig_url"),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull()
  },
  (t) => [index2("learner_products_user_idx").on(t.userId)]
);
var productInstructors = pgTable2(
  "product_instructors",
  {
    productId: integer2("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey2({ columns: [t.productId, t.userId] }), index2("product_instructors_user_idx").on(t.userId)]
);

// apps/server/src/platform/db/schema/catalog.ts
var nodes = pgTable3(
  "nodes",
  {
    id: serial3("id").primaryKey(),
    productId: integer3("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** Stable key from the package, so a re-import updates in place and keeps learners' progress. */
    key: text5("key").notNull(),
    parentId: integer3("parent_id"),
    position: integer3("position").notNull(),
    type: text5("type").notNull(),
    title: text5("title").notNull(),
    titlePrefix: text5("title_prefix"),
    description: text5("description"),
    metadata: jsonb2("metadata").$type().notNull()
  },
  (t) => [uniqueIndex3("nodes_product_key_uq").on(t.productId, t.key), index3("nodes_parent_idx").on(t.parentId)]
);
var learnerNodeStatus = pgTable3(
  "learner_node_status",
  {
    learnerProductId: integer3("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer3("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    status: text5("status").notNull(),
    startedAt: timestamp3("started_at", { withTimezone: true }).notNull(),
    completedAt: timestamp3("completed_at", { withTimezone: true }),
    lastVisitedAt: timestamp3("last_visited_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey3({ columns: [t.learnerProductId, t.nodeId] })]
);
var instructorAvailability = pgTable3("instructor_availability", {
  productId: integer3("product_id").primaryKey().references(() => products.id, { onDelete: "cascade" }),
  available: boolean3("available").notNull(),
  updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull()
});
var lessonSlides = pgTable3(
  "lesson_slides",
  {
    id: serial3("id").primaryKey(),
    nodeId: integer3("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    /** The slide id from the package, stable across re-imports. */
    key: text5("key").notNull(),
    position: integer3("position").notNull(),
    type: text5("type").notNull(),
    title: text5("title").notNull(),
    requiredTime: integer3("required_time").notNull().default(0),
    data: jsonb2("data").$type().notNull()
  },
  (t) => [uniqueIndex3("lesson_slides_node_key_uq").on(t.nodeId, t.key)]
);
var lessonProgress = pgTable3(
  "lesson_progress",
  {
    learnerProductId: integer3("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer3("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    slideIndex: integer3("slide_index").notNull(),
    slideOpenedAt: timestamp3("slide_opened_at", { withTimezone: true, precision: 3 }).notNull()
  },
  (t) => [primaryKey3({ columns: [t.learnerProductId, t.nodeId] })]
);
var inquirySubmissions = pgTable3(
  "inquiry_submissions",
  {
    id: bigserial2("id", { mode: "number" }).primaryKey(),
    learnerProductId: integer3("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    slideId: integer3("slide_id").notNull().references(() => lessonSlides.id, { onDelete: "cascade" }),
    answer: jsonb2("answer").notNull(),
    correct: boolean3("correct"),
    done: boolean3("done").notNull(),
    submittedAt: timestamp3("submitted_at", { withTimezone: true }).notNull()
  },
  (t) => [
    index3("inquiry_submissions_lp_slide_idx").on(t.learnerProductId, t.slideId),
    // Poll results read each learner's latest vote on one slide.
    index3("inquiry_submissions_slide_lp_idx").on(t.slideId, t.learnerProductId, t.submittedAt)
  ]
);

// apps/server/src/platform/db/schema/assignments.ts
var assignments = pgTable4(
  "assignments",
  {
    id: serial4("id").primaryKey(),
    productId: integer4("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    key: text6("key").notNull(),
    title: text6("title").notNull(),
    assignmentText: text6("assignment_text").notNull()
  },
  (t) => [uniqueIndex4("assignments_product_key_uq").on(t.productId, t.key)]
);
var studentAssignments = pgTable4(
  "student_assignments",
  {
    id: serial4("id").primaryKey(),
    learnerProductId: integer4("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    assignmentId: integer4("assignment_id").notNull().references(() => assignments.id, { onDelete: "cascade" }),
    /** The learning component (lesson) the learner answered it in. */
    nodeId: integer4("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    status: text6("status").notNull(),
    createdAt: timestamp4("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp4("updated_at", { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex4("student_assignments_lp_assignment_uq").on(t.learnerProductId, t.assignmentId)]
);
var assignmentComments = pgTable4(
  "assignment_comments",
  {
    id: bigserial3("id", { mode: "number" }).primaryKey(),
    studentAssignmentId: integer4("student_assignment_id").notNull().references(() => studentAssignments.id, { onDelete: "cascade" }),
    authorUserId: integer4("author_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    instructorResponse: boolean4("instructor_response").notNull(),
    commentText: text6("comment_text").notNull(),
    commentDateTime: timestamp4("comment_date_time", { withTimezone: true }).notNull()
  },
  (t) => [index4("assignment_comments_sa_idx").on(t.studentAssignmentId, t.commentDateTime)]
);

// apps/server/src/platform/db/schema/exam-gates.ts
import { bigserial as bigserial4, date as date2, index as index6, integer as integer6, pgTable as pgTable6, primaryKey as primaryKey4, serial as serial6, text as text8, timestamp as timestamp6, uniqueIndex as uniqueIndex6 } from "drizzle-orm/pg-core";

// apps/server/src/platform/db/schema/exams.ts
import { sql as sql2 } from "drizzle-orm";
import { boolean as boolean5, index as index5, integer as integer5, jsonb as jsonb3, pgTable as pgTable5, serial as serial5, text as text7, timestamp as timestamp5, uniqueIndex as uniqueIndex5 } from "drizzle-orm/pg-core";
var exams = pgTable5("exams", {
  nodeId: integer5("node_id").primaryKey().references(() => nodes.id, { onDelete: "cascade" }),
  settings: jsonb3("settings").$type().notNull()
});
var examQuestions = pgTable5(
  "exam_questions",
  {
    id: serial5("id").primaryKey(),
    nodeId: integer5("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    /** The question id from the package, stable across re-imports. */
    key: text7("key").notNull(),
    position: integer5("position").notNull(),
    active: boolean5("active").notNull().default(true),
    data: jsonb3("data").$type().notNull()
  },
  (t) => [uniqueIndex5("exam_questions_node_key_uq").on(t.nodeId, t.key)]
);
var examAttempts = pgTable5(
  "exam_attempts",
  {
    id: serial5("id").primaryKey(),
    learnerProductId: integer5("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer5("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    attemptNumber: integer5("attempt_number").notNull(),
    /** Trial enrolments may try an exam; such attempts earn nothing and count against nothing. */
    trial: boolean5("trial").notNull().default(false),
    startedAt: timestamp5("started_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Null when the exam is not timed. */
    deadline: timestamp5("deadline", { withTimezone: true, precision: 3 }),
    lastActivityAt: timestamp5("last_activity_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The question (1-based) the learner is on, so a reload resumes there. */
    currentPosition: integer5("current_position").notNull().default(1),
    numQuestions: integer5("num_questions").notNull(),
    finishedAt: timestamp5("finished_at", { withTimezone: true, precision: 3 }),
    /** SUBMITTED or TIME_EXPIRED. */
    finishReason: text7("finish_reason"),
    numCorrect: integer5("num_correct"),
    /** Rounded percent. */
    score: integer5("score"),
    passed: boolean5("passed")
  },
  (t) => [
    uniqueIndex5("exam_attempts_number_uq").on(t.learnerProductId, t.nodeId, t.attemptNumber),
    // At most one unfinished attempt per learner and exam: two concurrent starts create one attempt.
    uniqueIndex5("exam_attempts_open_uq").on(t.learnerProductId, t.nodeId).where(sql2`finished_at is null`)
  ]
);
var examAttemptQuestions = pgTable5(
  "exam_attempt_questions",
  {
    id: serial5("id").primaryKey(),
    attemptId: integer5("attempt_id").notNull().references(() => examAttempts.id, { onDelete: "cascade" }),
    position: integer5("position").notNull(),
    questionId: integer5("question_id").notNull().references(() => examQuestions.id, { onDelete: "cascade" }),
    /** The chosen choice id. */
    userAnswer: text7("user_answer"),
    answeredAt: timestamp5("answered_at", { withTimezone: true, precision: 3 }),
    starred: boolean5("starred").notNull().default(false),
    /** Set when the attempt is graded. */
    correct: boolean5("correct")
  },
  (t) => [
    uniqueIndex5("exam_attempt_questions_position_uq").on(t.attemptId, t.position),
    index5("exam_attempt_questions_question_idx").on(t.questionId)
  ]
);

// apps/server/src/platform/db/schema/exam-gates.ts
var examGateCodes = pgTable6(
  "exam_gate_codes",
  {
    id: serial6("id").primaryKey(),
    /** ACCESS (SC_FINAL_EXAM_ACCESS_CODE_REQUIRED) or PROCTOR (SC_PROCTOR_PROCTOR_REQUIRED). */
    kind: text8("kind").notNull(),
    learnerProductId: integer6("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    examNodeId: integer6("exam_node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    codeHash: text8("code_hash").notNull(),
    issuedByUserId: integer6("issued_by_user_id").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp6("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp6("expires_at", { withTimezone: true }).notNull(),
    /** Set when the learner entered it; cleared by the proctor logout before the sitting starts. */
    acceptedAt: timestamp6("accepted_at", { withTimezone: true }),
    /** A newer code for the same exam and kind replaces an unused one. */
    revokedAt: timestamp6("revoked_at", { withTimezone: true }),
    consumedAt: timestamp6("consumed_at", { withTimezone: true }),
    /** The sitting (attempt number and attempt id) that used the code. */
    consumedAttemptNumber: integer6("consumed_attempt_number"),
    personAssessmentId: integer6("person_assessment_id")
  },
  (t) => [
    index6("exam_gate_codes_lp_exam_idx").on(t.learnerProductId, t.examNodeId, t.kind),
    index6("exam_gate_codes_hash_idx").on(t.codeHash)
  ]
);
var examGateCodeFailures = pgTable6(
  "exam_gate_code_failures",
  {
    id: bigserial4("id", { mode: "number" }).primaryKey(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text8("kind").notNull(),
    /** The learner product the check named, when it named one. */
    learnerProductId: integer6("learner_product_id"),
    failedAt: timestamp6("failed_at", { withTimezone: true }).notNull()
  },
  (t) => [index6("exam_gate_code_failures_user_idx").on(t.userId, t.kind, t.failedAt)]
);
var examUserData = pgTable6(
  "exam_user_data",
  {
    learnerProductId: integer6("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    examNodeId: integer6("exam_node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    /** v1.<key id>.<iv>.<tag>.<ciphertext>, bound to the learner product and exam. */
    driversLicenseEncrypted: text8("drivers_license_encrypted").notNull(),
    createdAt: timestamp6("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp6("updated_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey4({ columns: [t.learnerProductId, t.examNodeId] })]
);
var proctorAffidavits = pgTable6(
  "proctor_affidavits",
  {
    id: serial6("id").primaryKey(),
    personAssessmentId: integer6("person_assessment_id").notNull().references(() => examAttempts.id, { onDelete: "cascade" }),
    learnerProductId: integer6("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    /** The proctor code that signed it (never the code itself). */
    gateCodeId: integer6("gate_code_id").references(() => examGateCodes.id, { onDelete: "set null" }),
    proctorName: text8("proctor_name").notNull(),
    employerAndJobTitle: text8("employer_and_job_title").notNull(),
    businessAddress: text8("business_address").notNull(),
    daytimePhone: text8("daytime_phone").notNull(),
    email: text8("email").notNull(),
    relationship: text8("relationship").notNull(),
    /** The date the proctor wrote, read as month-day-year (or day-month-year when only that is real). */
    signedOn: date2("signed_on").notNull(),
    /** The session that submitted it (the learner's, at the proctored computer). */
    submittedByUserId: integer6("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp6("submitted_at", { withTimezone: true }).notNull()
  },
  (t) => [uniqueIndex6("proctor_affidavits_attempt_uq").on(t.personAssessmentId)]
);

// apps/server/src/platform/db/schema/forum.ts
import { bigserial as bigserial5, boolean as boolean6, index as index7, integer as integer7, pgTable as pgTable7, serial as serial7, text as text9, timestamp as timestamp7, uniqueIndex as uniqueIndex7 } from "drizzle-orm/pg-core";
var forums = pgTable7(
  "forums",
  {
    id: serial7("id").primaryKey(),
    productId: integer7("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    key: text9("key").notNull(),
    title: text9("title").notNull(),
    question: text9("question").notNull(),
    /** A forum no slide names any more stays readable but takes no new posts (001 §2 "no longer active"). */
    active: boolean6("active").notNull().default(true)
  },
  (t) => [uniqueIndex7("forums_product_key_uq").on(t.productId, t.key)]
);
var forumPosts = pgTable7(
  "forum_posts",
  {
    id: bigserial5("id", { mode: "number" }).primaryKey(),
    forumId: integer7("forum_id").notNull().references(() => forums.id, { onDelete: "cascade" }),
    authorUserId: integer7("author_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    postText: text9("post_text").notNull(),
    createdOn: timestamp7("created_on", { withTimezone: true }).notNull()
  },
  (t) => [index7("forum_posts_forum_idx").on(t.forumId, t.createdOn)]
);

// apps/server/src/platform/db/schema/platform.ts
import { boolean as boolean7, index as index8, jsonb as jsonb4, pgTable as pgTable8, serial as serial8, text as text10, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var emailMessages = pgTable8(
  "email_messages",
  {
    id: serial8("id").primaryKey(),
    kind: text10("kind").notNull(),
    subject: text10("subject").notNull(),
    fromAddress: text10("from_address").notNull(),
    toAddress: text10("to_address").notNull(),
    cc: text10("cc"),
    bcc: text10("bcc"),
    htmlText: text10("html_text").notNull(),
    plainText: text10("plain_text").notNull(),
    sentDate: timestamp8("sent_date", { withTimezone: true }).notNull(),
    delivered: boolean7("delivered").notNull().default(false),
    deliveryError: text10("delivery_error"),
    /** True when secrets (keys, codes) were delivered but stored as [redacted] (decision 0052). */
    redacted: boolean7("redacted").notNull().default(false),
    /** The sender that can re-issue this message, and its non-secret parameters (resend re-issues). */
    template: text10("template"),
    templateParams: jsonb4("template_params").$type()
  },
  (t) => [index8("email_messages_to_idx").on(t.toAddress), index8("email_messages_sent_idx").on(t.sentDate)]
);
var auditEvents = pgTable8(
  "audit_events",
  {
    id: serial8("id").primaryKey(),
    principal: text10("principal").notNull(),
    type: text10("type").notNull(),
    timestamp: timestamp8("timestamp", { withTimezone: true }).notNull(),
    data: jsonb4("data").$type().notNull()
  },
  (t) => [index8("audit_events_ts_idx").on(t.timestamp)]
);
var featureFlags = pgTable8("feature_flags", {
  name: text10("name").primaryKey(),
  enabled: boolean7("enabled").notNull()
});

// apps/server/src/platform/db/schema/rate-limits.ts
import { index as index9, integer as integer8, pgTable as pgTable9, primaryKey as primaryKey5, text as text11, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var rateLimits = pgTable9(
  "rate_limits",
  {
    scope: text11("scope").notNull(),
    key: text11("key").notNull(),
    hits: integer8("hits").notNull(),
    windowEndsAt: timestamp9("window_ends_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey5({ columns: [t.scope, t.key] }), index9("rate_limits_window_idx").on(t.windowEndsAt)]
);

// apps/server/src/platform/db/schema/resources.ts
import { sql as sql3 } from "drizzle-orm";
import {
  boolean as boolean8,
  customType,
  index as index10,
  integer as integer9,
  jsonb as jsonb5,
  pgTable as pgTable10,
  primaryKey as primaryKey6,
  serial as serial9,
  text as text12,
  timestamp as timestamp10,
  uniqueIndex as uniqueIndex8
} from "drizzle-orm/pg-core";
var resources = pgTable10(
  "resources",
  {
    id: serial9("id").primaryKey(),
    productId: integer9("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** The learning component it belongs to. */
    nodeId: integer9("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    /** Stable key from the package: re-imports update in place, so views and bookmarks survive. */
    key: text12("key").notNull(),
    position: integer9("position").notNull(),
    type: text12("type").notNull(),
    name: text12("name").notNull(),
    title: text12("title").notNull(),
    copyright: text12("copyright"),
    enableSave: boolean8("enable_save").notNull().default(false),
    handbook: boolean8("handbook").notNull().default(false),
    /** Sanitized HTML: HTML and NOTES as written, DOCUMENT and SPREADSHEET converted at import. */
    content: text12("content"),
    file: jsonb5("file").$type(),
    captions: jsonb5("captions").$type().notNull().default([]),
    alt: text12("alt"),
    /** LINK: the address; FORUM: the forum's key. */
    url: text12("url"),
    /** KEY_POINTS resources: the KEY_POINTS node whose points they show. */
    keyPointsNodeId: integer9("key_points_node_id").references(() => nodes.id, { onDelete: "set null" }),
    /** Slide ids of the lesson where the resource is shown. */
    slideKeys: jsonb5("slide_keys").$type().notNull().default([])
  },
  (t) => [uniqueIndex8("resources_product_key_uq").on(t.productId, t.key), index10("resources_node_idx").on(t.nodeId)]
);
var resourceViews = pgTable10(
  "resource_views",
  {
    learnerProductId: integer9("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    resourceId: integer9("resource_id").notNull().references(() => resources.id, { onDelete: "cascade" }),
    viewedAt: timestamp10("viewed_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey6({ columns: [t.learnerProductId, t.resourceId] })]
);
var bookmarks = pgTable10(
  "bookmarks",
  {
    id: serial9("id").primaryKey(),
    learnerProductId: integer9("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer9("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    resourceId: integer9("resource_id").references(() => resources.id, { onDelete: "cascade" }),
    createdAt: timestamp10("created_at", { withTimezone: true }).notNull()
  },
  (t) => [
    uniqueIndex8("bookmarks_lp_resource_uq").on(t.learnerProductId, t.resourceId).where(sql3`${t.resourceId} is not null`),
    uniqueIndex8("bookmarks_lp_key_points_uq").on(t.learnerProductId, t.nodeId).where(sql3`${t.resourceId} is null`)
  ]
);
var keyPoints = pgTable10("key_points", {
  nodeId: integer9("node_id").primaryKey().references(() => nodes.id, { onDelete: "cascade" }),
  points: jsonb5("points").$type().notNull()
});
var keyPointViews = pgTable10(
  "key_point_views",
  {
    learnerProductId: integer9("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer9("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    viewedAt: timestamp10("viewed_at", { withTimezone: true }).notNull()
  },
  (t) => [primaryKey6({ columns: [t.learnerProductId, t.nodeId] })]
);
var tsvector = customType({ dataType: () => "tsvector" });
var glossaryTerms = pgTable10(
  "glossary_terms",
  {
    id: serial9("id").primaryKey(),
    productId: integer9("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: integer9("position").notNull(),
    word: text12("word").notNull(),
    definition: text12("definition").notNull(),
    example: text12("example"),
    wordNorm: text12("word_norm").notNull(),
    definitionNorm: text12("definition_norm").notNull(),
    exampleNorm: text12("example_norm").notNull().default(""),
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(
      sql3`setweight(to_tsvector('english', word_norm), 'A') || setweight(to_tsvector('english', definition_norm), 'B') || setweight(to_tsvector('english', example_norm), 'C')`
    )
  },
  (t) => [
    uniqueIndex8("glossary_terms_product_word_uq").on(t.productId, t.wordNorm),
    index10("glossary_terms_search_idx").using("gin", t.searchVector)
  ]
);
var siteAssetFiles = pgTable10(
  "site_asset_files",
  {
    productId: integer9("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    fileName: text12("file_name").notNull(),
    file: jsonb5("file").$type().notNull()
  },
  (t) => [primaryKey6({ columns: [t.productId, t.fileName] })]
);

// apps/server/src/platform/db/schema/seat-time.ts
import { bigint, bigserial as bigserial6, boolean as boolean9, date as date3, index as index11, integer as integer10, pgTable as pgTable11, primaryKey as primaryKey7, text as text13, timestamp as timestamp11 } from "drizzle-orm/pg-core";
var timeOnTask = pgTable11(
  "time_on_task",
  {
    id: bigserial6("id", { mode: "number" }).primaryKey(),
    userId: integer10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    learnerProductId: integer10("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer10("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    name: text13("name").notNull(),
    startedAt: timestamp11("started_at", { withTimezone: true }).notNull(),
    exitedAt: timestamp11("exited_at", { withTimezone: true }),
    complete: boolean9("complete").notNull().default(false),
    /** The lesson audit (POST api/tot/lesson) as the learner leaves. */
    lessonName: text13("lesson_name"),
    nextSlideName: text13("next_slide_name"),
    previousSlideName: text13("previous_slide_name")
  },
  (t) => [index11("time_on_task_lp_idx").on(t.learnerProductId)]
);
var seatTimeClock = pgTable11("seat_time_clock", {
  userId: integer10("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  lastCreditAt: timestamp11("last_credit_at", { withTimezone: true, precision: 3 }).notNull(),
  idle: boolean9("idle").notNull().default(false),
  /** The record with the learner's latest evidence of presence, and its time. */
  totId: bigint("tot_id", { mode: "number" }),
  totAt: timestamp11("tot_at", { withTimezone: true, precision: 3 }),
  /** The record evidenced before it (another one), and the time of its latest evidence. */
  otherTotId: bigint("other_tot_id", { mode: "number" }),
  otherTotAt: timestamp11("other_tot_at", { withTimezone: true, precision: 3 })
});
var seatTimeDaily = pgTable11(
  "seat_time_daily",
  {
    learnerProductId: integer10("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    day: date3("day").notNull(),
    creditedMs: integer10("credited_ms").notNull().default(0),
    maxNoticeAt: timestamp11("max_notice_at", { withTimezone: true })
  },
  (t) => [primaryKey7({ columns: [t.learnerProductId, t.day] })]
);
var seatTimeLedger = pgTable11(
  "seat_time_ledger",
  {
    id: bigserial6("id", { mode: "number" }).primaryKey(),
    learnerProductId: integer10("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    seq: integer10("seq").notNull(),
    nodeId: integer10("node_id").notNull(),
    userId: integer10("user_id").notNull(),
    day: date3("day").notNull(),
    creditedMs: integer10("credited_ms").notNull(),
    /** Server time of the last heartbeat this entry credits. */
    at: timestamp11("at", { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text13("prev_hash").notNull(),
    hash: text13("hash").notNull()
  },
  // One index: every read of the ledger is by learner product (per-node sums scan that product's entries).
  (t) => [index11("seat_time_ledger_lp_seq_idx").on(t.learnerProductId, t.seq)]
);
var seatTimeChain = pgTable11("seat_time_chain", {
  learnerProductId: integer10("learner_product_id").primaryKey().references(() => learnerProducts.id, { onDelete: "cascade" }),
  seq: integer10("seq").notNull(),
  headHash: text13("head_hash").notNull(),
  totalMs: integer10("total_ms").notNull().default(0)
});

// apps/server/src/platform/db/schema/security-questions.ts
import { bigserial as bigserial7, boolean as boolean10, index as index12, integer as integer11, pgTable as pgTable12, serial as serial10, text as text14, timestamp as timestamp12, uniqueIndex as uniqueIndex9 } from "drizzle-orm/pg-core";
var securityChallenges = pgTable12(
  "security_challenges",
  {
    id: serial10("id").primaryKey(),
    userId: integer11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    learnerProductId: integer11("learner_product_id").notNull().references(() => learnerProducts.id, { onDelete: "cascade" }),
    nodeId: integer11("node_id").notNull().references(() => nodes.id, { onDelete: "cascade" }),
    /** What a right answer unlocks: LESSON_FINISH. */
    purpose: text14("purpose").notNull(),
    question: integer11("question").notNull(),
    openedAt: timestamp12("opened_at", { withTimezone: true }).notNull(),
    passedAt: timestamp12("passed_at", { withTimezone: true })
  },
  (t) => [
    uniqueIndex9("security_challenges_lp_node_purpose_uq").on(t.learnerProductId, t.nodeId, t.purpose),
    index12("security_challenges_user_idx").on(t.userId, t.openedAt)
  ]
);
var securityAnswers = pgTable12(
  "security_answers",
  {
    id: bigserial7("id", { mode: "number" }).primaryKey(),
    challengeId: integer11("challenge_id").notNull().references(() => securityChallenges.id, { onDelete: "cascade" }),
    question: integer11("question").notNull(),
    correct: boolean10("correct").notNull(),
    answeredAt: timestamp12("answered_at", { withTimezone: true }).notNull()
  },
  (t) => [index12("security_answers_challenge_idx").on(t.challengeId)]
);

// apps/server/src/platform/auth/session-repo.ts
var shared = /* @__PURE__ */ new Map();
var sharedLists = /* @__PURE__ */ new Map();
var SHARED_MAX = 1e4;
function sharedString(value) {
  const known2 = shared.get(value);
  if (known2 !== void 0) return known2;
  if (shared.size < SHARED_MAX) shared.set(value, value);
  return value;
}
function sharedList(values) {
  const key = values.join("\n");
  const known2 = sharedLists.get(key);
  if (known2) return known2;
  const list = Object.freeze(values.map(sharedString));
  if (sharedLists.size < SHARED_MAX) sharedLists.set(key, list);
  return list;
}
async function findSessionWithUser(db, series) {
  const rows = await db.select({
    session: authSessions,
    user: users,
    authorities: sql4`(select array_agg(${userAuthorities.authority} order by ${userAuthorities.authority}) from ${userAuthorities} where ${userAuthorities.userId} = ${users.id})`
  }).from(authSessions).innerJoin(users, eq(users.id, authSessions.userId)).where(eq(authSessions.series, series)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const u = row.user;
  return {
    session: row.session,
    user: {
      id: u.id,
      login: u.login,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      langKey: sharedString(u.langKey),
      activated: u.activated,
      authorities: sharedList(row.authorities ?? [])
    }
  };
}
async function findAuthorities(db, userId) {
  const rows = await db.select({ a: userAuthorities.authority }).from(userAuthorities).where(eq(userAuthorities.userId, userId));
  return rows.map((r) => r.a).sort();
}
async function insertSession(db, row) {
  await db.insert(authSessions).values(row);
}
async function logRevocations(db, series) {
  if (series.length) await db.insert(authSessionRevocations).values(series.map((s) => ({ series: s })));
}
async function rotateRememberToken(db, series, fromHash, patch) {
  const rows = await db.update(authSessions).set({ ...patch, previousRememberHash: fromHash }).where(and(eq(authSessions.series, series), eq(authSessions.rememberHash, fromHash))).returning({ series: authSessions.series });
  if (rows.length === 0) return false;
  await logRevocations(db, [series]);
  return true;
}
async function deleteSession(db, series) {
  await db.delete(authSessions).where(eq(authSessions.series, series));
  await logRevocations(db, [series]);
}
async function findRevocationsAfter(db, afterId) {
  return db.select({ id: authSessionRevocations.id, series: authSessionRevocations.series }).from(authSessionRevocations).where(gt(authSessionRevocations.id, afterId)).orderBy(authSessionRevocations.id).limit(1e4);
}
async function lastRevocationId(db) {
  const [row] = await db.select({ id: sql4`coalesce(max(${authSessionRevocations.id}), 0)` }).from(authSessionRevocations);
  return Number(row?.id ?? 0);
}
async function pruneRevocations(db, before) {
  await db.delete(authSessionRevocations).where(lt(authSessionRevocations.revokedAt, before));
}
async function logUserRevocations(db, userId) {
  const rows = await db.select({ series: authSessions.series }).from(authSessions).where(eq(authSessions.userId, userId));
  await logRevocations(
    db,
    rows.map((r) => r.series)
  );
}
async function deleteOtherSessions(db, userId, keepSeries) {
  const rows = await db.select({ series: authSessions.series }).from(authSessions).where(eq(authSessions.userId, userId));
  const doomed = rows.map((r) => r.series).filter((s) => s !== keepSeries);
  if (doomed.length > 0) {
    await db.delete(authSessions).where(inArray(authSessions.series, doomed));
    await logRevocations(db, doomed);
  }
}
async function listActiveSessions(db, userId, now) {
  return db.select().from(authSessions).where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, now), isNull(authSessions.expiredByLoginAt))).orderBy(authSessions.tokenDate);
}
async function expireOtherSessions(db, userId, keepSeries, at2) {
  const expired = await db.update(authSessions).set({ expiredByLoginAt: at2 }).where(and(eq(authSessions.userId, userId), ne(authSessions.series, keepSeries), isNull(authSessions.expiredByLoginAt))).returning({ series: authSessions.series });
  await logRevocations(
    db,
    expired.map((r) => r.series)
  );
}
async function touchSessions(db, series, at2) {
  if (series.length)
    await db.update(authSessions).set({ lastSeenAt: at2 }).where(sql4`${authSessions.series} = any(${sql4.param(series)}::text[])`);
}

// apps/server/src/platform/errors.ts
var AppError = class extends Error {
  constructor(code, status2, message, fieldErrors) {
    super(message ?? code);
    this.code = code;
    this.status = status2;
    this.fieldErrors = fieldErrors;
    this.name = "AppError";
  }
  toBody() {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}
    };
  }
};
var notFound = (what = "resource") => new AppError("NOT_FOUND", 404, `${what} not found`);
var forbidden = () => new AppError("FORBIDDEN", 403, "Access is denied");
var unauthenticated = () => new AppError("UNAUTHENTICATED", 401, "Authentication is required");
var SESSION_EXPIRED_TEXT = "This session has been expired (possibly due to multiple concurrent logins being attempted as the same user).";
var sessionExpired = () => new AppError("SESSION_EXPIRED", 401, SESSION_EXPIRED_TEXT);
var badRequest = (field, message, code = "VALIDATION_FAILED") => new AppError(code, 400, message, [{ field, message }]);

// apps/server/src/platform/http/error-handler.ts
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

// apps/server/src/platform/log-error.ts
var NAME_FIELDS = ["constraint", "table", "column", "schema"];
var IDENTIFIER = /^[A-Za-z_][\w$.-]{0,127}$/;
var SQLSTATE = /^[0-9A-Z]{5}$/;
var CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
var MAX_DEPTH = 3;
function serializeError(value, depth = 0) {
  if (!(value instanceof Error)) return { type: typeof value, message: "a non-Error was thrown", stack: "" };
  const err = value;
  const database = isDatabaseError(err);
  const type = database && "severity" in err ? "DatabaseError" : err.constructor?.name || err.name || "Error";
  const out = { type, message: "database error", stack: "" };
  const code = err.code;
  if (err instanceof AppError) {
    out.code = err.code;
    out.message = err.message;
  } else if (typeof code === "string" && database && SQLSTATE.test(code)) {
    out.sqlState = code;
  } else if (typeof code === "string" && CODE.test(code)) {
    out.code = code;
  }
  for (const field of NAME_FIELDS) {
    const v = err[field];
    if (typeof v === "string" && IDENTIFIER.test(v)) out[field] = v;
  }
  if (!(err instanceof AppError) && !database) out.message = scrubMessage(err.message);
  if (typeof err.stack === "string") out.stack = framesOnly(out.type, out.message, err.stack);
  if (err.cause !== void 0 && depth < MAX_DEPTH) {
    const cause = serializeError(err.cause, depth + 1);
    out.cause = cause;
    if (!out.sqlState && cause.sqlState) {
      out.sqlState = cause.sqlState;
      for (const field of NAME_FIELDS) if (!out[field] && cause[field]) out[field] = cause[field];
    }
  }
  return out;
}
function isDatabaseError(err) {
  return "severity" in err && "routine" in err || "query" in err || "params" in err || "detail" in err || err.constructor?.name === "DrizzleQueryError";
}
function scrubMessage(message) {
  const first = (message.split("\n")[0] ?? "").slice(0, 300);
  return first.replace(/"[^"]*"?|'[^']*'?|`[^`]*`?/g, '"\u2026"').replace(/\([^()]*\)=\([^()]*\)/g, "(\u2026)=(\u2026)").replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g, "[email]").replace(/[\w+-]*\d{3,}[\w+-]*/g, "[n]").replace(/(?<![\w-])(?=[\w.-]*\d)[\w.-]{6,}/g, "[n]");
}
function framesOnly(type, message, stack) {
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join("\n");
}

// apps/server/src/platform/logging.ts
var REDACT_PATHS = [
  "req.headers.cookie",
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.ssn",
  "*.dateOfBirth",
  "*.driversLicense",
  "*.driversLicenseNumber",
  "*.licenseNumber",
  "*.proctorCode",
  "*.cipher",
  "*.key"
];
var SECRET_PATH_PREFIXES = ["/api/accesscode/check/", "/api/proctor/final-exam/code/", "/api/proctor/logout/"];
function loggablePath(url) {
  const path2 = url.split("?")[0] ?? "";
  const prefix = SECRET_PATH_PREFIXES.find((p) => path2.startsWith(p));
  return prefix ? `${prefix}[redacted]` : path2;
}
function loggerOptions(level, stream) {
  return {
    level,
    ...stream ? { stream } : {},
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      // Query strings can carry activation and reset keys: log the path only.
      req: (req) => ({
        method: req.method,
        url: loggablePath(req.url)
      }),
      // Errors keep codes and names only, never SQL text, parameters or row values (decision 0052).
      err: serializeError,
      error: serializeError
    }
  };
}

// apps/server/src/platform/http/error-handler.ts
var SERVER_PREFIXES = ["/api/", "/app/", "/admin/", "/auth/", "/pdf/", "/asset-storage/", "/metrics/", "/management/"];
var BARE_PREFIXES = SERVER_PREFIXES.map((p) => p.slice(0, -1));
function isServerPath(url) {
  for (let i = 0; i < SERVER_PREFIXES.length; i++) {
    if (url.startsWith(SERVER_PREFIXES[i])) return true;
    const bare = BARE_PREFIXES[i];
    if (url.startsWith(bare) && (url.length === bare.length || url[bare.length] === "?")) return true;
  }
  return false;
}
function registerErrorHandler(app) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === "SESSION_EXPIRED") return reply.status(401).type("text/plain; charset=utf-8").send(error.message);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      const fieldErrors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
        return { field, message: v.message ?? "is invalid" };
      });
      return reply.status(400).send(validationErrorBody(where, fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "reply did not match its schema");
      return reply.status(500).send(internalErrorBody());
    }
    const status2 = error.statusCode ?? 500;
    if (status2 === 429) {
      return reply.status(429).send({ status: status2, code: "RATE_LIMITED", message: "Too many requests, try again later" });
    }
    if (status2 >= 400 && status2 < 500) {
      const body = { status: status2, code: error.code ?? "BAD_REQUEST", message: error.message };
      return reply.status(status2).send(body);
    }
    request.log.error({ err: error, method: request.method, url: loggablePath(request.url) }, "unhandled error");
    return reply.status(500).send(internalErrorBody());
  });
}
function validationErrorBody(where, fieldErrors) {
  return {
    status: 400,
    code: "VALIDATION_FAILED",
    message: `Invalid ${where}: ${fieldErrors.map((f) => `${f.field}: ${f.message}`).join("; ")}`,
    fieldErrors
  };
}
function internalErrorBody() {
  return { status: 500, code: "INTERNAL", message: "An internal error occurred" };
}

// apps/server/src/platform/auth/guard-plugin.ts
function requiredAuthorities(access) {
  return typeof access === "object" ? access.authorities : void 0;
}
function registerGuard(app) {
  app.addHook("preValidation", (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.access === "public" || !isServerPath(request.url)) return done();
    if (!request.auth) return done(request.sessionExpiredByLogin ? sessionExpired() : unauthenticated());
    const required2 = requiredAuthorities(config.access);
    if (required2 && !required2.some((a) => request.auth?.user.authorities.includes(a))) return done(forbidden());
    done();
  });
}
function currentUser(request) {
  if (!request.auth) throw new AppError("UNAUTHENTICATED", 401, "Authentication is required");
  return request.auth.user;
}

// apps/server/src/platform/auth/actor.ts
function actorOf(request) {
  const user = currentUser(request);
  return { user, realActor: request.auth?.realActor ?? user };
}
var actsForAnother = (actor) => actor.realActor.id !== actor.user.id;

// apps/server/src/modules/audit/repo.ts
import { and as and2, asc, gte, lt as lt2 } from "drizzle-orm";
async function insertAuditEvent(db, event) {
  await db.insert(auditEvents).values(event);
}
async function findAuditEvents(db, from, to) {
  const conditions = [];
  if (from) conditions.push(gte(auditEvents.timestamp, from));
  if (to) conditions.push(lt2(auditEvents.timestamp, to));
  return db.select().from(auditEvents).where(conditions.length ? and2(...conditions) : void 0).orderBy(asc(auditEvents.timestamp), asc(auditEvents.id)).limit(1e3);
}

// apps/server/src/modules/audit/service.ts
var AuditType = {
  AUTHENTICATION_SUCCESS: "AUTHENTICATION_SUCCESS",
  AUTHENTICATION_FAILURE: "AUTHENTICATION_FAILURE",
  PASSWORD_CHANGED: "PASSWORD_CHANGED",
  /** The account's e-mail changed (the old address is told, decision 0053). */
  EMAIL_CHANGED: "EMAIL_CHANGED",
  PASSWORD_RESET_REQUESTED: "PASSWORD_RESET_REQUESTED",
  PASSWORD_RESET: "PASSWORD_RESET",
  ACCOUNT_ACTIVATED: "ACCOUNT_ACTIVATED",
  SESSION_INVALIDATED: "SESSION_INVALIDATED",
  /** A call on a learner's record made by someone acting as that learner (impersonation, decision 0054). */
  ACTING_FOR_LEARNER: "ACTING_FOR_LEARNER"
};
function audit(db, clock, principal, type, data = {}) {
  return insertAuditEvent(db, { principal, type, timestamp: clock.now(), data });
}

// apps/server/src/modules/audit/acting-for-hook.ts
function registerActingForAudit(app, deps) {
  app.addHook("preHandler", async (request) => {
    if (!request.auth?.realActor || !isServerPath(request.url)) return;
    const owner = request.routeOptions.config?.owner;
    if (!owner || owner === "none") return;
    const actor = actorOf(request);
    if (!actsForAnother(actor)) return;
    await audit(deps.db, deps.clock, actor.realActor.login, AuditType.ACTING_FOR_LEARNER, {
      learner: actor.user.login,
      method: request.method,
      route: request.routeOptions.url ?? ""
    });
  });
}

// apps/server/src/modules/audit/routes.ts
function auditRoutes(ctx) {
  return async (app) => {
    app.get(
      "/api/audits",
      {
        schema: { querystring: auditsQuery, response: { 200: auditsReply } },
        config: { access: { authorities: [Authority.ADMIN] }, owner: "staff" }
      },
      async (request) => {
        const { fromDate, toDate } = request.query;
        const from = fromDate ? /* @__PURE__ */ new Date(`${fromDate}T00:00:00Z`) : void 0;
        const to = toDate ? new Date((/* @__PURE__ */ new Date(`${toDate}T00:00:00Z`)).getTime() + 864e5) : void 0;
        const rows = await findAuditEvents(ctx.database.db, from, to);
        return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
      }
    );
  };
}

// apps/server/src/modules/account/password-set.ts
var provided = {};
function providePasswordSetListener(listener) {
  provided.listener = listener;
}
function passwordSet(db, userId, passwordLength) {
  if (!provided.listener) throw new Error("password set: no listener provided (app.ts provides the proctor module's)");
  return provided.listener(db, userId, passwordLength);
}

// apps/server/src/modules/account/repo.ts
import { and as and3, eq as eq2, isNull as isNull2, sql as sql5 } from "drizzle-orm";
async function findUserByLogin(db, login) {
  const [row] = await db.select().from(users).where(eq2(users.login, login.toLowerCase())).limit(1);
  return row;
}
async function findUserByEmail(db, email) {
  const [row] = await db.select().from(users).where(sql5`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}
async function findUserById(db, id4) {
  const [row] = await db.select().from(users).where(eq2(users.id, id4)).limit(1);
  return row;
}
async function findUserByActivationKeyHash(db, hash2) {
  const [row] = await db.select().from(users).where(eq2(users.activationKeyHash, hash2)).limit(1);
  return row;
}
async function findUserByResetKeyHash(db, hash2) {
  const [row] = await db.select().from(users).where(eq2(users.resetKeyHash, hash2)).limit(1);
  return row;
}
async function insertUser(db, row, authorities) {
  const [user] = await db.insert(users).values(row).returning();
  if (!user) throw new Error("insert returned no row");
  if (authorities.length > 0) {
    await db.insert(userAuthorities).values(authorities.map((authority) => ({ userId: user.id, authority })));
  }
  return user;
}
async function updateUser(db, id4, patch) {
  await db.update(users).set(patch).where(eq2(users.id, id4));
}
async function deleteUser(db, id4) {
  await db.delete(users).where(eq2(users.id, id4));
}
async function findOpenInvite(db, keyHash) {
  const [row] = await db.select().from(registrationInvites).where(and3(eq2(registrationInvites.keyHash, keyHash), isNull2(registrationInvites.usedAt))).limit(1);
  return row;
}
async function markInviteUsed(db, keyHash, at2) {
  await db.update(registrationInvites).set({ usedAt: at2 }).where(eq2(registrationInvites.keyHash, keyHash));
}

// apps/server/src/platform/crypto.ts
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
function randomToken(bytes = 32) {
  return randomBytes(bytes).toString("base64url");
}
function sha256(value) {
  return createHash("sha256").update(value).digest("base64url");
}
function hmac(secret, value) {
  return createHmac("sha256", secret).update(value).digest("base64url");
}
function safeEqual(a, b) {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
function safeEqualAt(expected2, value, start) {
  if (value.length - start !== expected2.length) return false;
  let diff = 0;
  for (let i = 0; i < expected2.length; i++) diff |= expected2.charCodeAt(i) ^ value.charCodeAt(start + i);
  return diff === 0;
}

// apps/server/src/platform/rate-limit/rate-limit-repo.ts
import { and as and4, eq as eq3, lt as lt3, sql as sql6 } from "drizzle-orm";
var at = (now) => sql6`${now.toISOString()}::timestamptz`;
async function countHit(db, scope, key, now, windowMs) {
  const ended = sql6`${rateLimits.windowEndsAt} <= ${at(now)}`;
  const [row] = await db.insert(rateLimits).values({ scope, key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) }).onConflictDoUpdate({
    target: [rateLimits.scope, rateLimits.key],
    set: {
      hits: sql6`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
      windowEndsAt: sql6`case when ${ended} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`
    }
  }).returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}
async function currentHits(db, scope, key, now) {
  const [row] = await db.select({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt }).from(rateLimits).where(and4(eq3(rateLimits.scope, scope), eq3(rateLimits.key, key), sql6`${rateLimits.windowEndsAt} > ${at(now)}`)).limit(1);
  return row ?? null;
}
async function clearHits(db, scope, key) {
  await db.delete(rateLimits).where(and4(eq3(rateLimits.scope, scope), eq3(rateLimits.key, key)));
}
async function pruneEnded(db, now) {
  await db.delete(rateLimits).where(lt3(rateLimits.windowEndsAt, now));
}

// apps/server/src/platform/rate-limit/rate-limiter.ts
var PRUNE_EVERY_MS = 6e4;
var rateLimited = () => new AppError("RATE_LIMITED", 429, "Too many requests, try again later");
var RateLimiter = class {
  constructor(db, clock) {
    this.db = db;
    this.clock = clock;
  }
  lastPrune = 0;
  /** Counts a hit; throws 429 RATE_LIMITED (Retry-After on `reply`) once the rule's maximum is passed. */
  async hit(scope, key, rule, reply) {
    const now = this.clock.now();
    await this.prune(now);
    const count = await countHit(this.db, scope, sha256(key), now, rule.windowMs);
    if (count.hits > rule.max) throw this.refuse(count, now, reply);
  }
  /** Counts a hit without refusing it (failures counted after the fact). */
  async note(scope, key, rule) {
    const now = this.clock.now();
    await this.prune(now);
    await countHit(this.db, scope, sha256(key), now, rule.windowMs);
  }
  /** Throws 429 when the key has already used up its window, without counting a hit. */
  async check(scope, key, rule, reply) {
    const now = this.clock.now();
    const count = await currentHits(this.db, scope, sha256(key), now);
    if (count && count.hits >= rule.max) throw this.refuse(count, now, reply);
  }
  async clear(scope, key) {
    await clearHits(this.db, scope, sha256(key));
  }
  refuse(count, now, reply) {
    const seconds2 = Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now.getTime()) / 1e3));
    reply?.header("retry-after", String(seconds2));
    return rateLimited();
  }
  async prune(now) {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await pruneEnded(this.db, now);
  }
};

// apps/server/src/modules/account/throttle.ts
var FAILURE_WINDOW_MS = 15 * 6e4;
var AccountThrottle = class {
  limiter;
  perAddress;
  failures;
  mails;
  constructor(ctx) {
    this.limiter = new RateLimiter(ctx.database.db, ctx.clock);
    this.perAddress = { max: ctx.config.rateLimitAuthPerMinute, windowMs: 6e4 };
    this.failures = { max: ctx.config.rateLimitAccountFailures, windowMs: FAILURE_WINDOW_MS };
    this.mails = { max: ctx.config.rateLimitAccountMailsPerHour, windowMs: 36e5 };
  }
  /** An onRequest hook counting each call of `scope` per client address. */
  byAddress(scope) {
    return async (request, reply) => {
      await this.limiter.hit(`address:${scope}`, request.ip, this.perAddress, reply);
    };
  }
  /** 429 once the account has had its failed sign-ins for the window (checked before the password). */
  async checkSignIn(account, reply) {
    await this.limiter.check("account:sign-in-failures", account, this.failures, reply);
  }
  async signInFailed(account) {
    await this.limiter.note("account:sign-in-failures", account, this.failures);
  }
  async signInSucceeded(account) {
    await this.limiter.clear("account:sign-in-failures", account);
  }
  /** Counts a registration or reset e-mail asked for this address; 429 past the hourly limit. */
  async mailRequested(email, reply) {
    await this.limiter.hit("account:mails", email.trim().toLowerCase(), this.mails, reply);
  }
};
var throttles = /* @__PURE__ */ new WeakMap();
function accountThrottle(ctx) {
  let throttle = throttles.get(ctx);
  if (!throttle) {
    throttle = new AccountThrottle(ctx);
    throttles.set(ctx, throttle);
  }
  return throttle;
}

// apps/server/src/modules/account/authenticate.ts
var dummyHash = null;
async function authenticate(ctx, username, password, ip, reply) {
  const { db } = ctx.database;
  const throttle = accountThrottle(ctx);
  const name2 = username.trim();
  const user = name2.includes("@") ? await findUserByEmail(db, name2) : await findUserByLogin(db, name2);
  const account = user ? `user:${user.id}` : `name:${name2.toLowerCase()}`;
  await throttle.checkSignIn(account, reply);
  if (!user) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
  }
  const ok = user ? await verifyPassword(user.passwordHash, password) : false;
  if (!user || !ok) {
    await throttle.signInFailed(account);
    await audit(db, ctx.clock, name2.slice(0, 100), AuditType.AUTHENTICATION_FAILURE, { remoteAddress: ip });
    throw new AppError("INVALID_CREDENTIALS", 401, "Bad credentials");
  }
  if (!user.activated) {
    await audit(db, ctx.clock, user.login, AuditType.AUTHENTICATION_FAILURE, { remoteAddress: ip, reason: "not activated" });
    throw new AppError("ACCOUNT_NOT_ACTIVATED", 401, "User was not activated");
  }
  await throttle.signInSucceeded(account);
  await audit(db, ctx.clock, user.login, AuditType.AUTHENTICATION_SUCCESS, { remoteAddress: ip });
  await passwordSet(db, user.id, password.length);
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    langKey: user.langKey,
    activated: user.activated,
    authorities: await findAuthorities(db, user.id)
  };
}

// apps/server/src/modules/account/authentication-routes.ts
function authenticationRoutes(ctx) {
  const throttle = accountThrottle(ctx);
  return async (app) => {
    app.post(
      "/api/authentication",
      {
        schema: { body: authenticationBody },
        config: { access: "public", owner: "none" },
        onRequest: throttle.byAddress("sign-in")
      },
      async (request, reply) => {
        const { username, password, rememberMe } = request.body;
        const user = await authenticate(ctx, username, password, request.ip, reply);
        await ctx.sessions.signIn(request, reply, user, rememberMe);
        return reply.send(toAccount(user));
      }
    );
    app.post(
      "/api/logout",
      { schema: { response: { 200: okReply } }, config: { access: "public", owner: "self" } },
      async (request, reply) => {
        await ctx.sessions.signOut(request, reply);
        return { ok: true };
      }
    );
  };
}

// apps/server/src/modules/account/emails.ts
var texts = {
  activation: {
    en: {
      subject: "Continuum account activation",
      greeting: (name2) => `Dear ${name2},`,
      body: "Your Continuum account has been created. Please open the link below to activate it:",
      closing: "Regards, the Continuum team"
    },
    fr: {
      subject: "Activation de votre compte Continuum",
      greeting: (name2) => `Bonjour ${name2},`,
      body: "Votre compte Continuum a \xE9t\xE9 cr\xE9\xE9. Ouvrez le lien ci-dessous pour l\u2019activer :",
      closing: "Cordialement, l\u2019\xE9quipe Continuum"
    }
  },
  reset: {
    en: {
      subject: "Continuum password reset",
      greeting: (name2) => `Dear ${name2},`,
      body: "A password reset was requested for your Continuum account. Open the link below within 24 hours to choose a new password. If you did not ask for this, ignore this e-mail.",
      closing: "Regards, the Continuum team"
    },
    fr: {
      subject: "R\xE9initialisation de votre mot de passe Continuum",
      greeting: (name2) => `Bonjour ${name2},`,
      body: "Une r\xE9initialisation du mot de passe de votre compte Continuum a \xE9t\xE9 demand\xE9e. Ouvrez le lien ci-dessous dans les 24 heures pour choisir un nouveau mot de passe. Si vous n\u2019\xEAtes pas \xE0 l\u2019origine de cette demande, ignorez ce courriel.",
      closing: "Cordialement, l\u2019\xE9quipe Continuum"
    }
  },
  emailChanged: {
    en: {
      subject: "The e-mail address of your Continuum account was changed",
      greeting: (name2) => `Dear ${name2},`,
      body: "The e-mail address of your Continuum account was changed to {address}. If you made this change, there is nothing to do. If you did not, contact our support team at once: someone else may hold your account.",
      closing: "Regards, the Continuum team"
    },
    fr: {
      subject: "L\u2019adresse \xE9lectronique de votre compte Continuum a \xE9t\xE9 modifi\xE9e",
      greeting: (name2) => `Bonjour ${name2},`,
      body: "L\u2019adresse \xE9lectronique de votre compte Continuum a \xE9t\xE9 remplac\xE9e par {address}. Si vous \xEAtes \xE0 l\u2019origine de ce changement, vous n\u2019avez rien \xE0 faire. Sinon, contactez sans attendre notre \xE9quipe d\u2019assistance : quelqu\u2019un d\u2019autre dispose peut-\xEAtre de votre compte.",
      closing: "Cordialement, l\u2019\xE9quipe Continuum"
    }
  }
};
function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
var ACCOUNT_TEMPLATES = { activation: "account.activation", reset: "account.reset" };
function compose(kind, user, link, key, values = {}) {
  const { langKey: lang, email: to, firstName: name2 } = user;
  const t = texts[kind][lang === "fr" ? "fr" : "en"];
  const body = t.body.replace(/\{(\w+)\}/g, (whole, key2) => values[key2] ?? whole);
  const text16 = `${t.greeting(name2)}

${body}

${link}

${t.closing}
`;
  const html = `<!doctype html><html lang="${lang}"><body><p>${escapeHtml(t.greeting(name2))}</p><p>${escapeHtml(
    body
  )}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.closing)}</p></body></html>`;
  if (key === null || kind === "emailChanged") return { kind, to, subject: t.subject, html, text: text16 };
  const template = { name: ACCOUNT_TEMPLATES[kind], params: { userId: user.id } };
  return { kind, to, subject: t.subject, html, text: text16, secrets: [key], template };
}
function activationMail(user, baseUrl, key) {
  return compose("activation", user, `${baseUrl}/activate?key=${encodeURIComponent(key)}`, key);
}
function resetMail(user, baseUrl, key) {
  return compose("reset", user, `${baseUrl}/reset/finish?key=${encodeURIComponent(key)}`, key);
}
function emailChangedMail(user, newEmail, baseUrl) {
  return compose("emailChanged", user, `${baseUrl}/`, null, { address: maskEmail(newEmail) });
}
function maskEmail(email) {
  const at2 = email.lastIndexOf("@");
  return at2 <= 0 ? "***" : `${email[0]}***${email.slice(at2)}`;
}

// apps/server/src/modules/account/after-reply.ts
var pending = /* @__PURE__ */ new Set();
function afterReply(ctx, what, work) {
  const run = new Promise((resolve3) => setImmediate(resolve3)).then(async () => {
    await work();
  }).catch((err) => ctx.log.error({ error: errorName(err) }, `${what} failed after the reply`)).finally(() => pending.delete(run));
  pending.add(run);
}
async function accountWorkSettled() {
  while (pending.size > 0) await Promise.all([...pending]);
}
function errorName(err) {
  if (!(err instanceof Error)) return "unknown";
  const code = err.code;
  return typeof code === "string" ? `${err.name} ${code}` : err.name;
}

// apps/server/src/platform/db/unique-violation.ts
var UNIQUE_VIOLATION = "23505";
function uniqueViolation(error) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = e.cause, depth++) {
    const { code, constraint } = e;
    if (code === UNIQUE_VIOLATION) return typeof constraint === "string" ? constraint : "";
  }
  return void 0;
}

// apps/server/src/modules/account/password-policy.ts
var common = null;
function commonPasswords() {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return common;
}
async function checkNewPassword(ctx, password, owner, field) {
  const min = Math.min(Math.max(ctx.config.passwordMinLength, limits.passwordMin), limits.passwordMax);
  if (password.length < min) {
    throw refuse(PasswordRejection.TOO_SHORT, `${field} must be at least ${min} characters`, field);
  }
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(password) || (await commonPasswords()).has(lower)) {
    throw refuse(PasswordRejection.TOO_COMMON, `${field} is too common: choose another`, field);
  }
  const email = owner.email.trim().toLowerCase();
  const mailbox = email.split("@")[0] ?? "";
  if (lower === owner.login.toLowerCase() || lower === email || lower === mailbox) {
    throw refuse(PasswordRejection.MATCHES_ACCOUNT, `${field} must not be your login or e-mail`, field);
  }
}
function refuse(code, message, field) {
  return new AppError(code, 400, message, [{ field, message }]);
}

// apps/server/src/modules/account/service.ts
var loginAlreadyUsed = () => new AppError("LOGIN_ALREADY_USED", 400, accountErrorMessages.LOGIN_ALREADY_USED, [
  { field: "login", message: accountErrorMessages.LOGIN_ALREADY_USED }
]);
var emailAlreadyUsed = () => new AppError("EMAIL_ALREADY_USED", 400, accountErrorMessages.EMAIL_ALREADY_USED, [
  { field: "email", message: accountErrorMessages.EMAIL_ALREADY_USED }
]);
function asAlreadyUsed(error) {
  const constraint = uniqueViolation(error);
  if (constraint === "users_login_uq") return loginAlreadyUsed();
  if (constraint === "users_email_uq") return emailAlreadyUsed();
  return error;
}
async function registerAccount(ctx, body) {
  const { db } = ctx.database;
  await accountThrottle(ctx).mailRequested(body.email);
  const now = ctx.clock.now();
  const login = body.login.toLowerCase();
  await checkNewPassword(ctx, body.password, { login, email: body.email }, "password");
  const passwordHash = await hashPassword(body.password);
  const activationKey = randomToken();
  const user = await db.transaction(async (tx) => {
    const byLogin = await findUserByLogin(tx, login);
    if (byLogin?.activated) throw loginAlreadyUsed();
    const byEmail = await findUserByEmail(tx, body.email);
    if (byEmail?.activated) throw emailAlreadyUsed();
    for (const stale of /* @__PURE__ */ new Set([byLogin?.id, byEmail?.id])) if (stale) await deleteUser(tx, stale);
    if (body.key) {
      const keyHash = sha256(body.key);
      if (await findOpenInvite(tx, keyHash)) await markInviteUsed(tx, keyHash, now);
    }
    return insertUser(
      tx,
      {
        login,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        langKey: body.langKey ?? "en",
        ...profilePatch(body),
        activated: false,
        activationKeyHash: sha256(activationKey),
        createdAt: now,
        updatedAt: now
      },
      [Authority.AUTHENTICATED]
    );
  }).catch((error) => {
    throw asAlreadyUsed(error);
  });
  afterReply(ctx, "activation e-mail", () => ctx.mailer.send(activationMail(user, ctx.config.publicUrl, activationKey)));
}
async function activateAccount(ctx, key) {
  const { db } = ctx.database;
  const user = await findUserByActivationKeyHash(db, sha256(key));
  if (!user) throw badRequest("key", "No user was found for this activation key", "ACTIVATION_KEY_INVALID");
  await updateUser(db, user.id, { activated: true, activationKeyHash: null, updatedAt: ctx.clock.now() });
  await audit(db, ctx.clock, user.login, AuditType.ACCOUNT_ACTIVATED);
}
function profilePatch(body) {
  const patch = {};
  if (body.mailingCity !== void 0) patch.mailingCity = body.mailingCity;
  if (body.mailingZip !== void 0) patch.mailingZip = body.mailingZip;
  if (body.phone !== void 0) patch.phone = body.phone;
  return patch;
}
async function findProfile(ctx, userId) {
  const user = await findUserById(ctx.database.db, userId);
  return { mailingCity: user?.mailingCity ?? null, mailingZip: user?.mailingZip ?? null, phone: user?.phone ?? null };
}
async function saveAccount(ctx, userId, body) {
  const { db } = ctx.database;
  const before = await findUserById(db, userId);
  if (!before) throw new AppError("UNAUTHENTICATED", 401, "Authentication is required");
  const emailChanges = before.email.trim().toLowerCase() !== body.email.trim().toLowerCase();
  if (emailChanges) await checkCurrentPassword(ctx, before, body.currentPassword);
  await db.transaction(async (tx) => {
    const other = await findUserByEmail(tx, body.email);
    if (other && other.id !== userId) throw emailAlreadyUsed();
    await updateUser(tx, userId, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      langKey: body.langKey,
      ...profilePatch(body),
      updatedAt: ctx.clock.now()
    });
    await logUserRevocations(tx, userId);
  }).catch((error) => {
    throw asAlreadyUsed(error);
  });
  ctx.sessions.evictUser(userId);
  if (emailChanges) {
    await audit(db, ctx.clock, before.login, AuditType.EMAIL_CHANGED);
    afterReply(ctx, "e-mail change notice", () => ctx.mailer.send(emailChangedMail(before, body.email, ctx.config.publicUrl)));
  }
}
async function checkCurrentPassword(ctx, user, password) {
  const throttle = accountThrottle(ctx);
  const account = `user:${user.id}`;
  await throttle.checkSignIn(account);
  if (!password || !await verifyPassword(user.passwordHash, password)) {
    await throttle.signInFailed(account);
    throw badRequest("currentPassword", "Current password is incorrect", "INVALID_PASSWORD");
  }
}
async function changePassword(ctx, userId, series, body) {
  const { db } = ctx.database;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED", 401, "Authentication is required");
  await checkCurrentPassword(ctx, user, body.currentPassword);
  await checkNewPassword(ctx, body.newPassword, user, "newPassword");
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, updatedAt: ctx.clock.now() });
    await deleteOtherSessions(tx, userId, series);
  });
  ctx.sessions.evictUser(userId);
  await passwordSet(db, userId, body.newPassword.length);
  await audit(db, ctx.clock, user.login, AuditType.PASSWORD_CHANGED);
}
async function requestPasswordReset(ctx, email) {
  await accountThrottle(ctx).mailRequested(email);
  afterReply(ctx, "password reset e-mail", () => sendPasswordReset(ctx, email));
}
async function sendPasswordReset(ctx, email) {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const key = randomToken();
  await updateUser(db, user.id, { resetKeyHash: sha256(key), resetDate: ctx.clock.now() });
  await audit(db, ctx.clock, user.login, AuditType.PASSWORD_RESET_REQUESTED);
  await ctx.mailer.send(resetMail(user, ctx.config.publicUrl, key));
}
async function finishPasswordReset(ctx, body) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const user = await findUserByResetKeyHash(db, sha256(body.key));
  const validUntil = user?.resetDate ? user.resetDate.getTime() + RESET_KEY_VALID_HOURS * 36e5 : 0;
  if (!user || validUntil < now.getTime()) {
    throw badRequest("key", "This reset key is invalid or has expired", "RESET_KEY_INVALID");
  }
  await checkNewPassword(ctx, body.newPassword, user, "newPassword");
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      passwordHash,
      resetKeyHash: null,
      resetDate: null,
      activated: true,
      activationKeyHash: null,
      updatedAt: now
    });
    await deleteOtherSessions(tx, user.id);
  });
  ctx.sessions.evictUser(user.id);
  await passwordSet(db, user.id, body.newPassword.length);
  await audit(db, ctx.clock, user.login, AuditType.PASSWORD_RESET);
}
async function registrationPerson(ctx, key) {
  const invite = await findOpenInvite(ctx.database.db, sha256(key));
  if (!invite) return null;
  return { firstName: invite.firstName, lastName: invite.lastName, email: invite.email, login: invite.login };
}

// apps/server/src/modules/account/routes.ts
var OK = { ok: true };
function accountRoutes(ctx) {
  const throttle = accountThrottle(ctx);
  return async (app) => {
    app.addHook("onClose", () => accountWorkSettled());
    app.get(
      "/api/account",
      { config: { access: "authenticated", owner: "self" }, schema: { response: { 200: accountReply } } },
      async (request) => {
        const user = currentUser(request);
        return toAccount(user, await findProfile(ctx, user.id));
      }
    );
    app.post(
      "/api/account",
      { config: { access: "authenticated", owner: "self" }, schema: { body: accountSaveBody, response: { 200: okReply } } },
      async (request) => {
        await saveAccount(ctx, currentUser(request).id, request.body);
        return OK;
      }
    );
    app.post(
      "/api/account/register",
      {
        schema: { body: registerBody, response: { 201: okReply } },
        config: { access: "public", owner: "none" },
        onRequest: throttle.byAddress("register")
      },
      async (request, reply) => {
        await registerAccount(ctx, request.body);
        return reply.status(201).send(OK);
      }
    );
    app.get(
      "/api/account/page/register",
      { schema: { querystring: keyQuery, response: { 200: registerPageReply } }, config: { access: "public", owner: "none" } },
      async (request) => ({ person: await registrationPerson(ctx, request.query.key) })
    );
    app.get(
      "/api/account/activate",
      { schema: { querystring: keyQuery, response: { 200: okReply } }, config: { access: "public", owner: "none" } },
      async (request) => {
        await activateAccount(ctx, request.query.key);
        return OK;
      }
    );
    app.post(
      "/api/account/change_password",
      { config: { access: "authenticated", owner: "self" }, schema: { body: changePasswordBody, response: { 200: okReply } } },
      async (request) => {
        await changePassword(ctx, currentUser(request).id, request.auth?.series ?? "", request.body);
        return OK;
      }
    );
    app.post(
      "/api/account/reset_password/init",
      {
        schema: { body: resetInitBody, response: { 200: okReply } },
        config: { access: "public", owner: "none" },
        onRequest: throttle.byAddress("reset-init")
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email);
        return OK;
      }
    );
    app.post(
      "/api/account/reset_password/finish",
      {
        schema: { body: resetFinishBody, response: { 200: okReply } },
        config: { access: "public", owner: "none" },
        onRequest: throttle.byAddress("reset-finish")
      },
      async (request) => {
        await finishPasswordReset(ctx, request.body);
        return OK;
      }
    );
  };
}

// apps/server/src/modules/account/policy.ts
function canInvalidateSession(actor, session) {
  return actor.id === session.userId;
}

// apps/server/src/modules/account/sessions-service.ts
var dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
async function listSessions(ctx, userId, currentSeries) {
  const now = ctx.clock.now();
  const idleMs = ctx.config.sessionIdleMinutes * 6e4;
  const rows = await listActiveSessions(ctx.database.db, userId, now);
  return rows.filter((r) => r.rememberMe || r.lastSeenAt.getTime() + idleMs > now.getTime()).map((r) => ({
    series: r.series,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    formattedTokenDate: dateFormat.format(r.tokenDate),
    tokenDate: r.tokenDate.toISOString(),
    rememberMe: r.rememberMe,
    current: r.series === currentSeries
  }));
}
async function invalidateSession(ctx, user, series) {
  const { db } = ctx.database;
  const found = await findSessionWithUser(db, series);
  if (!found || !canInvalidateSession(user, found.session)) throw notFound("session");
  await deleteSession(db, series);
  ctx.sessions.evict(series);
  await audit(db, ctx.clock, user.login, AuditType.SESSION_INVALIDATED);
}

// apps/server/src/modules/account/sessions-routes.ts
function sessionsRoutes(ctx) {
  return async (app) => {
    app.get(
      "/api/account/sessions",
      { config: { access: "authenticated", owner: "self" }, schema: { response: { 200: sessionsReply } } },
      async (request) => listSessions(ctx, currentUser(request).id, request.auth?.series ?? "")
    );
    app.delete(
      "/api/account/sessions/:series",
      { config: { access: "authenticated", owner: "self" }, schema: { params: seriesParams, response: { 200: okReply } } },
      async (request) => {
        await invalidateSession(ctx, currentUser(request), request.params.series);
        return { ok: true };
      }
    );
  };
}

// apps/server/src/modules/account/user-reads.ts
import { eq as eq4, inArray as inArray2 } from "drizzle-orm";
function userIdentities(db) {
  return db.select({ id: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).as("user_identity");
}
async function findContactFacts(db, userId) {
  const [row] = await db.select({ email: users.email, mailingCity: users.mailingCity, mailingZip: users.mailingZip, phone: users.phone }).from(users).where(eq4(users.id, userId)).limit(1);
  return row;
}
async function anyUserExists(db) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
async function findPasswordHashes(db, logins) {
  if (logins.length === 0) return [];
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(inArray2(users.login, logins));
  return rows.map((r) => r.passwordHash);
}
async function findMailRecipient(db, userId) {
  const [row] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, langKey: users.langKey }).from(users).where(eq4(users.id, userId)).limit(1);
  return row;
}

// apps/server/src/modules/exam/grading.ts
var percent = (correct, total) => total === 0 ? 0 : Math.round(correct * 100 / total);
function correctChoiceId(q) {
  const c = q.choices.find((choice3) => choice3.correct);
  if (!c) throw new Error(`question ${q.id} has no correct choice`);
  return c.id;
}
function tallies(graded) {
  const tags = /* @__PURE__ */ new Map();
  const topics = /* @__PURE__ */ new Map();
  const add = (map, key, ok) => {
    const t = map.get(key) ?? { correct: 0, total: 0 };
    t.total++;
    if (ok) t.correct++;
    map.set(key, t);
  };
  for (const g of graded) {
    for (const tag of g.question.tags) add(tags, tag, g.correct);
    if (g.question.topic) add(topics, g.question.topic, g.correct);
  }
  const scoreBreakdowns = [...tags].map(([title, t]) => ({
    title,
    scores: {
      numCorrect: t.correct,
      numIncorrect: t.total - t.correct,
      numQuestions: t.total,
      percent: percent(t.correct, t.total)
    }
  }));
  const topicTallies = [...topics].map(([topic, t]) => ({ topic, numberCorrect: t.correct, totalNumber: t.total }));
  return { scoreBreakdowns, topics: topicTallies };
}
function gradeAttempt(answers, passingScore) {
  const correctByPosition = /* @__PURE__ */ new Map();
  const graded = answers.map((a) => {
    const correct = a.userAnswer !== null && a.userAnswer === correctChoiceId(a.question);
    correctByPosition.set(a.position, correct);
    return { question: a.question, correct };
  });
  const numCorrect = graded.filter((g) => g.correct).length;
  const numQuestions = answers.length;
  const score = percent(numCorrect, numQuestions);
  return {
    numQuestions,
    numCorrect,
    numIncorrect: numQuestions - numCorrect,
    score,
    passed: passingScore > 0 ? score >= passingScore : true,
    correctByPosition,
    ...tallies(graded)
  };
}
function effortRank2(numberCorrect, totalNumber) {
  const p = percent(numberCorrect, totalNumber);
  if (p >= examLimits.effortGoodPercent) return "GOOD";
  if (p >= examLimits.effortNeedsWorkPercent) return "NEEDS_WORK";
  return "FOCUS_HERE";
}
function effortRating(rank) {
  return rank === "FOCUS_HERE" ? "POOR" : rank;
}

// apps/server/src/modules/exam/derived-exam-data.ts
function topicFigures(ctx, key) {
  const under = (k) => k === key || k.startsWith(`${key}/`);
  let correct = 0;
  let total = 0;
  let related = 0;
  for (const [k, t] of ctx.exams.topicTallies) {
    if (!under(k)) continue;
    correct += t.correct;
    total += t.total;
  }
  for (const [k, n] of ctx.exams.topicQuestionCounts) if (under(k)) related += n;
  return { correct, total, related };
}
function examDerivedData(ctx, nodeId) {
  const node = ctx.nodes.get(nodeId);
  if (!node) return {};
  const data = {};
  const exam = ctx.exams.byNode.get(nodeId);
  if (node.type === "EXAM" || node.type === "EXAM_GAUGE") {
    const counted = exam?.counted ?? [];
    const latest = counted.at(-1);
    data.EXAM_TAKEN = String(counted.length > 0);
    data.EXAM_PASSED = String(counted.some((a) => a.passed));
    data.HAS_EXAM_RESULTS = String(exam?.hasResults ?? false);
    data.EXAM_ATTEMPT_COUNT = String(counted.length);
    data.EXAM_ALLOWED_ATTEMPT_COUNT = String(exam?.allowedAttempts ?? -1);
    data.EXAM_QUESTION_COUNT = String(exam?.questionCount ?? 0);
    data.EXAM_PASSING_SCORE = String(exam?.passingScore ?? 0);
    if (node.type === "EXAM_GAUGE") {
      data.RELATED_EXAM_TAKEN = String(counted.length > 0);
      data.PERCENT_COMPLETE = String(latest?.score ?? 0);
      if (latest?.finishedAt) data.LATEST_EXAM_DATE = latest.finishedAt.toISOString();
    }
    return data;
  }
  const t = topicFigures(ctx, node.key);
  if (t.related === 0 && t.total === 0) return data;
  data.RELATED_QUESTION_COUNT = String(t.related);
  data.COMPLETED_QUESTION_COUNT = String(t.correct);
  data.RELATED_EXAM_TAKEN = String(t.total > 0);
  if (t.total > 0 && !ctx.progression.states.get(nodeId)?.locked)
    data.EFFORT_RATING = effortRating(effortRank2(t.correct, t.total));
  return data;
}
function productEffortBreakdowns(ctx) {
  const out = [];
  for (const node of ctx.nodes.values()) {
    if (node.type !== "TOPIC") continue;
    const t = topicFigures(ctx, node.key);
    if (t.total === 0) continue;
    const locked2 = ctx.progression.states.get(node.id)?.locked ?? false;
    out.push({
      nodeId: node.id,
      title: node.title,
      effortRank: locked2 ? "LOCKED" : effortRank2(t.correct, t.total),
      numberCorrect: t.correct,
      totalNumber: t.total
    });
  }
  return out;
}

// apps/server/src/modules/exam/exam-schema.ts
import { z as z18 } from "zod";
var id2 = z18.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "ids are lower-case letters, digits, dashes, underscores");
var examSettings = z18.object({
  /** Percent needed to pass (rounded score >= passingScore); 0 means no pass mark. */
  passingScore: z18.number().int().min(0).max(100).default(70),
  /** 0 means not timed. The deadline is fixed when an attempt starts. */
  timeLimitMinutes: z18.number().int().min(0).max(1440).default(0),
  /** The "Time is almost up" warning this many minutes before the deadline. */
  timeWarningMinutes: z18.number().int().min(0).max(120).default(5),
  /** Attempts allowed; -1 means unlimited. */
  allowedAttempts: z18.number().int().min(-1).max(100).default(-1),
  /** When > 0: making this many attempts completes the exam (COMPLETED_REQUIRED_ATTEMPTS). */
  requiredAttempts: z18.number().int().min(0).max(100).default(0),
  /** Questions drawn per attempt from the bank; omitted means all of them. */
  questionCount: z18.number().int().min(1).max(500).optional(),
  /** Of those drawn, at least this many were not in the learner's previous attempt. */
  minNewQuestions: z18.number().int().min(0).max(500).default(0),
  /** Shuffle the drawn questions per attempt (a drawn pool is always shuffled). */
  shuffle: z18.boolean().default(false),
  /** Results show pass or fail only, never the score. */
  scoredAsPassFail: z18.boolean().default(false),
  /** When the review (answers, keys, feedback) of a finished attempt may be seen. */
  showFeedback: z18.enum(["ALWAYS", "WHEN_PASSED", "NEVER"]).default("ALWAYS"),
  /** The review may be downloaded as a PDF (final exams also need SC_FINAL_EXAMS_ALLOW_PRINT). */
  allowDownload: z18.boolean().default(true),
  /** PASSED: the node completes on a pass; TAKEN: on any finished attempt (practice exams). */
  completesWhen: z18.enum(["PASSED", "TAKEN"]).default("PASSED"),
  introMessage: z18.string().max(5e3).optional(),
  passMessage: z18.string().max(5e3).optional(),
  failMessage: z18.string().max(5e3).optional(),
  reviewQuestionMessage: z18.string().max(5e3).optional()
}).strict();
var examChoice = z18.object({
  /** What stored answers hold; browsers see shown ids instead (choice-order.ts). Defaults to a, b, c… */
  id: id2.optional(),
  text: z18.string().min(1).max(2e3),
  correct: z18.boolean().default(false),
  feedback: z18.string().max(5e3).optional(),
  /** Keeps its authored place when the other choices are shuffled ("All of the above"; decision 0055). */
  fixedPosition: z18.boolean().optional()
}).strict();
var examQuestion = z18.object({
  id: id2,
  text: z18.string().min(1).max(1e4),
  choices: z18.array(examChoice).min(2).max(8),
  /** Score breakdowns are by tag. */
  tags: z18.array(z18.string().min(1).max(100)).default([]),
  /** Key of the topic node this question measures (effort breakdowns in exam prep). */
  topic: z18.string().max(200).optional(),
  explanation: z18.string().max(1e4).optional(),
  /** Choices in authored order for every learner, instead of each learner's own order (decision 0055). */
  fixedOrder: z18.boolean().optional()
}).strict();
var LETTERS = "abcdefgh";
function toStoredQuestion(q) {
  return {
    ...q,
    choices: q.choices.map((c, i) => ({ ...c, id: c.id ?? LETTERS[i] }))
  };
}
function parseSettings(raw) {
  return examSettings.parse(raw ?? {});
}

// apps/server/src/modules/exam/repo.ts
import { and as and10, asc as asc5, eq as eq14, inArray as inArray6, isNull as isNull4, notInArray as notInArray2, sql as sql11 } from "drizzle-orm";

// apps/server/src/modules/catalog/course-rules.ts
var defaults = {
  SC_IDLE_WARNING_SECS: "1800",
  SC_SEAT_TIME_IS_TIMEOUT: "no",
  SC_SEAT_TIME_TIMEOUT_MINUTES: "30",
  SC_SEAT_TIME_DISPLAY_WARNING: "yes",
  SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE: "no",
  SC_PROCTOR_PROCTOR_REQUIRED: "no",
  SC_FINAL_EXAMS_ALLOW_PRINT: "yes",
  SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: "no",
  SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: "no",
  SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED: "yes",
  SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: "0",
  SC_PHOTO_IDENTIFICATION_REQUIRED: "no"
};
var CourseRules = class {
  constructor(values) {
    this.values = values;
  }
  /** The raw value, or the spec's default, or undefined. */
  text(key) {
    return this.values[key] ?? defaults[key];
  }
  /** 'yes' (any case) is true; anything else false. */
  flag(key) {
    return (this.text(key) ?? "").trim().toLowerCase() === "yes";
  }
  /** Digits only (000 §5); anything else gives the fallback. */
  int(key, fallback = 0) {
    const raw = (this.text(key) ?? "").trim();
    return /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : fallback;
  }
  /** The stored map as sent to the client (no defaults filled in). */
  toJSON() {
    return { ...this.values };
  }
};

// apps/server/src/modules/catalog/node-reads.ts
import { and as and5, asc as asc2, eq as eq5, inArray as inArray3, sql as sql7 } from "drizzle-orm";

// apps/server/src/modules/catalog/slide-files.ts
var LESSON_IMAGE_PREFIX = "lesson-images/";
var IMAGE_FILE_FIELD = "bgImageFile";

// apps/server/src/modules/catalog/node-reads.ts
function findLessonSlides(db, nodeId) {
  return db.select().from(lessonSlides).where(eq5(lessonSlides.nodeId, nodeId)).orderBy(asc2(lessonSlides.position));
}
async function findProductSlidesOfTypes(db, productId, types) {
  return db.select({ slide: lessonSlides }).from(lessonSlides).innerJoin(nodes, eq5(nodes.id, lessonSlides.nodeId)).where(and5(eq5(nodes.productId, productId), inArray3(lessonSlides.type, types))).orderBy(asc2(nodes.id), asc2(lessonSlides.position)).then((rows) => rows.map((r) => r.slide));
}
async function findChildCourses(db, rootNodeId) {
  return db.select({ id: nodes.id, title: nodes.title, type: nodes.type }).from(nodes).where(and5(eq5(nodes.parentId, rootNodeId), eq5(nodes.type, "COURSE"))).orderBy(asc2(nodes.position));
}
function lessonSlideImages(db) {
  return db.select({
    lessonId: nodes.id,
    productId: nodes.productId,
    name: sql7`${lessonSlides.data} ->> 'bgImage'`.as("image_name"),
    file: sql7`${lessonSlides.data} -> ${IMAGE_FILE_FIELD}`.as("image_file")
  }).from(nodes).innerJoin(lessonSlides, eq5(lessonSlides.nodeId, nodes.id)).where(eq5(nodes.type, "LESSON")).as("lesson_slide_image");
}
async function findProductNode(db, productId, nodeId) {
  const [row] = await db.select({ id: nodes.id, type: nodes.type, title: nodes.title, metadata: nodes.metadata }).from(nodes).where(and5(eq5(nodes.id, nodeId), eq5(nodes.productId, productId))).limit(1);
  return row;
}
function nodeProductIdSql(nodeId) {
  return sql7`(select n_of.product_id from ${nodes} n_of where n_of.id = ${nodeId})`;
}
function selectProductNodeIds(db, productId) {
  return db.select({ id: nodes.id }).from(nodes).where(eq5(nodes.productId, productId));
}
var nodeTitlesSql = sql7`(select id, title, title_prefix from ${nodes})`;

// apps/server/src/modules/catalog/package-resource-schema.ts
import { z as z19 } from "zod";
var MEDIA_TYPES = {
  AUDIO: { mp3: "audio/mpeg", m4a: "audio/mp4", ogg: "audio/ogg", wav: "audio/wav" },
  VIDEO: { mp4: "video/mp4", webm: "video/webm" },
  // No SVG: it can carry script, and images are served from the app's own origin.
  IMAGE: { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" },
  PDF: { pdf: "application/pdf" },
  DOCUMENT: { docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  SPREADSHEET: { xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  HTML: { html: "text/html", htm: "text/html" },
  NOTES: { html: "text/html", htm: "text/html" }
};
var CAPTIONS_MEDIA_TYPE = "text/vtt";
var relativePath = z19.string().min(1).max(300).regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9 _./()-]+$/, 'a path inside the package folder (no "..", no leading "/")');
var packageResource = z19.object({
  /** Stable in the package: learners' views and bookmarks follow it across re-imports. */
  key: z19.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, "key is lower-case letters, digits, dashes, underscores"),
  type: z19.enum(RESOURCE_TYPES),
  title: z19.string().min(1).max(300),
  /** Short name; defaults to the file name, or the title. */
  name: z19.string().min(1).max(200).optional(),
  file: relativePath.optional(),
  /** HTML or NOTES written inline instead of in a file. */
  content: z19.string().min(1).max(2e5).optional(),
  url: z19.url({ protocol: /^https?$/, error: "url must be an http(s) address" }).optional(),
  forum: z19.string().min(1).max(200).optional(),
  keyPointsOf: z19.string().min(1).max(200).optional(),
  alt: z19.string().min(1).max(500).optional(),
  captions: z19.array(
    z19.object({
      file: relativePath.regex(/\.vtt$/, "captions are WebVTT (.vtt) files"),
      srclang: z19.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "srclang is a language code such as en or fr"),
      label: z19.string().min(1).max(100),
      kind: z19.enum(["captions", "subtitles"]).default("captions")
    })
  ).default([]),
  copyright: z19.string().min(1).max(500).optional(),
  enableSave: z19.boolean().default(false),
  handbook: z19.boolean().default(false),
  /** Slide ids of the lesson it belongs to, where the player shows it. */
  slides: z19.array(z19.string().min(1)).default([])
}).strict();
var extensionOf = (path2) => /\.([a-z0-9]+)$/i.exec(path2)?.[1]?.toLowerCase() ?? "";
function resourceEntryProblems(r) {
  const problems = [];
  const need = (field, why) => {
    if (r[field] === void 0) problems.push({ path: [field], message: `${field} is required for ${r.type} (${why})` });
  };
  const forbid = (fields) => {
    for (const f of fields)
      if (r[f] !== void 0 && !(Array.isArray(r[f]) && r[f].length === 0))
        problems.push({ path: [f], message: `${f} does not apply to ${r.type}` });
  };
  const types = MEDIA_TYPES[r.type];
  if (r.file && types && !types[extensionOf(r.file)]) {
    problems.push({
      path: ["file"],
      message: `a ${r.type} file ends in ${Object.keys(types).map((e) => `.${e}`).join(", ")}`
    });
  }
  switch (r.type) {
    case "AUDIO":
    case "VIDEO":
      need("file", "the media file");
      forbid(["content", "url", "forum", "keyPointsOf", "alt"]);
      break;
    case "IMAGE":
      need("file", "the image");
      need("alt", "text for screen readers");
      forbid(["content", "url", "forum", "keyPointsOf", "captions"]);
      break;
    case "PDF":
    case "DOCUMENT":
    case "SPREADSHEET":
      need("file", "the document");
      forbid(["content", "url", "forum", "keyPointsOf", "alt", "captions"]);
      break;
    case "HTML":
    case "NOTES":
      if (r.file === void 0 === (r.content === void 0))
        problems.push({ path: ["content"], message: `${r.type} needs either file (.html) or content, not both` });
      forbid(["url", "forum", "keyPointsOf", "alt", "captions"]);
      break;
    case "LINK":
      need("url", "the address");
      forbid(["file", "content", "forum", "keyPointsOf", "alt", "captions"]);
      break;
    case "FORUM":
      need("forum", "the forum's key");
      forbid(["file", "content", "url", "keyPointsOf", "alt", "captions"]);
      break;
    case "KEY_POINTS":
      need("keyPointsOf", "the key of a KEY_POINTS node");
      forbid(["file", "content", "url", "forum", "alt", "captions"]);
      break;
  }
  return problems;
}
var resourcesFile = z19.object({ resources: z19.array(packageResource.extend({ node: z19.string().min(1).max(200) })).default([]) }).strict();
var glossaryFile = z19.object({
  terms: z19.array(
    z19.object({
      term: z19.string().trim().min(1).max(200),
      definition: z19.string().trim().min(1).max(5e3),
      example: z19.string().trim().min(1).max(5e3).optional()
    }).strict()
  ).default([])
}).strict();

// apps/server/src/modules/catalog/package-schema.ts
import { z as z20 } from "zod";
var metadataValue = z20.union([z20.string(), z20.number(), z20.boolean()]).transform((v) => typeof v === "boolean" ? v ? "yes" : "no" : String(v));
var metadata = z20.record(z20.string().regex(/^[A-Z][A-Z0-9_]*$/, "metadata keys are UPPER_SNAKE_CASE"), metadataValue);
var NODE_TYPES = [
  "PROGRAM",
  "LEVEL",
  "COURSE",
  "CHAPTER",
  "UNIT",
  "UNIT_INTRODUCTION",
  "SECTION",
  "TOPIC",
  "TOPICS",
  "SUBTOPICS",
  "GAUGE_CONTAINER",
  "LESSON",
  "KEY_POINTS",
  "EXAM",
  "EXAM_GAUGE"
];
var siteAsset2 = z20.object({ label: z20.string().min(1), type: z20.string().min(1), url: z20.string().min(1) });
var courseFile = z20.object({
  code: z20.string().regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, "code is 2-40 upper-case letters, digits and dashes"),
  title: z20.string().min(1).max(200),
  type: z20.enum(["COURSE", "PROGRAM", "EXAM_PREP"]),
  description: z20.string().optional(),
  industry: z20.string().optional(),
  state: z20.string().length(2).optional(),
  licenseType: z20.string().optional(),
  ethicsCourse: z20.boolean().default(false),
  account: z20.object({
    name: z20.string().min(1),
    phone: z20.string().optional(),
    email: z20.email().optional(),
    siteUrl: z20.url().optional(),
    logoLight: z20.string().optional(),
    logoDark: z20.string().optional()
  }),
  proctorType: z20.string().optional(),
  supportChatEnabled: z20.boolean().default(false),
  showContactInstructor: z20.boolean().default(false),
  startDateRequired: z20.boolean().default(false),
  durationDays: z20.number().int().min(1).max(3650).default(13),
  minimumRequiredMinutes: z20.number().int().min(0).optional(),
  minimumRecommendedMinutes: z20.number().int().min(0).optional(),
  rules: z20.record(z20.string().regex(/^SC_[A-Z0-9_]+$/, "rule keys start with SC_"), metadataValue).default({}),
  metadata: metadata.default({}),
  siteAssets: z20.object({
    studyPlanLabel: z20.string().optional(),
    studyPlanAssets: z20.array(siteAsset2).default([]),
    studyTipAssets: z20.array(siteAsset2).default([]),
    instructorScheduleAssets: z20.array(siteAsset2).default([]),
    careerBuilderAssets: z20.array(siteAsset2).default([])
  }).default({ studyPlanAssets: [], studyTipAssets: [], instructorScheduleAssets: [], careerBuilderAssets: [] })
}).strict();
var nodeFile = z20.object({
  key: z20.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, "key is lower-case letters, digits, dashes, slashes").max(200).optional(),
  type: z20.enum(NODE_TYPES),
  title: z20.string().min(1).max(300),
  titlePrefix: z20.string().max(100).optional(),
  description: z20.string().optional(),
  metadata: metadata.default({}),
  /** A lesson's slides, in order; each checked against its inquiry type (lesson/slide-checks.ts). */
  slides: z20.array(z20.looseObject({ type: z20.string() })).optional(),
  /** An exam's settings and question bank; checked by exam/package-checks.ts. */
  exam: z20.looseObject({}).optional(),
  questions: z20.array(z20.looseObject({})).optional(),
  /** Resources of this learning component (package-resource-schema.ts). */
  resources: z20.array(packageResource).optional(),
  /** A KEY_POINTS node's key points: HTML, sanitized at import. */
  keyPoints: z20.array(z20.string().min(1).max(2e4)).optional()
}).strict();

// apps/server/src/modules/catalog/repo.ts
import { and as and6, asc as asc3, eq as eq6, inArray as inArray4, notInArray } from "drizzle-orm";
async function findNodeKeys(db, productId) {
  const rows = await db.select({ id: nodes.id, key: nodes.key }).from(nodes).where(eq6(nodes.productId, productId));
  return new Map(rows.map((r) => [r.key, r.id]));
}
async function insertNode(db, row) {
  const [n] = await db.insert(nodes).values(row).returning({ id: nodes.id });
  if (!n) throw new Error("node insert returned nothing");
  return n.id;
}
async function updateNode(db, id4, patch) {
  await db.update(nodes).set(patch).where(eq6(nodes.id, id4));
}
async function deleteNodesExcept(db, productId, keep) {
  const removed = await db.delete(nodes).where(and6(eq6(nodes.productId, productId), keep.length ? notInArray(nodes.id, keep) : void 0)).returning({ id: nodes.id });
  return removed.length;
}
async function findProductNodes(db, productId) {
  return db.select().from(nodes).where(eq6(nodes.productId, productId)).orderBy(asc3(nodes.parentId), asc3(nodes.position));
}
async function replaceSlides(db, nodeId, slides) {
  const existing = await db.select({ id: lessonSlides.id, key: lessonSlides.key }).from(lessonSlides).where(eq6(lessonSlides.nodeId, nodeId));
  const byKey = new Map(existing.map((r) => [r.key, r.id]));
  const keep = [];
  for (const s of slides) {
    const id4 = byKey.get(s.key);
    if (id4 !== void 0) {
      await db.update(lessonSlides).set(s).where(eq6(lessonSlides.id, id4));
      keep.push(id4);
    } else {
      const [row] = await db.insert(lessonSlides).values({ nodeId, ...s }).returning({ id: lessonSlides.id });
      if (row) keep.push(row.id);
    }
  }
  await db.delete(lessonSlides).where(and6(eq6(lessonSlides.nodeId, nodeId), keep.length ? notInArray(lessonSlides.id, keep) : void 0));
}

// apps/server/src/modules/catalog/slide-file-refs.ts
import { sql as sql8 } from "drizzle-orm";
function lessonImageRefsSql(where, productWhere) {
  return sql8`select ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey' as key from lesson_slides ls join nodes n on n.id = ls.node_id
    where ls.data -> ${IMAGE_FILE_FIELD}::text is not null and ${productWhere(sql8`n.product_id`)}
      and ${where(sql8`ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey'`)}`;
}

// apps/server/src/modules/product/imported-products.ts
import { eq as eq7 } from "drizzle-orm";
async function findProductByCode(db, code) {
  const [row] = await db.select().from(products).where(eq7(products.code, code)).limit(1);
  return row;
}
async function insertProduct(db, row) {
  const [p] = await db.insert(products).values(row).returning();
  if (!p) throw new Error("product insert returned nothing");
  return p;
}
async function updateProduct(db, id4, patch) {
  await db.update(products).set(patch).where(eq7(products.id, id4));
}
async function replaceProductRules(db, productId, rules) {
  await db.delete(productRules).where(eq7(productRules.productId, productId));
  const rows = Object.entries(rules).map(([key, value]) => ({ productId, key, value }));
  if (rows.length) await db.insert(productRules).values(rows);
}

// apps/server/src/modules/product/instructors.ts
import { and as and7, eq as eq8 } from "drizzle-orm";
async function assignInstructor(db, productId, userId, at2) {
  await db.insert(productInstructors).values({ productId, userId, createdAt: at2 }).onConflictDoNothing();
}
async function isAssigned(db, productId, userId) {
  const rows = await db.select({ userId: productInstructors.userId }).from(productInstructors).where(and7(eq8(productInstructors.productId, productId), eq8(productInstructors.userId, userId))).limit(1);
  return rows.length > 0;
}
async function mayStaffProduct(db, actor, productId) {
  if (actor.authorities.includes(Authority.ADMIN)) return true;
  if (!actor.authorities.includes(Authority.INSTRUCTOR)) return false;
  return isAssigned(db, productId, actor.id);
}

// apps/server/src/modules/product/learner-product-reads.ts
import { and as and8, desc, eq as eq9 } from "drizzle-orm";
async function findLearnerProductOwner(db, lpId) {
  const [row] = await db.select({ userId: learnerProducts.userId, productId: learnerProducts.productId }).from(learnerProducts).where(eq9(learnerProducts.id, lpId)).limit(1);
  return row;
}
async function holdsLearnerProductOf(db, userId, productId) {
  const [row] = await db.select({ id: learnerProducts.id }).from(learnerProducts).where(and8(eq9(learnerProducts.userId, userId), eq9(learnerProducts.productId, productId))).limit(1);
  return row !== void 0;
}
async function findLearnerProductWithLearner(db, lpId) {
  const learner = userIdentities(db);
  const [row] = await db.select({
    lp: learnerProducts,
    product: products,
    user: { login: learner.login, firstName: learner.firstName, lastName: learner.lastName, email: learner.email }
  }).from(learnerProducts).innerJoin(products, eq9(products.id, learnerProducts.productId)).innerJoin(learner, eq9(learner.id, learnerProducts.userId)).where(eq9(learnerProducts.id, lpId)).limit(1);
  return row;
}
function learnerProductOwners(db) {
  return db.select({ id: learnerProducts.id, userId: learnerProducts.userId, productId: learnerProducts.productId }).from(learnerProducts).as("learner_product_owner");
}
async function findLearnerProductWithProduct(db, lpId) {
  const [row] = await db.select({ lp: learnerProducts, product: products }).from(learnerProducts).innerJoin(products, eq9(products.id, learnerProducts.productId)).where(eq9(learnerProducts.id, lpId)).limit(1);
  return row;
}
async function findUserLearnerProductId(db, userId, productId, lpId) {
  const [row] = await db.select({ id: learnerProducts.id }).from(learnerProducts).where(
    and8(
      eq9(learnerProducts.productId, productId),
      eq9(learnerProducts.userId, userId),
      lpId === void 0 ? void 0 : eq9(learnerProducts.id, lpId)
    )
  ).orderBy(desc(learnerProducts.id)).limit(1);
  return row?.id;
}

// apps/server/src/modules/product/learner-product-sql.ts
import { eq as eq10, sql as sql9 } from "drizzle-orm";
function learnerProductUserIdSql(lpId) {
  return sql9`(select lp_of.user_id from ${learnerProducts} lp_of where lp_of.id = ${lpId})`;
}
function learnerProductProductIdSql(lpId) {
  return sql9`(select lp_of.product_id from ${learnerProducts} lp_of where lp_of.id = ${lpId})`;
}
function selectLearnerProductIdsOfUser(db, userId) {
  return db.select({ id: learnerProducts.id }).from(learnerProducts).where(eq10(learnerProducts.userId, userId));
}
function learnerProductCourses(db) {
  return db.select({ id: learnerProducts.id, userId: learnerProducts.userId, course: products.name }).from(learnerProducts).innerJoin(products, eq10(products.id, learnerProducts.productId)).as("lp_courses");
}

// apps/server/src/modules/product/learner-product-writes.ts
import { and as and9, eq as eq11, inArray as inArray5, isNull as isNull3, or, sql as sql10 } from "drizzle-orm";
async function insertLearnerProduct(db, row) {
  const [lp] = await db.insert(learnerProducts).values(row).returning({ id: learnerProducts.id });
  if (!lp) throw new Error("learner product insert returned nothing");
  return lp.id;
}
async function setCourseDates(db, lpId, dates) {
  await db.update(learnerProducts).set(dates).where(eq11(learnerProducts.id, lpId));
}
async function updateProctorStatusOfUser(db, userId, proctorType, to, from) {
  const ofType = db.select({ id: products.id }).from(products).where(sql10`upper(${products.proctorType}) = ${proctorType.toUpperCase()}`);
  await db.update(learnerProducts).set({ proctorStatus: to }).where(
    and9(
      eq11(learnerProducts.userId, userId),
      inArray5(learnerProducts.productId, ofType),
      or(...from.map((s) => s === null ? isNull3(learnerProducts.proctorStatus) : eq11(learnerProducts.proctorStatus, s)))
    )
  );
}

// apps/server/src/modules/product/left-off.ts
import { eq as eq12 } from "drizzle-orm";
async function setLeftOffNode(db, lpId, nodeId) {
  await db.update(learnerProducts).set({ leftOffNodeId: nodeId }).where(eq12(learnerProducts.id, lpId));
}

// apps/server/src/modules/product/policy.ts
function canReadLearnerProduct(actor, lp) {
  return lp.userId === actor.id || actor.authorities.includes(Authority.ADMIN);
}
function canWriteLearnerProduct(actor, lp) {
  return lp.userId === actor.id;
}
function mayUseLearnerProduct(actor, lp, use) {
  return use === "write" ? canWriteLearnerProduct(actor, lp) : canReadLearnerProduct(actor, lp);
}

// apps/server/src/modules/product/repo.ts
import { asc as asc4, eq as eq13 } from "drizzle-orm";
async function findLearnerProductsOfUser(db, userId) {
  return db.select({ learnerProductId: learnerProducts.id, productName: products.name, status: learnerProducts.status }).from(learnerProducts).innerJoin(products, eq13(products.id, learnerProducts.productId)).where(eq13(learnerProducts.userId, userId)).orderBy(asc4(learnerProducts.id));
}
async function findRules(db, productId) {
  const rows = await db.select().from(productRules).where(eq13(productRules.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

// apps/server/src/modules/product/service.ts
async function getLearnerProduct(ctx, actor, lpId) {
  const { db } = ctx.database;
  const row = await findLearnerProductWithLearner(db, lpId);
  if (!row || !canReadLearnerProduct(actor, row.lp)) throw notFound("learner product");
  const { lp, product, user } = row;
  return {
    id: lp.id,
    courseTitle: product.name,
    login: user.login,
    firstName: user.firstName,
    accountName: product.accountName,
    externalUserId: lp.externalUserId,
    externalEnrollmentId: lp.externalEnrollmentId,
    industry: product.industry,
    state: product.state,
    licenseType: product.licenseType,
    ethicsCourse: product.ethicsCourse,
    type: product.type,
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
    rules: await findRules(db, product.id),
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
      careerBuilderAssets: product.siteAssets?.careerBuilderAssets ?? []
    },
    startDateRequired: product.startDateRequired
  };
}

// apps/server/src/modules/product/routes.ts
function productRoutes(ctx) {
  return async (app) => {
    app.get(
      "/api/user/products",
      { config: { access: "authenticated", owner: "self" }, schema: { response: { 200: userProductsReply } } },
      async (request) => findLearnerProductsOfUser(ctx.database.db, currentUser(request).id)
    );
    app.get(
      "/api/product/:lpId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: learnerProductReply } }
      },
      async (request) => getLearnerProduct(ctx, currentUser(request), request.params.lpId)
    );
  };
}

// apps/server/src/modules/exam/repo.ts
async function upsertExamSettings(db, nodeId, settings) {
  const value = settings;
  await db.insert(exams).values({ nodeId, settings: value }).onConflictDoUpdate({ target: exams.nodeId, set: { settings: value } });
}
async function replaceQuestions(db, nodeId, rows) {
  const existing = await db.select({ id: examQuestions.id, key: examQuestions.key }).from(examQuestions).where(eq14(examQuestions.nodeId, nodeId));
  const byKey = new Map(existing.map((r) => [r.key, r.id]));
  const keep = [];
  for (const r of rows) {
    const id4 = byKey.get(r.key);
    if (id4 !== void 0) {
      await db.update(examQuestions).set({ position: r.position, data: r.data, active: true }).where(eq14(examQuestions.id, id4));
      keep.push(id4);
    } else {
      const [row] = await db.insert(examQuestions).values({ nodeId, ...r }).returning({ id: examQuestions.id });
      if (row) keep.push(row.id);
    }
  }
  await db.update(examQuestions).set({ active: false }).where(and10(eq14(examQuestions.nodeId, nodeId), keep.length ? notInArray2(examQuestions.id, keep) : void 0));
}
async function findSettings(db, nodeId) {
  const [row] = await db.select().from(exams).where(eq14(exams.nodeId, nodeId)).limit(1);
  return row?.settings;
}
async function findActiveQuestions(db, nodeId) {
  const rows = await db.select().from(examQuestions).where(and10(eq14(examQuestions.nodeId, nodeId), eq14(examQuestions.active, true))).orderBy(asc5(examQuestions.position));
  return rows;
}
async function findQuestionsByIds(db, ids) {
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select().from(examQuestions).where(inArray6(examQuestions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
async function findLearnerProductIdForNode(db, userId, nodeId, lpId) {
  return findUserLearnerProductId(db, userId, nodeProductIdSql(nodeId), lpId || void 0);
}
function findAttempts(db, learnerProductId, nodeId) {
  return db.select().from(examAttempts).where(and10(eq14(examAttempts.learnerProductId, learnerProductId), eq14(examAttempts.nodeId, nodeId))).orderBy(asc5(examAttempts.attemptNumber));
}
function findAttemptsOfLearnerProduct(db, learnerProductId) {
  return db.select().from(examAttempts).where(eq14(examAttempts.learnerProductId, learnerProductId)).orderBy(asc5(examAttempts.id));
}
async function findAttemptWithOwner(db, attemptId) {
  const [row] = await db.select({ attempt: examAttempts, userId: learnerProductUserIdSql(examAttempts.learnerProductId) }).from(examAttempts).where(eq14(examAttempts.id, attemptId)).limit(1);
  return row;
}
async function lockAttempt(tx, attemptId) {
  const [row] = await tx.select().from(examAttempts).where(eq14(examAttempts.id, attemptId)).for("update").limit(1);
  return row;
}
async function insertAttempt(tx, row) {
  const [inserted] = await tx.insert(examAttempts).values(row).onConflictDoNothing().returning();
  return inserted;
}
async function findOpenAttempt(db, learnerProductId, nodeId) {
  const [row] = await db.select().from(examAttempts).where(
    and10(eq14(examAttempts.learnerProductId, learnerProductId), eq14(examAttempts.nodeId, nodeId), isNull4(examAttempts.finishedAt))
  ).limit(1);
  return row;
}
async function insertAttemptQuestions(tx, attemptId, questionIds) {
  if (questionIds.length === 0) return;
  await tx.insert(examAttemptQuestions).values(questionIds.map((questionId, i) => ({ attemptId, position: i + 1, questionId })));
}
function findAttemptQuestions(db, attemptId) {
  return db.select().from(examAttemptQuestions).where(eq14(examAttemptQuestions.attemptId, attemptId)).orderBy(asc5(examAttemptQuestions.position));
}
function findQuestionsOfAttempts(db, attemptIds) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db.select().from(examAttemptQuestions).where(inArray6(examAttemptQuestions.attemptId, attemptIds)).orderBy(asc5(examAttemptQuestions.attemptId), asc5(examAttemptQuestions.position));
}
async function findAttemptQuestionIds(db, attemptId) {
  const rows = await db.select({ questionId: examAttemptQuestions.questionId }).from(examAttemptQuestions).where(eq14(examAttemptQuestions.attemptId, attemptId)).orderBy(asc5(examAttemptQuestions.position));
  return rows.map((r) => r.questionId);
}
async function saveAnswer(tx, attemptId, position, userAnswer, at2) {
  await tx.update(examAttemptQuestions).set({ userAnswer, answeredAt: at2 }).where(and10(eq14(examAttemptQuestions.attemptId, attemptId), eq14(examAttemptQuestions.position, position)));
}
async function moveTo(tx, attemptId, position, at2) {
  await tx.update(examAttempts).set({ currentPosition: position, lastActivityAt: at2 }).where(eq14(examAttempts.id, attemptId));
}
async function findAttemptQuestionWithOwner(db, attemptQuestionId) {
  const [row] = await db.select({
    question: examAttemptQuestions,
    attempt: examAttempts,
    userId: learnerProductUserIdSql(examAttempts.learnerProductId)
  }).from(examAttemptQuestions).innerJoin(examAttempts, eq14(examAttempts.id, examAttemptQuestions.attemptId)).where(eq14(examAttemptQuestions.id, attemptQuestionId)).limit(1);
  return row;
}
async function setStarred(tx, attemptQuestionId, starred) {
  await tx.update(examAttemptQuestions).set({ starred }).where(eq14(examAttemptQuestions.id, attemptQuestionId));
}
async function finishAttempt(tx, attemptId, result, correctByPosition) {
  const done = await tx.update(examAttempts).set(result).where(and10(eq14(examAttempts.id, attemptId), isNull4(examAttempts.finishedAt))).returning({ id: examAttempts.id });
  if (done.length === 0) return false;
  for (const [position, correct] of correctByPosition) {
    await tx.update(examAttemptQuestions).set({ correct }).where(and10(eq14(examAttemptQuestions.attemptId, attemptId), eq14(examAttemptQuestions.position, position)));
  }
  return true;
}
async function findProductExams(db, productId) {
  const rows = await db.select({
    nodeId: exams.nodeId,
    settings: exams.settings,
    // Qualified by hand: a select without a join renders its columns bare, which the subquery would take as q's.
    questionCount: sql11`(select count(*)::int from ${examQuestions} q where q.node_id = ${exams}.node_id and q.active)`
  }).from(exams).where(inArray6(exams.nodeId, selectProductNodeIds(db, productId)));
  return rows.map((r) => ({ ...r, questionCount: Number(r.questionCount) }));
}
async function findTopicQuestionCounts(db, productId) {
  const result = await db.execute(sql11`
    select q.data ->> 'topic' as topic, count(*)::int as n from ${examQuestions} q
    where q.node_id in (${selectProductNodeIds(db, productId)}) and q.active and q.data ? 'topic' group by 1`);
  return new Map(result.rows.map((r) => [r.topic, Number(r.n)]));
}
async function findGradedTopics(db, attemptIds) {
  if (attemptIds.length === 0) return [];
  const rows = await db.select({
    attemptId: examAttemptQuestions.attemptId,
    correct: examAttemptQuestions.correct,
    topic: sql11`${examQuestions.data} ->> 'topic'`
  }).from(examAttemptQuestions).innerJoin(examQuestions, eq14(examQuestions.id, examAttemptQuestions.questionId)).where(inArray6(examAttemptQuestions.attemptId, attemptIds));
  return rows;
}
var QUICK_MOVE = `
  with mv as (
    update exam_attempts a set current_position = $3::int, last_activity_at = $6::timestamptz
    from learner_products l join products p on p.id = l.product_id
    where a.id = $1::int and a.finished_at is null and l.id = a.learner_product_id
      and l.user_id = $2::int and p.package_hash = $7::text
      and ($4::int is null or exists (select 1 from exam_attempt_questions q
        where q.attempt_id = a.id and q.position = $4::int))
      and (not $8::boolean or not exists (select 1 from learner_products l2
        where l2.user_id = l.user_id and l2.product_id = l.product_id and l2.id > l.id))
      and not exists (select 1 from unnest($9::int[]) as pt (n)
        where not exists (select 1 from security_challenges c
          where c.learner_product_id = a.learner_product_id and c.node_id = a.node_id
            and c.purpose = $10::text || pt.n::text and c.passed_at is not null))
    returning a.id
  ), sv as (
    update exam_attempt_questions q set user_answer = $5::text, answered_at = $6::timestamptz
    from mv where q.attempt_id = mv.id and q.position = $4::int
    returning q.id
  )
  select (select count(*)::int from mv) as moved, (select count(*)::int from sv) as saved,
    coalesce((select json_agg(json_build_array(q.position, q.user_answer, q.starred) order by q.position)
      from exam_attempt_questions q where q.attempt_id = $1::int), '[]'::json) as rows,
    coalesce((select json_agg(json_build_array(c.purpose, c.question, c.passed_at is not null))
      from exam_attempts a join security_challenges c
        on c.learner_product_id = a.learner_product_id and c.node_id = a.node_id
      where a.id = $1::int and starts_with(c.purpose, $10::text)), '[]'::json) as challenges`;
async function quickMove(database, s) {
  const [raw] = await database.prepared("exam_quick_move", QUICK_MOVE, [
    s.attemptId,
    s.userId,
    s.target,
    s.answer?.position ?? null,
    s.answer?.userAnswer ?? null,
    s.at.toISOString(),
    s.packageHash,
    s.latestEnrolmentOnly,
    s.pointsToPass,
    s.purposePrefix
  ]);
  const saved = Number(raw?.saved ?? 0) > 0;
  return {
    done: Number(raw?.moved ?? 0) > 0 && (s.answer === void 0 || saved),
    rows: (raw?.rows ?? []).map(([position, userAnswer, starred]) => ({ position, userAnswer, starred })),
    challenges: (raw?.challenges ?? []).map(([purpose, question, passed]) => ({ purpose, question, passed }))
  };
}

// apps/server/src/modules/exam/facts.ts
async function readExamFacts(db, learnerProductId, productId) {
  const [examsOfProduct, attempts, topicQuestionCounts] = await Promise.all([
    findProductExams(db, productId),
    findAttemptsOfLearnerProduct(db, learnerProductId),
    findTopicQuestionCounts(db, productId)
  ]);
  const byNode = /* @__PURE__ */ new Map();
  for (const e of examsOfProduct) {
    const s = parseSettings(e.settings);
    const mine = attempts.filter((a) => a.nodeId === e.nodeId && a.finishedAt);
    byNode.set(e.nodeId, {
      counted: mine.filter((a) => !a.trial),
      hasResults: mine.length > 0,
      questionCount: Math.min(s.questionCount ?? e.questionCount, e.questionCount),
      passingScore: s.passingScore,
      allowedAttempts: s.allowedAttempts
    });
  }
  const latest = [...byNode.values()].map((f) => f.counted.at(-1)?.id).filter((id4) => id4 !== void 0);
  const topicTallies = /* @__PURE__ */ new Map();
  for (const row of await findGradedTopics(db, latest)) {
    if (!row.topic) continue;
    const t = topicTallies.get(row.topic) ?? { correct: 0, total: 0 };
    t.total++;
    if (row.correct) t.correct++;
    topicTallies.set(row.topic, t);
  }
  return { byNode, topicTallies, topicQuestionCounts };
}

// apps/server/src/modules/exam/import-exam.ts
async function importExamContent(tx, nodeId, node) {
  await upsertExamSettings(tx, nodeId, parseSettings(node.exam));
  const rows = (node.questions ?? []).map((raw, position) => {
    const q = toStoredQuestion(examQuestion.parse(raw));
    return { key: q.id, position, data: q };
  });
  await replaceQuestions(tx, nodeId, rows);
}

// apps/server/src/modules/exam/package-checks.ts
var EXAM_TYPES = /* @__PURE__ */ new Set(["EXAM", "EXAM_GAUGE"]);
function examProblems(node) {
  if (node.exam === void 0 && node.questions === void 0) return [];
  if (!EXAM_TYPES.has(node.type)) {
    const field = node.exam !== void 0 ? "exam" : "questions";
    return [{ path: [field], message: `only EXAM and EXAM_GAUGE nodes have ${field}` }];
  }
  const problems = [];
  const settings = examSettings.safeParse(node.exam ?? {});
  if (!settings.success) {
    for (const i of settings.error.issues) problems.push({ path: ["exam", ...i.path], message: i.message });
  }
  const questions = node.questions ?? [];
  const seen = /* @__PURE__ */ new Set();
  questions.forEach((raw, i) => {
    const parsed = examQuestion.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ path: ["questions", i, ...issue.path], message: issue.message });
      return;
    }
    const q = toStoredQuestion(parsed.data);
    if (seen.has(q.id)) problems.push({ path: ["questions", i, "id"], message: `question id "${q.id}" is used twice` });
    seen.add(q.id);
    const correct = q.choices.filter((c) => c.correct).length;
    if (correct !== 1)
      problems.push({ path: ["questions", i, "choices"], message: `exactly one choice must be correct (found ${correct})` });
    const ids = q.choices.map((c) => c.id);
    if (new Set(ids).size !== ids.length)
      problems.push({ path: ["questions", i, "choices"], message: "choice ids must be unique" });
  });
  if (settings.success) {
    const { questionCount, minNewQuestions, passingScore, scoredAsPassFail } = settings.data;
    const drawn = questionCount ?? questions.length;
    if (questionCount !== void 0 && questionCount > questions.length) {
      problems.push({
        path: ["exam", "questionCount"],
        message: `questionCount ${questionCount} is more than the ${questions.length} questions`
      });
    }
    if (minNewQuestions > 0 && minNewQuestions > questions.length - drawn) {
      problems.push({
        path: ["exam", "minNewQuestions"],
        message: `minNewQuestions ${minNewQuestions} needs a bank of at least ${drawn + minNewQuestions} questions (has ${questions.length})`
      });
    }
    if (scoredAsPassFail && passingScore === 0) {
      problems.push({ path: ["exam", "scoredAsPassFail"], message: "a pass/fail exam needs a passingScore above 0" });
    }
  }
  return problems;
}

// apps/server/src/modules/progression/course-dates.ts
function isoDate(d) {
  return d.toISOString().slice(0, 10);
}
function addDays(date4, days) {
  const d = /* @__PURE__ */ new Date(`${date4}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}
function daysBetween(from, to) {
  return Math.round(((/* @__PURE__ */ new Date(`${to}T00:00:00Z`)).getTime() - (/* @__PURE__ */ new Date(`${from}T00:00:00Z`)).getTime()) / 864e5);
}
function parseUsDate(text16) {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text16.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return isoDate(d);
}
function endDateFor(start, durationDays) {
  return addDays(start, durationDays - 1);
}

// apps/server/src/modules/progression/course-timing.ts
function courseTiming(ctx, clock) {
  const today = isoDate(clock.now());
  const startDate = ctx.lp.startDate;
  const endDate = ctx.lp.endDate;
  return {
    today,
    startDate,
    endDate,
    needsStartDate: ctx.product.startDateRequired && !startDate,
    pendingStart: Boolean(startDate && startDate > today),
    expired: Boolean(endDate && today > endDate)
  };
}

// apps/server/src/modules/progression/engine.ts
function computeProgression(input) {
  const { nodes: nodes2, facts, rootId } = input;
  const root = nodes2.get(rootId);
  if (!root) throw new Error(`root node ${rootId} not in tree`);
  const byKey = /* @__PURE__ */ new Map();
  for (const n of nodes2.values()) byKey.set(n.key, n);
  const children = (n) => n.children.map((id4) => nodes2.get(id4)).filter((c) => c !== void 0);
  const yes2 = (v) => (v ?? "").trim().toLowerCase() === "yes" || (v ?? "").trim().toLowerCase() === "true";
  const raw = rollUp(
    root,
    children,
    facts,
    () => false,
    (n) => yes2(n.metadata.OPTIONAL)
  );
  const exemptSelf = (n) => {
    const targetKey = n.metadata.EXEMPT_IF_COMPLETE;
    const target = targetKey ? byKey.get(targetKey) : void 0;
    return target !== void 0 && raw.status.get(target.id) === "COMPLETE";
  };
  const flags = /* @__PURE__ */ new Map();
  const walkFlags = (n, parent) => {
    const f = {
      exempt: exemptSelf(n),
      ancestorExempt: parent ? parent.exempt || parent.ancestorExempt : false,
      optional: yes2(n.metadata.OPTIONAL),
      ancestorOptional: parent ? parent.optional || parent.ancestorOptional : false,
      instr: yes2(n.metadata.ONLINE_INSTRUCTOR_NEEDED),
      ancestorInstr: parent ? parent.instr || parent.ancestorInstr : false,
      open: (parent?.open ?? false) || n.metadata.PROGRESSION === "PROGRESS_OPEN_ALL"
    };
    flags.set(n.id, f);
    for (const c of children(n)) walkFlags(c, f);
  };
  walkFlags(root, void 0);
  const notRequired = (n) => {
    const f = flags.get(n.id);
    return Boolean(f && (f.exempt || f.optional));
  };
  const final = rollUp(
    root,
    children,
    facts,
    (n) => Boolean(flags.get(n.id)?.exempt),
    (n) => Boolean(flags.get(n.id)?.optional)
  );
  const isCompleted = (id4) => {
    const s = final.status.get(id4);
    return s === "COMPLETE" || s === "COMPLETE_FAIL";
  };
  const satisfied = (n) => isCompleted(n.id) || notRequired(n);
  const locked2 = /* @__PURE__ */ new Map();
  const walkLocks = (n, parentLocked) => {
    const f = flags.get(n.id);
    const instructorBlocked = input.instructorGating && Boolean(f && (f.instr || f.ancestorInstr)) && !input.instructorAvailable;
    const self = !isCompleted(n.id) && (parentLocked || instructorBlocked);
    locked2.set(n.id, self);
    const kids = children(n);
    const enforcing = !f?.open;
    const intro = kids[0]?.type === "UNIT_INTRODUCTION" ? kids[0] : void 0;
    const introGate = intro !== void 0 && !isCompleted(n.id) && !isCompleted(intro.id);
    let blocked = false;
    for (const c of kids) {
      const flexible = c.metadata.PROGRESSION === "FLEXIBLE";
      const gatedByIntro = introGate && c !== intro;
      const gatedBySiblings = enforcing && !flexible && blocked;
      walkLocks(c, self || gatedByIntro || gatedBySiblings);
      if (!flexible && !satisfied(c)) blocked = true;
    }
  };
  walkLocks(root, false);
  const leaves = [];
  const walkLeaves = (n) => {
    const kids = children(n);
    if (kids.length === 0 && n.id !== rootId) leaves.push(n);
    for (const c of kids) walkLeaves(c);
  };
  walkLeaves(root);
  const enterable = (n) => !locked2.get(n.id);
  const leftOff = input.leftOffId != null ? nodes2.get(input.leftOffId) : void 0;
  const currentLeaf = (leftOff && leaves.includes(leftOff) && enterable(leftOff) && !isCompleted(leftOff.id) ? leftOff : void 0) ?? leaves.find((l) => enterable(l) && !isCompleted(l.id) && !notRequiredDeep(l)) ?? leaves.find((l) => enterable(l) && !isCompleted(l.id));
  function notRequiredDeep(n) {
    const f = flags.get(n.id);
    return Boolean(f && (f.exempt || f.optional || f.ancestorExempt || f.ancestorOptional));
  }
  const currentPath = /* @__PURE__ */ new Set();
  for (let at2 = currentLeaf; at2; at2 = at2.parentId != null ? nodes2.get(at2.parentId) : void 0) {
    currentPath.add(at2.id);
  }
  const leafIndex = new Map(leaves.map((l, i) => [l.id, i]));
  const lastLeafUnder = (n) => {
    const kids = children(n);
    if (kids.length === 0) return leafIndex.get(n.id) ?? -1;
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (!k) continue;
      const idx = lastLeafUnder(k);
      if (idx >= 0) return idx;
    }
    return -1;
  };
  const states = /* @__PURE__ */ new Map();
  for (const n of nodes2.values()) {
    const f = flags.get(n.id);
    const rolled = final.status.get(n.id);
    const isLocked2 = Boolean(locked2.get(n.id));
    const status2 = rolled === "COMPLETE" || rolled === "COMPLETE_FAIL" ? rolled : isLocked2 ? "LOCKED" : final.started.get(n.id) ? "IN_PROGRESS" : "AVAILABLE";
    const isCurrentContainer = currentLeaf !== void 0 && currentPath.has(n.id) && n.children.length > 0;
    let next;
    if (isCurrentContainer) {
      next = currentLeaf;
    } else {
      const after = lastLeafUnder(n);
      next = after >= 0 ? leaves.slice(after + 1).find((l) => !flags.get(l.id)?.exempt) : void 0;
    }
    states.set(n.id, {
      id: n.id,
      status: status2,
      locked: status2 === "LOCKED",
      completed: status2 === "COMPLETE" || status2 === "COMPLETE_FAIL",
      current: currentPath.has(n.id),
      inProgress: status2 === "IN_PROGRESS",
      exempt: Boolean(f?.exempt),
      ancestorExempt: Boolean(f?.ancestorExempt),
      optional: Boolean(f?.optional),
      ancestorOptional: Boolean(f?.ancestorOptional),
      instructorRequired: Boolean(f?.instr),
      ancestorInstructorRequired: Boolean(f?.ancestorInstr),
      enforcesProgression: n.children.length > 0 && !f?.open,
      flexible: n.metadata.PROGRESSION === "FLEXIBLE",
      completedChildCount: children(n).filter((c) => isCompleted(c.id)).length,
      nextStepId: next?.id ?? null,
      nextStepParentIsRoot: next ? next.parentId === rootId : false
    });
  }
  return { states, currentLeafId: currentLeaf?.id ?? null, productCompleted: isCompleted(rootId) };
}
function rollUp(root, children, facts, exempt, optional) {
  const status2 = /* @__PURE__ */ new Map();
  const started = /* @__PURE__ */ new Map();
  const visit = (n) => {
    const kids = children(n);
    for (const c of kids) visit(c);
    const fact = facts.get(n.id);
    const anyStarted = fact !== void 0 || kids.some((c) => started.get(c.id));
    started.set(n.id, anyStarted);
    if (fact === "COMPLETE" || fact === "COMPLETE_FAIL" || kids.length === 0) {
      status2.set(n.id, fact);
      return;
    }
    const required2 = kids.filter((c) => !exempt(c) && !optional(c));
    const considered = required2.length > 0 ? required2 : kids;
    const done = considered.every((c) => {
      const s = status2.get(c.id);
      return s === "COMPLETE" || s === "COMPLETE_FAIL" || exempt(c);
    });
    if (done) {
      status2.set(n.id, considered.some((c) => status2.get(c.id) === "COMPLETE_FAIL") ? "COMPLETE_FAIL" : "COMPLETE");
    } else {
      status2.set(n.id, anyStarted ? "IN_PROGRESS" : void 0);
    }
  };
  visit(root);
  return { status: status2, started };
}

// apps/server/src/modules/progression/exam-facts.ts
var provided2 = {};
function provideExamFacts(loader) {
  provided2.loader = loader;
}
function loadExamFacts(db, learnerProductId, productId) {
  if (!provided2.loader) throw new Error("exam facts: no loader provided (app.ts provides the exam module's)");
  return provided2.loader(db, learnerProductId, productId);
}

// apps/server/src/modules/progression/repo.ts
import { eq as eq15 } from "drizzle-orm";
async function findFacts(db, learnerProductId) {
  const rows = await db.select({ nodeId: learnerNodeStatus.nodeId, status: learnerNodeStatus.status }).from(learnerNodeStatus).where(eq15(learnerNodeStatus.learnerProductId, learnerProductId));
  return new Map(rows.map((r) => [r.nodeId, r.status]));
}
async function recordFact(db, learnerProductId, nodeId, status2, at2) {
  const completedAt = status2 === "IN_PROGRESS" ? null : at2;
  await db.insert(learnerNodeStatus).values({ learnerProductId, nodeId, status: status2, startedAt: at2, completedAt, lastVisitedAt: at2 }).onConflictDoUpdate({
    target: [learnerNodeStatus.learnerProductId, learnerNodeStatus.nodeId],
    set: status2 === "IN_PROGRESS" ? { lastVisitedAt: at2 } : { status: status2, completedAt, lastVisitedAt: at2 }
  });
}
async function setLeftOff(db, learnerProductId, nodeId) {
  await setLeftOffNode(db, learnerProductId, nodeId);
}
async function isInstructorAvailable(db, productId) {
  const [row] = await db.select().from(instructorAvailability).where(eq15(instructorAvailability.productId, productId)).limit(1);
  return row?.available ?? false;
}

// apps/server/src/modules/progression/learner-context.ts
async function loadLearnerContext(db, actor, lpId, use = "read") {
  const row = await findLearnerProductWithProduct(db, lpId);
  if (!row || !mayUseLearnerProduct(actor, row.lp, use)) throw notFound("learner product");
  const { lp, product } = row;
  if (!product.rootNodeId) throw new AppError("PRODUCT_HAS_NO_CONTENT", 409, "This product has no content yet");
  const [nodeRows, facts, instructorAvailable, ruleValues, exams2] = await Promise.all([
    findProductNodes(db, product.id),
    findFacts(db, lp.id),
    isInstructorAvailable(db, product.id),
    findRules(db, product.id),
    loadExamFacts(db, lp.id, product.id)
  ]);
  const rules = new CourseRules(ruleValues);
  const nodes2 = /* @__PURE__ */ new Map();
  for (const n of nodeRows) nodes2.set(n.id, { ...n, children: [] });
  for (const n of nodeRows) if (n.parentId !== null) nodes2.get(n.parentId)?.children.push(n.id);
  const engineNodes = /* @__PURE__ */ new Map();
  for (const n of nodes2.values()) {
    engineNodes.set(n.id, {
      id: n.id,
      key: n.key,
      parentId: n.parentId,
      type: n.type,
      metadata: n.metadata,
      children: n.children
    });
  }
  const progression = computeProgression({
    rootId: product.rootNodeId,
    nodes: engineNodes,
    facts,
    instructorAvailable,
    instructorGating: rules.flag("SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED"),
    leftOffId: lp.leftOffNodeId
  });
  return { lp, product, rules, rootId: product.rootNodeId, nodes: nodes2, facts, instructorAvailable, progression, exams: exams2 };
}
function nodeOf(ctx, nodeId) {
  const node = ctx.nodes.get(nodeId);
  if (!node) throw notFound("node");
  return node;
}

// apps/server/src/modules/progression/record-progress.ts
var COMPLETED_ELSEWHERE = /* @__PURE__ */ new Set(["LESSON", "EXAM", "EXAM_GAUGE"]);
function assertEnterable(ctx, nodeId, clock) {
  const timing = courseTiming(ctx, clock);
  if (timing.needsStartDate || timing.pendingStart)
    throw new AppError("COURSE_NOT_STARTED", 409, "The course has not started yet");
  if (timing.expired) throw new AppError("COURSE_EXPIRED", 409, "The course period has ended");
  const node = nodeOf(ctx, nodeId);
  const state = ctx.progression.states.get(nodeId);
  if (!state || state.locked) throw new AppError("NODE_LOCKED", 403, "This part of the course is locked");
  return { node, state };
}
async function startNode(app, actor, lpId, nodeId) {
  const { db } = app.database;
  const ctx = await loadLearnerContext(db, actor, lpId, "write");
  const { node } = assertEnterable(ctx, nodeId, app.clock);
  await db.transaction(async (tx) => {
    await recordFact(tx, lpId, nodeId, "IN_PROGRESS", app.clock.now());
    if (node.children.length === 0) await setLeftOff(tx, lpId, nodeId);
  });
  return loadLearnerContext(db, actor, lpId, "write");
}
async function completeNode(app, actor, lpId, nodeId) {
  const { db } = app.database;
  const before = await loadLearnerContext(db, actor, lpId, "write");
  const { node } = assertEnterable(before, nodeId, app.clock);
  if (node.children.length > 0 || COMPLETED_ELSEWHERE.has(node.type)) {
    throw new AppError("NODE_NOT_DIRECTLY_COMPLETABLE", 409, `A ${node.type} node is not completed by this call`);
  }
  await db.transaction(async (tx) => {
    await recordFact(tx, lpId, nodeId, "COMPLETE", app.clock.now());
    await setLeftOff(tx, lpId, nodeId);
  });
  const after = await loadLearnerContext(db, actor, lpId, "write");
  const newlyExempt = [...after.progression.states.values()].filter(
    (s) => s.exempt && !before.progression.states.get(s.id)?.exempt
  );
  const texts3 = newlyExempt.map((s) => after.nodes.get(s.id)?.metadata.EXEMPT_STATUS_TEXT).filter((t) => Boolean(t));
  return { ctx: after, exemptCompletionText: texts3.length ? texts3.join("\n") : null };
}

// apps/server/src/modules/exam/exam-context.ts
var EXAM_NODE_TYPES = /* @__PURE__ */ new Set(["EXAM", "EXAM_GAUGE"]);
async function loadExamContext(db, actor, componentId, lpId) {
  const learnerProductId = await findLearnerProductIdForNode(db, actor.id, componentId, lpId);
  if (!learnerProductId) throw notFound("exam");
  const ctx = await loadLearnerContext(db, actor, learnerProductId, "write");
  const node = ctx.nodes.get(componentId);
  if (!node || !EXAM_NODE_TYPES.has(node.type)) throw notFound("exam");
  const [rawSettings, attempts] = await Promise.all([
    findSettings(db, componentId),
    findAttempts(db, learnerProductId, componentId)
  ]);
  return {
    ctx,
    node,
    settings: parseSettings(rawSettings),
    attempts,
    isFinal: node.metadata.EXAM_TYPE === "FINAL",
    trial: ctx.lp.purchaseType === "TRIAL"
  };
}
var disallowsRetakes = (node) => (node.metadata.DISALLOW_RETAKES ?? "").toLowerCase() === "yes";

// apps/server/src/modules/exam/exam-rules.ts
var EXAM_RULES = {
  /** yes: the final exam asks for the feedback survey first (SURVEY_FIRST until it is submitted). */
  surveyBeforeFinal: "SC_FEEDBACK_SURVEY_BEFORE_FINAL_EXAM",
  /** yes: the course has a required feedback survey (reported as surveyRequired). */
  surveyRequired: "SC_FEEDBACK_SURVEY_REQUIRED",
  /** yes: a final affidavit completes the course (reported as affidavitRequired). */
  finalAffidavitRequired: "SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED",
  /** yes: a proctor signs the proctor affidavit (reported as proctorAffidavitRequired). */
  proctorSignatureRequired: "SC_PROCTOR_SIGNATURE_REQUIRED",
  /** yes: every assignment must be complete before the final exam (ASSIGNMENT_NOT_COMPLETE). */
  assignmentsBeforeFinal: "SC_ASSIGNMENTS_REQUIRED_BEFORE_FINAL_EXAM",
  /** The message shown with ASSIGNMENT_NOT_COMPLETE. */
  assignmentsMessage: "SC_ASSIGNMENTS_NOT_COMPLETE_MESSAGE"
};
var DEFAULT_ASSIGNMENTS_MESSAGE = "All assignments must be completed before you can take the final exam.";

// apps/server/src/modules/exam/attempt-cache.ts
var MAX_ATTEMPTS = 1e5;
var caches = /* @__PURE__ */ new WeakMap();
function cacheOf(db) {
  let cache2 = caches.get(db);
  if (!cache2) {
    cache2 = { byId: /* @__PURE__ */ new Map(), byKey: /* @__PURE__ */ new Map() };
    caches.set(db, cache2);
  }
  return cache2;
}
var keyOf = (userId, nodeId, lpId) => `${userId}:${nodeId}:${lpId ?? "*"}`;
function cachedAttempt(db, userId, nodeId, lpId, attemptId) {
  const cache2 = caches.get(db);
  if (!cache2) return void 0;
  const id4 = attemptId ?? cache2.byKey.get(keyOf(userId, nodeId, lpId));
  const facts = id4 === void 0 ? void 0 : cache2.byId.get(id4);
  if (!facts || facts.userId !== userId || facts.nodeId !== nodeId) return void 0;
  if (lpId !== void 0 && facts.learnerProductId !== lpId) return void 0;
  return facts;
}
function isAttemptCached(db, attemptId) {
  return caches.get(db)?.byId.has(attemptId) ?? false;
}
function rememberAttempt(db, facts) {
  const cache2 = cacheOf(db);
  cache2.byId.delete(facts.id);
  cache2.byId.set(facts.id, facts);
  cache2.byKey.set(keyOf(facts.userId, facts.nodeId, facts.learnerProductId), facts.id);
  cache2.byKey.set(keyOf(facts.userId, facts.nodeId, void 0), facts.id);
  while (cache2.byId.size > MAX_ATTEMPTS) {
    const oldest = cache2.byId.keys().next().value;
    if (oldest === void 0) break;
    forgetAttempt(db, oldest);
  }
}
function forgetAttempt(db, attemptId) {
  const cache2 = caches.get(db);
  const facts = cache2?.byId.get(attemptId);
  if (!cache2 || !facts) return;
  cache2.byId.delete(attemptId);
  for (const lp of [facts.learnerProductId, void 0]) {
    const key = keyOf(facts.userId, facts.nodeId, lp);
    if (cache2.byKey.get(key) === attemptId) cache2.byKey.delete(key);
  }
}

// apps/server/src/modules/exam/finish-service.ts
async function finishAttemptTx(tx, e, attemptId, now) {
  const attempt = await lockAttempt(tx, attemptId);
  if (!attempt || attempt.finishedAt) return false;
  const rows = await findAttemptQuestions(tx, attemptId);
  const questions = await findQuestionsByIds(
    tx,
    rows.map((r) => r.questionId)
  );
  const grade2 = gradeAttempt(
    rows.map((r) => {
      const q = questions.get(r.questionId);
      if (!q) throw new Error(`question ${r.questionId} of attempt ${attemptId} is missing`);
      return { position: r.position, question: q.data, userAnswer: r.userAnswer };
    }),
    e.settings.passingScore
  );
  const expired = attempt.deadline !== null && now.getTime() > attempt.deadline.getTime();
  const finishedAt = expired && attempt.deadline ? attempt.deadline : now;
  const finished = await finishAttempt(
    tx,
    attemptId,
    {
      finishedAt,
      finishReason: expired ? "TIME_EXPIRED" : "SUBMITTED",
      numCorrect: grade2.numCorrect,
      score: grade2.score,
      passed: grade2.passed
    },
    grade2.correctByPosition
  );
  if (!finished || attempt.trial) return finished;
  const all = await findAttempts(tx, attempt.learnerProductId, attempt.nodeId);
  const counted = all.filter((a) => a.finishedAt && !a.trial);
  const s = e.settings;
  const completes = s.completesWhen === "TAKEN" || grade2.passed || s.requiredAttempts > 0 && counted.length >= s.requiredAttempts;
  const allowed = disallowsRetakes(e.node) ? 1 : s.allowedAttempts;
  const everPassed = counted.some((a) => a.passed);
  const alreadyComplete = e.ctx.facts.get(attempt.nodeId) === "COMPLETE";
  if (completes) await recordFact(tx, attempt.learnerProductId, attempt.nodeId, "COMPLETE", finishedAt);
  else if (allowed >= 0 && counted.length >= allowed && !everPassed && !alreadyComplete)
    await recordFact(tx, attempt.learnerProductId, attempt.nodeId, "COMPLETE_FAIL", finishedAt);
  return true;
}
async function finishAttempt2(db, e, attemptId, now) {
  const finished = await db.transaction((tx) => finishAttemptTx(tx, e, attemptId, now));
  forgetAttempt(db, attemptId);
  return finished;
}

// apps/server/src/platform/answer-order.ts
import { createHmac as createHmac2, hkdfSync } from "node:crypto";
function answerOrderKey(secret) {
  return Buffer.from(hkdfSync("sha256", secret, "continuum", "answer-order/v1", 32));
}
var authoredOrder = (entries) => [...entries];
function fmix32(h) {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 2246822507);
  x ^= x >>> 13;
  x = Math.imul(x, 3266489909);
  x ^= x >>> 16;
  return x >>> 0;
}
function learnerOrder(key, learner, scope) {
  let seed;
  const rank = (id4) => {
    if (!seed) {
      const d = createHmac2("sha256", key).update(`${learner}
${scope}`).digest();
      seed = [d.readUInt32LE(0), d.readUInt32LE(4), d.readUInt32LE(8)];
    }
    let h = seed[0];
    for (let i = 0; i < id4.length; i++) h = Math.imul(h ^ id4.charCodeAt(i), 16777619);
    const hi = fmix32(h ^ seed[1]);
    const lo = fmix32(Math.imul(hi ^ seed[2], 2654435761) ^ id4.length);
    return hi * 1048576 + (lo >>> 12);
  };
  return (entries, idOf, pinned) => {
    const moving = entries.filter((e) => !pinned?.(e));
    const ranked = moving.map((entry) => ({ entry, id: idOf(entry), r: rank(idOf(entry)) })).sort((a, b) => a.r - b.r || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((x) => x.entry);
    if (ranked.length === entries.length) return ranked;
    let next = 0;
    return entries.map((e) => pinned?.(e) ? e : ranked[next++]);
  };
}

// apps/server/src/modules/exam/choice-order.ts
function choicesInOrder(key, learnerProductId, q) {
  if (q.fixedOrder) return [...q.choices];
  return learnerOrder(key, learnerProductId, `exam:${q.id}`)(
    q.choices,
    (c) => c.id,
    (c) => c.fixedPosition === true
  );
}
var SHOWN_IDS = "abcdefgh";
function shownChoices(key, learnerProductId, q) {
  return choicesInOrder(key, learnerProductId, q).map((choice3, i) => ({ shownId: SHOWN_IDS[i], choice: choice3 }));
}
function authoredIdOf(shown, shownId) {
  return shown.find((s) => s.shownId === shownId)?.choice.id;
}
function shownIdOf(shown, authoredId) {
  if (authoredId === null) return null;
  return shown.find((s) => s.choice.id === authoredId)?.shownId ?? null;
}

// apps/server/src/modules/exam/timer.ts
var seconds = (ms) => Math.max(0, Math.floor(ms / 1e3));
function timerView(t, now) {
  const end = Math.min(
    now.getTime(),
    t.finishedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    t.deadline?.getTime() ?? Number.POSITIVE_INFINITY
  );
  const secondsElapsed = seconds(end - t.startedAt.getTime());
  if (!t.deadline) return { secondsLeftOnExam: -1, secondsBeforeTimeWarning: -1, secondsElapsed, examTimeExceeded: false };
  const leftMs = t.deadline.getTime() - now.getTime();
  const secondsLeftOnExam = Math.max(0, Math.ceil(leftMs / 1e3));
  return {
    secondsLeftOnExam,
    secondsBeforeTimeWarning: Math.max(0, secondsLeftOnExam - t.warningSeconds),
    secondsElapsed,
    examTimeExceeded: leftMs <= 0
  };
}
function isPastGrace(deadline, now) {
  return deadline !== null && now.getTime() > deadline.getTime() + examLimits.saveGraceSeconds * 1e3;
}
function timeTaken(totalSeconds) {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor(totalSeconds % 3600 / 60);
  const s = totalSeconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
function elapsedTimeText(totalSeconds) {
  const parts = [];
  const unit = (n, word) => {
    if (n > 0) parts.push(`${n} ${word}${n === 1 ? "" : "s"}`);
  };
  unit(Math.floor(totalSeconds / 3600), "hour");
  unit(Math.floor(totalSeconds % 3600 / 60), "minute");
  unit(totalSeconds % 60, "second");
  return parts.length ? parts.join(" ") : "0 seconds";
}

// apps/server/src/modules/exam/views.ts
function questionView(q, position, userAnswer, order) {
  const shown = shownChoices(order.key, order.learnerProductId, q);
  return {
    questionText: q.text,
    questionChoices: shown.map((s) => ({ id: s.shownId, questionChoiceText: s.choice.text })),
    userAnswer: shownIdOf(shown, userAnswer),
    currentQuestionNum: position,
    tags: q.tags
  };
}
function effortBreakdowns(e, topics) {
  const byKey = new Map([...e.ctx.nodes.values()].map((n) => [n.key, n]));
  return topics.flatMap((t) => {
    const node = byKey.get(t.topic);
    if (!node) return [];
    return [
      {
        nodeId: node.id,
        title: node.title,
        effortRank: effortRank2(t.numberCorrect, t.totalNumber),
        numberCorrect: t.numberCorrect,
        totalNumber: t.totalNumber
      }
    ];
  });
}
function reviewRights(e, attempt) {
  const shown = e.settings.showFeedback;
  const canShowFeedback = !attempt.trial && (shown === "ALWAYS" || shown === "WHEN_PASSED" && attempt.passed === true);
  const printable2 = !e.isFinal || e.ctx.rules.flag("SC_FINAL_EXAMS_ALLOW_PRINT");
  return { canShowFeedback, canDownload: canShowFeedback && e.settings.allowDownload && printable2 };
}
function buttons(e, attempt, status2, canShowFeedback) {
  const out = [];
  const completed = e.ctx.progression.states.get(e.node.id)?.completed ?? false;
  const mayContinue = !attempt.trial && (attempt.passed === true || status2.passed || completed);
  if (mayContinue) out.push({ buttonType: "PRIMARY", buttonText: "Continue", buttonAction: "CONTINUE" });
  if (status2.canRetake || status2.canStart)
    out.push({ buttonType: mayContinue ? "SECONDARY" : "PRIMARY", buttonText: "Retake Exam", buttonAction: "RETAKE" });
  if (canShowFeedback) out.push({ buttonType: "SECONDARY", buttonText: "Review Answers", buttonAction: "REVIEW" });
  out.push({ buttonType: "SECONDARY", buttonText: "Exam History", buttonAction: "HISTORY" });
  if (!out.some((b) => b.buttonType === "PRIMARY"))
    out.push({ buttonType: "PRIMARY", buttonText: "Return to Course Home", buttonAction: "HOME" });
  return out;
}
function resultView(e, attempt, graded, status2) {
  if (!attempt.finishedAt) throw new Error("results exist only for finished attempts");
  const { scoreBreakdowns, topics } = tallies(graded.map((g) => ({ question: g.question, correct: g.row.correct === true })));
  const effort = effortBreakdowns(e, topics);
  const { canShowFeedback, canDownload } = reviewRights(e, attempt);
  const seconds2 = timerView({ ...attempt, warningSeconds: 0 }, attempt.finishedAt).secondsElapsed;
  const numCorrect = attempt.numCorrect ?? 0;
  const passed = attempt.passed === true;
  const s = e.settings;
  return {
    personAssessmentId: attempt.id,
    assessmentId: attempt.nodeId,
    attemptNumber: attempt.attemptNumber,
    numCorrect,
    numIncorrect: attempt.numQuestions - numCorrect,
    numQuestions: attempt.numQuestions,
    examScore: s.scoredAsPassFail ? null : attempt.score ?? 0,
    examPassed: passed,
    passingScore: s.passingScore,
    examScoredAsPassFail: s.scoredAsPassFail,
    status: passed ? "PASS" : "FAIL",
    examFeedbackMessage: (passed ? s.passMessage : s.failMessage) ?? null,
    canShowFeedback,
    canDownload,
    trial: attempt.trial,
    scoreBreakdowns,
    examEffortBreakdowns: effort,
    effortBreakdowns: effort,
    timeTaken: timeTaken(seconds2),
    elapsedTimeText: elapsedTimeText(seconds2),
    secondsElapsed: seconds2,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt.toISOString(),
    timeExpired: attempt.finishReason === "TIME_EXPIRED",
    reviewQuestionMessage: s.reviewQuestionMessage ?? null,
    buttons: buttons(e, attempt, status2, canShowFeedback)
  };
}
function reviewQuestionView(g, order) {
  const q = g.question;
  const key = correctChoiceId(q);
  const chosen = q.choices.find((c) => c.id === g.row.userAnswer);
  const correctChoice = q.choices.find((c) => c.id === key);
  const shown = shownChoices(order.key, order.learnerProductId, q);
  return {
    currentQuestionNum: g.row.position,
    assessmentQuestionId: g.row.id,
    questionText: q.text,
    choices: shown.map(({ shownId, choice: c }) => ({
      id: shownId,
      questionChoiceText: c.text,
      questionChoiceFeedback: c.feedback ?? null,
      correct: c.correct
    })),
    tags: q.tags,
    userAnswer: shownIdOf(shown, g.row.userAnswer),
    correctAnswer: shownIdOf(shown, key) ?? "",
    response: chosen?.text ?? null,
    answerCorrectly: g.row.correct === true,
    choiceLevelFeedback: (chosen ?? correctChoice)?.feedback ?? null,
    explanation: q.explanation ?? null
  };
}

// apps/server/src/modules/exam/history.ts
async function gradedQuestionsOf(db, attemptIds) {
  const rows = await findQuestionsOfAttempts(db, attemptIds);
  const questions = await findQuestionsByIds(db, [...new Set(rows.map((r) => r.questionId))]);
  const out = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const q = questions.get(row.questionId);
    if (!q) continue;
    const list = out.get(row.attemptId) ?? [];
    list.push({ row, question: q.data });
    out.set(row.attemptId, list);
  }
  return out;
}
async function historyList(db, e, status2) {
  const finished = e.attempts.filter((a) => a.finishedAt).reverse();
  const graded = await gradedQuestionsOf(
    db,
    finished.map((a) => a.id)
  );
  return finished.map((a) => resultView(e, a, graded.get(a.id) ?? [], status2));
}

// apps/server/src/modules/assignment/incomplete.ts
import { and as and11, eq as eq16, sql as sql12 } from "drizzle-orm";
async function countIncompleteAssignments(db, productId, learnerProductId) {
  const [row] = await db.select({ n: sql12`count(*)::int` }).from(assignments).leftJoin(
    studentAssignments,
    and11(eq16(studentAssignments.assignmentId, assignments.id), eq16(studentAssignments.learnerProductId, learnerProductId))
  ).where(and11(eq16(assignments.productId, productId), sql12`coalesce(${studentAssignments.status}, '') not like 'COMPLETE%'`));
  return Number(row?.n ?? 0);
}

// apps/server/src/modules/assignment/repo.ts
import { and as and12, asc as asc6, eq as eq17, inArray as inArray7 } from "drizzle-orm";
async function syncAssignments(db, productId, declared) {
  for (const a of declared) {
    await db.insert(assignments).values({ productId, ...a }).onConflictDoUpdate({
      target: [assignments.productId, assignments.key],
      set: { title: a.title, assignmentText: a.assignmentText }
    });
  }
}
async function findAssignment(db, id4) {
  const [row] = await db.select().from(assignments).where(eq17(assignments.id, id4)).limit(1);
  return row;
}
async function assignmentsByKey(db, productId, keys) {
  if (keys.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select().from(assignments).where(and12(eq17(assignments.productId, productId), inArray7(assignments.key, keys)));
  return new Map(rows.map((r) => [r.key, r]));
}
async function findStudentAssignment(db, learnerProductId, assignmentId) {
  const [row] = await db.select().from(studentAssignments).where(and12(eq17(studentAssignments.learnerProductId, learnerProductId), eq17(studentAssignments.assignmentId, assignmentId))).limit(1);
  return row;
}
async function ensureStudentAssignment(db, row) {
  await db.insert(studentAssignments).values(row).onConflictDoNothing();
  const found = await findStudentAssignment(db, row.learnerProductId, row.assignmentId);
  if (!found) throw new Error("student assignment vanished");
  return found;
}
async function updateStudentAssignment(db, id4, patch) {
  await db.update(studentAssignments).set(patch).where(eq17(studentAssignments.id, id4));
}
async function insertComment(db, row) {
  await db.insert(assignmentComments).values(row);
}
async function findComments(db, studentAssignmentId) {
  return db.select().from(assignmentComments).where(eq17(assignmentComments.studentAssignmentId, studentAssignmentId)).orderBy(asc6(assignmentComments.commentDateTime), asc6(assignmentComments.id));
}
async function latestResponses(db, studentAssignmentIds) {
  if (studentAssignmentIds.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ sa: assignmentComments.studentAssignmentId, text: assignmentComments.commentText }).from(assignmentComments).where(
    and12(
      inArray7(assignmentComments.studentAssignmentId, studentAssignmentIds),
      eq17(assignmentComments.instructorResponse, false)
    )
  ).orderBy(asc6(assignmentComments.commentDateTime), asc6(assignmentComments.id));
  const latest = /* @__PURE__ */ new Map();
  for (const r of rows) latest.set(r.sa, r.text);
  return latest;
}
async function findStudentAssignments(db, learnerProductId, assignmentIds) {
  if (assignmentIds.length === 0) return [];
  return db.select().from(studentAssignments).where(
    and12(eq17(studentAssignments.learnerProductId, learnerProductId), inArray7(studentAssignments.assignmentId, assignmentIds))
  );
}

// apps/server/src/modules/assignment/write-response.ts
function statusAfterResponse(current) {
  return current === "COMPLETE_NO_RESPONSE" || current === "COMPLETE_WITH_RESPONSE" ? current : "INITIAL_RESPONSE";
}
async function writeAssignmentResponse(tx, r) {
  const sa = await ensureStudentAssignment(tx, {
    learnerProductId: r.learnerProductId,
    assignmentId: r.assignmentId,
    nodeId: r.nodeId,
    status: "INITIAL_RESPONSE",
    createdAt: r.at,
    updatedAt: r.at
  });
  await updateStudentAssignment(tx, sa.id, {
    status: statusAfterResponse(sa.status),
    updatedAt: r.at
  });
  await insertComment(tx, {
    studentAssignmentId: sa.id,
    authorUserId: r.authorUserId,
    instructorResponse: false,
    commentText: r.responseText,
    commentDateTime: r.at
  });
  return sa.id;
}

// apps/server/src/platform/clock.ts
var systemClock = { now: () => /* @__PURE__ */ new Date(), nowMs: () => Date.now() };

// apps/server/src/modules/exam-gates/gate-rules.ts
var DRIVERS_LICENSE_METADATA_KEY = "DRIVERS_LICENSE_REQUIRED";
var yes = (value) => (value ?? "").trim().toLowerCase() === "yes";
function gateRequirements(rules, node) {
  if (node.type !== "EXAM") return { accessCodeRequired: false, proctorCodeRequired: false, driversLicenseRequired: false };
  const isFinal = (node.metadata.EXAM_TYPE ?? "").trim().toUpperCase() === "FINAL";
  return {
    accessCodeRequired: isFinal && rules.flag("SC_FINAL_EXAM_ACCESS_CODE_REQUIRED"),
    proctorCodeRequired: isFinal && rules.flag("SC_PROCTOR_PROCTOR_REQUIRED"),
    driversLicenseRequired: yes(node.metadata[DRIVERS_LICENSE_METADATA_KEY])
  };
}

// apps/server/src/modules/exam-gates/repo.ts
import { and as and13, asc as asc7, eq as eq18, gt as gt2, inArray as inArray8, isNotNull, isNull as isNull5, lt as lt4, or as or2, sql as sql13 } from "drizzle-orm";
var GUESS_LOCK_NAMESPACE = 7301;
async function findLearnerProductWithRules(db, lpId) {
  const row = await findLearnerProductWithProduct(db, lpId);
  if (!row) return void 0;
  return { ...row, rules: await findRules(db, row.product.id) };
}
async function lockLearnerCodeChecks(tx, userId) {
  await tx.execute(sql13`select pg_advisory_xact_lock(${GUESS_LOCK_NAMESPACE}::int4, ${userId}::int4)`);
}
async function findRecentFailures(tx, userId, kind, since) {
  const rows = await tx.select({ failedAt: examGateCodeFailures.failedAt }).from(examGateCodeFailures).where(
    and13(eq18(examGateCodeFailures.userId, userId), eq18(examGateCodeFailures.kind, kind), gt2(examGateCodeFailures.failedAt, since))
  ).orderBy(asc7(examGateCodeFailures.failedAt));
  return rows.map((r) => r.failedAt);
}
async function pruneFailures(tx, userId, before) {
  await tx.delete(examGateCodeFailures).where(and13(eq18(examGateCodeFailures.userId, userId), lt4(examGateCodeFailures.failedAt, before)));
}
async function insertFailure(tx, row) {
  await tx.insert(examGateCodeFailures).values(row);
}
async function findOpenCode(tx, q) {
  const [row] = await tx.select({ id: examGateCodes.id, learnerProductId: examGateCodes.learnerProductId, examNodeId: examGateCodes.examNodeId }).from(examGateCodes).where(
    and13(
      eq18(examGateCodes.codeHash, q.codeHash),
      eq18(examGateCodes.kind, q.kind),
      inArray8(examGateCodes.learnerProductId, selectLearnerProductIdsOfUser(tx, q.userId)),
      isNull5(examGateCodes.revokedAt),
      isNull5(examGateCodes.consumedAt),
      gt2(examGateCodes.expiresAt, q.now),
      q.learnerProductId === void 0 ? void 0 : eq18(examGateCodes.learnerProductId, q.learnerProductId),
      q.examNodeId === void 0 ? void 0 : eq18(examGateCodes.examNodeId, q.examNodeId)
    )
  ).limit(1);
  return row;
}
async function markAccepted(tx, codeId, at2) {
  await tx.update(examGateCodes).set({ acceptedAt: at2 }).where(eq18(examGateCodes.id, codeId));
}
async function revokeUnusedCodes(tx, q) {
  await tx.update(examGateCodes).set({ revokedAt: q.at }).where(
    and13(
      eq18(examGateCodes.learnerProductId, q.learnerProductId),
      eq18(examGateCodes.examNodeId, q.examNodeId),
      eq18(examGateCodes.kind, q.kind),
      isNull5(examGateCodes.revokedAt),
      isNull5(examGateCodes.consumedAt)
    )
  );
}
async function insertCode(tx, row) {
  const [inserted] = await tx.insert(examGateCodes).values(row).returning();
  if (!inserted) throw new Error("code insert returned nothing");
  return inserted;
}
async function findAcceptedKinds(db, q) {
  const rows = await db.select({ kind: examGateCodes.kind }).from(examGateCodes).where(
    and13(
      eq18(examGateCodes.learnerProductId, q.learnerProductId),
      eq18(examGateCodes.examNodeId, q.examNodeId),
      isNull5(examGateCodes.revokedAt),
      or2(
        eq18(examGateCodes.consumedAttemptNumber, q.attemptNumber),
        and13(isNull5(examGateCodes.consumedAt), isNotNull(examGateCodes.acceptedAt), gt2(examGateCodes.expiresAt, q.now))
      )
    )
  );
  return new Set(rows.map((r) => r.kind));
}
async function consumeAcceptedCodes(tx, q) {
  if (q.kinds.length === 0) return /* @__PURE__ */ new Set();
  const rows = await tx.update(examGateCodes).set({ consumedAt: q.now, consumedAttemptNumber: q.attemptNumber, personAssessmentId: q.personAssessmentId }).where(
    and13(
      eq18(examGateCodes.learnerProductId, q.learnerProductId),
      eq18(examGateCodes.examNodeId, q.examNodeId),
      inArray8(examGateCodes.kind, q.kinds),
      isNull5(examGateCodes.revokedAt),
      isNull5(examGateCodes.consumedAt),
      isNotNull(examGateCodes.acceptedAt),
      gt2(examGateCodes.expiresAt, q.now)
    )
  ).returning({ kind: examGateCodes.kind });
  return new Set(rows.map((r) => r.kind));
}
async function withdrawAcceptedCodes(db, userId) {
  const rows = await db.update(examGateCodes).set({ acceptedAt: null }).where(
    and13(
      isNotNull(examGateCodes.acceptedAt),
      isNull5(examGateCodes.consumedAt),
      inArray8(examGateCodes.learnerProductId, selectLearnerProductIdsOfUser(db, userId))
    )
  ).returning({ id: examGateCodes.id });
  return rows.length;
}
async function findUserData(db, learnerProductId, examNodeId) {
  const [row] = await db.select().from(examUserData).where(and13(eq18(examUserData.learnerProductId, learnerProductId), eq18(examUserData.examNodeId, examNodeId))).limit(1);
  return row;
}
async function upsertUserData(db, row) {
  await db.insert(examUserData).values({
    learnerProductId: row.learnerProductId,
    examNodeId: row.examNodeId,
    driversLicenseEncrypted: row.driversLicenseEncrypted,
    createdAt: row.at,
    updatedAt: row.at
  }).onConflictDoUpdate({
    target: [examUserData.learnerProductId, examUserData.examNodeId],
    set: { driversLicenseEncrypted: row.driversLicenseEncrypted, updatedAt: row.at }
  });
}

// apps/server/src/modules/exam-gates/gate-status.ts
var NOTHING = { accessCodeRequired: false, proctorCodeRequired: false, driversLicenseRequired: false };
async function requirementsOf(db, input) {
  const found = await findLearnerProductWithRules(db, input.learnerProductId);
  if (!found || found.lp.userId !== input.userId) return NOTHING;
  const node = await findProductNode(db, found.product.id, input.examNodeId);
  if (!node) return NOTHING;
  return gateRequirements(new CourseRules(found.rules), node);
}
async function examGateStatus(db, input, clock = systemClock) {
  const required2 = await requirementsOf(db, input);
  const needsCodes = required2.accessCodeRequired || required2.proctorCodeRequired;
  const [accepted, userData] = await Promise.all([
    needsCodes ? findAcceptedKinds(db, { ...input, now: clock.now() }) : Promise.resolve(/* @__PURE__ */ new Set()),
    required2.driversLicenseRequired ? findUserData(db, input.learnerProductId, input.examNodeId) : Promise.resolve(void 0)
  ]);
  return {
    ...required2,
    accessCodeAccepted: accepted.has("ACCESS"),
    proctorCodeAccepted: accepted.has("PROCTOR"),
    driversLicenseProvided: userData !== void 0
  };
}
async function consumeExamGates(tx, input, clock = systemClock) {
  const required2 = await requirementsOf(tx, input);
  const kinds = [];
  if (required2.accessCodeRequired) kinds.push("ACCESS");
  if (required2.proctorCodeRequired) kinds.push("PROCTOR");
  const now = clock.now();
  const consumed = await consumeAcceptedCodes(tx, { ...input, kinds, now });
  if (consumed.size < kinds.length) {
    const already = await findAcceptedKinds(tx, { ...input, now });
    for (const kind of kinds) {
      if (consumed.has(kind) || already.has(kind)) continue;
      throw kind === "ACCESS" ? new AppError(ExamGateError.ACCESS_CODE_REQUIRED, 403, examGateMessages.accessCodeRequired) : new AppError(ExamGateError.PROCTOR_CODE_REQUIRED, 403, "A proctor code is required to start this exam.");
    }
  }
  if (required2.driversLicenseRequired && !await findUserData(tx, input.learnerProductId, input.examNodeId)) {
    throw new AppError(ExamGateError.DRIVERS_LICENSE_REQUIRED, 403, examGateMessages.driversLicenseRequired);
  }
}

// apps/server/src/modules/exam-gates/code-email.ts
var texts2 = {
  en: {
    ACCESS: { subject: "Your final exam access code", intro: "Here is the access code for the final exam of" },
    PROCTOR: { subject: "Proctor code for a final exam", intro: "Here is the proctor code for the final exam of" },
    learner: "Learner",
    expires: "The code can be used once and expires on",
    closing: "Regards, the Continuum team"
  },
  fr: {
    ACCESS: { subject: "Votre code d\u2019acc\xE8s \xE0 l\u2019examen final", intro: "Voici le code d\u2019acc\xE8s \xE0 l\u2019examen final de" },
    PROCTOR: {
      subject: "Code de surveillant pour un examen final",
      intro: "Voici le code de surveillant pour l\u2019examen final de"
    },
    learner: "Apprenant",
    expires: "Le code ne peut servir qu\u2019une fois et expire le",
    closing: "Cordialement, l\u2019\xE9quipe Continuum"
  }
};
function escapeHtml2(value) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function gateCodeMail(input) {
  const t = texts2[input.lang === "fr" ? "fr" : "en"];
  const k = t[input.kind];
  const expires = input.expiresAt.toISOString().replace("T", " ").slice(0, 16);
  const lines = [
    `${k.intro} ${input.courseTitle} (${input.examTitle}).`,
    `${t.learner}: ${input.learnerName}`,
    input.code,
    `${t.expires} ${expires} UTC.`,
    t.closing
  ];
  const html = `<!doctype html><html lang="${input.lang === "fr" ? "fr" : "en"}"><body>${lines.map((l) => l === input.code ? `<p><strong>${escapeHtml2(l)}</strong></p>` : `<p>${escapeHtml2(l)}</p>`).join("")}</body></html>`;
  return {
    kind: `exam-gate-code-${input.kind.toLowerCase()}`,
    to: input.to,
    subject: k.subject,
    html,
    text: `${lines.join("\n\n")}
`,
    // Only the code's keyed hash is kept in its own table; the stored mail keeps no copy either (decision 0052).
    secrets: [input.code]
  };
}

// apps/server/src/modules/exam-gates/gate-code.ts
import { createHmac as createHmac3, randomInt } from "node:crypto";
var ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function generateCode() {
  let raw = "";
  for (let i = 0; i < examGateLimits.codeLength; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}
function normalizeCode(input) {
  return input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}
function hashCode(key, kind, code) {
  return createHmac3("sha256", key).update(`${kind}:${normalizeCode(code)}`).digest("base64url");
}

// apps/server/src/modules/exam-gates/issue-code.ts
var GATE_CODE_TEMPLATE = "exam-gates.code";
async function issueGateCode(ctx, codeKey, actor, body) {
  const { db } = ctx.database;
  const found = await findLearnerProductWithRules(db, body.learnerProductId);
  if (!found || !await mayStaffProduct(db, actor, found.product.id)) throw notFound("learner product");
  const node = await findProductNode(db, found.product.id, body.componentId);
  if (node?.type !== "EXAM") throw badRequest("componentId", "componentId must be an exam of this learner product");
  const now = ctx.clock.now();
  const validMinutes = body.validMinutes ?? (body.kind === "ACCESS" ? examGateLimits.accessCodeValidMinutes : examGateLimits.proctorCodeValidMinutes);
  const expiresAt = new Date(now.getTime() + validMinutes * 6e4);
  const code = generateCode();
  const row = await db.transaction(async (tx) => {
    await revokeUnusedCodes(tx, { learnerProductId: found.lp.id, examNodeId: node.id, kind: body.kind, at: now });
    const inserted = await insertCode(tx, {
      kind: body.kind,
      learnerProductId: found.lp.id,
      examNodeId: node.id,
      codeHash: hashCode(codeKey, body.kind, code),
      issuedByUserId: actor.id,
      issuedAt: now,
      expiresAt
    });
    await audit(tx, ctx.clock, actor.login, "EXAM_GATE_CODE_ISSUED", {
      kind: body.kind,
      learnerProductId: String(found.lp.id),
      componentId: String(node.id)
    });
    return inserted;
  });
  let emailId = null;
  if (body.emailTo) {
    const learner = await findMailRecipient(db, found.lp.userId);
    if (learner) {
      const emailTo = body.emailTo;
      emailId = await ctx.mailer.send({
        ...gateCodeMail({
          kind: body.kind,
          to: body.emailTo === "learner" ? learner.email : body.emailTo,
          lang: learner.langKey,
          courseTitle: found.product.name,
          examTitle: node.title,
          learnerName: `${learner.firstName} ${learner.lastName}`,
          code,
          expiresAt
        }),
        // A resend issues a new code for the same learner product, exam and recipient (decision 0052).
        template: {
          name: GATE_CODE_TEMPLATE,
          params: { learnerProductId: found.lp.id, componentId: node.id, kind: body.kind, emailTo }
        }
      });
    }
  }
  return {
    id: row.id,
    kind: body.kind,
    code,
    learnerProductId: found.lp.id,
    componentId: node.id,
    expiresAt: expiresAt.toISOString(),
    emailId
  };
}

// apps/server/src/modules/exam-gates/keys.ts
import { hkdfSync as hkdfSync2, randomBytes as randomBytes2 } from "node:crypto";
function derive(secret, purpose) {
  return Buffer.from(hkdfSync2("sha256", secret, "continuum", purpose, 32));
}
function examGateKeys(config, serverSecret) {
  const secret = serverSecret ?? randomBytes2(32).toString("base64url");
  return {
    codeKey: derive(secret, "exam-gate-codes/v1"),
    piiKey: config.piiEncryptionKey ?? derive(secret, "pii/v1")
  };
}

// apps/server/src/modules/exam-gates/policy.ts
function ownsLearnerProduct(actor, lp) {
  return lp.userId === actor.id;
}

// apps/server/src/modules/exam-gates/check-code.ts
function tooManyWrongCodes(retryAt, now) {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 6e4));
  return new AppError(
    ExamGateError.CODE_GUESSES_EXCEEDED,
    429,
    `Too many incorrect codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
  );
}
async function guardGuesses(tx, userId, kind, now) {
  await lockLearnerCodeChecks(tx, userId);
  const windowMs = examGateLimits.wrongCodeWindowMinutes * 6e4;
  const since = new Date(now.getTime() - windowMs);
  await pruneFailures(tx, userId, since);
  const failures = await findRecentFailures(tx, userId, kind, since);
  if (failures.length >= examGateLimits.maxWrongCodes) {
    const pivot = failures[failures.length - examGateLimits.maxWrongCodes] ?? now;
    throw tooManyWrongCodes(new Date(pivot.getTime() + windowMs), now);
  }
}
async function checkGateCode(deps, actor, kind, code, scope) {
  const { db, clock, codeKey } = deps;
  if (scope.learnerProductId !== void 0) {
    const found = await findLearnerProductWithRules(db, scope.learnerProductId);
    if (!found || !ownsLearnerProduct(actor, found.lp)) throw notFound("learner product");
  }
  return db.transaction(async (tx) => {
    const now = clock.now();
    await guardGuesses(tx, actor.id, kind, now);
    const open2 = await findOpenCode(tx, {
      userId: actor.id,
      kind,
      codeHash: hashCode(codeKey, kind, code),
      now,
      ...scope.learnerProductId !== void 0 ? { learnerProductId: scope.learnerProductId } : {},
      ...scope.componentId !== void 0 ? { examNodeId: scope.componentId } : {}
    });
    if (!open2) {
      await insertFailure(tx, { userId: actor.id, kind, learnerProductId: scope.learnerProductId ?? null, failedAt: now });
      return false;
    }
    await markAccepted(tx, open2.id, now);
    return true;
  });
}

// apps/server/src/modules/exam-gates/final-affidavit-form.ts
var AFFIDAVIT_RULES = {
  required: "SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED",
  middleNameRequired: "SC_STUDENT_AFFIDAVITS_MIDDLE_NAME_REQUIRED",
  /** FULL, LAST_FOUR or NONE. */
  ssn: "SC_STUDENT_AFFIDAVITS_SSN",
  driversLicenseNumber: "SC_STUDENT_AFFIDAVITS_DRIVERS_LICENSE",
  nrds: "SC_STUDENT_AFFIDAVITS_NRDS",
  dateOfBirth: "SC_STUDENT_AFFIDAVITS_DATE_OF_BIRTH",
  age: "SC_STUDENT_AFFIDAVITS_AGE",
  gender: "SC_STUDENT_AFFIDAVITS_GENDER",
  education: "SC_STUDENT_AFFIDAVITS_EDUCATION",
  martialStatus: "SC_STUDENT_AFFIDAVITS_MARITAL_STATUS",
  employmentStatus: "SC_STUDENT_AFFIDAVITS_EMPLOYMENT_STATUS",
  ethnicity: "SC_STUDENT_AFFIDAVITS_ETHNICITY",
  password: "SC_STUDENT_AFFIDAVITS_PASSWORD",
  idNumber: "SC_STUDENT_AFFIDAVITS_ID_NUMBER",
  nmlsId: "SC_STUDENT_AFFIDAVITS_NMLS_ID",
  countyOfResidence: "SC_STUDENT_AFFIDAVITS_COUNTY_OF_RESIDENCE",
  license: "SC_STUDENT_AFFIDAVITS_LICENSE",
  cycle: "SC_STUDENT_AFFIDAVITS_CYCLE",
  certificationText: "SC_STUDENT_AFFIDAVITS_CERTIFICATION_TEXT",
  /** Named by the spec (000 §9). */
  bioInstruction: "SC_STUDENT_AFFIDAVITS_BIO_INSTRUCTION"
};
function usToday(now) {
  const iso2 = now.toISOString();
  return `${iso2.slice(5, 7)}/${iso2.slice(8, 10)}/${iso2.slice(0, 4)}`;
}
function finalAffidavitFields(rules) {
  const ssn = (rules.text(AFFIDAVIT_RULES.ssn) ?? "NONE").trim().toUpperCase();
  const on = (key) => rules.flag(key);
  return {
    middleNameRequired: on(AFFIDAVIT_RULES.middleNameRequired),
    ssn: SSN_MODES.includes(ssn) ? ssn : "NONE",
    driversLicenseNumber: on(AFFIDAVIT_RULES.driversLicenseNumber),
    nrds: on(AFFIDAVIT_RULES.nrds),
    dateOfBirth: on(AFFIDAVIT_RULES.dateOfBirth),
    age: on(AFFIDAVIT_RULES.age),
    gender: on(AFFIDAVIT_RULES.gender),
    education: on(AFFIDAVIT_RULES.education),
    martialStatus: on(AFFIDAVIT_RULES.martialStatus),
    employmentStatus: on(AFFIDAVIT_RULES.employmentStatus),
    ethnicity: on(AFFIDAVIT_RULES.ethnicity),
    password: on(AFFIDAVIT_RULES.password),
    idNumber: on(AFFIDAVIT_RULES.idNumber),
    nmlsId: on(AFFIDAVIT_RULES.nmlsId),
    countyOfResidence: on(AFFIDAVIT_RULES.countyOfResidence),
    license: on(AFFIDAVIT_RULES.license),
    cycle: on(AFFIDAVIT_RULES.cycle)
  };
}
var textOrNull = (value) => value?.trim() ? value.trim() : null;
async function getFinalAffidavitForm(deps, actor, learnerProductId) {
  const found = await findLearnerProductWithRules(deps.db, learnerProductId);
  if (!found || !canReadLearnerProduct(actor, found.lp)) throw notFound("learner product");
  const learner = await findMailRecipient(deps.db, found.lp.userId);
  if (!learner) throw notFound("learner product");
  const rules = new CourseRules(found.rules);
  return {
    learnerProductId: found.lp.id,
    courseTitle: found.product.name,
    affidavitRequired: rules.flag(AFFIDAVIT_RULES.required),
    firstName: learner.firstName,
    lastName: learner.lastName,
    today: usToday(deps.clock.now()),
    certificationText: textOrNull(rules.text(AFFIDAVIT_RULES.certificationText)),
    bioInstruction: textOrNull(rules.text(AFFIDAVIT_RULES.bioInstruction)),
    fields: finalAffidavitFields(rules)
  };
}

// apps/server/src/modules/exam-gates/proctor-affidavit-repo.ts
import { and as and14, eq as eq19, gt as gt3, isNull as isNull6, or as or3 } from "drizzle-orm";
async function findSigningCode(tx, q) {
  const [row] = await tx.select({ id: examGateCodes.id, consumedAt: examGateCodes.consumedAt }).from(examGateCodes).where(
    and14(
      eq19(examGateCodes.codeHash, q.codeHash),
      eq19(examGateCodes.kind, "PROCTOR"),
      eq19(examGateCodes.learnerProductId, q.learnerProductId),
      eq19(examGateCodes.examNodeId, q.examNodeId),
      isNull6(examGateCodes.revokedAt),
      or3(
        eq19(examGateCodes.personAssessmentId, q.personAssessmentId),
        and14(isNull6(examGateCodes.consumedAt), gt3(examGateCodes.expiresAt, q.now))
      )
    )
  ).limit(1);
  return row;
}
async function consumeForSignature(tx, codeId, q) {
  await tx.update(examGateCodes).set({ consumedAt: q.now, consumedAttemptNumber: q.attemptNumber, personAssessmentId: q.personAssessmentId }).where(and14(eq19(examGateCodes.id, codeId), isNull6(examGateCodes.consumedAt)));
}
async function insertAffidavit(tx, row) {
  const inserted = await tx.insert(proctorAffidavits).values(row).onConflictDoNothing().returning({ id: proctorAffidavits.id });
  return inserted.length > 0;
}

// apps/server/src/modules/exam-gates/proctor-affidavit.ts
async function signProctorAffidavit(deps, actor, body) {
  const { db, clock, codeKey } = deps;
  const found = await deps.findSitting(db, body.personAssessmentId);
  if (!found || !ownsLearnerProduct(actor, found) || found.attempt.learnerProductId !== body.learnerProductId)
    throw notFound("exam attempt");
  const { attempt } = found;
  if (!attempt.finishedAt) throw new AppError("EXAM_NOT_FINISHED", 409, "The proctor signs once the exam is finished");
  const signedOn = parseProctorAffidavitDate(body.date);
  if (!signedOn) throw new Error("date passed validation but does not parse");
  return db.transaction(async (tx) => {
    const now = clock.now();
    await guardGuesses(tx, actor.id, "PROCTOR", now);
    const code = await findSigningCode(tx, {
      codeHash: hashCode(codeKey, "PROCTOR", body.proctorCode),
      learnerProductId: attempt.learnerProductId,
      examNodeId: attempt.nodeId,
      personAssessmentId: attempt.id,
      now
    });
    if (!code) {
      await insertFailure(tx, { userId: actor.id, kind: "PROCTOR", learnerProductId: attempt.learnerProductId, failedAt: now });
      return { proctorCodeValid: false };
    }
    const stored = await insertAffidavit(tx, {
      personAssessmentId: attempt.id,
      learnerProductId: attempt.learnerProductId,
      gateCodeId: code.id,
      proctorName: body.proctorName,
      employerAndJobTitle: body.employerAndJobTitle,
      businessAddress: body.businessAddress,
      daytimePhone: body.daytimePhone,
      email: body.email,
      relationship: body.relationship,
      signedOn,
      submittedByUserId: actor.id,
      submittedAt: now
    });
    if (!stored) throw new AppError("PROCTOR_AFFIDAVIT_EXISTS", 409, "The proctor affidavit of this exam is already signed");
    if (!code.consumedAt)
      await consumeForSignature(tx, code.id, { personAssessmentId: attempt.id, attemptNumber: attempt.attemptNumber, now });
    return { proctorCodeValid: true };
  });
}

// apps/server/src/modules/exam-gates/pii-cipher.ts
import { createCipheriv, createDecipheriv, createHmac as createHmac4, randomBytes as randomBytes3 } from "node:crypto";
var VERSION = "v1";
function keyId(key) {
  return createHmac4("sha256", key).update("continuum/key-id").digest("base64url").slice(0, 8);
}
function seal(key, plaintext, context) {
  const iv = randomBytes3(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, keyId(key), iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(".");
}

// apps/server/src/modules/exam-gates/user-data.ts
function driversLicenseContext(learnerProductId, examNodeId) {
  return `drivers-license:${learnerProductId}:${examNodeId}`;
}
async function saveFinalExamUserData(deps, actor, input) {
  const { db, clock, piiKey } = deps;
  const found = await findLearnerProductWithRules(db, input.learnerProductId);
  if (!found || !ownsLearnerProduct(actor, found.lp)) throw notFound("learner product");
  const node = await findProductNode(db, found.product.id, input.componentId);
  if (node?.type !== "EXAM") throw notFound("exam");
  if (!gateRequirements(new CourseRules(found.rules), node).driversLicenseRequired) {
    throw new AppError("DRIVERS_LICENSE_NOT_REQUESTED", 409, "This exam does not ask for a driver's license number.");
  }
  const sealed = seal(piiKey, input.driversLicense.trim(), driversLicenseContext(found.lp.id, node.id));
  await upsertUserData(db, {
    learnerProductId: found.lp.id,
    examNodeId: node.id,
    driversLicenseEncrypted: sealed,
    at: clock.now()
  });
  return { driversLicenseProvided: true };
}

// apps/server/src/modules/exam-gates/routes.ts
function examGateRoutes(ctx, keys, findSitting) {
  const codeDeps = { db: ctx.database.db, clock: ctx.clock, codeKey: keys.codeKey, findSitting };
  return async (app) => {
    app.post(
      "/api/accesscode/check/:code",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: gateCodeParams, querystring: gateCodeQuery, response: { 200: gateCodeCheckReply } }
      },
      async (request) => checkGateCode(codeDeps, currentUser(request), "ACCESS", request.params.code, request.query)
    );
    app.get(
      "/api/proctor/final-exam/code/:code",
      {
        config: { access: "authenticated", owner: "learnerProduct", csrfOnGet: true },
        schema: { params: gateCodeParams, querystring: gateCodeQuery, response: { 200: gateCodeCheckReply } }
      },
      async (request) => checkGateCode(codeDeps, currentUser(request), "PROCTOR", request.params.code, request.query)
    );
    app.post(
      "/api/proctor/final-exam/proctor-affidavit",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { body: proctorAffidavitBody, response: { 200: proctorAffidavitReply } }
      },
      async (request) => signProctorAffidavit(codeDeps, currentUser(request), request.body)
    );
    app.post(
      "/api/exam/final-exam-user-data/:learnerProductId/:componentId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: finalExamUserDataParams, body: finalExamUserDataBody, response: { 200: finalExamUserDataReply } }
      },
      async (request) => saveFinalExamUserData({ db: ctx.database.db, clock: ctx.clock, piiKey: keys.piiKey }, currentUser(request), {
        ...request.params,
        driversLicense: request.body.driversLicense
      })
    );
    app.get(
      "/api/exam/affidavit/final/:id",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: finalAffidavitParams, response: { 200: finalAffidavitFormReply } }
      },
      async (request) => getFinalAffidavitForm({ db: ctx.database.db, clock: ctx.clock }, currentUser(request), request.params.id)
    );
    app.post(
      "/api/admin/exam-gates/codes",
      {
        schema: { body: issueGateCodeBody, response: { 200: issuedGateCode } },
        config: { access: { authorities: [Authority.ADMIN, Authority.INSTRUCTOR] }, owner: "staff" }
      },
      async (request) => issueGateCode(ctx, keys.codeKey, currentUser(request), request.body)
    );
  };
}

// apps/server/src/modules/exam-gates/withdraw.ts
async function withdrawAcceptedCodes2(db, userId) {
  return withdrawAcceptedCodes(db, userId);
}

// apps/server/src/modules/seat-time/repo.ts
import { and as and15, eq as eq20, sql as sql14 } from "drizzle-orm";
async function findSeatTime(db, learnerProductId) {
  const rows = await db.select({ nodeId: seatTimeLedger.nodeId, ms: sql14`sum(${seatTimeLedger.creditedMs})` }).from(seatTimeLedger).where(eq20(seatTimeLedger.learnerProductId, learnerProductId)).groupBy(seatTimeLedger.nodeId);
  const byNode = new Map(rows.map((r) => [r.nodeId, Number(r.ms)]));
  let totalMs = 0;
  for (const ms of byNode.values()) totalMs += ms;
  return { totalMs, byNode };
}
async function findDayCredit(db, learnerProductId, day) {
  const [row] = await db.select({ ms: seatTimeDaily.creditedMs }).from(seatTimeDaily).where(and15(eq20(seatTimeDaily.learnerProductId, learnerProductId), eq20(seatTimeDaily.day, day))).limit(1);
  return row?.ms ?? 0;
}
async function findTimeSheet(db, learnerProductId) {
  const result = await db.execute(sql14`
    select to_char(l.day, 'YYYY-MM-DD') as day, l.node_id as "nodeId", n.title, n.title_prefix as "titlePrefix",
      sum(l.credited_ms)::bigint as ms, count(*)::int as entries, min(l.at) as "firstAt", max(l.at) as "lastAt"
    from seat_time_ledger l left join ${nodeTitlesSql} n on n.id = l.node_id
    where l.learner_product_id = ${learnerProductId}
    group by l.day, l.node_id, n.title, n.title_prefix
    order by l.day, min(l.at)`);
  return result.rows.map((r) => ({ ...r, ms: Number(r.ms) }));
}
async function markStarted(db, userId, totId, at2) {
  const when = at2.toISOString();
  await db.execute(sql14`
    insert into seat_time_clock (user_id, last_credit_at, idle, tot_id, tot_at)
    values (${userId}, ${when}::timestamptz, false, ${totId}, ${when}::timestamptz)
    on conflict (user_id) do update set idle = false,
      other_tot_id = seat_time_clock.tot_id, other_tot_at = seat_time_clock.tot_at,
      tot_id = excluded.tot_id, tot_at = excluded.tot_at`);
}
async function findTimeSheetHeading(db, learnerProductId) {
  const lp = learnerProductCourses(db);
  const user = userIdentities(db);
  const [row] = await db.select({ login: user.login, first: user.firstName, last: user.lastName, course: lp.course }).from(lp).innerJoin(user, eq20(user.id, lp.userId)).where(eq20(lp.id, learnerProductId)).limit(1);
  return row;
}

// apps/server/src/modules/seat-time/time-sheet.ts
var csvCell = (v) => {
  const s = v === null ? "" : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};
var iso = (v) => v instanceof Date ? v.toISOString() : new Date(v).toISOString();
function timeSheetCsv(rows, header) {
  const lines = [
    ["learner", "course", "learnerProductId"].map(csvCell).join(","),
    [header.learner, header.course, header.learnerProductId].map(csvCell).join(","),
    "",
    ["day", "nodeId", "titlePrefix", "title", "seconds", "minutes", "heartbeatBatches", "firstCreditAt", "lastCreditAt"].map(csvCell).join(",")
  ];
  let total = 0;
  for (const r of rows) {
    total += r.ms;
    lines.push(
      [
        r.day,
        r.nodeId,
        r.titlePrefix,
        r.title,
        Math.round(r.ms / 1e3),
        (r.ms / 6e4).toFixed(2),
        r.entries,
        iso(r.firstAt),
        iso(r.lastAt)
      ].map(csvCell).join(",")
    );
  }
  lines.push(["total", "", "", "", Math.round(total / 1e3), (total / 6e4).toFixed(2), "", "", ""].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r
`;
}

// apps/server/src/modules/seat-time/admin-routes.ts
function seatTimeAdminRoutes(app) {
  return async (f) => {
    f.get(
      "/api/admin/seat-time/:lpId/time-sheet.csv",
      { schema: { params: lpIdParams }, config: { access: { authorities: [Authority.ADMIN] }, owner: "staff" } },
      async (request, reply) => {
        const { db } = app.database;
        const row = await findTimeSheetHeading(db, request.params.lpId);
        if (!row) throw notFound("learner product");
        const csv = timeSheetCsv(await findTimeSheet(db, request.params.lpId), {
          learner: `${row.first} ${row.last} (${row.login})`,
          course: row.course,
          learnerProductId: request.params.lpId
        });
        return reply.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="time-sheet-${request.params.lpId}.csv"`).send(csv);
      }
    );
  };
}

// apps/server/src/platform/auth/cookies.ts
var SESSION_COOKIE = "SESSION";
var REMEMBER_COOKIE = "remember-me";
var XSRF_COOKIE = "XSRF-TOKEN";
var XSRF_HEADER = "x-xsrf-token";
function tokenDot(value) {
  if (!value) return -1;
  const dot = value.indexOf(".");
  return dot <= 0 || dot === value.length - 1 ? -1 : dot;
}
function splitToken(value) {
  const dot = tokenDot(value);
  if (dot < 0 || !value) return null;
  return { series: value.slice(0, dot), secret: value.slice(dot + 1) };
}
function detachedCopy(part) {
  return Buffer.from(part, "utf8").toString("utf8");
}

// apps/server/src/modules/seat-time/heartbeat-fast-path.ts
var PATH = "/api/tot/update";
var MAX_BODY = 1024;
function heartbeatFastPath(deps) {
  const fixed = [...Object.entries(deps.headers).flat(), "content-type", "application/json; charset=utf-8"];
  const send = (res, status2, body) => {
    const text16 = JSON.stringify(body);
    res.writeHead(status2, [...fixed, "content-length", String(Buffer.byteLength(text16))]);
    res.end(text16);
  };
  const usualBody = JSON.stringify({ maxTimeHit: false, popUpMessage: null });
  const usualHeaders = [...fixed, "content-length", String(Buffer.byteLength(usualBody))];
  const reply = (res, r) => {
    if (!r.maxTimeHit && r.popUpMessage === null) {
      res.writeHead(200, usualHeaders);
      res.end(usualBody);
      return;
    }
    send(res, 200, { maxTimeHit: r.maxTimeHit, popUpMessage: r.popUpMessage, day: r.day });
  };
  const fail = (res, err) => {
    if (err instanceof AppError) return send(res, err.status, err.toBody());
    deps.log.error({ err }, "heartbeat failed");
    send(res, 500, internalErrorBody());
  };
  const answer = (res, auth, raw) => {
    let json;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      return send(res, 400, { status: 400, code: "BAD_REQUEST", message: err.message });
    }
    const parsed = totUpdateBody.safeParse(json);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((i) => ({ field: i.path.join(".") || "body", message: i.message }));
      return send(res, 400, validationErrorBody("body", fieldErrors));
    }
    const { timeOnTaskId, currentProductId } = parsed.data;
    try {
      const r = deps.seatTime.heartbeatCached(auth.user, timeOnTaskId, currentProductId);
      if (r) return reply(res, r);
    } catch (err) {
      return fail(res, err);
    }
    deps.seatTime.heartbeat(auth.user, timeOnTaskId, currentProductId).then(
      (r) => reply(res, r),
      (err) => fail(res, err)
    );
  };
  return (req, res) => {
    if (req.method !== "POST" || req.url !== PATH) return false;
    const type = req.headers["content-type"];
    if (type !== "application/json" && !type?.startsWith("application/json;")) return false;
    const length = Number(req.headers["content-length"]);
    if (!(length > 0 && length <= MAX_BODY) || req.headers["transfer-encoding"] !== void 0) return false;
    const cookieHeader = req.headers.cookie;
    if (!cookieHeader) return false;
    const cookies = deps.parseCookie(cookieHeader);
    const auth = deps.sessions.cachedAuth(cookies[SESSION_COOKIE]);
    if (!auth || !deps.csrf.accepts(req.headers[XSRF_HEADER], cookies[XSRF_COOKIE], auth.series)) return false;
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      answer(res, auth, chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", () => res.destroy());
    return true;
  };
}

// apps/server/src/modules/seat-time/minimum-time.ts
function creditedUnder(ctx, seat, nodeId) {
  let ms = seat.byNode.get(nodeId) ?? 0;
  for (const child of ctx.nodes.get(nodeId)?.children ?? []) ms += creditedUnder(ctx, seat, child);
  return ms;
}
function status(requiredMinutes, creditedMs) {
  const creditedMinutes = Math.floor(creditedMs / 6e4);
  const remainingMinutes = Math.max(0, Math.ceil(requiredMinutes - creditedMs / 6e4));
  return { requiredMinutes, creditedMinutes, remainingMinutes, met: remainingMinutes === 0 };
}
function minimumTime(ctx, seat, scope) {
  if (scope.kind === "course") {
    const required3 = ctx.product.minimumRequiredMinutes;
    return required3 ? status(required3, seat.totalMs) : null;
  }
  if (scope.kind === "unit") {
    let at2 = ctx.nodes.get(scope.nodeId);
    while (at2 && !at2.metadata.UNIT_MINIMUM_MINUTES) at2 = at2.parentId !== null ? ctx.nodes.get(at2.parentId) : void 0;
    const required3 = Number.parseInt(at2?.metadata.UNIT_MINIMUM_MINUTES ?? "", 10);
    return at2 && required3 > 0 ? status(required3, creditedUnder(ctx, seat, at2.id)) : null;
  }
  const required2 = Number.parseInt(ctx.nodes.get(ctx.rootId)?.metadata.STUDY_MINIMUM_MINUTES ?? "", 10);
  if (!(required2 > 0)) return null;
  let examMs = 0;
  for (const [nodeId, ms] of seat.byNode) if (ctx.nodes.get(nodeId)?.type === "EXAM") examMs += ms;
  return status(required2, seat.totalMs - examMs);
}

// apps/server/src/modules/seat-time/routes.ts
function seatTimeRoutes(seatTime) {
  return async (f) => {
    f.post(
      "/api/tot/start",
      {
        config: { access: "authenticated", owner: "self" },
        schema: { body: totStartBody, response: { 200: totStartReply } }
      },
      async (request) => ({
        timeOnTaskId: await seatTime.startTask(currentUser(request), request.body.learningComponentId, request.body.name)
      })
    );
    f.post(
      "/api/tot/update",
      {
        config: { access: "authenticated", owner: "timeOnTask" },
        schema: { body: totUpdateBody, response: { 200: totUpdateReply } }
      },
      async (request) => seatTime.heartbeat(currentUser(request), request.body.timeOnTaskId, request.body.currentProductId)
    );
    f.post(
      "/api/tot/lesson",
      { config: { access: "authenticated", owner: "timeOnTask" }, schema: { body: lessonAuditBody, response: { 200: okReply } } },
      async (request) => {
        await seatTime.lessonAudit(currentUser(request), request.body);
        return { ok: true };
      }
    );
    f.post(
      "/api/tot/idle/:lpId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: okReply } }
      },
      async (request) => {
        await seatTime.idle(currentUser(request), request.params.lpId);
        return { ok: true };
      }
    );
  };
}

// apps/server/src/modules/seat-time/service.ts
import { and as and16, eq as eq21, isNull as isNull7 } from "drizzle-orm";

// apps/server/src/modules/seat-time/ledger-sql.ts
import { sql as sql15 } from "drizzle-orm";
function entryHashSql(cols) {
  return sql15`encode(sha256(convert_to(concat_ws('|', ${cols.prevHash}, ${cols.lp}, ${cols.seq}, ${cols.node}, ${cols.user}, to_char(${cols.day}, 'YYYY-MM-DD'), ${cols.ms}, to_char(${cols.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), 'UTF8')), 'hex')`;
}
function flushStatement(batch) {
  const hash2 = entryHashSql({
    prevHash: sql15`coalesce(co.head_hash, 'genesis')`,
    lp: sql15`c.lp_id`,
    seq: sql15`coalesce(co.seq, 0) + 1`,
    node: sql15`c.node_id`,
    user: sql15`c.user_id`,
    day: sql15`c.day`,
    ms: sql15`c.ms`,
    at: sql15`c.last_at`
  });
  return sql15`
with batch as (
  select r.u as user_id, r.lp as lp_id, r.n as node_id, r.t as tot_id, timestamptz 'epoch' + r.f * interval '1 millisecond' as first_at,
    timestamptz 'epoch' + r.l * interval '1 millisecond' as last_at, r.s as span_ms, r.c as cap_ms, r.d as daily_max_ms, r.tz,
    r.i as idle_after
  from json_to_recordset(${batch}::json) as r(u int, lp int, n int, t bigint, f bigint, l bigint, s int, c int, d int, tz text, i boolean)
),
old as (
  select c.user_id, c.last_credit_at, c.idle,
    case when c.tot_id = b.tot_id then c.tot_at when c.other_tot_id = b.tot_id then c.other_tot_at end as evidence_at
  from seat_time_clock c join batch b on b.user_id = c.user_id for update of c
),
raw as (
  select b.*, (b.last_at at time zone b.tz)::date as day,
    case when o.user_id is null then 0 else greatest(0, least(
      extract(epoch from (b.last_at - o.last_credit_at)) * 1000,
      b.span_ms + case when not o.idle and b.first_at - o.evidence_at between interval '0' and b.cap_ms * interval '1 millisecond'
        then extract(epoch from (b.first_at - o.evidence_at)) * 1000 else 0 end
    ))::int end as raw_ms
  from batch b left join old o on o.user_id = b.user_id
),
day_old as (
  select d.learner_product_id, d.day, d.credited_ms from seat_time_daily d
  join raw r on r.lp_id = d.learner_product_id and r.day = d.day where r.daily_max_ms is not null for update of d
),
credited as (
  select r.*, case when r.daily_max_ms is null then r.raw_ms
    else least(r.raw_ms, greatest(r.daily_max_ms - coalesce(d.credited_ms, 0), 0)) end as ms
  from raw r left join day_old d on d.learner_product_id = r.lp_id and d.day = r.day
),
clock_up as (
  insert into seat_time_clock (user_id, last_credit_at, idle, tot_id, tot_at)
  select user_id, last_at, idle_after, tot_id, last_at from batch
  on conflict (user_id) do update set
    last_credit_at = greatest(seat_time_clock.last_credit_at, excluded.last_credit_at),
    idle = excluded.idle,
    -- The batch's record becomes the latest evidenced one; the record it displaces keeps the second slot.
    other_tot_id = case when seat_time_clock.tot_id = excluded.tot_id then seat_time_clock.other_tot_id else seat_time_clock.tot_id end,
    other_tot_at = case when seat_time_clock.tot_id = excluded.tot_id then seat_time_clock.other_tot_at else seat_time_clock.tot_at end,
    tot_id = excluded.tot_id,
    tot_at = case when seat_time_clock.tot_id = excluded.tot_id then greatest(seat_time_clock.tot_at, excluded.tot_at) else excluded.tot_at end
),
day_up as (
  insert into seat_time_daily (learner_product_id, day, credited_ms)
  select lp_id, day, ms from credited where daily_max_ms is not null
  on conflict (learner_product_id, day) do update set credited_ms = seat_time_daily.credited_ms + excluded.credited_ms
  returning learner_product_id, day, credited_ms, max_notice_at
),
chain_old as (
  select ch.learner_product_id, ch.seq, ch.head_hash from seat_time_chain ch
  join credited c on c.lp_id = ch.learner_product_id where c.ms > 0 for update of ch
),
entries as (
  select c.lp_id, coalesce(co.seq, 0) + 1 as seq, c.node_id, c.user_id, c.day, c.ms, c.last_at,
    coalesce(co.head_hash, 'genesis') as prev_hash, ${hash2} as hash
  from credited c left join chain_old co on co.learner_product_id = c.lp_id
  where c.ms > 0
),
ledger_ins as (
  insert into seat_time_ledger (learner_product_id, seq, node_id, user_id, day, credited_ms, at, prev_hash, hash)
  select lp_id, seq, node_id, user_id, day, ms, last_at, prev_hash, hash from entries
),
chain_up as (
  insert into seat_time_chain (learner_product_id, seq, head_hash, total_ms)
  select lp_id, seq, hash, ms from entries
  on conflict (learner_product_id) do update set
    seq = excluded.seq, head_hash = excluded.head_hash, total_ms = seat_time_chain.total_ms + excluded.total_ms
)
select learner_product_id as "lpId", to_char(day, 'YYYY-MM-DD') as "day", credited_ms as "creditedMs", max_notice_at as "maxNoticeAt" from day_up`;
}
var zoneJson = /* @__PURE__ */ new Map();
function batchJson(batch) {
  let out = "[";
  for (let i = 0; i < batch.length; i++) {
    const b = batch[i];
    let tz = zoneJson.get(b.timeZone);
    if (tz === void 0) {
      tz = JSON.stringify(b.timeZone);
      zoneJson.set(b.timeZone, tz);
    }
    out += `${i === 0 ? "" : ","}{"u":${b.userId},"lp":${b.learnerProductId},"n":${b.nodeId},"t":${b.totId},"f":${b.firstAt},"l":${b.lastAt},"s":${b.spanMs},"c":${b.capMs},"d":${b.dailyMaxMs},"tz":${tz},"i":${b.idleAfter}}`;
  }
  return `${out}]`;
}

// apps/server/src/modules/seat-time/coalescer.ts
var SLOTS_MAX = 5e5;
var HeartbeatCoalescer = class {
  constructor(deps) {
    this.deps = deps;
  }
  slots = /* @__PURE__ */ new Map();
  pending = [];
  timer = null;
  flushing = Promise.resolve();
  start(intervalMs) {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }
  /**
   * Records a beat at server time `atMs` (epoch ms); beats of one learner on one record between flushes
   * coalesce. The gaps between them that are at most `capMs` add to the slot's vouched span; a longer gap
   * vouches for nothing (decision 0056).
   */
  add(place, rules, capMs, atMs) {
    let slot = this.slots.get(place.userId);
    if (slot?.pending && (slot.idleAfter || slot.totId !== place.id)) {
      void this.flush().then(() => this.add(place, rules, capMs, atMs));
      return;
    }
    if (!slot) {
      slot = this.newSlot(place.userId);
    }
    slot.learnerProductId = place.lpId;
    slot.nodeId = place.nodeId;
    slot.capMs = capMs;
    slot.dailyMaxMs = rules.dailyMaxMs;
    slot.timeZone = rules.timeZone;
    if (!slot.pending) {
      slot.pending = true;
      slot.totId = place.id;
      slot.firstAt = atMs;
      slot.lastAt = atMs;
      slot.spanMs = 0;
      slot.idleAfter = false;
      this.pending.push(slot);
      return;
    }
    const gap = atMs - slot.lastAt;
    if (gap <= 0) return;
    if (gap <= capMs) slot.spanMs += gap;
    slot.lastAt = atMs;
  }
  newSlot(userId) {
    if (this.slots.size >= SLOTS_MAX) {
      for (const [id4, s] of this.slots) {
        if (!s.pending) {
          this.slots.delete(id4);
          break;
        }
      }
    }
    const slot = {
      userId,
      learnerProductId: 0,
      nodeId: 0,
      totId: 0,
      firstAt: 0,
      lastAt: 0,
      spanMs: 0,
      capMs: 0,
      dailyMaxMs: null,
      timeZone: "",
      idleAfter: false,
      pending: false
    };
    this.slots.set(userId, slot);
    return slot;
  }
  /** Marks the learner idle after their pending beats; false when nothing is pending. */
  markIdle(userId) {
    const slot = this.slots.get(userId);
    if (!slot?.pending) return false;
    slot.idleAfter = true;
    return true;
  }
  /**
   * The learner opened a record (a start call, which is activity): an idle call still pending in their slot no
   * longer describes what follows, so the flush must not leave their clock idle.
   */
  markActive(userId) {
    const slot = this.slots.get(userId);
    if (slot?.pending) slot.idleAfter = false;
  }
  get size() {
    return this.pending.length;
  }
  /** Writes everything pending. Flushes never overlap. */
  flush() {
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }
  async flushNow() {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const chunks = [];
    for (let i = 0; i < batch.length; i += this.deps.batchSize) {
      const chunk = batch.slice(i, i + this.deps.batchSize);
      chunks.push({ json: batchJson(chunk), learners: chunk.length });
    }
    for (const slot of batch) slot.pending = false;
    for (const chunk of chunks) {
      try {
        const result = await this.deps.db.execute(flushStatement(chunk.json));
        const rows = result.rows;
        if (rows.length > 0) this.deps.onTotals(rows.map((r) => ({ ...r, creditedMs: Number(r.creditedMs) })));
      } catch (err) {
        this.deps.log.error({ err, learners: chunk.learners }, "seat-time flush failed");
      }
      await new Promise((resolve3) => setImmediate(resolve3));
    }
  }
  async close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
};

// apps/server/src/modules/seat-time/settings.ts
var HEARTBEAT_INTERVAL_MS = 3e4;
var HEARTBEAT_GRACE_MS = 5e3;
var HEARTBEAT_CAP_MS = HEARTBEAT_INTERVAL_MS + HEARTBEAT_GRACE_MS;
var DEFAULT_MAX_TIME_MESSAGE = "Maximum seat time for the day has been met. You may continue to progress in the course, but you will not accrue more seat time until tomorrow.";
var serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
async function loadOwner(db, lpId) {
  return await findLearnerProductOwner(db, lpId) ?? null;
}
async function loadCourseRules(db, productId) {
  return seatTimeRules(new CourseRules(await findRules(db, productId)));
}
function seatTimeRules(rules) {
  const maxMinutes = rules.int("SC_SEAT_TIME_MAX_DAILY_MINUTES", 0);
  const zone = rules.text("SC_SEAT_TIME_TIME_ZONE");
  return {
    dailyMaxMs: maxMinutes > 0 ? maxMinutes * 6e4 : null,
    timeZone: zone && isZone(zone) ? zone : serverZone,
    popUpMessage: rules.text("SC_SEAT_TIME_MAX_POPUP_MESSAGE") || DEFAULT_MAX_TIME_MESSAGE
  };
}
function isZone(zone) {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
var dayFormats = /* @__PURE__ */ new Map();
function courseDay(at2, timeZone) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(at2);
}

// apps/server/src/modules/seat-time/service.ts
var SETTINGS_TTL_MS = 6e4;
var NO_NOTICE = Object.freeze({ maxTimeHit: false, popUpMessage: null });
var CACHE_MAX = 5e5;
var SeatTimeService = class {
  constructor(deps) {
    this.deps = deps;
    this.coalescer = new HeartbeatCoalescer({
      db: deps.database.db,
      log: deps.log,
      // PGlite runs in this thread at ~0.1 ms a row: 50-row chunks block the event loop ~7 ms at most. On
      // PostgreSQL 500 rows keep a statement's JSON (~55 KB) a young, ordinary string: past ~128 KB V8 puts a
      // string straight into the old generation, where only a major collection frees it (decision 0050).
      batchSize: deps.database.kind === "pglite" ? 50 : 500,
      onTotals: (totals) => this.recordTotals(totals)
    });
  }
  coalescer;
  tots = /* @__PURE__ */ new Map();
  owners = /* @__PURE__ */ new Map();
  courseRules = /* @__PURE__ */ new Map();
  today = /* @__PURE__ */ new Map();
  start() {
    this.coalescer.start(this.deps.flushIntervalMs);
  }
  close() {
    return this.coalescer.close();
  }
  recordTotals(totals) {
    for (const t of totals) this.today.set(t.lpId, { day: t.day, creditedMs: t.creditedMs, noticed: t.maxNoticeAt !== null });
  }
  /** A learner product's owner (kept: it never changes) and its course's rules (kept for a minute). */
  async settingsFor(lpId) {
    const { db } = this.deps.database;
    let owner = this.owners.get(lpId);
    if (!owner) {
      const loaded = await loadOwner(db, lpId);
      if (!loaded) throw notFound("learner product");
      owner = loaded;
      if (this.owners.size >= CACHE_MAX) this.owners.clear();
      this.owners.set(lpId, owner);
    }
    return { lpId, ...owner, ...await this.rulesFor(owner.productId) };
  }
  /**
   * A course's seat-time rules, kept for a minute. When they expire the last value keeps answering while
   * one query reloads them: otherwise, once a minute, every heartbeat of the course would wait on that query
   * behind whatever the pool is busy with. Only the first load is awaited.
   */
  rulesFor(productId) {
    const now = Date.now();
    const cached = this.courseRules.get(productId);
    if (cached && now - cached.at <= SETTINGS_TTL_MS) return cached.current ?? cached.value;
    const value = loadCourseRules(this.deps.database.db, productId);
    const entry = { value, at: now, current: cached?.current };
    this.courseRules.set(productId, entry);
    value.then(
      (rules) => {
        entry.current = rules;
      },
      () => {
        if (this.courseRules.get(productId) === entry) {
          if (entry.current) entry.at = 0;
          else this.courseRules.delete(productId);
        }
      }
    );
    return entry.current ?? value;
  }
  /**
   * POST api/tot/start: the learner opened a learning component of one of their products. Refused for a node the
   * progression engine locks (403 NODE_LOCKED, as recording progress there is) or outside their products (404):
   * seat time is only ever credited to a record started here (decision 0056). The start call is the record's
   * first evidence of presence; it credits nothing itself. This is where the cost of the check belongs: a
   * heartbeat only names a record and is answered from memory.
   */
  async startTask(actor, nodeId, name2) {
    const { db } = this.deps.database;
    const lpId = await findUserLearnerProductId(db, actor.id, nodeProductIdSql(nodeId));
    if (lpId === void 0) throw notFound("learning component");
    const row = { lpId };
    const ctx = await loadLearnerContext(db, actor, row.lpId);
    const state = ctx.progression.states.get(nodeId);
    if (!state || state.locked) throw new AppError("NODE_LOCKED", 403, "This part of the course is locked");
    const now = this.deps.clock.now();
    const id4 = await db.transaction(async (tx) => {
      const [tot] = await tx.insert(timeOnTask).values({ userId: actor.id, learnerProductId: row.lpId, nodeId, name: name2.slice(0, 300), startedAt: now }).returning({ id: timeOnTask.id });
      if (!tot) throw new Error("time_on_task insert returned nothing");
      await markStarted(tx, actor.id, tot.id, now);
      return tot.id;
    });
    this.coalescer.markActive(actor.id);
    this.remember({ id: id4, userId: actor.id, lpId: row.lpId, nodeId });
    await this.settingsFor(row.lpId);
    return id4;
  }
  remember(tot) {
    if (this.tots.size >= CACHE_MAX) this.tots.delete(this.tots.keys().next().value ?? 0);
    this.tots.set(tot.id, tot);
  }
  /** A time-on-task record, cached, or read with its learner product's owner (whoever it belongs to). */
  async task(timeOnTaskId) {
    let tot = this.tots.get(timeOnTaskId);
    if (!tot) {
      const [row] = await this.deps.database.db.select({ tot: timeOnTask, productId: learnerProductProductIdSql(timeOnTask.learnerProductId) }).from(timeOnTask).where(eq21(timeOnTask.id, timeOnTaskId)).limit(1);
      if (row) {
        tot = { id: row.tot.id, userId: row.tot.userId, lpId: row.tot.learnerProductId, nodeId: row.tot.nodeId };
        this.remember(tot);
        if (!this.owners.has(tot.lpId)) this.owners.set(tot.lpId, { userId: row.tot.userId, productId: row.productId });
      }
    }
    return tot;
  }
  async beat(tot) {
    const s = await this.settingsFor(tot.lpId);
    this.coalescer.add(tot, s, HEARTBEAT_CAP_MS, this.deps.clock.nowMs());
    return s;
  }
  /** Today's known total when it has reached the course's daily maximum and the notice is not yet raised. */
  noticeMayBeDue(lpId, dailyMaxMs) {
    const state = this.today.get(lpId);
    return dailyMaxMs && state && !state.noticed && state.creditedMs >= dailyMaxMs ? state : void 0;
  }
  /** The learner's own record, matching the product the browser names; otherwise 404 (another's looks missing). */
  ownTask(tot, actor, currentProductId) {
    if (!tot || tot.userId !== actor.id || currentProductId !== void 0 && currentProductId !== tot.lpId) {
      throw notFound("time on task");
    }
    return tot;
  }
  /**
   * POST api/tot/update answered from memory, without a promise: the common case of a learner whose
   * time-on-task record, learner product and course rules are cached and who is not due the max-time notice.
   * Undefined when any of that is missing: `heartbeat` then does the whole job (nothing was recorded here).
   * Another learner's record throws 404 as `heartbeat` would.
   */
  heartbeatCached(actor, timeOnTaskId, currentProductId) {
    const cached = this.tots.get(timeOnTaskId);
    if (!cached) return void 0;
    const tot = this.ownTask(cached, actor, currentProductId);
    const owner = this.owners.get(tot.lpId);
    const rules = owner && this.rulesNow(owner.productId);
    if (!rules || this.noticeMayBeDue(tot.lpId, rules.dailyMaxMs)) return void 0;
    this.coalescer.add(tot, rules, HEARTBEAT_CAP_MS, this.deps.clock.nowMs());
    return NO_NOTICE;
  }
  /** A course's rules when known (a reload may be running); undefined before the first load has finished. */
  rulesNow(productId) {
    const cached = this.rulesFor(productId);
    return cached instanceof Promise ? void 0 : cached;
  }
  /** POST api/tot/update: a heartbeat. Answers the max-time notice at most once per day. */
  async heartbeat(actor, timeOnTaskId, currentProductId) {
    const tot = this.ownTask(await this.task(timeOnTaskId), actor, currentProductId);
    const s = await this.beat(tot);
    const state = this.noticeMayBeDue(tot.lpId, s.dailyMaxMs);
    if (!state) return NO_NOTICE;
    const day = courseDay(this.deps.clock.now(), s.timeZone);
    if (state.day !== day) return NO_NOTICE;
    const claimed = await this.deps.database.db.update(seatTimeDaily).set({ maxNoticeAt: this.deps.clock.now() }).where(and16(eq21(seatTimeDaily.learnerProductId, tot.lpId), eq21(seatTimeDaily.day, day), isNull7(seatTimeDaily.maxNoticeAt))).returning({ lp: seatTimeDaily.learnerProductId });
    state.noticed = true;
    return claimed.length > 0 ? { maxTimeHit: true, popUpMessage: s.popUpMessage, day } : NO_NOTICE;
  }
  /** POST api/tot/idle/{lpId}: stop crediting until the next active heartbeat. */
  async idle(actor, lpId) {
    const s = await this.settingsFor(lpId);
    if (s.userId !== actor.id) throw notFound("learner product");
    if (!this.coalescer.markIdle(actor.id)) {
      await this.deps.database.db.update(seatTimeClock).set({ idle: true }).where(eq21(seatTimeClock.userId, actor.id));
    }
  }
  /** POST api/tot/lesson: the lesson audit as the learner leaves a slide or lesson. */
  async lessonAudit(actor, audit2) {
    const tot = this.ownTask(await this.task(audit2.exitedTimeOnTaskId), actor, void 0);
    await this.deps.database.db.update(timeOnTask).set({
      exitedAt: this.deps.clock.now(),
      complete: audit2.complete,
      lessonName: audit2.lessonName ?? null,
      nextSlideName: audit2.nextSlideName ?? null,
      previousSlideName: audit2.previousSlideName ?? null
    }).where(eq21(timeOnTask.id, tot.id));
  }
};

// apps/server/src/modules/exam/status.ts
var secondsUntil = (at2, now) => Math.max(0, Math.ceil((at2 - now.getTime()) / 1e3));
function computeExamStatus(f) {
  const counted = f.attempts.filter((a) => a.finishedAt && !a.trial);
  const open2 = f.attempts.find((a) => !a.finishedAt);
  const passed = counted.some((a) => a.passed);
  const allowed = f.disallowRetakes ? 1 : f.allowedAttempts;
  const attemptsLeft = allowed < 0 ? Number.POSITIVE_INFINITY : Math.max(0, allowed - counted.length);
  const base2 = { attemptCount: counted.length, passed, attemptsLeft, canStart: false, canResume: false, canRetake: false };
  const result = (status2, timeLeft = null, extra = {}) => ({
    ...base2,
    status: status2,
    timeLeft,
    ...extra
  });
  if (open2) {
    const idleMs = f.now.getTime() - open2.lastActivityAt.getTime();
    const status2 = idleMs > examLimits.partialAfterMinutes * 6e4 ? "PARTIALLY_COMPLETED" : "IN_PROGRESS";
    return result(status2, open2.deadline ? secondsUntil(open2.deadline.getTime(), f.now) : null, { canResume: true });
  }
  const mayEnter = f.eligible && !f.locked && f.hasQuestions;
  const trialOnly = f.attempts.length > 0 && counted.length === 0;
  if (passed) {
    return result("PASS", null, { canRetake: !f.isFinal && !f.disallowRetakes && attemptsLeft > 0 && mayEnter });
  }
  if (f.requiredAttempts > 0 && counted.length >= f.requiredAttempts) {
    return result("COMPLETED_REQUIRED_ATTEMPTS", null, { canRetake: attemptsLeft > 0 && mayEnter });
  }
  if (attemptsLeft <= 0) return result("FAIL");
  const blocked = (status2, timeLeft = null) => result(status2, timeLeft);
  if (!f.eligible) return blocked("INELIGIBLE");
  if (f.surveyFirst) return blocked("SURVEY_FIRST");
  if (f.assignmentsIncomplete) return blocked("ASSIGNMENT_NOT_COMPLETE");
  const min = f.minimumTime;
  if (min.course && !min.course.met) return blocked("MIN_COURSE_TIME_NOT_MET", min.course.remainingMinutes * 60);
  if (min.unit && !min.unit.met) return blocked("MIN_COURSE_TIME_NOT_MET_UNIT", min.unit.remainingMinutes * 60);
  if (min.study && !min.study.met) return blocked("MIN_COURSE_TIME_NOT_MET_STUDY", min.study.remainingMinutes * 60);
  const last = counted.at(-1);
  if (f.isFinal && f.minutesBeforeRetake > 0 && last?.finishedAt && !last.passed) {
    const until = last.finishedAt.getTime() + f.minutesBeforeRetake * 6e4;
    if (until > f.now.getTime()) return blocked("MUST_WAIT", secondsUntil(until, f.now));
  }
  const canStart = mayEnter;
  return result(null, null, { canStart, canRetake: canStart && (counted.length > 0 || trialOnly) });
}

// apps/server/src/modules/exam/status-service.ts
async function examStatusOf(app, e) {
  const { db } = app.database;
  const { ctx, node } = e;
  const now = app.clock.now();
  const timing = courseTiming(ctx, app.clock);
  const state = ctx.progression.states.get(node.id);
  const rules = ctx.rules;
  const assignmentsRule = e.isFinal && rules.flag(EXAM_RULES.assignmentsBeforeFinal);
  const [seat, bank, incompleteAssignments] = await Promise.all([
    findSeatTime(db, ctx.lp.id),
    findActiveQuestions(db, node.id),
    assignmentsRule ? countIncompleteAssignments(db, ctx.product.id, ctx.lp.id) : Promise.resolve(0)
  ]);
  const nextAttemptNumber = (e.attempts.at(-1)?.attemptNumber ?? 0) + 1;
  const gates = await examGateStatus(
    db,
    {
      userId: ctx.lp.userId,
      learnerProductId: ctx.lp.id,
      examNodeId: node.id,
      attemptNumber: e.attempts.find((a) => !a.finishedAt)?.attemptNumber ?? nextAttemptNumber
    },
    app.clock
  );
  const surveySubmitted = false;
  const computed = computeExamStatus({
    now,
    isFinal: e.isFinal,
    locked: state?.locked ?? true,
    eligible: ctx.lp.hasMetPrerequisites && !timing.needsStartDate && !timing.pendingStart && !timing.expired,
    hasQuestions: bank.length > 0,
    allowedAttempts: e.settings.allowedAttempts,
    disallowRetakes: disallowsRetakes(node),
    requiredAttempts: e.settings.requiredAttempts,
    attempts: e.attempts,
    surveyFirst: e.isFinal && rules.flag(EXAM_RULES.surveyBeforeFinal) && !surveySubmitted,
    assignmentsIncomplete: incompleteAssignments > 0,
    minimumTime: {
      course: e.isFinal ? minimumTime(ctx, seat, { kind: "course" }) : null,
      unit: minimumTime(ctx, seat, { kind: "unit", nodeId: node.id }),
      study: e.isFinal ? minimumTime(ctx, seat, { kind: "study" }) : null
    },
    minutesBeforeRetake: rules.int("SC_FINAL_EXAMS_MINS_BEFORE_RETAKE")
  });
  return { computed, gates, bank, nextAttemptNumber };
}

// apps/server/src/modules/exam/check-service.ts
async function loadExamSettled(app, actor, componentId, lpId) {
  const { db } = app.database;
  const e = await loadExamContext(db, actor, componentId, lpId);
  const open2 = e.attempts.find((a) => !a.finishedAt);
  if (!open2 || !isPastGrace(open2.deadline, app.clock.now())) return { e, expiredNow: false };
  await finishAttempt2(db, e, open2.id, app.clock.now());
  return { e: await loadExamContext(db, actor, componentId, e.ctx.lp.id), expiredNow: true };
}
async function checkExam(app, actor, componentId, lpId) {
  const { db } = app.database;
  const { e } = await loadExamSettled(app, actor, componentId, lpId);
  const { computed, gates, bank } = await examStatusOf(app, e);
  const { ctx, node, settings } = e;
  const open2 = e.attempts.find((a) => !a.finishedAt);
  const latest = open2 ?? e.attempts.filter((a) => a.finishedAt).at(-1);
  const starred = open2 ? (await findAttemptQuestions(db, open2.id)).filter((q) => q.starred).map((q) => q.position) : [];
  const state = ctx.progression.states.get(node.id);
  const rules = ctx.rules;
  const meta = node.metadata;
  return {
    status: computed.status,
    isFinal: e.isFinal,
    personAssessmentId: latest?.id ?? null,
    examHistoryList: await historyList(db, e, computed),
    proctorRequired: gates.proctorCodeRequired,
    accessRequired: gates.accessCodeRequired,
    driversLicenseRequired: gates.driversLicenseRequired,
    proctorStatus: ctx.lp.proctorStatus,
    proctorAffidavitRequired: e.isFinal && rules.flag(EXAM_RULES.proctorSignatureRequired),
    surveyRequired: rules.flag(EXAM_RULES.surveyRequired) || e.isFinal && rules.flag(EXAM_RULES.surveyBeforeFinal),
    affidavitRequired: e.isFinal && rules.flag(EXAM_RULES.finalAffidavitRequired),
    timeLeft: computed.timeLeft,
    allowedAttemptCount: disallowsRetakes(node) ? 1 : settings.allowedAttempts,
    starredQuestions: starred,
    componentId: node.id,
    learnerProductId: ctx.lp.id,
    title: e.isFinal && rules.text("SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION") ? rules.text("SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION") : node.title,
    examType: meta.EXAM_TYPE ?? (node.type === "EXAM_GAUGE" ? "GAUGE" : "UNIT"),
    locked: state?.locked ?? true,
    optional: Boolean(state?.optional || state?.ancestorOptional),
    canStart: computed.canStart,
    canResume: computed.canResume,
    canRetake: computed.canRetake,
    attemptCount: computed.attemptCount,
    totalQuestionsNum: open2 ? open2.numQuestions : Math.min(settings.questionCount ?? bank.length, bank.length),
    passingScore: settings.passingScore,
    cumulativeExamTime: settings.timeLimitMinutes,
    introMessage: settings.introMessage ?? node.description ?? null,
    popupBeforeExam: meta.POPUP_BEFORE_EXAM ?? null,
    displayAndRecordTime: (meta.DISPLAY_AND_RECORD_TIME ?? "").toLowerCase() === "yes",
    disallowRetakes: disallowsRetakes(node),
    maxRetakesReachedMessage: meta.MAX_RETAKES_REACHED_MESSAGE ?? null,
    message: computed.status === "ASSIGNMENT_NOT_COMPLETE" ? rules.text(EXAM_RULES.assignmentsMessage) ?? DEFAULT_ASSIGNMENTS_MESSAGE : null,
    minutesBeforeRetake: e.isFinal ? rules.int("SC_FINAL_EXAMS_MINS_BEFORE_RETAKE") : 0,
    accessCodeAccepted: gates.accessCodeAccepted,
    proctorCodeAccepted: gates.proctorCodeAccepted,
    driversLicenseProvided: gates.driversLicenseProvided
  };
}

// apps/server/src/modules/security-question/questions.ts
import { randomInt as randomInt2 } from "node:crypto";
var QUESTION_RULE = "SC_SECURITY_SECURITY_QUESTION_NUMBER";
var digits = (s) => s.replace(/\D/g, "");
var city = (s) => s.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
function expected(q, p) {
  switch (q) {
    case 1:
      return p.email.trim().toLowerCase() || null;
    case 2:
      return p.mailingCity ? city(p.mailingCity) || null : null;
    case 3:
      return p.mailingZip && digits(p.mailingZip).length >= 5 ? digits(p.mailingZip).slice(0, 5) : null;
    case 4:
      return p.phone && digits(p.phone).length >= 4 ? digits(p.phone).slice(-4) : null;
  }
}
function answerable(p) {
  return SECURITY_QUESTIONS.filter((q) => expected(q, p) !== null);
}
function answerMatches(q, answer, p) {
  const want = expected(q, p);
  if (want === null) return false;
  switch (q) {
    case 1:
      return answer.trim().toLowerCase() === want;
    case 2:
      return city(answer) === want;
    case 3:
      return digits(answer).slice(0, 5) === want && digits(answer).length >= 5;
    case 4:
      return digits(answer) === want;
  }
}
function chooseQuestion(rules, p, pick = randomInt2) {
  if (!rules.flag("SC_SECURITY_SECURITY_QUESTIONS_REQUIRED")) return { ask: false };
  const pool = answerable(p);
  const named = (rules.text(QUESTION_RULE) ?? "").trim();
  if (named !== "") {
    const n = /^\d+$/.test(named) ? Number(named) : Number.NaN;
    if (!SECURITY_QUESTIONS.includes(n)) return { ask: false };
    if (pool.includes(n)) return { ask: true, question: n };
  }
  return { ask: true, question: pool[pick(pool.length)] ?? 1 };
}
function nextQuestion(after, p) {
  const pool = answerable(p);
  return pool.find((q) => q > after) ?? pool[0] ?? 1;
}

// apps/server/src/modules/security-question/repo.ts
import { and as and17, desc as desc2, eq as eq22, isNull as isNull8, like } from "drizzle-orm";
function findProfile2(db, userId) {
  return findContactFacts(db, userId);
}
async function findChallenge(db, learnerProductId, nodeId, purpose) {
  const [row] = await db.select().from(securityChallenges).where(
    and17(
      eq22(securityChallenges.learnerProductId, learnerProductId),
      eq22(securityChallenges.nodeId, nodeId),
      eq22(securityChallenges.purpose, purpose)
    )
  ).limit(1);
  return row;
}
async function openChallenge(db, row) {
  await db.insert(securityChallenges).values(row).onConflictDoNothing();
  const found = await findChallenge(db, row.learnerProductId, row.nodeId, row.purpose);
  if (!found) throw new Error("security challenge vanished");
  return found;
}
async function findOpenChallengeForUpdate(db, userId) {
  const [row] = await db.select().from(securityChallenges).where(and17(eq22(securityChallenges.userId, userId), isNull8(securityChallenges.passedAt))).orderBy(desc2(securityChallenges.openedAt), desc2(securityChallenges.id)).limit(1).for("update");
  return row;
}
async function recordAnswer(db, row) {
  await db.insert(securityAnswers).values(row);
}
async function updateChallenge(db, id4, patch) {
  await db.update(securityChallenges).set(patch).where(eq22(securityChallenges.id, id4));
}
async function findChallengesByPurposePrefix(db, learnerProductId, nodeId, prefix) {
  return db.select().from(securityChallenges).where(
    and17(
      eq22(securityChallenges.learnerProductId, learnerProductId),
      eq22(securityChallenges.nodeId, nodeId),
      like(securityChallenges.purpose, `${prefix}%`)
    )
  );
}

// apps/server/src/modules/security-question/answer.ts
async function answerSecurityQuestion(app, actor, body, onPassed) {
  const { db } = app.database;
  const profile = await findProfile2(db, actor.id);
  if (!profile) throw new AppError("NOT_FOUND", 404, "account not found");
  const now = app.clock.now();
  return db.transaction(async (tx) => {
    const challenge = await findOpenChallengeForUpdate(tx, actor.id);
    if (!challenge) throw new AppError("SECURITY_QUESTION_NOT_ASKED", 409, "No security question is waiting for an answer");
    if (challenge.question !== body.question)
      throw badRequest("question", `question must be the question asked (${challenge.question})`);
    const asked = challenge.question;
    const correct = answerMatches(asked, body.answer, profile);
    await recordAnswer(tx, { challengeId: challenge.id, question: asked, correct, answeredAt: now });
    if (!correct) {
      const next = nextQuestion(asked, profile);
      await updateChallenge(tx, challenge.id, { question: next });
      return { result: false, nextQuestion: next };
    }
    await updateChallenge(tx, challenge.id, { passedAt: now });
    await onPassed.get(challenge.purpose)?.(tx, challenge, now);
    return { result: true, nextQuestion: null };
  });
}

// apps/server/src/modules/security-question/routes.ts
function securityRoutes(app, onPassed) {
  return async (f) => {
    f.post(
      "/api/security/learner",
      {
        config: { access: "authenticated", owner: "self" },
        schema: { body: securityAnswerBody, response: { 200: securityAnswerReply } }
      },
      async (request) => answerSecurityQuestion(app, currentUser(request), request.body, onPassed)
    );
  };
}

// apps/server/src/modules/exam/security-points.ts
function securityQuestionPoints(total, courseMinutes) {
  if (total < 2) return [];
  if (courseMinutes >= examLimits.longCourseMinutes) {
    if (total === 2) return [1];
    if (total === 3) return [1, 2];
    return [.../* @__PURE__ */ new Set([Math.ceil(total / 3), Math.ceil(2 * total / 3)])];
  }
  return [Math.ceil(total / 2)];
}

// apps/server/src/modules/exam/exam-security.ts
var EXAM_PURPOSE_PREFIX = "EXAM_QUESTION";
var examPurposePrefix = (attemptId) => `${EXAM_PURPOSE_PREFIX}:${attemptId}:`;
var examPurpose = (attemptId, point) => `${examPurposePrefix(attemptId)}${point}`;
var securityQuestionRequired = (question) => new AppError("SECURITY_QUESTION_REQUIRED", 409, `Answer the security question (${question}) first`);
function asksQuestions(e) {
  return chooseQuestion(e.ctx.rules, { email: "-", mailingCity: null, mailingZip: null, phone: null }, () => 0).ask;
}
async function examSecurityOf(db, e, attempt, total) {
  const challenges = /* @__PURE__ */ new Map();
  const rows = await findChallengesByPurposePrefix(
    db,
    attempt.learnerProductId,
    attempt.nodeId,
    examPurposePrefix(attempt.id)
  );
  for (const row of rows) challenges.set(Number(row.purpose.split(":")[2]), row);
  return { points: securityPointsOf(e, total), challenges };
}
function securityPointsOf(e, total) {
  if (!asksQuestions(e)) return [];
  return securityQuestionPoints(total, e.ctx.product.minimumRequiredMinutes ?? 0);
}
function blockingPoint(s, position) {
  return s.points.find((p) => p < position && !s.challenges.get(p)?.passedAt);
}
function openQuestion(s) {
  for (const p of s.points) {
    const c = s.challenges.get(p);
    if (c && !c.passedAt) return c.question;
  }
  return null;
}
async function openExamChallenge(tx, clock, actor, e, attempt, point) {
  const profile = await findProfile2(tx, actor.id);
  if (!profile) return null;
  const choice3 = chooseQuestion(e.ctx.rules, profile);
  if (!choice3.ask) return null;
  const challenge = await openChallenge(tx, {
    userId: actor.id,
    learnerProductId: attempt.learnerProductId,
    nodeId: attempt.nodeId,
    purpose: examPurpose(attempt.id, point),
    question: choice3.question,
    openedAt: clock.now()
  });
  return challenge.passedAt ? null : challenge.question;
}

// apps/server/src/modules/exam/question-reply.ts
function questionReplyOf(r) {
  const { attempt, rows } = r;
  const current = rows[attempt.currentPosition - 1];
  if (!current) throw new Error(`attempt ${attempt.id} has no question ${attempt.currentPosition}`);
  const timer = timerView({ ...attempt, warningSeconds: r.warningSeconds }, r.now);
  const answered = rows.filter((q) => q.userAnswer !== null).map((q) => q.position);
  const question = questionView(r.question, current.position, current.userAnswer, {
    key: r.orderKey,
    learnerProductId: attempt.learnerProductId
  });
  return {
    assessmentId: attempt.nodeId,
    personAssessmentId: attempt.id,
    learnerProductId: attempt.learnerProductId,
    currentQuestionNum: current.position,
    totalQuestionsNum: rows.length,
    assessmentQuestionId: current.id,
    userAnswer: question.userAnswer,
    questionAnsweredCount: answered.length,
    answeredQuestions: answered,
    starred: current.starred,
    starredQuestions: rows.filter((q) => q.starred).map((q) => q.position),
    ...timer,
    secondsUsed: timer.secondsElapsed,
    learnerRetaking: attempt.attemptNumber > 1,
    status: "IN_PROGRESS",
    enteredTimeOnTaskId: null,
    requiresBiosig: false,
    securityQuestionNeeded: r.securityQuestion !== null,
    securityQuestion: r.securityQuestion,
    question
  };
}

// apps/server/src/modules/exam/quick-flow.ts
function plainTarget(call, body, at2, total) {
  if (at2 === void 0) return void 0;
  if (call === "save") return at2;
  const request = body.questionSequenceRequest;
  if (call === "jump") return request === "LAST_ANSWERED" ? void 0 : at2;
  if (request === "PREVIOUS") return Math.max(1, at2 - 1);
  return request === void 0 || request === "NEXT" ? Math.min(total, at2 + 1) : void 0;
}
function storedAnswerOf(app, facts, at2, shownId) {
  if (shownId == null) return void 0;
  const question = facts.questions[at2 - 1];
  if (!question) return null;
  return authoredIdOf(shownChoices(app.answerOrderKey, facts.learnerProductId, question.data), shownId) ?? null;
}
function positionIn(facts, body) {
  if (body.assessmentQuestionId !== void 0) return facts.questions.find((q) => q.id === body.assessmentQuestionId)?.position;
  const n = body.currentQuestionNum;
  return n !== void 0 && n >= 1 && n <= facts.questions.length ? n : void 0;
}
async function quickFlow(app, actor, body, call) {
  const { db } = app.database;
  const facts = cachedAttempt(db, actor.id, body.assessmentId, body.learnerProductId, body.personAssessmentId);
  if (!facts) return void 0;
  const at2 = positionIn(facts, body);
  const target = plainTarget(call, body, at2, facts.questions.length);
  if (at2 === void 0 || target === void 0 || call === "save" && body.userAnswer == null) return void 0;
  const userAnswer = storedAnswerOf(app, facts, at2, body.userAnswer);
  if (userAnswer === null) return void 0;
  const question = facts.questions[target - 1];
  if (!question) return void 0;
  const now = app.clock.now();
  if (isPastGrace(facts.deadline, now)) return void 0;
  const purposePrefix = examPurposePrefix(facts.id);
  const result = await quickMove(app.database, {
    attemptId: facts.id,
    userId: actor.id,
    target,
    answer: userAnswer === void 0 ? void 0 : { position: at2, userAnswer },
    at: now,
    packageHash: facts.packageHash,
    latestEnrolmentOnly: body.learnerProductId === void 0,
    // Nothing after an unpassed point is answered or served here: the full path refuses or holds.
    pointsToPass: facts.points.filter((p) => p < Math.max(at2, target)),
    purposePrefix
  });
  if (!result.done || result.rows.length !== facts.questions.length) {
    forgetAttempt(db, facts.id);
    return void 0;
  }
  const byPosition = new Map(result.rows.map((r) => [r.position, r]));
  const rows = facts.questions.map((q) => {
    const row = byPosition.get(q.position);
    const answer = userAnswer !== void 0 && q.position === at2 ? userAnswer : row?.userAnswer ?? null;
    return { id: q.id, position: q.position, userAnswer: answer, starred: row?.starred ?? false };
  });
  const challenges = new Map(
    result.challenges.map((c) => [
      Number(c.purpose.slice(purposePrefix.length)),
      { question: c.question, passedAt: c.passed ? now : null }
    ])
  );
  return questionReplyOf({
    attempt: { ...facts, finishedAt: null, currentPosition: target },
    warningSeconds: facts.warningSeconds,
    rows,
    question: question.data,
    securityQuestion: openQuestion({ points: facts.points, challenges }),
    now,
    orderKey: app.answerOrderKey
  });
}
async function rememberOpenAttempt(db, e, attempt, rows) {
  const packageHash = e.ctx.product.packageHash;
  if (!packageHash || attempt.finishedAt || isAttemptCached(db, attempt.id)) return;
  const questions = await findQuestionsByIds(
    db,
    rows.map((r) => r.questionId)
  );
  const ordered2 = [];
  for (const r of rows) {
    const q = questions.get(r.questionId);
    if (!q || r.position !== ordered2.length + 1) return;
    ordered2.push({ id: r.id, position: r.position, data: q.data });
  }
  rememberAttempt(db, {
    id: attempt.id,
    userId: e.ctx.lp.userId,
    learnerProductId: attempt.learnerProductId,
    nodeId: attempt.nodeId,
    attemptNumber: attempt.attemptNumber,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    warningSeconds: e.settings.timeWarningMinutes * 60,
    packageHash,
    questions: ordered2,
    points: securityPointsOf(e, rows.length)
  });
}

// apps/server/src/modules/exam/pool.ts
import { randomInt as randomInt3 } from "node:crypto";
var cryptoRandom = (max) => randomInt3(max);
function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
function drawQuestions(input, random = cryptoRandom) {
  const count = Math.min(input.count ?? input.bank.length, input.bank.length);
  if (count === input.bank.length) return input.shuffle ? shuffled(input.bank, random) : [...input.bank];
  const previous = new Set(input.previous);
  const fresh = input.bank.filter((id4) => !previous.has(id4));
  const mustBeNew = Math.min(input.minNew, fresh.length, count);
  const chosen = shuffled(fresh, random).slice(0, mustBeNew);
  const taken = new Set(chosen);
  const rest = shuffled(
    input.bank.filter((id4) => !taken.has(id4)),
    random
  ).slice(0, count - chosen.length);
  return shuffled([...chosen, ...rest], random);
}

// apps/server/src/modules/exam/start-attempt.ts
function refuse2(status2, locked2, hasQuestions) {
  if (locked2) throw new AppError("EXAM_LOCKED", 403, "Exam is locked.");
  if (!hasQuestions) throw new AppError("EXAM_HAS_NO_QUESTIONS", 409, "This exam has no questions yet");
  throw new AppError(status2 ?? "EXAM_NOT_AVAILABLE", 409, `The exam cannot be started (${status2 ?? "not available"})`);
}
async function startAttempt(app, e, body) {
  const { db } = app.database;
  const { computed, gates, bank, nextAttemptNumber } = await examStatusOf(app, e);
  const state = e.ctx.progression.states.get(e.node.id);
  const locked2 = state?.locked ?? true;
  const retake = computed.canRetake && body.learnerRetaking === true;
  if (!(computed.canStart || retake)) refuse2(computed.status, locked2, bank.length > 0);
  if (gates.accessCodeRequired && !gates.accessCodeAccepted)
    throw new AppError(ExamGateError.ACCESS_CODE_REQUIRED, 403, examGateMessages.accessCodeRequired);
  if (gates.proctorCodeRequired && !gates.proctorCodeAccepted)
    throw new AppError(ExamGateError.PROCTOR_CODE_REQUIRED, 403, "A proctor code is required to start this exam.");
  if (gates.driversLicenseRequired && !gates.driversLicenseProvided)
    throw new AppError(ExamGateError.DRIVERS_LICENSE_REQUIRED, 403, examGateMessages.driversLicenseRequired);
  const previous = e.attempts.at(-1);
  const previousIds = previous ? await findAttemptQuestionIds(db, previous.id) : [];
  const questionIds = drawQuestions({
    bank: bank.map((q) => q.id),
    count: e.settings.questionCount,
    previous: previousIds,
    minNew: e.settings.minNewQuestions,
    shuffle: e.settings.shuffle
  });
  const now = app.clock.now();
  const lpId = e.ctx.lp.id;
  const limitMs = e.settings.timeLimitMinutes * 6e4;
  const started = await db.transaction(async (tx) => {
    const attempt = await insertAttempt(tx, {
      learnerProductId: lpId,
      nodeId: e.node.id,
      attemptNumber: nextAttemptNumber,
      trial: e.trial,
      startedAt: now,
      deadline: limitMs > 0 ? new Date(now.getTime() + limitMs) : null,
      lastActivityAt: now,
      currentPosition: 1,
      numQuestions: questionIds.length
    });
    if (!attempt) return void 0;
    await insertAttemptQuestions(tx, attempt.id, questionIds);
    await consumeExamGates(
      tx,
      {
        userId: e.ctx.lp.userId,
        learnerProductId: lpId,
        examNodeId: e.node.id,
        attemptNumber: attempt.attemptNumber,
        personAssessmentId: attempt.id
      },
      app.clock
    );
    await recordFact(tx, lpId, e.node.id, "IN_PROGRESS", now);
    await setLeftOff(tx, lpId, e.node.id);
    return attempt;
  });
  if (started) return started;
  const winner = await findOpenAttempt(db, lpId, e.node.id);
  if (!winner) throw new AppError("EXAM_START_CONFLICT", 409, "The exam was started elsewhere; try again");
  return winner;
}

// apps/server/src/modules/exam/attempt-flow.ts
var timeExpired = () => new AppError("EXAM_TIME_EXPIRED", 409, "Your time limit on this exam has expired.");
async function openAttempt(app, actor, body, call) {
  const { e, expiredNow } = await loadExamSettled(app, actor, body.assessmentId, body.learnerProductId);
  if (expiredNow) throw timeExpired();
  const open2 = e.attempts.find((a) => !a.finishedAt);
  if (body.personAssessmentId !== void 0 && body.personAssessmentId !== open2?.id) {
    const named = e.attempts.find((a) => a.id === body.personAssessmentId);
    if (!named) throw notFound("exam attempt");
    throw named.finishReason === "TIME_EXPIRED" ? timeExpired() : new AppError("EXAM_ALREADY_FINISHED", 409, "This exam attempt is finished");
  }
  if (open2) return { e, attempt: open2, started: false };
  const bare = !body.userAnswer && !body.currentQuestionNum && body.assessmentQuestionId === void 0;
  if (call !== "next" || !bare) throw new AppError("NO_EXAM_IN_PROGRESS", 409, "No exam attempt is in progress");
  return { e, attempt: await startAttempt(app, e, body), started: true };
}
function positionOf(body, rows) {
  if (body.assessmentQuestionId !== void 0) {
    const row = rows.find((r) => r.id === body.assessmentQuestionId);
    if (!row) throw badRequest("assessmentQuestionId", "assessmentQuestionId is not a question of this attempt");
    return row.position;
  }
  const n = body.currentQuestionNum;
  if (n === void 0 || n === 0) return void 0;
  if (n > rows.length) throw badRequest("currentQuestionNum", `currentQuestionNum must be between 1 and ${rows.length}`);
  return n;
}
function targetPosition(call, body, at2, attempt, rows, answeredNow) {
  const total = rows.length;
  if (call === "save") return at2 ?? attempt.currentPosition;
  if (call === "jump") {
    if (body.questionSequenceRequest === "LAST_ANSWERED") {
      const answered = rows.filter((r) => r.userAnswer !== null || r.position === answeredNow).map((r) => r.position);
      return answered.length ? Math.max(...answered) : 1;
    }
    if (at2 === void 0) throw badRequest("currentQuestionNum", "currentQuestionNum (the question to jump to) is required");
    return at2;
  }
  const request = body.questionSequenceRequest ?? "NEXT";
  if (request === "CURRENT" || at2 === void 0) return attempt.currentPosition;
  if (request === "PREVIOUS") return Math.max(1, at2 - 1);
  return Math.min(total, at2 + 1);
}
async function examFlow(app, actor, body, call) {
  const quick = await quickFlow(app, actor, body, call);
  if (quick) return quick;
  const { db } = app.database;
  const { e, attempt, started } = await openAttempt(app, actor, body, call);
  if (isPastGrace(attempt.deadline, app.clock.now())) {
    await finishAttempt2(db, e, attempt.id, app.clock.now());
    throw timeExpired();
  }
  const rows = await findAttemptQuestions(db, attempt.id);
  const at2 = started ? void 0 : positionOf(body, rows);
  const shownAnswer = started ? void 0 : body.userAnswer ?? void 0;
  if (call === "save" && shownAnswer === void 0) throw badRequest("userAnswer", "userAnswer is required");
  let answer;
  if (shownAnswer !== void 0) {
    if (at2 === void 0)
      throw badRequest("currentQuestionNum", "currentQuestionNum (the question answered) is required with userAnswer");
    const row = rows[at2 - 1];
    const questions = await findQuestionsByIds(db, row ? [row.questionId] : []);
    const q = row ? questions.get(row.questionId) : void 0;
    answer = q && authoredIdOf(shownChoices(app.answerOrderKey, attempt.learnerProductId, q.data), shownAnswer);
    if (answer === void 0) throw badRequest("userAnswer", "userAnswer is not a choice of this question");
  }
  let target = started ? 1 : targetPosition(call, body, at2, attempt, rows, answer !== void 0 ? at2 : void 0);
  const guard = await examSecurityOf(db, e, attempt, rows.length);
  const saveBlocked = answer !== void 0 && at2 !== void 0 ? blockingPoint(guard, at2) : void 0;
  if (saveBlocked !== void 0) throw securityQuestionRequired(guard.challenges.get(saveBlocked)?.question ?? 0);
  const heldAt = call !== "save" ? blockingPoint(guard, target) : void 0;
  if (heldAt !== void 0) target = call === "next" ? at2 ?? attempt.currentPosition : attempt.currentPosition;
  const now = app.clock.now();
  await db.transaction(async (tx) => {
    const locked2 = await lockAttempt(tx, attempt.id);
    if (!locked2 || locked2.finishedAt) throw new AppError("EXAM_ALREADY_FINISHED", 409, "This exam attempt is finished");
    if (answer !== void 0 && at2 !== void 0) await saveAnswer(tx, attempt.id, at2, answer, now);
    await moveTo(tx, attempt.id, target, now);
    if (heldAt !== void 0) await openExamChallenge(tx, app.clock, actor, e, attempt, heldAt);
  });
  return questionReply(app, e, { ...attempt, currentPosition: target });
}
async function questionReply(app, e, attempt) {
  const { db } = app.database;
  const rows = await findAttemptQuestions(db, attempt.id);
  const securityQuestion = openQuestion(await examSecurityOf(db, e, attempt, rows.length));
  const current = rows[attempt.currentPosition - 1];
  if (!current) throw new AppError("EXAM_HAS_NO_QUESTIONS", 409, "This exam attempt has no questions");
  const question = (await findQuestionsByIds(db, [current.questionId])).get(current.questionId);
  if (!question) throw notFound("question");
  await rememberOpenAttempt(db, e, attempt, rows);
  return questionReplyOf({
    attempt,
    warningSeconds: e.settings.timeWarningMinutes * 60,
    rows,
    question: question.data,
    securityQuestion,
    now: app.clock.now(),
    orderKey: app.answerOrderKey
  });
}

// apps/server/src/modules/exam/policy.ts
function canTouchAttempt(actor, owner) {
  return actor.id === owner.userId;
}

// apps/server/src/modules/exam/results-service.ts
async function ownAttempt(app, actor, personAssessmentId) {
  const found = await findAttemptWithOwner(app.database.db, personAssessmentId);
  if (!found || !canTouchAttempt(actor, found)) throw notFound("exam attempt");
  const { e } = await loadExamSettled(app, actor, found.attempt.nodeId, found.attempt.learnerProductId);
  const attempt = e.attempts.find((a) => a.id === personAssessmentId);
  if (!attempt) throw notFound("exam attempt");
  return { e, attempt };
}
async function resultOf(app, actor, personAssessmentId) {
  const { e, attempt } = await ownAttempt(app, actor, personAssessmentId);
  if (!attempt.finishedAt) throw new AppError("EXAM_NOT_FINISHED", 409, "This exam attempt is not finished");
  const graded = (await gradedQuestionsOf(app.database.db, [attempt.id])).get(attempt.id) ?? [];
  const { computed } = await examStatusOf(app, e);
  return { e, attempt, graded, result: resultView(e, attempt, graded, computed) };
}
async function examResults(app, actor, personAssessmentId) {
  return (await resultOf(app, actor, personAssessmentId)).result;
}
async function finishExam(app, actor, personAssessmentId) {
  const { e, attempt } = await ownAttempt(app, actor, personAssessmentId);
  if (!attempt.finishedAt) {
    const rows = await findAttemptQuestions(app.database.db, attempt.id);
    const asked = openQuestion(await examSecurityOf(app.database.db, e, attempt, rows.length));
    if (asked !== null) throw securityQuestionRequired(asked);
    await finishAttempt2(app.database.db, e, attempt.id, app.clock.now());
  }
  return (await resultOf(app, actor, personAssessmentId)).result;
}
async function examReview(app, actor, personAssessmentId) {
  const { attempt, result, graded } = await resultOf(app, actor, personAssessmentId);
  if (!result.canShowFeedback) throw new AppError("REVIEW_NOT_AVAILABLE", 403, "The review of this exam is not available");
  const order = { key: app.answerOrderKey, learnerProductId: attempt.learnerProductId };
  return { ...result, questions: graded.map((g) => reviewQuestionView(g, order)) };
}
async function setStar(app, actor, attemptQuestionId, starred) {
  const { db } = app.database;
  const found = await findAttemptQuestionWithOwner(db, attemptQuestionId);
  if (!found || !canTouchAttempt(actor, found)) throw notFound("question");
  if (found.attempt.finishedAt) throw new AppError("EXAM_ALREADY_FINISHED", 409, "This exam attempt is finished");
  await setStarred(db, attemptQuestionId, starred);
  const rows = await findAttemptQuestions(db, found.attempt.id);
  return {
    assessmentQuestionId: attemptQuestionId,
    starred,
    starredQuestions: rows.filter((r) => r.starred).map((r) => r.position)
  };
}

// apps/server/src/modules/exam/review-pdf.ts
import PDFDocument from "pdfkit";
var LETTERS2 = "abcdefgh";
function reviewPdf(review, meta) {
  const doc = new PDFDocument({ size: "LETTER", margin: 54, info: { Title: `${meta.examTitle} review`, Author: "Continuum" } });
  const chunks = [];
  doc.on("data", (c) => chunks.push(c));
  const done = new Promise((resolve3, reject) => {
    doc.on("end", () => resolve3(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fontSize(18).text(meta.examTitle);
  doc.fontSize(11).fillColor("#444").text(meta.courseTitle).text(meta.learnerName).moveDown();
  const score = review.examScoredAsPassFail ? "" : ` with ${review.examScore ?? 0}%`;
  const outcome = review.passingScore > 0 ? `${review.examPassed ? "Passed" : "Not passed"}${score}` : `Score: ${review.examScore ?? 0}%`;
  doc.fillColor("#000").fontSize(12).text(`Attempt ${review.attemptNumber}: ${outcome}`);
  doc.text(`Correct: ${review.numCorrect} of ${review.numQuestions}. Time taken: ${review.elapsedTimeText}.`);
  if (review.passingScore > 0) doc.text(`Passing score: ${review.passingScore}%`);
  doc.text(`Finished: ${review.finishedAt.replace("T", " ").slice(0, 16)} UTC`).moveDown();
  for (const q of review.questions) {
    doc.fontSize(12).fillColor("#000").text(`${q.currentQuestionNum}. ${q.questionText}`, { paragraphGap: 4 });
    for (const [i, c] of q.choices.entries()) {
      const marks = `${c.id === q.userAnswer ? "(your answer) " : ""}${c.correct ? "(correct) " : ""}`;
      doc.fontSize(10).fillColor(c.correct ? "#1b5e20" : "#000").text(`   ${LETTERS2[i] ?? "-"}) ${c.questionChoiceText} ${marks}`.trimEnd());
    }
    const verdict = q.userAnswer === null ? "Not answered." : q.answerCorrectly ? "Correct." : "Incorrect.";
    doc.fillColor("#000").fontSize(10).text(verdict);
    if (q.choiceLevelFeedback) doc.fillColor("#444").text(q.choiceLevelFeedback);
    if (q.explanation) doc.fillColor("#444").text(q.explanation);
    doc.moveDown();
  }
  doc.end();
  return done;
}

// apps/server/src/modules/exam/info-service.ts
async function courseTime(app, actor, lpId) {
  const ctx = await loadLearnerContext(app.database.db, actor, lpId);
  return ctx.product.minimumRequiredMinutes ?? 0;
}
async function examOptional(app, actor, componentId, lpId) {
  const e = await loadExamContext(app.database.db, actor, componentId, lpId);
  const s = e.ctx.progression.states.get(componentId);
  return Boolean(s?.optional || s?.ancestorOptional);
}
async function reviewPdfOf(app, actor, personAssessmentId) {
  const review = await examReview(app, actor, personAssessmentId);
  if (!review.canDownload) throw new AppError("DOWNLOAD_NOT_ALLOWED", 403, "This exam review may not be downloaded");
  const e = await loadExamContext(app.database.db, actor, review.assessmentId);
  return reviewPdf(review, {
    examTitle: e.node.title,
    courseTitle: e.ctx.product.name,
    learnerName: `${actor.firstName} ${actor.lastName}`.trim()
  });
}

// apps/server/src/modules/exam/routes.ts
function examRoutes(app) {
  return async (f) => {
    f.get(
      "/api/exam/check/:componentId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: examComponentParams, querystring: examLearnerProductQuery, response: { 200: examStatusReply } }
      },
      async (request) => checkExam(app, currentUser(request), request.params.componentId, request.query.learnerProductId)
    );
    const flowSchema = { body: examQuestionBody, response: { 200: examQuestionReply } };
    f.post(
      "/api/exam/nextQuestion",
      { config: { access: "authenticated", owner: "attempt" }, schema: flowSchema },
      async (request) => examFlow(app, currentUser(request), request.body, "next")
    );
    f.post(
      "/api/exam/jumpQuestion",
      { config: { access: "authenticated", owner: "attempt" }, schema: flowSchema },
      async (request) => examFlow(app, currentUser(request), request.body, "jump")
    );
    f.post(
      "/api/exam/saveQuestion",
      { config: { access: "authenticated", owner: "attempt" }, schema: flowSchema },
      async (request) => examFlow(app, currentUser(request), request.body, "save")
    );
    f.post(
      "/api/exam/question/:questionId/star",
      {
        config: { access: "authenticated", owner: "attempt" },
        schema: { params: examQuestionParams, response: { 200: examStarReply } }
      },
      async (request) => setStar(app, currentUser(request), request.params.questionId, true)
    );
    f.post(
      "/api/exam/question/:questionId/unstar",
      {
        config: { access: "authenticated", owner: "attempt" },
        schema: { params: examQuestionParams, response: { 200: examStarReply } }
      },
      async (request) => setStar(app, currentUser(request), request.params.questionId, false)
    );
    f.get(
      "/api/exam/results/:personAssessmentId",
      {
        config: { access: "authenticated", owner: "attempt" },
        schema: { params: personAssessmentParams, response: { 200: examResult } }
      },
      async (request) => examResults(app, currentUser(request), request.params.personAssessmentId)
    );
    f.post(
      "/api/exam/finish/:personAssessmentId",
      {
        config: { access: "authenticated", owner: "attempt" },
        schema: { params: personAssessmentParams, response: { 200: examResult } }
      },
      async (request) => finishExam(app, currentUser(request), request.params.personAssessmentId)
    );
    f.get(
      "/api/exam/review/:personAssessmentId",
      {
        config: { access: "authenticated", owner: "attempt" },
        schema: { params: personAssessmentParams, response: { 200: examReviewReply } }
      },
      async (request) => examReview(app, currentUser(request), request.params.personAssessmentId)
    );
    f.get(
      "/pdf/exam/review/:personAssessmentId",
      { config: { access: "authenticated", owner: "attempt" }, schema: { params: personAssessmentParams } },
      async (request, reply) => {
        const pdf = await reviewPdfOf(app, currentUser(request), request.params.personAssessmentId);
        return reply.type("application/pdf").header("Content-Disposition", `inline; filename="exam-review-${request.params.personAssessmentId}.pdf"`).send(pdf);
      }
    );
    f.get(
      "/api/exam/getCourseTime/:id",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: courseTimeParams, response: { 200: courseTimeReply } }
      },
      async (request) => courseTime(app, currentUser(request), request.params.id)
    );
    f.get(
      "/api/exam/isExamOptional/:componentId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: examComponentParams, querystring: examLearnerProductQuery, response: { 200: examOptionalReply } }
      },
      async (request) => examOptional(app, currentUser(request), request.params.componentId, request.query.learnerProductId)
    );
  };
}

// apps/server/src/modules/course/derived-data.ts
var round1 = (n) => Math.round(n * 10) / 10;
function requiredLeaves(ctx, nodeId) {
  const out = [];
  const visit = (id4) => {
    const n = ctx.nodes.get(id4);
    const s = ctx.progression.states.get(id4);
    if (!n || !s || s.optional || s.exempt) return;
    if (n.children.length === 0) out.push(id4);
    for (const c of n.children) visit(c);
  };
  visit(nodeId);
  return out;
}
function percentComplete(ctx, nodeId) {
  const leaves = requiredLeaves(ctx, nodeId).filter((id4) => id4 !== ctx.rootId);
  if (leaves.length === 0) return ctx.progression.states.get(nodeId)?.completed ? 100 : 0;
  const done = leaves.filter((id4) => ctx.progression.states.get(id4)?.completed).length;
  return round1(done / leaves.length * 100);
}
function derivedData(ctx, nodeId) {
  const s = ctx.progression.states.get(nodeId);
  const data = { PERCENT_COMPLETE: String(percentComplete(ctx, nodeId)) };
  if (s?.flexible) data.FLEX_COMPONENT = "true";
  if (s?.locked) data.EFFORT_RATING = "LOCKED";
  return { ...data, ...examDerivedData(ctx, nodeId) };
}

// apps/server/src/modules/course/node-view.ts
function nodeRef2(n) {
  return { id: n.id, type: n.type, title: n.title, titlePrefix: n.titlePrefix };
}
function nodeView2(ctx, nodeId, depth) {
  const n = ctx.nodes.get(nodeId);
  const s = ctx.progression.states.get(nodeId);
  if (!n || !s) throw new Error(`node ${nodeId} missing from context`);
  const parent = n.parentId !== null ? ctx.nodes.get(n.parentId) : void 0;
  const next = s.nextStepId !== null ? ctx.nodes.get(s.nextStepId) : void 0;
  const meta = n.metadata;
  return {
    ...nodeRef2(n),
    parent: parent ? nodeRef2(parent) : null,
    children: depth > 0 ? n.children.map((c) => nodeView2(ctx, c, depth - 1)) : [],
    description: n.description,
    metadata: meta,
    derivedData: derivedData(ctx, nodeId),
    status: s.status,
    nextStep: next ? { id: next.id, title: next.title, titlePrefix: next.titlePrefix, parentIsRoot: s.nextStepParentIsRoot } : null,
    exemptInfo: {
      exempt: s.exempt,
      ancestorExempt: s.ancestorExempt,
      statusText: meta.EXEMPT_STATUS_TEXT ?? null,
      helpText: meta.EXEMPT_HELP_TEXT ?? null,
      childBannerText: meta.EXEMPT_CONTENT_BANNER_TEXT ?? null
    },
    optionalInfo: {
      optional: s.optional,
      ancestorOptional: s.ancestorOptional,
      optionalStatusText: meta.OPTIONAL_STATUS_TEXT ?? null
    },
    instructorInfo: {
      instructorRequired: s.instructorRequired,
      ancestorInstructorRequired: s.ancestorInstructorRequired,
      text: meta.INSTRUCTOR_NEEDED_TEXT ?? null
    },
    enforcesProgression: s.enforcesProgression,
    locked: s.locked,
    completed: s.completed,
    current: s.current,
    inProgress: s.inProgress,
    completedChildCount: s.completedChildCount
  };
}
function breadcrumbs(ctx, nodeId) {
  const out = [];
  let at2 = ctx.nodes.get(nodeId);
  while (at2 && at2.parentId !== null) {
    const parent = ctx.nodes.get(at2.parentId);
    if (!parent) break;
    out.unshift(nodeRef2(parent));
    at2 = parent;
  }
  return out;
}

// apps/server/src/modules/course/progression-routes.ts
import { z as z21 } from "zod";

// apps/server/src/modules/resource/content/convert-docx.ts
import mammoth from "mammoth";

// apps/server/src/modules/resource/content/sanitize.ts
import sanitizeHtml from "sanitize-html";
var policy = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "mark",
    "abbr",
    "span",
    "div",
    "a",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption"
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    abbr: ["title"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"]
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside dropped script/style/textarea elements is dropped with them, not shown as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" }
    })
  }
};
function sanitizeCourseHtml(html) {
  return sanitizeHtml(html, policy).trim();
}

// apps/server/src/modules/resource/content/convert-docx.ts
async function docxToHtml(bytes) {
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) }
  );
  return sanitizeCourseHtml(result.value);
}

// apps/server/src/modules/resource/content/convert-xlsx.ts
import ExcelJS from "exceljs";
var escapeHtml3 = (text16) => text16.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
var MAX_ROWS = 2e3;
var MAX_COLUMNS = 50;
async function xlsxToHtml(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes));
  const parts = [];
  workbook.eachSheet((sheet) => {
    if (sheet.state !== "visible") return;
    const columns2 = Math.min(sheet.actualColumnCount || sheet.columnCount, MAX_COLUMNS);
    const rows = [];
    let index13 = 0;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (index13 >= MAX_ROWS) return;
      const tag = index13 === 0 ? "th" : "td";
      const cells = [];
      for (let c = 1; c <= columns2; c++) cells.push(`<${tag}>${escapeHtml3(row.getCell(c).text ?? "")}</${tag}>`);
      rows.push(index13 === 0 ? `<thead><tr>${cells.join("")}</tr></thead><tbody>` : `<tr>${cells.join("")}</tr>`);
      index13++;
    });
    if (rows.length === 0) return;
    parts.push(`<h2>${escapeHtml3(sheet.name)}</h2><table>${rows.join("")}</tbody></table>`);
  });
  return sanitizeCourseHtml(parts.join("\n"));
}

// apps/server/src/modules/resource/content/html-to-pdf.ts
import PDFDocument2 from "pdfkit";

// apps/server/src/modules/resource/content/html-blocks.ts
import { Parser } from "htmlparser2";
var BLOCK_TAGS = /* @__PURE__ */ new Set([
  "p",
  "div",
  "li",
  "dt",
  "dd",
  "blockquote",
  "tr",
  "caption",
  "figure",
  "figcaption",
  "table",
  "ul",
  "ol",
  "dl",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "pre",
  "thead",
  "tbody",
  "tfoot"
]);
var INDENT = 18;
function htmlToBlocks(html) {
  const blocks = [];
  const style = { bold: 0, italic: 0, mono: 0 };
  const links = [];
  const lists = [];
  let quoteDepth = 0;
  let runs = [];
  let heading = 0;
  let marker = null;
  let pre = null;
  let cellIndex = 0;
  const indent = () => (lists.length + quoteDepth) * INDENT;
  const flush = () => {
    const first = runs[0];
    if (first) first.text = first.text.replace(/^\s+/, "");
    const last = runs[runs.length - 1];
    if (last) last.text = last.text.replace(/\s+$/, "");
    runs = runs.filter((r) => r.text.length > 0);
    if (runs.length > 0) {
      if (heading) blocks.push({ kind: "heading", level: heading, runs });
      else blocks.push({ kind: "paragraph", runs, indent: Math.max(0, indent() - (marker ? INDENT : 0)), marker });
      marker = null;
    }
    runs = [];
  };
  const addText = (raw) => {
    const previous = runs[runs.length - 1];
    let text16 = raw.replace(/\s+/g, " ");
    if (text16 === " " && (!previous || previous.text.endsWith(" "))) return;
    if (previous?.text.endsWith(" ")) text16 = text16.replace(/^ /, "");
    const link = links[links.length - 1] ?? null;
    const run = { text: text16, bold: style.bold > 0, italic: style.italic > 0, mono: style.mono > 0, link };
    if (previous && previous.bold === run.bold && previous.italic === run.italic && previous.mono === run.mono && previous.link === link) {
      previous.text += text16;
    } else runs.push(run);
  };
  const parser = new Parser(
    {
      onopentag(name2, attribs) {
        if (pre !== null) return;
        if (BLOCK_TAGS.has(name2)) flush();
        if (/^h[1-6]$/.test(name2)) heading = Number(name2[1]);
        if (name2 === "strong" || name2 === "b" || name2 === "th") style.bold++;
        if (name2 === "em" || name2 === "i") style.italic++;
        if (name2 === "code") style.mono++;
        if (name2 === "a") links.push(attribs.href ?? "");
        if (name2 === "ul" || name2 === "ol") lists.push({ ordered: name2 === "ol", next: Number(attribs.start ?? 1) || 1 });
        if (name2 === "blockquote") quoteDepth++;
        if (name2 === "li") {
          const list = lists[lists.length - 1];
          marker = list?.ordered ? `${list.next++}.` : "\u2022";
        }
        if (name2 === "tr") cellIndex = 0;
        if ((name2 === "td" || name2 === "th") && cellIndex++ > 0) addText(" | ");
        if (name2 === "br") {
          flush();
        }
        if (name2 === "hr") blocks.push({ kind: "rule" });
        if (name2 === "pre") pre = "";
      },
      ontext(text16) {
        if (pre !== null) pre += text16;
        else addText(text16);
      },
      onclosetag(name2) {
        if (name2 === "pre" && pre !== null) {
          const text16 = pre.replace(/^\n/, "").replace(/\s+$/, "");
          if (text16) blocks.push({ kind: "pre", text: text16, indent: indent() });
          pre = null;
          return;
        }
        if (pre !== null) return;
        if (name2 === "strong" || name2 === "b" || name2 === "th") style.bold--;
        if (name2 === "em" || name2 === "i") style.italic--;
        if (name2 === "code") style.mono--;
        if (name2 === "a") links.pop();
        if (BLOCK_TAGS.has(name2)) flush();
        if (/^h[1-6]$/.test(name2)) heading = 0;
        if (name2 === "ul" || name2 === "ol") lists.pop();
        if (name2 === "blockquote") quoteDepth--;
      }
    },
    { decodeEntities: true, lowerCaseTags: true }
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

// apps/server/src/modules/resource/content/html-to-pdf.ts
var HEADING_SIZES = [0, 20, 16, 14, 12.5, 11.5, 11];
var BODY_SIZE = 11;
var WIN_ANSI_EXTRA = new Set("\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178");
var REPLACEMENTS = { "\u2264": "<=", "\u2265": ">=", "\u2260": "!=", "\u2192": "->", "\u2190": "<-", "\u2713": "v", "\xA0": " " };
function printable(text16) {
  let out = "";
  for (const ch of text16) {
    const code = ch.codePointAt(0) ?? 0;
    out += REPLACEMENTS[ch] ?? (code < 256 || WIN_ANSI_EXTRA.has(ch) ? ch : "?");
  }
  return out;
}
function font(run) {
  const family = run.mono ? "Courier" : "Helvetica";
  if (run.bold && run.italic) return `${family}-BoldOblique`;
  if (run.bold) return `${family}-Bold`;
  if (run.italic) return `${family}-Oblique`;
  return family;
}
function drawRuns(doc, runs, x, width, size, forceBold = false) {
  runs.forEach((run, i) => {
    doc.font(font({ ...run, bold: run.bold || forceBold })).fontSize(size);
    const options2 = { width, continued: i < runs.length - 1, lineGap: 2 };
    if (run.link) Object.assign(options2, { link: run.link, underline: true });
    else Object.assign(options2, { link: null, underline: false });
    if (i === 0) doc.text(printable(run.text), x, doc.y, options2);
    else doc.text(printable(run.text), options2);
  });
}
function drawBlock(doc, block, left, width) {
  switch (block.kind) {
    case "heading":
      doc.moveDown(0.6);
      drawRuns(doc, block.runs, left, width, HEADING_SIZES[block.level] ?? BODY_SIZE, true);
      doc.moveDown(0.3);
      return;
    case "paragraph": {
      const x = left + block.indent;
      if (block.marker) {
        const y = doc.y;
        doc.font("Helvetica").fontSize(BODY_SIZE).text(block.marker, x, y, { width: 18, lineGap: 2 });
        doc.y = y;
        drawRuns(doc, block.runs, x + 18, width - block.indent - 18, BODY_SIZE);
      } else drawRuns(doc, block.runs, x, width - block.indent, BODY_SIZE);
      doc.moveDown(0.4);
      return;
    }
    case "pre":
      doc.font("Courier").fontSize(9.5).text(printable(block.text), left + block.indent, doc.y, { width: width - block.indent });
      doc.moveDown(0.4);
      return;
    case "rule": {
      const y = doc.y + 4;
      doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor("#999999").stroke().strokeColor("black");
      doc.y = y + 8;
      return;
    }
  }
}
function renderHtmlToPdf(html, meta) {
  const doc = new PDFDocument2({
    size: "LETTER",
    margin: 72,
    info: { Title: printable(meta.title), Creator: "Continuum", CreationDate: meta.createdAt, ModDate: meta.createdAt }
  });
  const chunks = [];
  const done = new Promise((resolve3, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve3(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font("Helvetica-Bold").fontSize(22).text(printable(meta.title), left, doc.y, { width });
  doc.moveDown(0.5);
  for (const block of htmlToBlocks(html)) drawBlock(doc, block, left, width);
  if (meta.copyright) {
    doc.moveDown(1);
    doc.font("Helvetica-Oblique").fontSize(9).fillColor("#555555").text(printable(meta.copyright), left, doc.y, { width });
  }
  doc.end();
  return done;
}

// apps/server/src/modules/resource/file-refs-repo.ts
import { sql as sql17 } from "drizzle-orm";

// apps/server/src/modules/site-asset/file-refs.ts
import { sql as sql16 } from "drizzle-orm";
function siteAssetFileRefsSql(where, productWhere) {
  return sql16`select s.file ->> 'storageKey' as key from site_asset_files s
    where ${productWhere(sql16`s.product_id`)} and ${where(sql16`s.file ->> 'storageKey'`)}`;
}

// apps/server/src/modules/site-asset/repo.ts
import { and as and18, eq as eq23 } from "drizzle-orm";
async function replaceSiteAssetFiles(db, productId, files) {
  await db.delete(siteAssetFiles).where(eq23(siteAssetFiles.productId, productId));
  if (files.length) await db.insert(siteAssetFiles).values(files.map((f) => ({ productId, ...f })));
}
async function findSiteAssetFile(db, productId, fileName) {
  const [row] = await db.select({ file: siteAssetFiles.file }).from(siteAssetFiles).where(and18(eq23(siteAssetFiles.productId, productId), eq23(siteAssetFiles.fileName, fileName))).limit(1);
  return row?.file;
}

// apps/server/src/platform/storage/send-object.ts
function contentDisposition(kind, fileName) {
  const base2 = fileName.split(/[\\/]/).pop() || "download";
  const ascii = base2.replace(/[^A-Za-z0-9._ -]/g, "_").replace(/^\.+/, "_");
  const encoded = encodeURIComponent(base2).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
function parseRange(header, size) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return "none";
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "none";
  if (from === "") {
    const length = Number(to);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
async function sendStoredFile(request, reply, storage, file, disposition) {
  const header = request.headers.range;
  const range = parseRange(typeof header === "string" ? header : void 0, file.size);
  reply.header("Content-Type", file.mediaType).header("X-Content-Type-Options", "nosniff").header("Content-Disposition", contentDisposition(disposition, file.fileName)).header("Accept-Ranges", "bytes");
  if (range === "unsatisfiable") {
    return reply.status(416).header("Content-Range", `bytes */${file.size}`).send();
  }
  if (range === "none") {
    const body2 = await storage.get(file.storageKey);
    return reply.header("Content-Length", file.size).send(body2);
  }
  const body = await storage.get(file.storageKey, range);
  return reply.status(206).header("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`).header("Content-Length", range.end - range.start + 1).send(body);
}

// apps/server/src/modules/site-asset/policy.ts
function canReadSiteAssets(actor, enrolled) {
  return enrolled || actor.authorities.includes(Authority.ADMIN);
}

// apps/server/src/modules/site-asset/routes.ts
function siteAssetRoutes(app) {
  const { db } = app.database;
  return async (f) => {
    f.get(
      "/asset-storage/site-asset/download/:productId/:path",
      { config: { access: "authenticated", owner: "none" }, schema: { params: siteAssetFileParams, querystring: downloadQuery } },
      async (request, reply) => {
        const actor = currentUser(request);
        const { productId, path: path2 } = request.params;
        if (!canReadSiteAssets(actor, await holdsLearnerProductOf(db, actor.id, productId))) throw notFound("site asset");
        const file = await findSiteAssetFile(db, productId, path2);
        if (!file) throw notFound("site asset");
        return sendStoredFile(request, reply, app.storage, file, request.query.download === "true" ? "attachment" : "inline");
      }
    );
  };
}

// apps/server/src/modules/resource/file-refs-repo.ts
var references = (where, productWhere) => sql17`
  select r.file ->> 'storageKey' as key from resources r
    where r.file is not null and ${productWhere(sql17`r.product_id`)} and ${where(sql17`r.file ->> 'storageKey'`)}
  union
  select c ->> 'storageKey' as key from resources r, jsonb_array_elements(r.captions) c
    where ${productWhere(sql17`r.product_id`)} and ${where(sql17`c ->> 'storageKey'`)}
  union
  ${siteAssetFileRefsSql(where, productWhere)}
  union
  ${lessonImageRefsSql(where, productWhere)}`;
var rowsOf = (result) => result.rows;
async function findProductFileKeys(db, productId) {
  const result = await db.execute(
    references(
      () => sql17`true`,
      (column) => sql17`${column} = ${productId}`
    )
  );
  return rowsOf(result).map((r) => r.key).filter((k) => typeof k === "string");
}
var CHUNK = 500;
async function findReferencedFileKeys(db, keys) {
  const found = /* @__PURE__ */ new Set();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const list = sql17.join(
      keys.slice(i, i + CHUNK).map((k) => sql17`${k}`),
      sql17`, `
    );
    const result = await db.execute(
      references(
        (key) => sql17`${key} in (${list})`,
        () => sql17`true`
      )
    );
    for (const r of rowsOf(result)) if (r.key) found.add(r.key);
  }
  return found;
}

// apps/server/src/modules/resource/store-file.ts
import { createHash as createHash2 } from "node:crypto";
var PACKAGE_FILES_PREFIX = "files/";
async function storeFile(storage, bytes, fileName, mediaType, prefix = PACKAGE_FILES_PREFIX) {
  const storageKey = `${prefix}${createHash2("sha256").update(bytes).digest("hex")}`;
  const existing = await storage.stat(storageKey);
  const write = !existing || existing.size !== bytes.byteLength;
  if (write) await storage.put(storageKey, bytes, mediaType);
  return { file: { storageKey, fileName, mediaType, size: bytes.byteLength }, created: !existing };
}

// apps/server/src/modules/resource/package-files.ts
var PackageFiles = class {
  constructor(storage) {
    this.storage = storage;
  }
  /** Keys this import stored (and so references, once it commits), with how to read the bytes again. */
  stored = /* @__PURE__ */ new Map();
  /** Keys that were absent before this import wrote them. */
  created = /* @__PURE__ */ new Set();
  /** Keys the product's previous import referenced, read before this one starts. */
  previous = [];
  /** Remembers what the product references now (call before the import's transaction). */
  async recordPrevious(db, productId) {
    this.previous = productId === void 0 ? [] : await findProductFileKeys(db, productId);
  }
  /**
   * Stores a file content-addressed under `prefix` (package files by default); `read` gives the bytes
   * again (a package file is re-read, not kept).
   */
  async store(bytes, fileName, mediaType, read, prefix = PACKAGE_FILES_PREFIX) {
    const { file, created } = await storeFile(this.storage, bytes, fileName, mediaType, prefix);
    this.stored.set(file.storageKey, { read, mediaType });
    if (created) this.created.add(file.storageKey);
    return file;
  }
  /**
   * After the import committed: puts back any of its files that a concurrent import's clean-up removed
   * (it saw no reference before this import committed), then deletes the previous import's files that
   * no row of any product references. Returns the keys deleted.
   */
  async afterCommit(db) {
    for (const [key, source] of this.stored) {
      if (!await this.storage.stat(key)) await this.storage.put(key, source.read(), source.mediaType);
    }
    return this.deleteUnreferenced(
      db,
      this.previous.filter((key) => !this.stored.has(key))
    );
  }
  /** After the import failed: deletes the files it created that nothing references. */
  async afterFailure(db) {
    return this.deleteUnreferenced(db, [...this.created]);
  }
  async deleteUnreferenced(db, candidates) {
    const own = [...new Set(candidates)].filter(
      (key) => key.startsWith(PACKAGE_FILES_PREFIX) || key.startsWith(LESSON_IMAGE_PREFIX)
    );
    if (own.length === 0) return [];
    const referenced = await findReferencedFileKeys(db, own);
    const orphans = own.filter((key) => !referenced.has(key));
    for (const key of orphans) await this.storage.delete(key);
    return orphans;
  }
};

// apps/server/src/modules/resource/repo.ts
import { and as and19, asc as asc8, eq as eq24, getTableColumns, inArray as inArray9, isNull as isNull9, notExists, notInArray as notInArray3, sql as sql18 } from "drizzle-orm";
var { content: _content, ...listColumns } = getTableColumns(resources);
async function replaceProductResources(db, productId, rows) {
  const existing = await db.select({ id: resources.id, key: resources.key }).from(resources).where(eq24(resources.productId, productId));
  const byKey = new Map(existing.map((r) => [r.key, r.id]));
  const keep = [];
  for (const row of rows) {
    const id4 = byKey.get(row.key);
    if (id4 !== void 0) {
      await db.update(resources).set(row).where(eq24(resources.id, id4));
      keep.push(id4);
    } else {
      const [created] = await db.insert(resources).values({ productId, ...row }).returning({ id: resources.id });
      if (created) keep.push(created.id);
    }
  }
  await db.delete(resources).where(and19(eq24(resources.productId, productId), keep.length ? notInArray3(resources.id, keep) : void 0));
}
async function replaceKeyPoints(db, productId, entries) {
  const productNodes = selectProductNodeIds(db, productId);
  const keep = entries.map((e) => e.nodeId);
  await db.delete(keyPoints).where(and19(inArray9(keyPoints.nodeId, productNodes), keep.length ? notInArray3(keyPoints.nodeId, keep) : void 0));
  for (const e of entries) {
    await db.insert(keyPoints).values(e).onConflictDoUpdate({ target: keyPoints.nodeId, set: { points: e.points } });
  }
}
async function findProductResources(db, productId) {
  return db.select(listColumns).from(resources).where(eq24(resources.productId, productId)).orderBy(asc8(resources.nodeId), asc8(resources.position));
}
async function findResource(db, productId, resourceId) {
  const [row] = await db.select().from(resources).where(and19(eq24(resources.id, resourceId), eq24(resources.productId, productId))).limit(1);
  return row;
}
async function findViewedResourceIds(db, lpId, resourceIds) {
  if (resourceIds && resourceIds.length === 0) return /* @__PURE__ */ new Set();
  const rows = await db.select({ id: resourceViews.resourceId }).from(resourceViews).where(
    and19(eq24(resourceViews.learnerProductId, lpId), resourceIds ? inArray9(resourceViews.resourceId, resourceIds) : void 0)
  );
  return new Set(rows.map((r) => r.id));
}
async function recordResourceView(db, lpId, resourceId, at2) {
  await db.insert(resourceViews).values({ learnerProductId: lpId, resourceId, viewedAt: at2 }).onConflictDoNothing();
}
async function recordKeyPointsView(db, lpId, nodeId, at2) {
  await db.insert(keyPointViews).values({ learnerProductId: lpId, nodeId, viewedAt: at2 }).onConflictDoNothing();
}
async function findBookmarks(db, lpId) {
  return db.select().from(bookmarks).where(eq24(bookmarks.learnerProductId, lpId)).orderBy(asc8(bookmarks.createdAt), asc8(bookmarks.id));
}
async function addBookmark(db, lpId, nodeId, resourceId, at2) {
  await db.insert(bookmarks).values({ learnerProductId: lpId, nodeId, resourceId, createdAt: at2 }).onConflictDoNothing();
}
async function removeBookmark(db, lpId, nodeId, resourceId) {
  await db.delete(bookmarks).where(
    and19(
      eq24(bookmarks.learnerProductId, lpId),
      eq24(bookmarks.nodeId, nodeId),
      resourceId === null ? isNull9(bookmarks.resourceId) : eq24(bookmarks.resourceId, resourceId)
    )
  );
}
async function isKeyPointsBookmarked(db, lpId, nodeId) {
  const [row] = await db.select({ id: bookmarks.id }).from(bookmarks).where(and19(eq24(bookmarks.learnerProductId, lpId), eq24(bookmarks.nodeId, nodeId), isNull9(bookmarks.resourceId))).limit(1);
  return row !== void 0;
}
async function findKeyPoints(db, nodeIds) {
  if (nodeIds.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select().from(keyPoints).where(inArray9(keyPoints.nodeId, nodeIds));
  return new Map(rows.map((r) => [r.nodeId, r.points]));
}
async function findUnviewedResources(db, lpId, nodeId) {
  return db.select({ id: resources.id, title: resources.title }).from(resources).where(
    and19(
      eq24(resources.nodeId, nodeId),
      notExists(
        db.select({ one: sql18`1` }).from(resourceViews).where(and19(eq24(resourceViews.learnerProductId, lpId), eq24(resourceViews.resourceId, resources.id)))
      )
    )
  ).orderBy(asc8(resources.position));
}

// apps/server/src/modules/resource/download-routes.ts
var PDF_CACHE_SIZE = 50;
function resourceDownloadRoutes(app, service) {
  const pdfs = /* @__PURE__ */ new Map();
  return async (f) => {
    f.get(
      "/pdf/:lpId/resource/:id",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: pdfDownloadParams, querystring: downloadQuery }
      },
      async (request, reply) => {
        const { lpId, id: id4 } = request.params;
        const html = await service.htmlForPdf(currentUser(request), lpId, id4, request.query.external === "true");
        const key = `${html.id}:${html.version}`;
        let pdf = pdfs.get(key);
        if (!pdf) {
          pdf = renderHtmlToPdf(html.html, { title: html.title, copyright: html.copyright, createdAt: app.clock.now() });
          pdf.catch(() => pdfs.delete(key));
          if (pdfs.size >= PDF_CACHE_SIZE) pdfs.delete(pdfs.keys().next().value ?? "");
          pdfs.set(key, pdf);
        }
        const disposition = request.query.download === "true" ? "attachment" : "inline";
        return reply.type("application/pdf").header("X-Content-Type-Options", "nosniff").header("Content-Disposition", contentDisposition(disposition, `${html.title}.pdf`)).send(await pdf);
      }
    );
    f.get(
      "/asset-storage/resource/download/:lpId/:id/:path",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: fileDownloadParams, querystring: downloadQuery }
      },
      async (request, reply) => {
        const { lpId, id: id4, path: path2 } = request.params;
        const download = request.query.download === "true";
        const file = await service.file(currentUser(request), lpId, id4, path2, download, request.query.external === "true");
        return sendStoredFile(request, reply, app.storage, file, download ? "attachment" : "inline");
      }
    );
  };
}

// apps/server/src/modules/forum/repo.ts
import { and as and20, asc as asc9, eq as eq25, inArray as inArray10, notInArray as notInArray4 } from "drizzle-orm";
async function syncForums(db, productId, declared) {
  for (const f of declared) {
    await db.insert(forums).values({ productId, ...f, active: true }).onConflictDoUpdate({
      target: [forums.productId, forums.key],
      set: { title: f.title, question: f.question, active: true }
    });
  }
  const keys = declared.map((f) => f.key);
  await db.update(forums).set({ active: false }).where(keys.length ? and20(eq25(forums.productId, productId), notInArray4(forums.key, keys)) : eq25(forums.productId, productId));
}
async function findForum(db, id4) {
  const [row] = await db.select().from(forums).where(eq25(forums.id, id4)).limit(1);
  return row;
}
async function forumIdsByKey(db, productId, keys) {
  if (keys.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ id: forums.id, key: forums.key }).from(forums).where(and20(eq25(forums.productId, productId), inArray10(forums.key, keys)));
  return new Map(rows.map((r) => [r.key, r.id]));
}
async function insertPost(db, row) {
  const [post] = await db.insert(forumPosts).values(row).returning();
  if (!post) throw new Error("insert returned no row");
  return post;
}
async function findPostWithAuthor(db, id4) {
  const author = userIdentities(db);
  const [row] = await db.select({ post: forumPosts, firstName: author.firstName, lastName: author.lastName }).from(forumPosts).innerJoin(author, eq25(author.id, forumPosts.authorUserId)).where(eq25(forumPosts.id, id4)).limit(1);
  return row;
}
async function findPostsWithAuthors(db, forumId) {
  const author = userIdentities(db);
  return db.select({ post: forumPosts, firstName: author.firstName, lastName: author.lastName }).from(forumPosts).innerJoin(author, eq25(author.id, forumPosts.authorUserId)).where(eq25(forumPosts.forumId, forumId)).orderBy(asc9(forumPosts.createdOn), asc9(forumPosts.id));
}

// apps/server/src/modules/forum/policy.ts
function canPostToForum(forum2, holdsProduct) {
  if (!forum2 || !holdsProduct) return "not-found";
  return forum2.active ? "ok" : "closed";
}
function canReadForum(forum2, holdsProduct) {
  return forum2 !== void 0 && holdsProduct;
}
function authorName(firstName, lastName) {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial}.` : firstName;
}

// apps/server/src/modules/forum/service.ts
async function writePost(tx, forumId, authorUserId, postText, at2) {
  const post = await insertPost(tx, { forumId, authorUserId, postText, createdOn: at2 });
  return post.id;
}
var toPost = (row) => ({
  id: row.post.id,
  forumId: row.post.forumId,
  author: authorName(row.firstName, row.lastName),
  createdOn: row.post.createdOn.toISOString(),
  postText: row.post.postText
});
async function readPost(db, id4) {
  const row = await findPostWithAuthor(db, id4);
  if (!row) throw notFound("forum post");
  return toPost(row);
}
async function readForum(app, actor, id4) {
  const { db } = app.database;
  const forum2 = await findForum(db, id4);
  const holds = forum2 ? await holdsLearnerProductOf(db, actor.id, forum2.productId) : false;
  if (!forum2 || !canReadForum(forum2, holds)) throw notFound("forum");
  const posts = await findPostsWithAuthors(db, forum2.id);
  return { id: forum2.id, title: forum2.title, question: forum2.question, active: forum2.active, posts: posts.map(toPost) };
}
async function postToForum(app, actor, body) {
  const { db } = app.database;
  const forum2 = await findForum(db, body.forumId);
  const holds = forum2 ? await holdsLearnerProductOf(db, actor.id, forum2.productId) : false;
  const verdict = canPostToForum(forum2, holds);
  if (verdict === "not-found" || !forum2) throw notFound("forum");
  if (verdict === "closed") throw new AppError("FORUM_INACTIVE", 409, "This forum is no longer active");
  const id4 = await writePost(db, forum2.id, actor.id, body.postText, app.clock.now());
  return readPost(db, id4);
}

// apps/server/src/modules/forum/routes.ts
function forumRoutes(app) {
  return async (f) => {
    f.get(
      "/api/forum/:id",
      { config: { access: "authenticated", owner: "none" }, schema: { params: forumParams, response: { 200: forumReply } } },
      (request) => readForum(app, currentUser(request), request.params.id)
    );
    f.post(
      "/api/forum/forumPostUser",
      {
        config: { access: "authenticated", owner: "self" },
        schema: { body: forumPostBody, response: { 201: forumPost } }
      },
      async (request, reply) => reply.status(201).send(await postToForum(app, currentUser(request), request.body))
    );
  };
}

// apps/server/src/modules/resource/catalog-cache.ts
var MAX_PRODUCTS = 200;
var ResourceCatalogCache = class {
  entries = /* @__PURE__ */ new Map();
  get(db, product) {
    const hit = this.entries.get(product.id);
    if (hit && hit.hash === product.packageHash) return hit.catalog;
    const catalog = load(db, product.id);
    catalog.catch(() => this.entries.delete(product.id));
    this.entries.delete(product.id);
    if (this.entries.size >= MAX_PRODUCTS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== void 0) this.entries.delete(oldest);
    }
    this.entries.set(product.id, { hash: product.packageHash, catalog });
    return catalog;
  }
};
async function load(db, productId) {
  const rows = await findProductResources(db, productId);
  const byNode = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const list = byNode.get(row.nodeId);
    if (list) list.push(row);
    else byNode.set(row.nodeId, [row]);
  }
  const ids = rows.map((r) => r.keyPointsNodeId).filter((id4) => id4 !== null);
  return { rows, byNode, keyPoints: await findKeyPoints(db, ids) };
}

// apps/server/src/modules/resource/views.ts
var FILE_TYPES = /* @__PURE__ */ new Set(["AUDIO", "DOCUMENT", "IMAGE", "PDF", "SPREADSHEET", "VIDEO"]);
function isLocked(ctx, nodeId) {
  return ctx.progression.states.get(nodeId)?.locked ?? true;
}
function toResource(ctx, row, marks, detail) {
  const lpId = ctx.lp.id;
  const locked2 = isLocked(ctx, row.nodeId);
  const open2 = !locked2;
  const fileUrl = row.file && FILE_TYPES.has(row.type) ? resourcePaths.file(lpId, row.id, row.file.fileName) : null;
  let downloadUrl = null;
  if (open2 && canDownloadResource(row, false)) {
    if (row.type === "HTML") downloadUrl = resourcePaths.pdf(lpId, row.id);
    else if (fileUrl) downloadUrl = `${fileUrl}?download=true`;
  }
  const url = row.type === "LINK" ? row.url : fileUrl;
  return {
    id: row.id,
    learningComponentId: row.nodeId,
    type: row.type,
    name: row.name,
    title: row.title,
    reviewed: marks.viewed.has(row.id),
    bookmarked: marks.bookmarked.has(row.id),
    locked: locked2,
    copyright: row.copyright,
    content: open2 && detail.full && "content" in row ? row.content : null,
    data: {
      url: open2 ? url : null,
      downloadUrl,
      fileName: row.file?.fileName ?? null,
      mediaType: row.file?.mediaType ?? null,
      size: row.file?.size ?? null,
      alt: row.alt,
      captions: open2 ? row.captions.map((c) => ({
        url: resourcePaths.file(lpId, row.id, c.fileName),
        srclang: c.srclang,
        label: c.label,
        kind: c.kind
      })) : [],
      forumKey: row.type === "FORUM" ? row.url : null,
      forumId: open2 && row.type === "FORUM" ? detail.forumId ?? null : null
    },
    enableSave: row.enableSave,
    keyPoints: open2 && detail.full && row.type === "KEY_POINTS" ? detail.keyPoints ?? [] : null,
    handbook: row.handbook
  };
}
function lcData(ctx, nodeId) {
  const node = ctx.nodes.get(nodeId);
  const parent = node?.parentId != null ? ctx.nodes.get(node.parentId) : void 0;
  return {
    parentTitlePrefix: node?.titlePrefix ?? null,
    parentTitle: node?.title ?? "",
    ancestorTitlePrefix: parent?.titlePrefix ?? null,
    ancestorTitle: parent?.title ?? null
  };
}
function treeOrder(ctx) {
  const order = /* @__PURE__ */ new Map();
  const walk2 = (id4) => {
    order.set(id4, order.size);
    for (const child of ctx.nodes.get(id4)?.children ?? []) walk2(child);
  };
  walk2(ctx.rootId);
  return order;
}
function groupResources(ctx, resources2) {
  const order = treeOrder(ctx);
  const groups = /* @__PURE__ */ new Map();
  const rank = (id4) => order.get(id4) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...resources2].sort((a, b) => rank(a.learningComponentId) - rank(b.learningComponentId));
  for (const r of sorted) {
    const lc = ctx.nodes.get(r.learningComponentId);
    if (!lc) continue;
    const groupId = lc.children.length > 0 || lc.parentId === null ? lc.id : lc.parentId;
    let group = groups.get(groupId);
    if (!group) {
      const node = ctx.nodes.get(groupId);
      const parent = node?.parentId != null && node.parentId !== ctx.rootId ? ctx.nodes.get(node.parentId) : void 0;
      const state = ctx.progression.states.get(groupId);
      group = {
        id: groupId,
        type: node?.type ?? "",
        title: node?.title ?? "",
        titlePrefix: node?.titlePrefix ?? null,
        parentTitle: parent?.title ?? null,
        parentTitlePrefix: parent?.titlePrefix ?? null,
        locked: state?.locked ?? true,
        completed: state?.completed ?? false,
        current: state?.current ?? false,
        resources: []
      };
      groups.set(groupId, group);
    }
    group.resources.push(r);
  }
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}
function toBookmark(ctx, nodeId, resource2) {
  const node = ctx.nodes.get(nodeId);
  if (!node) return null;
  if (resource2) {
    return {
      id: resource2.id,
      learningComponentId: nodeId,
      type: resource2.type,
      name: resource2.name,
      title: resource2.title,
      locked: isLocked(ctx, nodeId),
      isKeyPoints: false,
      parentTitle: node.title,
      parentTitlePrefix: node.titlePrefix
    };
  }
  const parent = node.parentId !== null ? ctx.nodes.get(node.parentId) : void 0;
  return {
    id: nodeId,
    learningComponentId: nodeId,
    type: "KEY_POINTS",
    name: node.title,
    title: node.title,
    locked: isLocked(ctx, nodeId),
    isKeyPoints: true,
    parentTitle: parent?.title ?? null,
    parentTitlePrefix: parent?.titlePrefix ?? null
  };
}

// apps/server/src/modules/resource/service.ts
var locked = () => new AppError(ResourceErrorCode.RESOURCE_LOCKED, 403, "This resource is locked");
var downloadRefused = () => new AppError(ResourceErrorCode.DOWNLOAD_NOT_ALLOWED, 403, "This resource may not be downloaded here");
var instances = /* @__PURE__ */ new WeakMap();
var ResourceService = class _ResourceService {
  constructor(app) {
    this.app = app;
  }
  /** The app's one instance: every module reads the same catalogue cache. */
  static of(app) {
    let service = instances.get(app);
    if (!service) {
      service = new _ResourceService(app);
      instances.set(app, service);
    }
    return service;
  }
  catalogs = new ResourceCatalogCache();
  get db() {
    return this.app.database.db;
  }
  async marks(lpId) {
    const [viewed, rows] = await Promise.all([findViewedResourceIds(this.db, lpId), findBookmarks(this.db, lpId)]);
    const bookmarked = new Set(rows.map((b) => b.resourceId).filter((id4) => id4 !== null));
    return { viewed, bookmarked, rows };
  }
  /** The resource if it is this product's and not locked (403 when locked). */
  async open(actor, lpId, resourceId, nodeId, use = "read") {
    const ctx = await loadLearnerContext(this.db, actor, lpId, use);
    const row = await findResource(this.db, ctx.product.id, resourceId);
    if (!row || nodeId !== void 0 && row.nodeId !== nodeId) throw notFound("resource");
    if (isLocked(ctx, row.nodeId)) throw locked();
    return { ctx, row };
  }
  /** GET api/product/{lpId}/resources: handbooks ('Course Materials') and resources by container. */
  async list(actor, lpId) {
    const ctx = await loadLearnerContext(this.db, actor, lpId);
    const [catalog, marks] = await Promise.all([this.catalogs.get(this.db, ctx.product), this.marks(lpId)]);
    const all = catalog.rows.map((row) => toResource(ctx, row, marks, { full: false }));
    return {
      handbooks: all.filter((r) => r.handbook),
      groups: groupResources(
        ctx,
        all.filter((r) => !r.handbook)
      )
    };
  }
  /** Handbooks as the product state lists them (001 §3 handbooksData). */
  async handbooksData(ctx) {
    const catalog = await this.catalogs.get(this.db, ctx.product);
    return catalog.rows.filter((r) => r.handbook).map((r) => ({ learningComponentId: r.nodeId, locked: isLocked(ctx, r.nodeId) }));
  }
  /** GET api/product/{lpId}/bookmarks, oldest first. */
  async bookmarks(actor, lpId) {
    const ctx = await loadLearnerContext(this.db, actor, lpId);
    const [catalog, marks] = await Promise.all([this.catalogs.get(this.db, ctx.product), this.marks(lpId)]);
    const byId2 = new Map(catalog.rows.map((r) => [r.id, r]));
    return marks.rows.map((b) => toBookmark(ctx, b.nodeId, b.resourceId === null ? null : byId2.get(b.resourceId) ?? null)).filter((b) => b !== null);
  }
  /** The resources of one learning component (from the cached catalogue), in their order. */
  async nodeResources(ctx, nodeId) {
    const catalog = await this.catalogs.get(this.db, ctx.product);
    return catalog.byNode.get(nodeId) ?? [];
  }
  /** GET .../resource/{resourceId}: the resource with its content. */
  async get(actor, lpId, resourceId) {
    const { ctx, row } = await this.open(actor, lpId, resourceId);
    const [viewed, bookmarks2] = await Promise.all([
      findViewedResourceIds(this.db, lpId, [row.id]),
      findBookmarks(this.db, lpId)
    ]);
    const keyPoints2 = row.keyPointsNodeId ? (await findKeyPoints(this.db, [row.keyPointsNodeId])).get(row.keyPointsNodeId) : [];
    const forumId = row.type === "FORUM" && row.url ? (await forumIdsByKey(this.db, ctx.product.id, [row.url])).get(row.url) : void 0;
    const bookmarked = new Set(bookmarks2.map((b) => b.resourceId).filter((id4) => id4 !== null));
    return toResource(ctx, row, { viewed, bookmarked }, { full: true, keyPoints: keyPoints2, forumId });
  }
  /** GET .../resource/{resourceId}/lc/{nodeId}: what the external view's header names. */
  async lcData(actor, lpId, resourceId, nodeId) {
    const { ctx, row } = await this.open(actor, lpId, resourceId, nodeId);
    return lcData(ctx, row.nodeId);
  }
  /** POST .../resource/{resourceId}/view: the first view marks it reviewed. */
  async view(actor, lpId, resourceId) {
    const { row } = await this.open(actor, lpId, resourceId, void 0, "write");
    await recordResourceView(this.db, lpId, row.id, this.app.clock.now());
    return { id: row.id, reviewed: true };
  }
  /** POST .../{lcId}/resource/{resourceId}/bookmark or /unbookmark (not while locked, 001 §4). */
  async setBookmark(actor, lpId, lcId, resourceId, bookmarked) {
    const { row } = await this.open(actor, lpId, resourceId, lcId, "write");
    if (bookmarked) await addBookmark(this.db, lpId, row.nodeId, row.id, this.app.clock.now());
    else await removeBookmark(this.db, lpId, row.nodeId, row.id);
    return { id: row.id, bookmarked };
  }
  /** A KEY_POINTS node of this product that is not locked. */
  async keyPointsNode(actor, lpId, lcId, use) {
    const ctx = await loadLearnerContext(this.db, actor, lpId, use);
    const node = ctx.nodes.get(lcId);
    if (node?.type !== "KEY_POINTS") throw notFound("key points");
    if (isLocked(ctx, lcId)) throw locked();
    return { ctx, node };
  }
  /** The key points of a learning component (001 §3 Key points); `record` marks them viewed. */
  async keyPoints(actor, lpId, lcId, record) {
    const { ctx, node } = await this.keyPointsNode(actor, lpId, lcId, record ? "write" : "read");
    if (record) await recordKeyPointsView(this.db, lpId, lcId, this.app.clock.now());
    const [points, isBookmarked] = await Promise.all([
      findKeyPoints(this.db, [lcId]),
      isKeyPointsBookmarked(this.db, lpId, lcId)
    ]);
    const nextId = ctx.progression.states.get(lcId)?.nextStepId;
    const next = nextId != null ? ctx.nodes.get(nextId) : void 0;
    return {
      ...lcData(ctx, lcId),
      learningComponentId: lcId,
      title: node.title,
      keypoints: points.get(lcId) ?? [],
      isBookmarked,
      nextStep: next ? { id: next.id, title: next.title, titlePrefix: next.titlePrefix } : null
    };
  }
  /** POST .../{lcId}/key-points/bookmark or /unbookmark. */
  async setKeyPointsBookmark(actor, lpId, lcId, bookmarked) {
    await this.keyPointsNode(actor, lpId, lcId, "write");
    if (bookmarked) await addBookmark(this.db, lpId, lcId, null, this.app.clock.now());
    else await removeBookmark(this.db, lpId, lcId, null);
    return { learningComponentId: lcId, isBookmarked: bookmarked };
  }
  /** An HTML resource to render as PDF, if downloading it is allowed here (001 §5). */
  async htmlForPdf(actor, lpId, resourceId, external) {
    const { ctx, row } = await this.open(actor, lpId, resourceId);
    if (row.type !== "HTML" || !canDownloadResource(row, external)) throw downloadRefused();
    return { id: row.id, title: row.title, copyright: row.copyright, html: row.content ?? "", version: ctx.product.packageHash };
  }
  /**
   * A stored file of the resource (its own file or a captions track) by name. Shown inline always
   * while unlocked; as a download only where 001 §5 allows it.
   */
  async file(actor, lpId, resourceId, fileName, download, external) {
    const { row } = await this.open(actor, lpId, resourceId);
    const file = row.file?.fileName === fileName ? row.file : row.captions.find((c) => c.fileName === fileName);
    if (!file) throw notFound("file");
    if (download && !canDownloadResource(row, external)) throw downloadRefused();
    return file;
  }
};

// apps/server/src/modules/resource/routes.ts
function resourceRoutes(app) {
  const service = ResourceService.of(app);
  return async (f) => {
    await f.register(resourceDownloadRoutes(app, service));
    f.get(
      "/api/product/:lpId/resources",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: resourcesReply } }
      },
      (request) => service.list(currentUser(request), request.params.lpId)
    );
    f.get(
      "/api/product/:lpId/bookmarks",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: bookmarksReply } }
      },
      (request) => service.bookmarks(currentUser(request), request.params.lpId)
    );
    f.get(
      "/api/product/:lpId/resource/:resourceId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: resourceParams, response: { 200: resource } }
      },
      (request) => service.get(currentUser(request), request.params.lpId, request.params.resourceId)
    );
    f.get(
      "/api/product/:lpId/resource/:resourceId/lc/:nodeId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: resourceLcParams, response: { 200: resourceLcReply } }
      },
      (request) => {
        const p = request.params;
        return service.lcData(currentUser(request), p.lpId, p.resourceId, p.nodeId);
      }
    );
    f.post(
      "/api/product/:lpId/resource/:resourceId/view",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: resourceParams, response: { 200: resourceViewReply } }
      },
      (request) => service.view(currentUser(request), request.params.lpId, request.params.resourceId)
    );
    for (const [action, bookmarked] of [
      ["bookmark", true],
      ["unbookmark", false]
    ]) {
      f.post(
        `/api/product/:lpId/:lcId/resource/:resourceId/${action}`,
        {
          config: { access: "authenticated", owner: "learnerProduct" },
          schema: { params: lcResourceParams, response: { 200: resourceBookmarkReply } }
        },
        (request) => {
          const p = request.params;
          return service.setBookmark(currentUser(request), p.lpId, p.lcId, p.resourceId, bookmarked);
        }
      );
      f.post(
        `/api/product/:lpId/:lcId/key-points/${action}`,
        {
          config: { access: "authenticated", owner: "learnerProduct" },
          schema: { params: keyPointsParams, response: { 200: keyPointsBookmarkReply } }
        },
        (request) => service.setKeyPointsBookmark(currentUser(request), request.params.lpId, request.params.lcId, bookmarked)
      );
    }
    f.post(
      "/api/product/:lpId/:lcId/key-points/view",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: keyPointsParams, response: { 200: keyPointsReply } }
      },
      (request) => service.keyPoints(currentUser(request), request.params.lpId, request.params.lcId, true)
    );
    f.get(
      "/api/product/:lpId/:lcId/key-points",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: keyPointsParams, response: { 200: keyPointsReply } }
      },
      (request) => service.keyPoints(currentUser(request), request.params.lpId, request.params.lcId, false)
    );
  };
}

// apps/server/src/modules/course/progression-routes.ts
var progressionKey = z21.object({
  key: z21.string().regex(/^\d+-\d+$/, "key must be {learnerProductId}-{nodeId}").transform((k) => {
    const [lpId, nodeId] = k.split("-").map(Number);
    return { lpId: lpId ?? 0, nodeId: nodeId ?? 0 };
  }).pipe(z21.object({ lpId: idField("lpId"), nodeId: idField("nodeId") }))
});
var lpKey = z21.object({ key: idParam("key") });
var nodeIdReply = z21.object({ nodeId: z21.number().int().nullable() });
function progressionRoutes(app) {
  const db = app.database.db;
  return async (f) => {
    f.get(
      "/api/progression/status/:lpId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: {
          params: lpIdParams,
          response: { 200: z21.object({ status: nodeStatus, completed: z21.boolean(), currentNodeId: z21.number().int().nullable() }) }
        }
      },
      async (request) => {
        const ctx = await loadLearnerContext(db, currentUser(request), request.params.lpId);
        const root = ctx.progression.states.get(ctx.rootId);
        return {
          status: root?.status ?? "AVAILABLE",
          completed: ctx.progression.productCompleted,
          currentNodeId: ctx.progression.currentLeafId
        };
      }
    );
    f.get(
      "/api/progression/left-off/:lpId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: nodeIdReply } }
      },
      async (request) => {
        const ctx = await loadLearnerContext(db, currentUser(request), request.params.lpId);
        return { nodeId: ctx.progression.currentLeafId };
      }
    );
    f.get(
      "/api/progression/startProduct/:key",
      { config: { access: "authenticated", owner: "learnerProduct" }, schema: { params: lpKey, response: { 200: nodeIdReply } } },
      async (request) => {
        const ctx = await loadLearnerContext(db, currentUser(request), request.params.key);
        return { nodeId: ctx.progression.currentLeafId };
      }
    );
    f.get(
      "/api/progression/lesson/:key",
      { config: { access: "authenticated", owner: "learnerProduct" }, schema: { params: progressionKey } },
      async (request) => {
        const { lpId, nodeId } = request.params.key;
        const ctx = await loadLearnerContext(db, currentUser(request), lpId);
        nodeOf(ctx, nodeId);
        return nodeView2(ctx, nodeId, 0);
      }
    );
    f.post(
      "/api/progression/start/:key",
      { config: { access: "authenticated", owner: "learnerProduct" }, schema: { params: progressionKey } },
      async (request) => {
        const { lpId, nodeId } = request.params.key;
        const ctx = await startNode(app, currentUser(request), lpId, nodeId);
        return nodeView2(ctx, nodeId, 0);
      }
    );
    f.post(
      "/api/progression/finish/:key",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: progressionKey, response: { 200: finishReply } }
      },
      async (request) => {
        const { lpId, nodeId } = request.params.key;
        const { ctx } = await completeNode(app, currentUser(request), lpId, nodeId);
        const node = ctx.nodes.get(nodeId);
        return {
          securityQuestionNeeded: false,
          securityQuestion: null,
          final: node?.metadata.EXAM_TYPE === "FINAL",
          finalComplete: false,
          complete: ctx.progression.productCompleted
        };
      }
    );
    f.post(
      "/api/progression/:lpId/:nodeId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lcParams, response: { 200: progressionReply } }
      },
      async (request) => {
        const { lpId, nodeId } = request.params;
        const { ctx, exemptCompletionText } = await completeNode(app, currentUser(request), lpId, nodeId);
        const view = nodeView2(ctx, nodeId, 0);
        return {
          status: view.status,
          exemptCompletionText,
          bookmarked: await isKeyPointsBookmarked(app.database.db, lpId, nodeId),
          nextStep: view.nextStep ? { id: view.nextStep.id, title: view.nextStep.title, parentIsRoot: view.nextStep.parentIsRoot } : null
        };
      }
    );
  };
}

// apps/server/src/modules/course/lc-page.ts
async function lcPage(db, ctx, nodeId, own) {
  const node = nodeOf(ctx, nodeId);
  const viewed = own.length > 0 ? await findViewedResourceIds(
    db,
    ctx.lp.id,
    own.map((r) => r.id)
  ) : /* @__PURE__ */ new Set();
  const unviewedResources = own.filter((r) => !viewed.has(r.id)).map((r) => ({ id: r.id, title: r.title }));
  const view = nodeView2(ctx, nodeId, 2);
  const homeButtonText = node.metadata.HOME_BUTTON_TEXT;
  return {
    node: view,
    breadcrumbs: breadcrumbs(ctx, nodeId),
    isRoot: nodeId === ctx.rootId,
    contactInstructor: { available: ctx.instructorAvailable },
    homeButtonText: typeof homeButtonText === "string" && homeButtonText.trim() ? homeButtonText : null,
    instructorRequired: view.instructorInfo.instructorRequired || view.instructorInfo.ancestorInstructorRequired,
    resources: own.map((r) => ({ id: r.id, title: r.title, type: r.type })),
    unviewedResources,
    allowContinue: unviewedResources.length === 0,
    showCourseProgress: ctx.product.type !== "EXAM_PREP",
    instructorScheduleAssets: ctx.product.siteAssets?.instructorScheduleAssets ?? []
  };
}

// apps/server/src/modules/course/meta.ts
function productMeta(ctx) {
  return {
    rootId: ctx.rootId,
    nodes: [...ctx.nodes.values()].map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      titlePrefix: n.titlePrefix,
      parentId: n.parentId,
      children: n.children,
      description: n.description,
      metadata: n.metadata
    }))
  };
}

// apps/server/src/modules/course/progress.ts
var UNIT_TYPES = /* @__PURE__ */ new Set(["UNIT", "TOPIC"]);
var round12 = (n) => Math.round(n * 10) / 10;
function hms(ms) {
  const total = Math.floor(ms / 1e3);
  return { hours: Math.floor(total / 3600), minutes: Math.floor(total % 3600 / 60), seconds: total % 60 };
}
function timePercent(ms, minimumMinutes) {
  return minimumMinutes ? Math.min(100, round12(ms / (minimumMinutes * 6e4) * 100)) : 0;
}
function courseProgress(ctx, clock, seat, today) {
  const timing = courseTiming(ctx, clock);
  const units = [...ctx.nodes.values()].filter((n) => UNIT_TYPES.has(n.type));
  const requiredUnits = units.filter((u) => {
    const s = ctx.progression.states.get(u.id);
    return s && !s.optional && !s.exempt && !s.ancestorOptional && !s.ancestorExempt;
  });
  const root = ctx.progression.states.get(ctx.rootId);
  const duration = ctx.product.durationDays;
  const total = hms(seat.totalMs);
  let daysRemaining = null;
  if (timing.endDate) {
    const from = timing.pendingStart && timing.startDate ? timing.startDate : timing.today;
    daysRemaining = Math.max(0, daysBetween(from, timing.endDate) + 1);
  } else if (ctx.product.startDateRequired) {
    daysRemaining = duration;
  }
  return {
    showContentProgress: true,
    showUnitsCompleted: units.length > 0,
    unitsTotalCount: requiredUnits.length,
    unitsCompletedCount: requiredUnits.filter((u) => ctx.progression.states.get(u.id)?.completed).length,
    percentComplete: percentComplete(ctx, ctx.rootId),
    timePercentComplete: timePercent(seat.totalMs, ctx.product.minimumRequiredMinutes),
    learningStatus: root?.status ?? "AVAILABLE",
    showCourseDates: ctx.product.startDateRequired || timing.startDate !== null,
    coursePendingStartDate: timing.pendingStart,
    courseStartDate: timing.startDate,
    courseEndDate: timing.endDate,
    courseDuration: duration,
    courseDaysRemaining: daysRemaining,
    minimumRequiredMinutes: ctx.product.minimumRequiredMinutes,
    minimumRecommendedMinutes: ctx.product.minimumRecommendedMinutes,
    hoursCompleted: total.hours,
    minutesCompleted: total.minutes,
    secondsCompleted: total.seconds,
    timeProgressFormat: "Running Clock",
    showTimeProgress: ctx.product.minimumRequiredMinutes !== null,
    maxTimeReached: today.dailyMaxMs !== null && today.creditedMs >= today.dailyMaxMs,
    units: units.map((u) => {
      const ms = creditedUnder(ctx, seat, u.id);
      const unitMinimum = Number.parseInt(u.metadata.UNIT_MINIMUM_MINUTES ?? "", 10) || null;
      const t = hms(ms);
      return {
        nodeId: u.id,
        title: u.title,
        titlePrefix: u.titlePrefix,
        percentComplete: percentComplete(ctx, u.id),
        showTimeAtUnitLevel: unitMinimum !== null,
        unitHoursCompleted: t.hours,
        unitMinutesCompleted: t.minutes,
        unitSecondsCompleted: t.seconds,
        unitMinimumRequiredMinutes: unitMinimum,
        unitTimePercentComplete: timePercent(ms, unitMinimum)
      };
    })
  };
}

// apps/server/src/modules/course/start-end.ts
function startEndOf(ctx) {
  return {
    duration: ctx.product.durationDays,
    startDate: ctx.lp.startDate,
    endDate: ctx.lp.endDate,
    expirationDate: ctx.lp.expirationDate
  };
}
async function setStartDate(app, actor, lpId, text16) {
  const { db } = app.database;
  const ctx = await loadLearnerContext(db, actor, lpId, "write");
  const start = parseUsDate(text16);
  if (!start) throw badRequest("startDate", "startDate must be a real date MM/DD/YYYY");
  const today = isoDate(app.clock.now());
  if (start < today) throw badRequest("startDate", "startDate cannot be in the past");
  if (ctx.lp.startDate && ctx.lp.startDate <= today) {
    throw new AppError("COURSE_ALREADY_STARTED", 409, "The course has started; its start date can no longer change");
  }
  const end = endDateFor(start, ctx.product.durationDays);
  await setCourseDates(db, lpId, { startDate: start, endDate: end, expirationDate: end });
  return { duration: ctx.product.durationDays, startDate: start, endDate: end, expirationDate: end };
}
async function startProduct(app, actor, lpId) {
  const { db } = app.database;
  const ctx = await loadLearnerContext(db, actor, lpId, "write");
  if (ctx.lp.startDate) return;
  if (ctx.product.startDateRequired) throw new AppError("START_DATE_REQUIRED", 409, "Select a start date first");
  const today = isoDate(app.clock.now());
  const end = endDateFor(today, ctx.product.durationDays);
  await setCourseDates(db, lpId, { startDate: today, endDate: end, expirationDate: end });
}

// apps/server/src/modules/course/state.ts
function productState(ctx, clock, handbooksData) {
  const timing = courseTiming(ctx, clock);
  const { progression } = ctx;
  const completed = ctx.lp.completedAt !== null || progression.productCompleted;
  const current = progression.currentLeafId !== null ? ctx.nodes.get(progression.currentLeafId) : void 0;
  let courseNextStep2 = null;
  let courseMessage = null;
  if (completed) {
    courseMessage = { key: "completed", values: {} };
  } else if (timing.needsStartDate) {
    courseNextStep2 = { type: "START_DATE", id: null, title: null, disabled: false };
    courseMessage = { key: "selectStartDate", values: {} };
  } else if (current) {
    const blocked = timing.pendingStart || timing.expired;
    courseNextStep2 = { type: "NODE", id: current.id, title: current.title, disabled: blocked };
    if (timing.pendingStart) courseMessage = { key: "pendingStart", values: { date: timing.startDate ?? "" } };
    if (timing.expired) courseMessage = { key: "expired", values: { date: timing.endDate ?? "" } };
  } else {
    courseMessage = { key: "instructorRequired", values: {} };
  }
  const componentStatusMap = {};
  const derivedDataMap = {};
  for (const [id4, s] of progression.states) {
    componentStatusMap[String(id4)] = s.status;
    derivedDataMap[String(id4)] = derivedData(ctx, id4);
  }
  return {
    courseNextStep: courseNextStep2,
    courseMessage,
    coursePendingStartDate: timing.pendingStart,
    courseStarted: ctx.facts.size > 0,
    courseCompleted: completed,
    courseExpired: timing.expired,
    currentNodeId: progression.currentLeafId,
    componentStatusMap,
    derivedDataMap,
    handbooksData,
    effortBreakdowns: productEffortBreakdowns(ctx),
    instructorAvailable: ctx.instructorAvailable
  };
}

// apps/server/src/modules/course/student-info.ts
async function studentInfo(app, actor, lpId) {
  const row = await findLearnerProductWithLearner(app.database.db, lpId);
  if (!row || !canReadLearnerProduct(actor, row.lp)) throw notFound("learner product");
  return {
    learnerProductId: row.lp.id,
    login: row.user.login,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    courseTitle: row.product.name,
    externalUserId: row.lp.externalUserId,
    externalEnrollmentId: row.lp.externalEnrollmentId,
    startDate: row.lp.startDate,
    endDate: row.lp.endDate
  };
}

// apps/server/src/modules/course/routes.ts
function courseRoutes(app) {
  const load2 = (request, lpId) => loadLearnerContext(app.database.db, currentUser(request), lpId);
  const resources2 = ResourceService.of(app);
  const stateOf = async (request, lpId) => {
    const ctx = await load2(request, lpId);
    return productState(ctx, app.clock, await resources2.handbooksData(ctx));
  };
  return async (f) => {
    f.get(
      "/api/product/:lpId/meta",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: productMetaReply } }
      },
      async (request) => productMeta(await load2(request, request.params.lpId))
    );
    f.get(
      "/api/product/:lpId/state",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: productStateReply } }
      },
      async (request) => stateOf(request, request.params.lpId)
    );
    f.get(
      "/api/product/:lpId/progress",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: courseProgressReply } }
      },
      async (request) => {
        const ctx = await load2(request, request.params.lpId);
        const settings = seatTimeRules(ctx.rules);
        const day = courseDay(app.clock.now(), settings.timeZone);
        const [seat, creditedMs] = await Promise.all([
          findSeatTime(app.database.db, ctx.lp.id),
          findDayCredit(app.database.db, ctx.lp.id, day)
        ]);
        return courseProgress(ctx, app.clock, seat, { creditedMs, dailyMaxMs: settings.dailyMaxMs });
      }
    );
    for (const path2 of ["/api/product/:lpId/lc/:nodeId", "/api/product/:lpId/lc/:nodeId/volatile"]) {
      f.get(
        path2,
        { config: { access: "authenticated", owner: "learnerProduct" }, schema: { params: lcParams, querystring: lcQuery } },
        async (request) => {
          const ctx = await load2(request, request.params.lpId);
          const { nodeId } = request.params;
          return lcPage(app.database.db, ctx, nodeId, await resources2.nodeResources(ctx, nodeId));
        }
      );
    }
    f.get(
      "/api/product/:lpId/student-info",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: studentInfoReply } }
      },
      async (request) => studentInfo(app, currentUser(request), request.params.lpId)
    );
    f.post(
      "/api/product/:lpId/start",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: productStateReply } }
      },
      async (request) => {
        await startProduct(app, currentUser(request), request.params.lpId);
        return stateOf(request, request.params.lpId);
      }
    );
    f.get(
      "/api/start-end/:lpId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, response: { 200: startEndReply } }
      },
      async (request) => startEndOf(await load2(request, request.params.lpId))
    );
    f.post(
      "/api/start-end/:lpId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lpIdParams, body: startEndBody, response: { 200: startEndReply } }
      },
      async (request) => {
        const body = request.body;
        const text16 = typeof body === "string" ? body : body.startDate;
        return setStartDate(app, currentUser(request), request.params.lpId, text16);
      }
    );
  };
}

// apps/server/src/modules/glossary/normalize.ts
function normalizeSearchText(text16) {
  return text16.normalize("NFKD").replace(new RegExp("\\p{M}", "gu"), "").replace(/ß/g, "ss").replace(/[æÆ]/g, "ae").replace(/[œŒ]/g, "oe").toLowerCase().replace(/\s+/g, " ").trim();
}

// apps/server/src/modules/glossary/repo.ts
import { and as and21, asc as asc10, desc as desc3, eq as eq26, notInArray as notInArray5, or as or4, sql as sql19 } from "drizzle-orm";
var columns = {
  id: glossaryTerms.id,
  productId: glossaryTerms.productId,
  word: glossaryTerms.word,
  definition: glossaryTerms.definition,
  example: glossaryTerms.example
};
async function replaceGlossary(db, productId, terms) {
  const keep = [];
  for (const term of terms) {
    const [row] = await db.insert(glossaryTerms).values({ productId, ...term }).onConflictDoUpdate({ target: [glossaryTerms.productId, glossaryTerms.wordNorm], set: term }).returning({ id: glossaryTerms.id });
    if (row) keep.push(row.id);
  }
  await db.delete(glossaryTerms).where(and21(eq26(glossaryTerms.productId, productId), keep.length ? notInArray5(glossaryTerms.id, keep) : void 0));
}
async function findTerm(db, id4) {
  const [row] = await db.select(columns).from(glossaryTerms).where(eq26(glossaryTerms.id, id4)).limit(1);
  return row;
}
var likeEscape = (text16) => text16.replace(/[\\%_]/g, (c) => `\\${c}`);
async function searchTerms(db, productId, query, limit) {
  const tsquery = sql19`websearch_to_tsquery('english', ${query})`;
  const contains = `%${likeEscape(query)}%`;
  const score = sql19`(case when ${glossaryTerms.wordNorm} = ${query} then 100
      when ${glossaryTerms.wordNorm} like ${`${likeEscape(query)}%`} then 50
      when ${glossaryTerms.wordNorm} like ${contains} then 25 else 0 end)
    + 10 * ts_rank(${glossaryTerms.searchVector}, ${tsquery})`;
  return db.select(columns).from(glossaryTerms).where(
    and21(
      eq26(glossaryTerms.productId, productId),
      or4(
        sql19`${glossaryTerms.searchVector} @@ ${tsquery}`,
        sql19`${glossaryTerms.wordNorm} like ${contains}`,
        sql19`${glossaryTerms.definitionNorm} like ${contains}`
      )
    )
  ).orderBy(desc3(score), asc10(glossaryTerms.wordNorm)).limit(limit);
}

// apps/server/src/modules/glossary/policy.ts
function canReadGlossary(actor, enrolled) {
  return enrolled || actor.authorities.includes(Authority.ADMIN);
}

// apps/server/src/modules/glossary/service.ts
var toTerm = (row) => ({
  id: row.id,
  term: row.word,
  word: row.word,
  definition: row.definition,
  example: row.example
});
async function getTerm(db, actor, id4) {
  const row = await findTerm(db, id4);
  if (!row || !canReadGlossary(actor, await holdsLearnerProductOf(db, actor.id, row.productId))) throw notFound("glossary term");
  return toTerm(row);
}
async function searchGlossary(db, actor, lpId, value) {
  const lp = await findLearnerProductOwner(db, lpId);
  if (!lp || !canReadLearnerProduct(actor, lp)) throw notFound("learner product");
  const query = normalizeSearchText(value);
  if (!query) return [];
  const rows = await searchTerms(db, lp.productId, query, GLOSSARY_RESULTS_MAX);
  return rows.map(toTerm);
}

// apps/server/src/modules/glossary/routes.ts
function glossaryRoutes(app) {
  const { db } = app.database;
  return async (f) => {
    f.get(
      "/api/glossary/:id",
      {
        config: { access: "authenticated", owner: "none" },
        schema: { params: glossaryTermParams, response: { 200: glossaryTerm } }
      },
      (request) => getTerm(db, currentUser(request), request.params.id)
    );
    f.post(
      "/api/glossary/lp/:lpId/search",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: glossarySearchParams, body: glossarySearchBody, response: { 200: glossarySearchReply } }
      },
      (request) => searchGlossary(db, currentUser(request), request.params.lpId, request.body.value)
    );
  };
}

// apps/server/src/modules/lesson/repo.ts
import { and as and22, eq as eq27, sql as sql20 } from "drizzle-orm";
async function findProgress(db, learnerProductId, nodeId) {
  const [row] = await db.select().from(lessonProgress).where(and22(eq27(lessonProgress.learnerProductId, learnerProductId), eq27(lessonProgress.nodeId, nodeId))).limit(1);
  return row;
}
async function openProgress(db, learnerProductId, nodeId, at2) {
  await db.insert(lessonProgress).values({ learnerProductId, nodeId, slideIndex: 0, slideOpenedAt: at2 }).onConflictDoNothing();
  return findProgress(db, learnerProductId, nodeId);
}
async function pollCounts(db, slideId) {
  const result = await db.execute(sql20`
    with latest as (
      select distinct on (learner_product_id) answer from inquiry_submissions
      where slide_id = ${slideId} order by learner_product_id, submitted_at desc, id desc
    )
    select choice as id, count(*)::int as n from latest, jsonb_array_elements_text(answer -> 'choiceIds') as choice group by choice`);
  return new Map(result.rows.map((r) => [r.id, Number(r.n)]));
}

// apps/server/src/modules/lesson/answer-invalid-error.ts
var AnswerInvalidError = class extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
  name = "AnswerInvalidError";
};
var ANSWER_ROOT_FIELD = "inquiryAnswerData";
function fromZodIssues(issues) {
  const issue = issues[0];
  if (!issue) return new AnswerInvalidError(ANSWER_ROOT_FIELD, `${ANSWER_ROOT_FIELD} is invalid`);
  const field = issue.path.map(String).join(".") || ANSWER_ROOT_FIELD;
  const inner = issue.code === "invalid_key" ? issue.issues[0]?.message : void 0;
  return new AnswerInvalidError(field, inner ?? issue.message);
}

// apps/server/src/modules/lesson/graders/assignment.ts
function gradeAssignment(_q, a) {
  return { correct: null, feedback: null, optionFeedback: {}, answers: { responseText: a.responseText.trim() } };
}

// apps/server/src/modules/lesson/inquiry-schema.ts
import { z as z22 } from "zod";
var id3 = z22.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "ids are lower-case letters, digits, dashes, underscores");
var text15 = z22.string().min(1).max(1e4);
var feedback = z22.string().max(5e3).optional();
var base = {
  id: id3,
  title: z22.string().min(1).max(300),
  /** Markdown shown above the question or as the slide's content. */
  content: z22.string().max(5e4).default(""),
  /** Seconds the slide must stay open before Next (enforced on the server too). */
  requiredTime: z22.number().int().min(0).max(3600).default(0),
  /** Relative paths of resources attached to the slide (resources issue). */
  resources: z22.array(z22.string()).default([])
};
var choice = z22.object({ id: id3, text: text15, correct: z22.boolean().default(false), feedback, fixedPosition: z22.boolean().optional() });
var fixedOrder = z22.boolean().optional();
var trueFalse = z22.object({
  ...base,
  type: z22.literal("TRUE_FALSE"),
  answer: z22.boolean(),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var multipleChoice = z22.object({
  ...base,
  type: z22.literal("MULTIPLE_CHOICE"),
  fixedOrder,
  choices: z22.array(choice).min(2).max(12),
  /** Whether several choices may be picked; with more than one correct choice it must be true. */
  multiple: z22.boolean().default(false),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var textEdit = z22.object({
  ...base,
  type: z22.literal("TEXT_EDIT"),
  /**
   * Accepted answers (trimmed, case-insensitive unless caseSensitive); omitted: any non-empty text passes.
   * At least one when given: an empty list would make the slide impossible to answer correctly.
   */
  acceptable: z22.array(z22.string().min(1)).min(1).optional(),
  caseSensitive: z22.boolean().default(false),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var sorting = z22.object({
  ...base,
  type: z22.literal("MATCHING_DND_GRP"),
  fixedOrder,
  targets: z22.array(z22.object({ id: id3, text: text15 })).min(2).max(8),
  items: z22.array(z22.object({ id: id3, text: text15, targetId: id3, feedback })).min(2).max(30),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var matching = z22.object({
  ...base,
  type: z22.literal("MATCHING_DND_ANSWERS"),
  fixedOrder,
  choices: z22.array(z22.object({ id: id3, text: text15, matchId: id3, feedback })).min(2).max(20),
  matches: z22.array(z22.object({ id: id3, text: text15 })).min(2).max(20),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var completeStory = z22.object({
  ...base,
  type: z22.literal("COMPLETE_STORY"),
  fixedOrder,
  /** Text with [[name]] placeholders, one blank per name. */
  text: text15,
  blanks: z22.record(
    z22.string().regex(/^[A-Za-z0-9_]+$/),
    z22.object({
      /** Accepted answers, compared trimmed and case-insensitively. */
      answers: z22.array(z22.string().min(1)).min(1),
      /** When given, the learner picks from these instead of typing. */
      options: z22.array(z22.string().min(1)).optional()
    })
  ),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var spot = z22.object({
  id: id3,
  shape: z22.enum(["rect", "ellipse"]),
  /** Top-left corner and size in background-image pixels (an ellipse is inscribed in this box). */
  x: z22.number(),
  y: z22.number(),
  width: z22.number().positive(),
  height: z22.number().positive(),
  correct: z22.boolean().default(true),
  feedback
});
var hotSpot = z22.object({
  ...base,
  type: z22.literal("HOT_SPOT"),
  bgImage: z22.string().min(1),
  bgWidth: z22.number().int().positive(),
  bgHeight: z22.number().int().positive(),
  /** Where the image sits in the answer area; clicks arrive in area coordinates. */
  bgOffsetX: z22.number().default(0),
  bgOffsetY: z22.number().default(0),
  spots: z22.array(spot).min(1).max(20),
  correctFeedback: feedback,
  incorrectFeedback: feedback
});
var branchOption = z22.lazy(
  () => z22.object({ id: id3, text: text15, correct: z22.boolean().default(true), feedback, next: z22.array(branchOption).min(1).optional() })
);
var branching = z22.object({
  ...base,
  type: z22.literal("BRANCHING"),
  fixedOrder,
  /** The first options; each option may lead to further options. A path ends at an option without next. */
  branchingChoices: z22.array(branchOption).min(1),
  finalFeedback: feedback
});
var surveyStep = z22.lazy(
  () => z22.object({
    id: id3,
    text: text15,
    surveyChoiceType: z22.enum(SURVEY_CHOICE_TYPES),
    options: z22.array(z22.object({ id: id3, text: text15, feedback, next: z22.array(surveyStep).min(1).optional() })).optional(),
    feedback,
    next: z22.array(surveyStep).min(1).optional()
  })
);
var survey = z22.object({
  ...base,
  type: z22.literal("SURVEY"),
  surveyChoices: z22.array(surveyStep).min(1),
  surveyFeedback: feedback
});
var studentPoll = z22.object({
  ...base,
  type: z22.literal("STUDENT_POLL"),
  choices: z22.array(z22.object({ id: id3, text: text15 })).min(2).max(12),
  multiple: z22.boolean().default(false),
  chartType: z22.enum(["BAR", "PIE", "DOUGHNUT"]).optional()
});
var forum = z22.object({
  ...base,
  type: z22.literal("FORUM"),
  /** The forum (by key, unique in the package) the learner's answer is posted to. */
  forumKey: id3,
  question: text15,
  answerFeedback: feedback
});
var assignment = z22.object({
  ...base,
  type: z22.literal("ASSIGNMENT"),
  assignmentKey: id3,
  assignmentText: text15
});
var contentSlide = z22.object({
  ...base,
  type: z22.string().regex(/^[A-Z][A-Z_]*$/)
});
var inquiry = z22.discriminatedUnion("type", [
  trueFalse,
  multipleChoice,
  textEdit,
  sorting,
  matching,
  completeStory,
  hotSpot,
  branching,
  survey,
  studentPoll,
  forum,
  assignment
]);

// apps/server/src/modules/lesson/slide-markdown.ts
import { Marked } from "marked";
var CONTENT_HTML_FIELD = "contentHtml";
var HEADING_SHIFT = 2;
var markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + HEADING_SHIFT);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>
`;
    }
  }
});
function renderSlideMarkdown(content) {
  if (content.trim() === "") return "";
  return sanitizeCourseHtml(markdown.parse(content, { async: false }));
}
function slideContentHtml(slide) {
  const rendered = slide[CONTENT_HTML_FIELD];
  return typeof rendered === "string" ? rendered : renderSlideMarkdown(slide.content);
}

// apps/server/src/modules/lesson/story-placeholders.ts
var BRACKETED = /\[\[([^[\]]*)\]\]/g;
var NAME = /^[A-Za-z0-9_]+$/;
function placeholderNames(text16) {
  const names = /* @__PURE__ */ new Set();
  for (const [, inner = ""] of text16.matchAll(BRACKETED)) if (NAME.test(inner)) names.add(inner);
  return [...names];
}
function malformedPlaceholders(text16) {
  return [...text16.matchAll(BRACKETED)].map(([whole, inner = ""]) => NAME.test(inner) ? null : whole).filter((w) => w !== null);
}

// apps/server/src/modules/lesson/public-view.ts
var CONTENT_TYPE = "CONTENT";
var KNOWN_TYPES = new Set(inquiry.options.map((o) => o.shape.type.value));
function isKnownType(type) {
  return KNOWN_TYPES.has(type);
}
var choice2 = ({ id: id4, text: text16 }) => ({ id: id4, text: text16 });
var publicBranchLevel = (options2) => options2.map(choice2);
var publicSurveyLevel = (steps) => steps.map((s) => ({
  id: s.id,
  text: s.text,
  surveyChoiceType: s.surveyChoiceType,
  ...s.options ? { options: s.options.map(choice2) } : {}
}));
var byId = (e) => e.id;
var byText = (o) => o;
var isPinned = (c) => c.fixedPosition === true;
var orderOf = (q, order) => q.fixedOrder ? authoredOrder : order;
function orderedBranchLevel(q, next, order) {
  return q.type === "BRANCHING" && next ? orderOf(q, order)(next, byId) : next;
}
function publicView(slide, learnerOrder2) {
  const base2 = {
    id: slide.id,
    title: slide.title,
    content: slideContentHtml(slide),
    requiredTime: slide.requiredTime,
    resources: [...slide.resources]
  };
  if (!isKnownType(slide.type)) return { ...base2, type: slide.type, unsupported: slide.type !== CONTENT_TYPE };
  const q = slide;
  const order = orderOf(q, learnerOrder2);
  switch (q.type) {
    case "TRUE_FALSE":
    case "TEXT_EDIT":
      return { ...base2, type: q.type };
    case "MULTIPLE_CHOICE":
      return { ...base2, type: q.type, choices: order(q.choices, byId, isPinned).map(choice2), multiple: q.multiple };
    case "MATCHING_DND_GRP":
      return { ...base2, type: q.type, targets: q.targets.map(choice2), items: order(q.items, byId).map(choice2) };
    case "MATCHING_DND_ANSWERS":
      return { ...base2, type: q.type, choices: q.choices.map(choice2), matches: order(q.matches, byId).map(choice2) };
    case "COMPLETE_STORY": {
      const blanks = Object.entries(q.blanks);
      const optionsOf = (name2) => blanks.find(([n]) => n === name2)?.[1].options;
      return {
        ...base2,
        type: q.type,
        text: q.text,
        blanks: Object.fromEntries(
          placeholderNames(q.text).map((name2) => {
            const options2 = optionsOf(name2);
            return [name2, options2 ? { options: order(options2, byText) } : {}];
          })
        )
      };
    }
    case "HOT_SPOT":
      return {
        ...base2,
        type: q.type,
        bgImage: q.bgImage,
        bgWidth: q.bgWidth,
        bgHeight: q.bgHeight,
        bgOffsetX: q.bgOffsetX,
        bgOffsetY: q.bgOffsetY
      };
    case "BRANCHING":
      return { ...base2, type: q.type, branchingChoices: order(publicBranchLevel(q.branchingChoices), byId) };
    case "SURVEY":
      return { ...base2, type: q.type, surveyChoices: publicSurveyLevel(q.surveyChoices) };
    case "STUDENT_POLL":
      return {
        ...base2,
        type: q.type,
        choices: q.choices.map(choice2),
        multiple: q.multiple,
        ...q.chartType ? { chartType: q.chartType } : {}
      };
    case "FORUM":
      return { ...base2, type: q.type, forumKey: q.forumKey, question: q.question };
    case "ASSIGNMENT":
      return { ...base2, type: q.type, assignmentKey: q.assignmentKey, assignmentText: q.assignmentText };
  }
}

// apps/server/src/modules/lesson/graders/shared.ts
var verdictFeedback = (correct, q) => (correct ? q.correctFeedback : q.incorrectFeedback) ?? null;
var feedbackOf = (picked) => Object.fromEntries(picked.flatMap((e) => e.feedback ? [[e.id, e.feedback]] : []));
var indexById = (entries) => new Map(entries.map((e) => [e.id, e]));
function known(index13, id4, field, what) {
  const entry = index13.get(id4);
  if (entry === void 0) throw new AnswerInvalidError(field, `${field} names an unknown ${what} ${JSON.stringify(id4)}`);
  return entry;
}
function once(ids, field) {
  const seen = /* @__PURE__ */ new Set();
  ids.forEach((id4, i) => {
    if (seen.has(id4)) throw new AnswerInvalidError(`${field}.${i}`, `${field}.${i} repeats ${JSON.stringify(id4)}`);
    seen.add(id4);
  });
}
var entriesOf = (record) => new Map(Object.entries(record));
function pickedChoices(choices, ids, multiple) {
  const index13 = indexById(choices);
  for (const [i, id4] of ids.entries()) known(index13, id4, `choiceIds.${i}`, "choice");
  once(ids, "choiceIds");
  if (!multiple && ids.length > 1) throw new AnswerInvalidError("choiceIds", "choiceIds may name only one choice here");
  const chosen = new Set(ids);
  return choices.filter((c) => chosen.has(c.id));
}

// apps/server/src/modules/lesson/graders/branching.ts
function gradeBranching(q, a) {
  let level = q.branchingChoices;
  const picked = [];
  for (const [i, id4] of a.path.entries()) {
    const field = `path.${i}`;
    if (!level) throw new AnswerInvalidError(field, `${field} goes past the end of the path`);
    const option = level.find((o) => o.id === id4);
    if (!option)
      throw new AnswerInvalidError(field, `${field} names ${JSON.stringify(id4)}, which is not an option at this level`);
    picked.push(option);
    if (!option.correct) {
      if (i < a.path.length - 1)
        throw new AnswerInvalidError(`path.${i + 1}`, `path.${i + 1} follows an incorrect option: the path ends there`);
      return result(false, option.feedback ?? null, null, false);
    }
    level = option.next;
  }
  if (!level) return result(true, q.finalFeedback ?? null, null, true);
  return result(true, picked.at(-1)?.feedback ?? null, publicBranchLevel(level), false);
  function result(correct, feedback2, next, pathComplete) {
    return {
      correct,
      feedback: feedback2,
      optionFeedback: feedbackOf(picked),
      answers: { path: picked.map((o) => o.id) },
      next,
      pathComplete
    };
  }
}

// apps/server/src/modules/lesson/text-match.ts
function normaliseAnswerText(value, caseSensitive = false) {
  const tidy = value.normalize("NFC").trim().replace(/\s+/g, " ");
  return caseSensitive ? tidy : tidy.toLocaleLowerCase("en-US");
}
function matchesAny(value, accepted, caseSensitive = false) {
  const given = normaliseAnswerText(value, caseSensitive);
  return accepted.some((a) => normaliseAnswerText(a, caseSensitive) === given);
}

// apps/server/src/modules/lesson/graders/complete-story.ts
function gradeCompleteStory(q, a) {
  const names = placeholderNames(q.text);
  const authored = new Map(Object.entries(q.blanks));
  const given = entriesOf(a.blanks);
  for (const name2 of given.keys()) {
    if (!names.includes(name2)) throw new AnswerInvalidError(`blanks.${name2}`, `blanks.${name2} is not a blank of this story`);
  }
  const filled = names.map((name2) => {
    const value = given.get(name2)?.trim();
    if (value === void 0)
      throw new AnswerInvalidError(`blanks.${name2}`, `blanks.${name2} is missing: every blank must be filled`);
    const options2 = authored.get(name2)?.options;
    if (options2 && !matchesAny(value, options2, true))
      throw new AnswerInvalidError(`blanks.${name2}`, `blanks.${name2} must be one of the blank's options`);
    return { name: name2, value };
  });
  const correct = filled.every(({ name: name2, value }) => {
    const blank = authored.get(name2);
    return blank !== void 0 && matchesAny(value, blank.answers);
  });
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: {},
    answers: { blanks: Object.fromEntries(filled.map((f) => [f.name, f.value])) }
  };
}

// apps/server/src/modules/lesson/graders/forum.ts
function gradeForum(q, a) {
  return { correct: null, feedback: q.answerFeedback ?? null, optionFeedback: {}, answers: { postText: a.postText.trim() } };
}

// apps/server/src/modules/lesson/graders/hot-spot.ts
function spotContains(spot2, x, y) {
  if (spot2.shape === "rect") return x >= spot2.x && x <= spot2.x + spot2.width && y >= spot2.y && y <= spot2.y + spot2.height;
  const rx = spot2.width / 2;
  const ry = spot2.height / 2;
  const dx = (x - (spot2.x + rx)) / rx;
  const dy = (y - (spot2.y + ry)) / ry;
  return dx * dx + dy * dy <= 1;
}
function gradeHotSpot(q, a) {
  const hits = a.points.map((p) => q.spots.filter((s) => spotContains(s, p.x - q.bgOffsetX, p.y - q.bgOffsetY)));
  const everyClickOnCorrect = hits.every((spots) => spots.some((s) => s.correct));
  const everyCorrectClicked = q.spots.every((s) => !s.correct || hits.some((spots) => spots.includes(s)));
  const correct = everyClickOnCorrect && everyCorrectClicked;
  const clicked = q.spots.filter((s) => hits.some((spots) => spots.includes(s)));
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(clicked),
    answers: { points: a.points.map((p) => ({ x: p.x, y: p.y })) }
  };
}

// apps/server/src/modules/lesson/graders/matching.ts
function gradeMatching(q, a) {
  const choices = indexById(q.choices);
  const matches = indexById(q.matches);
  const pairs = entriesOf(a.pairs);
  for (const [choiceId, matchId] of pairs) {
    known(choices, choiceId, `pairs.${choiceId}`, "choice");
    known(matches, matchId, `pairs.${choiceId}`, "match");
  }
  const paired = q.choices.map((choice3) => {
    const matchId = pairs.get(choice3.id);
    if (matchId === void 0)
      throw new AnswerInvalidError(`pairs.${choice3.id}`, `pairs.${choice3.id} is missing: every choice must be matched`);
    return { choice: choice3, matchId };
  });
  const correct = paired.every((p) => p.matchId === p.choice.matchId);
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(q.choices),
    answers: { pairs: Object.fromEntries(paired.map((p) => [p.choice.id, p.matchId])) }
  };
}

// apps/server/src/modules/lesson/graders/multiple-choice.ts
function gradeMultipleChoice(q, a) {
  const picked = pickedChoices(q.choices, a.choiceIds, q.multiple);
  const correct = q.choices.every((c) => c.correct === picked.includes(c));
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(picked),
    answers: { choiceIds: picked.map((c) => c.id) }
  };
}

// apps/server/src/modules/lesson/graders/sorting.ts
function gradeSorting(q, a) {
  const items = indexById(q.items);
  const targets = indexById(q.targets);
  const placements = entriesOf(a.placements);
  for (const [itemId, targetId] of placements) {
    known(items, itemId, `placements.${itemId}`, "item");
    known(targets, targetId, `placements.${itemId}`, "target");
  }
  const placed = q.items.flatMap((item) => {
    const targetId = placements.get(item.id);
    return targetId === void 0 ? [] : [{ item, targetId }];
  });
  const correct = placed.length === q.items.length && placed.every((p) => p.targetId === p.item.targetId);
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(placed.map((p) => p.item)),
    answers: { placements: Object.fromEntries(placed.map((p) => [p.item.id, p.targetId])) }
  };
}

// apps/server/src/modules/lesson/graders/student-poll.ts
function gradeStudentPoll(q, a) {
  const picked = pickedChoices(q.choices, a.choiceIds, q.multiple);
  return { correct: null, feedback: null, optionFeedback: {}, answers: { choiceIds: picked.map((c) => c.id) } };
}

// apps/server/src/modules/lesson/calendar-date.ts
var DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
var DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isCalendarDate(value) {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1] ?? 0;
  return day <= days;
}

// apps/server/src/modules/lesson/graders/survey.ts
function pickedOption(step, entry, field, required2) {
  const options2 = surveyChoiceTakesOptions(step.surveyChoiceType) ? step.options ?? [] : [];
  if (entry.optionId === void 0) {
    if (required2)
      throw new AnswerInvalidError(`${field}.optionId`, `${field}.optionId is required: pick one of the step's options`);
    return void 0;
  }
  const option = options2.find((o) => o.id === entry.optionId);
  if (!option)
    throw new AnswerInvalidError(
      `${field}.optionId`,
      `${field}.optionId names an unknown option ${JSON.stringify(entry.optionId)}`
    );
  return option;
}
function answerStep(step, entry, field) {
  const fail = (why) => {
    throw new AnswerInvalidError(`${field}.value`, `${field}.value ${why}`);
  };
  const type = step.surveyChoiceType;
  if (surveyChoiceTakesOptions(type)) {
    const option = pickedOption(step, entry, field, type === "CHOICE" || (step.options?.length ?? 0) > 0);
    return { kept: option ? { stepId: step.id, optionId: option.id } : { stepId: step.id }, option };
  }
  pickedOption(step, entry, field, false);
  const value = entry.value?.trim() ?? "";
  if (type === "DATE") return isCalendarDate(value) ? { kept: { stepId: step.id, value } } : fail("must be a date as yyyy-mm-dd");
  if (type === "TEXT") return value ? { kept: { stepId: step.id, value } } : fail("must not be empty");
  const code = usStateCode(value);
  return code ? { kept: { stepId: step.id, value: code } } : fail("must be the code of a US state or territory");
}
function gradeSurvey(q, a) {
  let level = q.surveyChoices;
  const kept = [];
  const optionFeedback = {};
  let lastFeedback = null;
  for (const [i, entry] of a.path.entries()) {
    const field = `path.${i}`;
    if (!level) throw new AnswerInvalidError(field, `${field} goes past the end of the survey`);
    const step = level.find((s) => s.id === entry.stepId);
    if (!step)
      throw new AnswerInvalidError(
        `${field}.stepId`,
        `${field}.stepId names ${JSON.stringify(entry.stepId)}, not a step at this level`
      );
    const { kept: answer, option } = answerStep(step, entry, field);
    kept.push(answer);
    for (const e of [step, option]) if (e?.feedback) optionFeedback[e.id] = e.feedback;
    lastFeedback = option?.feedback ?? step.feedback ?? null;
    level = option?.next ?? step.next;
  }
  const complete = level === void 0;
  return {
    correct: null,
    feedback: complete ? q.surveyFeedback ?? null : lastFeedback,
    optionFeedback,
    answers: { path: kept },
    next: level ? publicSurveyLevel(level) : null,
    pathComplete: complete
  };
}

// apps/server/src/modules/lesson/graders/text-edit.ts
function gradeTextEdit(q, a) {
  const text16 = a.text.trim();
  const correct = q.acceptable ? matchesAny(text16, q.acceptable, q.caseSensitive) : true;
  return { correct, feedback: verdictFeedback(correct, q), optionFeedback: {}, answers: { text: text16 } };
}

// apps/server/src/modules/lesson/graders/true-false.ts
function gradeTrueFalse(q, a) {
  const correct = a.value === q.answer;
  return { correct, feedback: verdictFeedback(correct, q), optionFeedback: {}, answers: { value: a.value } };
}

// apps/server/src/modules/lesson/grade.ts
function parse(schema, answer) {
  const result = schema.safeParse(answer);
  if (!result.success) throw fromZodIssues(result.error.issues);
  return result.data;
}
function grade(q, answer) {
  switch (q.type) {
    case "TRUE_FALSE":
      return gradeTrueFalse(q, parse(answerSchemas.TRUE_FALSE, answer));
    case "MULTIPLE_CHOICE":
      return gradeMultipleChoice(q, parse(answerSchemas.MULTIPLE_CHOICE, answer));
    case "TEXT_EDIT":
      return gradeTextEdit(q, parse(answerSchemas.TEXT_EDIT, answer));
    case "MATCHING_DND_GRP":
      return gradeSorting(q, parse(answerSchemas.MATCHING_DND_GRP, answer));
    case "MATCHING_DND_ANSWERS":
      return gradeMatching(q, parse(answerSchemas.MATCHING_DND_ANSWERS, answer));
    case "COMPLETE_STORY":
      return gradeCompleteStory(q, parse(answerSchemas.COMPLETE_STORY, answer));
    case "HOT_SPOT":
      return gradeHotSpot(q, parse(answerSchemas.HOT_SPOT, answer));
    case "BRANCHING":
      return gradeBranching(q, parse(answerSchemas.BRANCHING, answer));
    case "SURVEY":
      return gradeSurvey(q, parse(answerSchemas.SURVEY, answer));
    case "STUDENT_POLL":
      return gradeStudentPoll(q, parse(answerSchemas.STUDENT_POLL, answer));
    case "FORUM":
      return gradeForum(q, parse(answerSchemas.FORUM, answer));
    case "ASSIGNMENT":
      return gradeAssignment(q, parse(answerSchemas.ASSIGNMENT, answer));
    default: {
      const type = q.type;
      throw new AnswerInvalidError("type", `type ${JSON.stringify(type)} has no answer to check`);
    }
  }
}

// apps/server/src/modules/lesson/grade-result.ts
function countsAsDone(result) {
  if (result.correct === false) return false;
  return !("pathComplete" in result) || result.pathComplete;
}

// apps/server/src/modules/lesson/lesson-state.ts
import { eq as eq28, getTableColumns as getTableColumns2, sql as sql21 } from "drizzle-orm";
var cache = /* @__PURE__ */ new WeakMap();
async function loadStructure(db, productId, hash2) {
  let structures = cache.get(db);
  if (!structures) {
    structures = /* @__PURE__ */ new Map();
    cache.set(db, structures);
  }
  const cached = structures.get(productId);
  if (cached && hash2 !== null && cached.hash === hash2) return cached;
  const [nodeRows, ruleRows] = await Promise.all([
    findProductNodes(db, productId),
    db.select().from(productRules).where(eq28(productRules.productId, productId))
  ]);
  const nodes2 = /* @__PURE__ */ new Map();
  for (const n of nodeRows) nodes2.set(n.id, { ...n, children: [] });
  for (const n of nodeRows) if (n.parentId !== null) nodes2.get(n.parentId)?.children.push(n.id);
  const engineNodes = /* @__PURE__ */ new Map();
  for (const n of nodes2.values())
    engineNodes.set(n.id, {
      id: n.id,
      key: n.key,
      parentId: n.parentId,
      type: n.type,
      metadata: n.metadata,
      children: n.children
    });
  const structure = {
    hash: hash2,
    nodes: nodes2,
    engineNodes,
    rules: new CourseRules(Object.fromEntries(ruleRows.map((r) => [r.key, r.value]))),
    slides: /* @__PURE__ */ new Map()
  };
  if (hash2 !== null) structures.set(productId, structure);
  return structure;
}
function slidesOf(db, structure, nodeId) {
  const known2 = structure.slides.get(nodeId);
  if (known2) return known2;
  const loading = Promise.resolve(findLessonSlides(db, nodeId));
  structure.slides.set(nodeId, loading);
  loading.catch(() => structure.slides.delete(nodeId));
  return loading;
}
function assertLessonEnterable(ctx, nodeId, clock) {
  return assertEnterable(ctx, nodeId, clock);
}
function fromJson(table, json) {
  const row = {};
  for (const [key, column] of Object.entries(getTableColumns2(table))) {
    const value = json[column.name] ?? null;
    row[key] = column.dataType === "date" && value !== null ? new Date(value) : value;
  }
  return row;
}
async function readStates(db, keys) {
  const result = await db.execute(sql21`
    select i.want_lp as lp_id, i.want_node as node_id, row_to_json(l.*) as lp, row_to_json(p.*) as product,
      coalesce((select json_agg(json_build_array(s.node_id, s.status)) from learner_node_status s
        where s.learner_product_id = l.id), '[]'::json) as facts,
      (select a.available from instructor_availability a where a.product_id = p.id) as instructor_available,
      (select json_build_object('slideIndex', pr.slide_index, 'slideOpenedAt', pr.slide_opened_at) from lesson_progress pr
        where pr.learner_product_id = l.id and pr.node_id = i.want_node) as progress
    from unnest(${sql21.param(keys.map((k) => k.lpId))}::int[], ${sql21.param(keys.map((k) => k.nodeId))}::int[]) as i (want_lp, want_node)
    join learner_products l on l.id = i.want_lp
    join products p on p.id = l.product_id`);
  const states = /* @__PURE__ */ new Map();
  for (const r of result.rows) {
    states.set(`${r.lp_id}:${r.node_id}`, {
      lp: fromJson(learnerProducts, r.lp),
      product: fromJson(products, r.product),
      facts: r.facts,
      instructorAvailable: r.instructor_available ?? false,
      progress: r.progress ? { slideIndex: r.progress.slideIndex, slideOpenedAt: new Date(r.progress.slideOpenedAt) } : void 0
    });
  }
  return states;
}
var StateReader = class {
  constructor(db) {
    this.db = db;
  }
  queue = [];
  reading = false;
  read(lpId, nodeId) {
    return new Promise((resolve3, reject) => {
      this.queue.push({ key: { lpId, nodeId }, resolve: resolve3, reject });
      if (!this.reading) {
        this.reading = true;
        setImmediate(() => void this.drain());
      }
    });
  }
  async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, 200);
      try {
        const states = await readStates(
          this.db,
          batch.map((w) => w.key)
        );
        for (const w of batch) w.resolve(states.get(`${w.key.lpId}:${w.key.nodeId}`));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.reading = false;
  }
};
var readers = /* @__PURE__ */ new WeakMap();
async function loadLessonState(db, actor, lpId, nodeId) {
  let reader = readers.get(db);
  if (!reader) {
    reader = new StateReader(db);
    readers.set(db, reader);
  }
  const row = await reader.read(lpId, nodeId);
  if (!row || !canWriteLearnerProduct(actor, row.lp)) throw notFound("learner product");
  const { lp, product } = row;
  if (!product.rootNodeId) throw new AppError("PRODUCT_HAS_NO_CONTENT", 409, "This product has no content yet");
  const structure = await loadStructure(db, product.id, product.packageHash);
  const facts = new Map(row.facts);
  const { instructorAvailable } = row;
  const progression = computeProgression({
    rootId: product.rootNodeId,
    nodes: structure.engineNodes,
    facts,
    instructorAvailable,
    instructorGating: structure.rules.flag("SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED"),
    leftOffId: lp.leftOffNodeId
  });
  const ctx = {
    lp,
    product,
    rules: structure.rules,
    rootId: product.rootNodeId,
    nodes: structure.nodes,
    facts,
    instructorAvailable,
    progression
  };
  const slides = structure.nodes.get(nodeId)?.type === "LESSON" ? await slidesOf(db, structure, nodeId) : [];
  return { ctx, slides, progress: row.progress };
}

// apps/server/src/modules/lesson/slide-activities.ts
async function syncSlideActivities(tx, productId) {
  const slides = await findProductSlidesOfTypes(tx, productId, ["FORUM", "ASSIGNMENT"]);
  const forums2 = /* @__PURE__ */ new Map();
  const assignments2 = /* @__PURE__ */ new Map();
  for (const s of slides) {
    if (s.type === "FORUM") {
      const f = s.data;
      if (!forums2.has(f.forumKey)) forums2.set(f.forumKey, { key: f.forumKey, title: f.title, question: f.question });
    } else {
      const a = s.data;
      if (!assignments2.has(a.assignmentKey))
        assignments2.set(a.assignmentKey, { key: a.assignmentKey, title: a.title, assignmentText: a.assignmentText });
    }
  }
  await syncForums(tx, productId, [...forums2.values()]);
  await syncAssignments(tx, productId, [...assignments2.values()]);
}

// apps/server/src/modules/lesson/slide-links.ts
async function resolve(tx, productId, find) {
  const found = await find();
  if (found !== void 0) return found;
  await syncSlideActivities(tx, productId);
  return find();
}
var hasActivity = (slide) => slide.type === "FORUM" || slide.type === "ASSIGNMENT";
async function writeSlideActivity(tx, s, slide, answers) {
  if (slide.type === "FORUM") {
    const { forumKey } = slide;
    const forumId = await resolve(
      tx,
      s.productId,
      async () => (await forumIdsByKey(tx, s.productId, [forumKey])).get(forumKey)
    );
    if (forumId === void 0) throw new Error(`forum ${forumKey} missing after sync`);
    await writePost(tx, forumId, s.userId, answers.postText, s.at);
  } else if (slide.type === "ASSIGNMENT") {
    const { assignmentKey } = slide;
    const assignment2 = await resolve(
      tx,
      s.productId,
      async () => (await assignmentsByKey(tx, s.productId, [assignmentKey])).get(assignmentKey)
    );
    if (!assignment2) throw new Error(`assignment ${assignmentKey} missing after sync`);
    await writeAssignmentResponse(tx, {
      learnerProductId: s.lpId,
      assignmentId: assignment2.id,
      nodeId: s.nodeId,
      authorUserId: s.userId,
      responseText: answers.responseText,
      at: s.at
    });
  }
}
async function linkPublicSlides(db, productId, lpId, views) {
  const forumKeys = views.flatMap((v) => v.type === "FORUM" && "forumKey" in v ? [v.forumKey] : []);
  const assignmentKeys = views.flatMap((v) => v.type === "ASSIGNMENT" && "assignmentKey" in v ? [v.assignmentKey] : []);
  if (forumKeys.length === 0 && assignmentKeys.length === 0) return views;
  const forumIds = await forumIdsByKey(db, productId, forumKeys);
  const assignments2 = await assignmentsByKey(db, productId, assignmentKeys);
  const mine = await findStudentAssignments(
    db,
    lpId,
    [...assignments2.values()].map((a) => a.id)
  );
  const responses = await latestResponses(
    db,
    mine.map((m) => m.id)
  );
  return views.map((v) => {
    if (v.type === "FORUM" && "forumKey" in v) return { ...v, forumId: forumIds.get(v.forumKey) ?? null };
    if (v.type === "ASSIGNMENT" && "assignmentKey" in v) {
      const a = assignments2.get(v.assignmentKey);
      const sa = a ? mine.find((m) => m.assignmentId === a.id) : void 0;
      const responseText = sa ? responses.get(sa.id) ?? null : null;
      return { ...v, assignmentId: a?.id ?? null, responseText, answered: responseText !== null };
    }
    return v;
  });
}

// apps/server/src/modules/lesson/submission-writer.ts
import { sql as sql22 } from "drizzle-orm";
var MAX_BATCH = 200;
var SubmissionWriter = class {
  constructor(db) {
    this.db = db;
  }
  queue = [];
  writing = false;
  write(write) {
    return new Promise((resolve3, reject) => {
      this.queue.push({ write, resolve: resolve3, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }
  async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const moved = await recordSubmissions(
          this.db,
          batch.map((p) => p.write)
        );
        for (const p of batch) p.resolve(moved.has(moveKey(p.write)));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    this.writing = false;
  }
};
var moveKey = (w) => `${w.learnerProductId}:${w.nodeId}:${w.advanceFrom}`;
async function recordSubmissions(db, writes) {
  const column = (pick) => sql22.param(writes.map(pick));
  const result = await db.execute(sql22`
    with input as (
      select * from unnest(
        ${column((w) => w.learnerProductId)}::int[], ${column((w) => w.slideId)}::int[],
        ${column((w) => JSON.stringify(w.answer ?? {}))}::jsonb[], ${column((w) => w.correct)}::boolean[],
        ${column((w) => w.done)}::boolean[], ${column((w) => w.submittedAt.toISOString())}::timestamptz[],
        ${column((w) => w.nodeId)}::int[], ${column((w) => w.advanceFrom)}::int[]
      ) as i (lp, slide, answer, correct, done, at, node, advance_from)
    ),
    submitted as (
      insert into ${inquirySubmissions} (learner_product_id, slide_id, answer, correct, done, submitted_at)
      select lp, slide, answer, correct, done, at from input
    ),
    moved as (
      update ${lessonProgress} p set slide_index = i.advance_from + 1, slide_opened_at = i.at
      from input i
      where i.advance_from is not null and p.learner_product_id = i.lp and p.node_id = i.node
        and p.slide_index = i.advance_from
      returning p.learner_product_id as lp, p.node_id as node, i.advance_from as advance_from
    )
    select lp, node, advance_from from moved`);
  const moved = result.rows;
  return new Set(
    moved.map((m) => moveKey({ learnerProductId: Number(m.lp), nodeId: Number(m.node), advanceFrom: Number(m.advance_from) }))
  );
}
var writers = /* @__PURE__ */ new WeakMap();
async function recordSubmission(db, write, options2 = {}) {
  if (options2.inTransaction) return (await recordSubmissions(db, [write])).has(moveKey(write));
  let writer = writers.get(db);
  if (!writer) {
    writer = new SubmissionWriter(db);
    writers.set(db, writer);
  }
  return writer.write(write);
}

// apps/server/src/modules/lesson/service.ts
async function lessonOf(app, actor, lpId, nodeId) {
  const { ctx, slides, progress } = await loadLessonState(app.database.db, actor, lpId, nodeId);
  const { node } = assertLessonEnterable(ctx, nodeId, app.clock);
  if (node.type !== "LESSON") throw notFound("lesson");
  return { ctx, node, slides, progress };
}
async function getLesson(app, actor, lpId, nodeId) {
  const { db } = app.database;
  const { ctx, node, slides, progress: known2 } = await lessonOf(app, actor, lpId, nodeId);
  const now = app.clock.now();
  const progress = await db.transaction(async (tx) => {
    await recordFact(tx, lpId, nodeId, "IN_PROGRESS", now);
    await setLeftOff(tx, lpId, nodeId);
    return known2 ?? openProgress(tx, lpId, nodeId, now);
  });
  const current = progress?.slideIndex ?? 0;
  const views = await linkPublicSlides(
    db,
    ctx.product.id,
    lpId,
    slides.map(
      (s) => withImageUrl(publicView(s.data, slideOrder(app, lpId, s.key)), lpId, node.id)
    )
  );
  return {
    lessonId: node.id,
    title: node.title,
    titlePrefix: node.titlePrefix,
    currentIndex: current,
    inquiries: slides.map((s, i) => ({
      ...views[i],
      id: s.key,
      type: s.type,
      title: s.title,
      referenceId: s.id,
      requiredTime: s.requiredTime,
      taken: i < current
    }))
  };
}
var slideOrder = (app, lpId, slideKey) => learnerOrder(app.answerOrderKey, lpId, `lesson:${slideKey}`);
function withImageUrl(view, lpId, lessonId) {
  const name2 = view.bgImage;
  return typeof name2 === "string" ? { ...view, bgImage: lessonImagePath(lpId, lessonId, name2) } : view;
}
function requiresCorrect(ctx, nodeId) {
  const yes2 = (v) => (v ?? "").toLowerCase() === "yes";
  return yes2(ctx.nodes.get(nodeId)?.metadata.REQUIRE_SLIDES_CORRECT) || ctx.rules.flag("SC_LESSONS_REQUIRE_SLIDES_CORRECT");
}
async function submitAnswer(app, actor, ids, answer, progressOnSuccess) {
  const { db } = app.database;
  const { ctx, slides, progress: known2 } = await lessonOf(app, actor, ids.lpId, ids.nodeId);
  const index13 = slides.findIndex((s) => s.id === ids.slideId);
  const slide = slides[index13];
  if (!slide) throw notFound("inquiry");
  const now = app.clock.now();
  const progress = known2 ?? await openProgress(db, ids.lpId, ids.nodeId, now);
  const current = progress?.slideIndex ?? 0;
  if (index13 > current) throw new AppError("SLIDE_NOT_REACHED", 409, "Take the earlier slides first");
  if (index13 === current && progress) {
    const remaining = Math.ceil((progress.slideOpenedAt.getTime() + slide.requiredTime * 1e3 - now.getTime()) / 1e3);
    if (remaining > 0) throw new AppError("SLIDE_TIME_NOT_MET", 409, `This slide needs ${remaining} more second(s)`);
  }
  const data = slide.data;
  let result;
  try {
    result = isKnownType(data.type) ? grade(data, answer) : { correct: null, feedback: null, optionFeedback: {}, answers: {} };
  } catch (err) {
    if (err instanceof AnswerInvalidError) {
      const field = err.field === "inquiryAnswerData" ? err.field : `inquiryAnswerData.${err.field.replace(/^inquiryAnswerData\./, "")}`;
      throw new AppError("VALIDATION_FAILED", 400, err.message, [{ field, message: err.message }]);
    }
    throw err;
  }
  const pathIncomplete = "pathComplete" in result && !result.pathComplete;
  const done = countsAsDone(result) || result.correct === false && !pathIncomplete && !requiresCorrect(ctx, ids.nodeId);
  const submission = {
    learnerProductId: ids.lpId,
    slideId: slide.id,
    nodeId: ids.nodeId,
    answer: result.answers ?? {},
    correct: result.correct,
    done,
    submittedAt: now,
    advanceFrom: done && progressOnSuccess && index13 === current ? current : null
  };
  const { advanceFrom } = submission;
  let moved;
  if (hasActivity(data)) {
    moved = await db.transaction(async (tx) => {
      const at2 = { productId: ctx.product.id, lpId: ids.lpId, nodeId: ids.nodeId, userId: actor.id, at: now };
      await writeSlideActivity(tx, at2, data, result.answers);
      return recordSubmission(tx, submission, { inTransaction: true });
    });
  } else {
    moved = await recordSubmission(db, submission);
  }
  const progressed = advanceFrom !== null ? moved : index13 < current;
  let pollResults = null;
  if (data.type === "STUDENT_POLL") {
    const counts = await pollCounts(db, slide.id);
    const choices = data.choices;
    pollResults = choices.map((c) => ({ label: c.text, value: counts.get(c.id) ?? 0 }));
  }
  return {
    answers: result.answers,
    correct: result.correct,
    feedback: result.feedback,
    optionFeedback: result.optionFeedback,
    next: "next" in result ? orderedBranchLevel(data, result.next, slideOrder(app, ids.lpId, slide.key)) : null,
    text: result.feedback,
    pollResults,
    taken: done,
    progressed,
    currentIndex: progressed && index13 === current ? current + 1 : current
  };
}

// apps/server/src/modules/lesson/assignment-service.ts
var STATUS_TEXT = {
  INCOMPLETE_ASSIGNMENT: "Response needed",
  INITIAL_RESPONSE: "Awaiting instructor review",
  INCOMPLETE_ASSIGNMENT_RESPONSE: "Instructor asked for more",
  COMPLETE_NO_RESPONSE: "Complete",
  COMPLETE_WITH_RESPONSE: "Complete, with instructor comments"
};
async function locate(app, actor, ids, use) {
  const { db } = app.database;
  const ctx = await loadLearnerContext(db, actor, ids.learnerProductId, use);
  const node = nodeOf(ctx, ids.learningComponentId);
  const assignment2 = await findAssignment(db, ids.assignmentId);
  if (!assignment2 || assignment2.productId !== ctx.product.id) throw notFound("assignment");
  const slides = node.type === "LESSON" ? await findLessonSlides(db, node.id) : [];
  const slide = slides.find(
    (s) => s.type === "ASSIGNMENT" && s.data.assignmentKey === assignment2.key
  );
  if (!slide) throw notFound("assignment");
  const parent = node.parentId !== null ? ctx.nodes.get(node.parentId) : void 0;
  return { ctx, node, assignment: assignment2, slide, containerTitle: parent && parent.id !== ctx.rootId ? parent.title : null };
}
async function getAssignment(app, actor, ids) {
  const { assignment: assignment2, containerTitle } = await locate(app, actor, ids, "read");
  const { db } = app.database;
  const sa = await findStudentAssignment(db, ids.learnerProductId, assignment2.id);
  const comments = sa ? await findComments(db, sa.id) : [];
  const responses = comments.filter((c) => !c.instructorResponse);
  const status2 = sa?.status ?? "INCOMPLETE_ASSIGNMENT";
  return {
    id: assignment2.id,
    assignmentTitle: assignment2.title,
    assignmentText: assignment2.assignmentText,
    studentAssignmentId: sa?.id ?? null,
    status: status2,
    statusText: STATUS_TEXT[status2],
    responseText: responses.at(-1)?.commentText ?? null,
    answered: responses.length > 0,
    comments: comments.map((c) => ({
      id: c.id,
      instructorResponse: c.instructorResponse,
      commentDateTime: c.commentDateTime.toISOString(),
      commentText: c.commentText
    })),
    containerTitle
  };
}
async function respondToAssignment(app, actor, ids, body) {
  const { node, slide } = await locate(app, actor, ids, "write");
  await submitAnswer(
    app,
    actor,
    { lpId: ids.learnerProductId, nodeId: node.id, slideId: slide.id },
    { responseText: body.responseText },
    true
  );
  return getAssignment(app, actor, ids);
}

// apps/server/src/modules/lesson/assignment-routes.ts
var path = "/api/assignment/:assignmentId/lp/:learnerProductId/lc/:learningComponentId";
function assignmentRoutes(app) {
  return async (f) => {
    f.get(
      path,
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: assignmentParams, response: { 200: assignmentReply } }
      },
      async (request) => getAssignment(app, currentUser(request), request.params)
    );
    f.post(
      `${path}/response`,
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: assignmentParams, body: assignmentResponseBody, response: { 200: assignmentReply } }
      },
      async (request) => respondToAssignment(app, currentUser(request), request.params, request.body)
    );
  };
}

// apps/server/src/modules/lesson/unviewed-resources.ts
async function unviewedLessonResources(db, lpId, lessonNodeId) {
  return findUnviewedResources(db, lpId, lessonNodeId);
}

// apps/server/src/modules/lesson/finish-lesson.ts
async function completeLesson(tx, lpId, nodeId, at2) {
  await recordFact(tx, lpId, nodeId, "COMPLETE", at2);
  await setLeftOff(tx, lpId, nodeId);
}
var LESSON_FINISH = "LESSON_FINISH";
var lessonSecurityPasses = /* @__PURE__ */ new Map([
  [
    LESSON_FINISH,
    (tx, c, at2) => completeLesson(tx, c.learnerProductId, c.nodeId, at2)
  ]
]);
async function finishLesson(app, actor, lpId, nodeId) {
  const { db } = app.database;
  const { ctx, slides, progress } = await lessonOf(app, actor, lpId, nodeId);
  if ((progress?.slideIndex ?? 0) < slides.length)
    throw new AppError("LESSON_NOT_COMPLETE", 409, "Some slides are not taken yet");
  const open2 = { securityQuestionNeeded: false, securityQuestion: null, final: false, finalComplete: false, complete: false };
  const alreadyComplete = ctx.facts.get(nodeId) === "COMPLETE";
  if (!alreadyComplete) {
    const unviewedResources = await unviewedLessonResources(db, lpId, nodeId);
    if (unviewedResources.length > 0) return { ...open2, lessonComplete: false, unviewedResources };
    const question = await securityQuestionDue(app, actor, lpId, nodeId, ctx.rules);
    if (question !== null)
      return { ...open2, securityQuestionNeeded: true, securityQuestion: question, lessonComplete: false, unviewedResources: [] };
    await db.transaction((tx) => completeLesson(tx, lpId, nodeId, app.clock.now()));
  }
  return completedReply(app, actor, lpId, nodeId);
}
async function securityQuestionDue(app, actor, lpId, nodeId, rules) {
  const { db } = app.database;
  const existing = await findChallenge(db, lpId, nodeId, LESSON_FINISH);
  if (existing?.passedAt) return null;
  if (existing) return existing.question;
  const profile = await findProfile2(db, actor.id);
  if (!profile) return null;
  const choice3 = chooseQuestion(rules, profile);
  if (!choice3.ask) return null;
  const challenge = await openChallenge(db, {
    userId: actor.id,
    learnerProductId: lpId,
    nodeId,
    purpose: LESSON_FINISH,
    question: choice3.question,
    openedAt: app.clock.now()
  });
  return challenge.question;
}
async function completedReply(app, actor, lpId, nodeId) {
  const after = await loadLearnerContext(app.database.db, actor, lpId);
  const next = after.progression.states.get(nodeId)?.nextStepId ?? null;
  const nextNode = next !== null ? after.nodes.get(next) : void 0;
  return {
    securityQuestionNeeded: false,
    securityQuestion: null,
    final: nextNode?.metadata.EXAM_TYPE === "FINAL",
    finalComplete: false,
    complete: after.progression.productCompleted,
    lessonComplete: after.facts.get(nodeId) === "COMPLETE",
    unviewedResources: []
  };
}

// apps/server/src/modules/lesson/image-repo.ts
import { and as and23, eq as eq29 } from "drizzle-orm";
async function findLessonImage(db, lpId, lessonId, name2) {
  const lp = learnerProductOwners(db);
  const image = lessonSlideImages(db);
  const [row] = await db.select({ userId: lp.userId, file: image.file }).from(lp).innerJoin(image, and23(eq29(image.lessonId, lessonId), eq29(image.productId, lp.productId))).where(and23(eq29(lp.id, lpId), eq29(image.name, name2))).limit(1);
  return row?.file ? { userId: row.userId, file: row.file } : null;
}

// apps/server/src/modules/lesson/image-routes.ts
function lessonImageRoutes(app) {
  const { db } = app.database;
  return async (f) => {
    f.get(
      "/asset-storage/lesson/:lpId/:lessonId/:path",
      { config: { access: "authenticated", owner: "learnerProduct" }, schema: { params: lessonImageParams } },
      async (request, reply) => {
        const { lpId, lessonId, path: path2 } = request.params;
        const image = await findLessonImage(db, lpId, lessonId, path2);
        if (!image || !canReadLearnerProduct(currentUser(request), image)) throw notFound("lesson image");
        reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox").header("Cache-Control", "private, max-age=3600");
        return sendStoredFile(request, reply, app.storage, image.file, "inline");
      }
    );
  };
}

// apps/server/src/modules/lesson/lesson-images.ts
import { readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
var LESSON_IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml"
};
var LESSON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
var SVG_ACTIVE_CONTENT = [
  /<script\b/i,
  /<foreignObject\b/i,
  /<iframe\b/i,
  /<!ENTITY\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  // Any scheme but an in-document fragment or an embedded raster image.
  /(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp)[;,])[a-z][a-z0-9+.-]*:/i
];
var extensionOf2 = (path2) => /\.([a-z0-9]+)$/i.exec(path2)?.[1]?.toLowerCase() ?? "";
function imageProblem(folder, nodeSource, name2) {
  if (name2.includes("\\") || name2.startsWith("/") || name2.split("/").includes("..")) {
    return `bgImage "${name2}" must be a file beside the lesson's node file (no "..", no absolute path)`;
  }
  if (!LESSON_IMAGE_TYPES[extensionOf2(name2)]) {
    return `bgImage "${name2}" must be ${Object.keys(LESSON_IMAGE_TYPES).join(", ")}`;
  }
  const path2 = join(folder, dirname(nodeSource), name2);
  if (!normalize(path2).startsWith(normalize(folder) + sep)) return `bgImage "${name2}" is outside the package`;
  let size;
  try {
    const stat2 = statSync(path2);
    if (!stat2.isFile()) return `bgImage "${name2}" is not a file`;
    size = stat2.size;
  } catch {
    return `bgImage "${name2}" does not exist beside ${nodeSource}`;
  }
  if (size > LESSON_IMAGE_MAX_BYTES) return `bgImage "${name2}" is larger than ${LESSON_IMAGE_MAX_BYTES} bytes`;
  return null;
}
function svgHasActiveContent(text16) {
  return SVG_ACTIVE_CONTENT.some((pattern) => pattern.test(text16));
}
async function prepareLessonImages(folder, nodes2, files) {
  const images = /* @__PURE__ */ new Map();
  const errors = [];
  const wanted = [];
  const walk2 = (list) => {
    for (const n of list) {
      for (const [index13, raw] of (n.type === "LESSON" ? n.slides ?? [] : []).entries()) {
        const slide = raw;
        if (slide.type === "HOT_SPOT" && typeof slide.bgImage === "string" && typeof slide.id === "string")
          wanted.push({ node: n, slideId: slide.id, name: slide.bgImage, index: index13 });
      }
      walk2(n.children);
    }
  };
  walk2(nodes2);
  if (wanted.length === 0) return { images, errors };
  if (!files) throw new Error("this package ships lesson images: importing it needs a storage");
  for (const { node, slideId, name: name2, index: index13 } of wanted) {
    const fail = (message) => errors.push({ file: node.source, line: 0, message: `slides.${index13}: ${message}` });
    const problem = imageProblem(folder, node.source, name2);
    if (problem) {
      fail(problem);
      continue;
    }
    const path2 = join(folder, dirname(node.source), name2);
    const bytes = readFileSync(path2);
    const mediaType = LESSON_IMAGE_TYPES[extensionOf2(name2)];
    if (mediaType === "image/svg+xml" && svgHasActiveContent(bytes.toString("utf8"))) {
      fail(`bgImage "${name2}" has scripts, event handlers, embedded pages or external references`);
      continue;
    }
    const fileName = name2.split("/").pop() ?? name2;
    const file = await files.store(bytes, fileName, mediaType, () => readFileSync(path2), LESSON_IMAGE_PREFIX);
    const byNode = images.get(node.key) ?? /* @__PURE__ */ new Map();
    byNode.set(slideId, file);
    images.set(node.key, byNode);
  }
  return { images, errors };
}

// apps/server/src/modules/lesson/routes.ts
import { z as z23 } from "zod";
var finishParams = z23.object({
  lpId: idParam("lpId"),
  lcId: idParam("lcId"),
  lessonId: idParam("lessonId")
});
function sameNode(lcId, lessonId) {
  if (lcId !== lessonId)
    throw new AppError("VALIDATION_FAILED", 400, "lessonId must equal lcId", [{ field: "lessonId", message: "must equal lcId" }]);
  return lessonId;
}
function lessonRoutes(app) {
  return async (f) => {
    f.get(
      "/api/lesson/:lpId/:nodeId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: lessonParams, response: { 200: lessonReply } }
      },
      async (request) => getLesson(app, currentUser(request), request.params.lpId, request.params.nodeId)
    );
    f.post(
      "/api/lesson/:lpId/:lcId/:lessonId/submit/:inquiryId/:progressOnSuccess",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: submitParams, response: { 200: answerCheckReply } }
      },
      async (request) => {
        const p = request.params;
        const nodeId = sameNode(p.lcId, p.lessonId);
        return submitAnswer(
          app,
          currentUser(request),
          { lpId: p.lpId, nodeId, slideId: p.inquiryId },
          request.body ?? {},
          p.progressOnSuccess
        );
      }
    );
    f.post(
      "/api/lesson/check",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { body: answerCheckBody, response: { 200: answerCheckReply } }
      },
      async (request) => {
        const b = request.body;
        const nodeId = sameNode(b.learningComponentId, b.lessonId);
        return submitAnswer(
          app,
          currentUser(request),
          { lpId: b.learnerProductId, nodeId, slideId: b.inquiryId },
          b.inquiryAnswerData,
          b.progressOnSuccess
        );
      }
    );
    f.post(
      "/api/lesson/:lpId/:lcId/:lessonId/finish",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: finishParams, response: { 200: lessonFinishReply } }
      },
      async (request) => {
        const p = request.params;
        return finishLesson(app, currentUser(request), p.lpId, sameNode(p.lcId, p.lessonId));
      }
    );
  };
}

// apps/server/src/modules/lesson/inquiry-tree.ts
function visitBranchLevels(level, path2, visit) {
  visit(level, path2);
  level.forEach((o, i) => {
    if (o.next) visitBranchLevels(o.next, `${path2}.${i}.next`, visit);
  });
}
function visitSurveySteps(level, path2, visit) {
  level.forEach((step, i) => {
    const here = `${path2}.${i}`;
    visit(step, here);
    step.options?.forEach((o, j) => {
      if (o.next) visitSurveySteps(o.next, `${here}.options.${j}.next`, visit);
    });
    if (step.next) visitSurveySteps(step.next, `${here}.next`, visit);
  });
}

// apps/server/src/modules/lesson/package-checks.ts
function declaredIds(q) {
  const list = (name2, entries) => entries.map((e, i) => [`${name2}.${i}.id`, e.id]);
  switch (q.type) {
    case "MULTIPLE_CHOICE":
    case "STUDENT_POLL":
      return list("choices", q.choices);
    case "MATCHING_DND_GRP":
      return [...list("targets", q.targets), ...list("items", q.items)];
    case "MATCHING_DND_ANSWERS":
      return [...list("choices", q.choices), ...list("matches", q.matches)];
    case "HOT_SPOT":
      return list("spots", q.spots);
    case "BRANCHING": {
      const ids = [];
      visitBranchLevels(q.branchingChoices, "branchingChoices", (level, path2) => ids.push(...list(path2, level)));
      return ids;
    }
    case "SURVEY": {
      const ids = [];
      visitSurveySteps(q.surveyChoices, "surveyChoices", (step, path2) => {
        ids.push([`${path2}.id`, step.id], ...list(`${path2}.options`, step.options ?? []));
      });
      return ids;
    }
    default:
      return [];
  }
}
function checkUniqueIds(q, report) {
  const first = /* @__PURE__ */ new Map();
  for (const [path2, id4] of declaredIds(q)) {
    const earlier = first.get(id4);
    if (earlier) report(path2, `id "${id4}" is already used at ${earlier}`);
    else first.set(id4, path2);
  }
}
function checkCompleteStory(q, report) {
  const names = placeholderNames(q.text);
  if (names.length === 0) report("text", "text has no [[name]] placeholder to fill");
  for (const span of malformedPlaceholders(q.text))
    report("text", `${span} is not a placeholder: names use letters, digits and underscores`);
  const blanks = new Map(Object.entries(q.blanks));
  for (const name2 of names) if (!blanks.has(name2)) report("blanks", `[[${name2}]] in text has no blanks entry`);
  for (const [name2, blank] of blanks) {
    if (!names.includes(name2)) report(`blanks.${name2}`, `blank "${name2}" is not used in text`);
    if (blank.answers.some((a) => a.trim() === "")) report(`blanks.${name2}.answers`, "an accepted answer is blank");
    const offered = new Set(blank.options?.map((o) => normaliseAnswerText(o)));
    if (blank.options && !blank.answers.some((a) => offered.has(normaliseAnswerText(a))))
      report(`blanks.${name2}.options`, "none of the accepted answers is among the options");
  }
}
function inquiryProblems(q) {
  const problems = [];
  const report = (path2, message) => problems.push({ path: path2, message });
  checkUniqueIds(q, report);
  switch (q.type) {
    case "MULTIPLE_CHOICE": {
      const correct = q.choices.filter((c) => c.correct).length;
      if (correct === 0) report("choices", "at least one choice must be correct");
      if (correct > 1 && !q.multiple) report("multiple", `multiple must be true: ${correct} choices are correct`);
      break;
    }
    case "TEXT_EDIT":
      if (q.acceptable?.some((a) => a.trim() === "")) report("acceptable", "an acceptable answer is blank");
      break;
    case "MATCHING_DND_GRP": {
      const targets = new Set(q.targets.map((t) => t.id));
      q.items.forEach((item, i) => {
        if (!targets.has(item.targetId)) report(`items.${i}.targetId`, `target "${item.targetId}" does not exist`);
      });
      break;
    }
    case "MATCHING_DND_ANSWERS": {
      const matches = new Set(q.matches.map((m) => m.id));
      q.choices.forEach((choice3, i) => {
        if (!matches.has(choice3.matchId)) report(`choices.${i}.matchId`, `match "${choice3.matchId}" does not exist`);
      });
      break;
    }
    case "COMPLETE_STORY":
      checkCompleteStory(q, report);
      break;
    case "HOT_SPOT":
      if (!q.spots.some((s) => s.correct)) report("spots", "at least one spot must be correct");
      break;
    case "BRANCHING":
      visitBranchLevels(q.branchingChoices, "branchingChoices", (level, path2) => {
        if (!level.some((o) => o.correct)) report(path2, "at least one option of each level must be correct");
        level.forEach((o, i) => {
          if (!o.correct && o.next) report(`${path2}.${i}.next`, "an incorrect option cannot lead further");
        });
      });
      break;
    case "SURVEY":
      visitSurveySteps(q.surveyChoices, "surveyChoices", (step, path2) => {
        const takesOptions = surveyChoiceTakesOptions(step.surveyChoiceType);
        if (step.surveyChoiceType === "CHOICE" && !step.options?.length) report(`${path2}.options`, "a CHOICE step needs options");
        if (!takesOptions && step.options) report(`${path2}.options`, `a ${step.surveyChoiceType} step takes no options`);
      });
      break;
  }
  return problems;
}

// apps/server/src/modules/lesson/slide-checks.ts
var KNOWN_TYPES2 = new Set(inquiry.options.map((o) => o.shape.type.value));
function parseSlide(raw) {
  const type = raw?.type;
  const schema = typeof type === "string" && KNOWN_TYPES2.has(type) ? inquiry : contentSlide;
  const result = schema.safeParse(raw);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues.map((i) => ({ path: i.path, message: i.message })) };
}
function slideProblems(node) {
  if (!node.slides) return [];
  if (node.type !== "LESSON") return [{ path: ["slides"], message: "only LESSON nodes have slides" }];
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  node.slides.forEach((raw, i) => {
    const parsed = parseSlide(raw);
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push({ path: ["slides", i, ...issue.path], message: issue.message });
      return;
    }
    if (seen.has(parsed.data.id))
      problems.push({ path: ["slides", i, "id"], message: `slide id "${parsed.data.id}" is used twice` });
    seen.add(parsed.data.id);
    if (isKnownType(parsed.data.type)) {
      for (const p of inquiryProblems(parsed.data)) {
        const segments = p.path ? p.path.split(".").map((part) => /^\d+$/.test(part) ? Number(part) : part) : [];
        problems.push({ path: ["slides", i, ...segments], message: p.message });
      }
    }
  });
  return problems;
}

// apps/server/src/modules/demo/seed.ts
import { existsSync as existsSync3 } from "node:fs";
import { join as join7 } from "node:path";
import { fileURLToPath } from "node:url";

// apps/server/src/platform/config.ts
import { join as join2 } from "node:path";
import { z as z24 } from "zod";
var bool = z24.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
var envSchema = z24.object({
  NODE_ENV: z24.enum(["development", "production", "test"]).default("development"),
  PORT: z24.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z24.string().default("0.0.0.0"),
  TRUST_PROXY: z24.string().regex(/^[0-9A-Za-z.:/, ]*$/, "must be true, false or comma-separated addresses/ranges").optional(),
  DATA_DIR: z24.string().default("./data"),
  DATABASE_URL: z24.string().url().optional(),
  SMTP_URL: z24.string().url().optional(),
  MAIL_FROM: z24.string().default("Continuum <no-reply@continuum.local>"),
  MAIL_RETENTION_DAYS: z24.coerce.number().int().min(1).max(3650).default(90),
  PUBLIC_URL: z24.string().url().optional(),
  ACCOUNT_SITE_URL: z24.string().url().optional(),
  SESSION_SECRET: z24.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z24.coerce.number().int().positive().default(120),
  REMEMBER_ME_DAYS: z24.coerce.number().int().positive().default(31),
  COOKIE_SECURE: bool.optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z24.coerce.number().int().positive().default(20),
  RATE_LIMIT_ACCOUNT_FAILURES: z24.coerce.number().int().positive().default(10),
  RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR: z24.coerce.number().int().positive().default(5),
  PASSWORD_MIN_LENGTH: z24.coerce.number().int().min(5).max(50).default(5),
  DEMO_SEED: bool.optional(),
  LOG_LEVEL: z24.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z24.string().optional(),
  FEATURE_FLAGS: z24.string().optional(),
  CONCURRENT_LOGINS: z24.enum(["expire", "allow"]).default("expire"),
  SEAT_TIME_FLUSH_MS: z24.coerce.number().int().min(50).max(5e3).optional(),
  STORAGE_DIR: z24.string().optional(),
  S3_BUCKET: z24.string().min(3).optional(),
  S3_ENDPOINT: z24.string().url().optional(),
  S3_REGION: z24.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z24.string().optional(),
  S3_SECRET_ACCESS_KEY: z24.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  PII_ENCRYPTION_KEY: z24.string().regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, "must be 32 bytes as 64 hex digits or base64").optional(),
  PROCTOR_SITE_URL: z24.string().url().optional(),
  PROCTOR_SITE_SECRET: z24.string().min(32).optional()
});
function loadConfig(source = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:
  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    publicUrl,
    accountSiteUrl: e.ACCOUNT_SITE_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    rememberMeDays: e.REMEMBER_ME_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith("https:"),
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitAccountFailures: e.RATE_LIMIT_ACCOUNT_FAILURES,
    rateLimitAccountMailsPerHour: e.RATE_LIMIT_ACCOUNT_MAILS_PER_HOUR,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV !== "production",
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    featureFlags: parseFlags(e.FEATURE_FLAGS),
    seatTimeFlushMs: e.SEAT_TIME_FLUSH_MS,
    concurrentLogins: e.CONCURRENT_LOGINS,
    storage: storageConfig(e),
    piiEncryptionKey: e.PII_ENCRYPTION_KEY ? decodeKey(e.PII_ENCRYPTION_KEY) : void 0,
    proctorSiteUrl: e.PROCTOR_SITE_URL,
    proctorSiteSecret: e.PROCTOR_SITE_SECRET
  };
}
function storageConfig(e) {
  if (!e.S3_BUCKET) return { kind: "local", dir: e.STORAGE_DIR ?? join2(e.DATA_DIR, "storage") };
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    // S3-compatible servers (MinIO, Ceph…) at an endpoint usually want path-style addressing.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : void 0
  };
}
function parseTrustProxy(raw) {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  return value.split(",").map((s) => s.trim()).filter(Boolean);
}
function parseFlags(raw) {
  const flags = {};
  for (const part of (raw ?? "").split(",")) {
    const [name2, value] = part.split("=").map((s) => s.trim());
    if (name2) flags[name2] = value !== "false";
  }
  return flags;
}
function decodeKey(raw) {
  return /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64");
}

// apps/server/src/platform/storage/local-storage.ts
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname as dirname2, join as join3 } from "node:path";

// apps/server/src/platform/storage/storage.ts
var StorageNotFoundError = class extends Error {
  constructor(key) {
    super(`no stored object ${key}`);
    this.key = key;
    this.name = "StorageNotFoundError";
  }
};
var KEY = /^[a-z0-9][a-z0-9/_.-]{0,511}$/;
function assertValidKey(key) {
  if (!KEY.test(key) || key.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

// apps/server/src/platform/storage/local-storage.ts
var LocalStorage = class {
  constructor(root) {
    this.root = root;
  }
  kind = "local";
  path(key) {
    assertValidKey(key);
    if (/\.(type|tmp)$/.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return join3(this.root, ...key.split("/"));
  }
  async put(key, body, contentType) {
    const path2 = this.path(key);
    await mkdir(dirname2(path2), { recursive: true });
    const temp = `${path2}.${randomToken(6)}.tmp`;
    await writeFile(temp, body);
    await rename(temp, path2);
    if (contentType) await writeFile(`${path2}.type`, contentType);
    else await rm(`${path2}.type`, { force: true });
  }
  async get(key, range) {
    const path2 = this.path(key);
    if (!await this.stat(key)) throw new StorageNotFoundError(key);
    return createReadStream(path2, range ? { start: range.start, end: range.end } : {});
  }
  async stat(key) {
    const path2 = this.path(key);
    try {
      const info = await stat(path2);
      if (!info.isFile()) return null;
      const contentType = await readFile(`${path2}.type`, "utf8").catch(() => void 0);
      return { size: info.size, contentType };
    } catch (err) {
      if (err.code === "ENOENT") return null;
      throw err;
    }
  }
  async delete(key) {
    const path2 = this.path(key);
    await rm(path2, { force: true });
    await rm(`${path2}.type`, { force: true });
  }
};

// apps/server/src/platform/storage/s3-storage.ts
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client
} from "@aws-sdk/client-s3";
function s3ClientConfig(options2) {
  return {
    region: options2.region,
    ...options2.endpoint ? { endpoint: options2.endpoint } : {},
    forcePathStyle: options2.forcePathStyle ?? false,
    ...options2.credentials ? { credentials: options2.credentials } : {},
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED"
  };
}
var rangeHeader = (range) => `bytes=${range.start}-${range.end}`;
var isMissing = (err) => err instanceof NoSuchKey || err instanceof NotFound || err.$metadata?.httpStatusCode === 404;
var S3Storage = class {
  constructor(options2, client) {
    this.options = options2;
    this.client = client ?? new S3Client(s3ClientConfig(options2));
  }
  kind = "s3";
  client;
  async put(key, body, contentType) {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentLength: body.byteLength,
        ...contentType ? { ContentType: contentType } : {}
      })
    );
  }
  async get(key, range) {
    assertValidKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, ...range ? { Range: rangeHeader(range) } : {} })
      );
      if (!out.Body) throw new StorageNotFoundError(key);
      return out.Body instanceof Readable ? out.Body : Readable.from(out.Body);
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }
  async stat(key) {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }
  async delete(key) {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
  /** Closes the client's sockets. */
  destroy() {
    this.client.destroy();
  }
};

// apps/server/src/platform/storage/open-storage.ts
function openStorage(config) {
  if (config.kind === "local") return new LocalStorage(config.dir);
  return new S3Storage(config);
}

// apps/server/src/modules/course-import/package-reader-resources.ts
import { existsSync, readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import { join as join4 } from "node:path";
var ROOT_NODE_KEY = "_root";
function nodeResourceProblems(node) {
  const problems = [];
  for (const [i, r] of (node.resources ?? []).entries()) {
    for (const p of resourceEntryProblems(r)) problems.push({ path: ["resources", i, ...p.path], message: p.message });
  }
  if (node.keyPoints && node.type !== "KEY_POINTS") {
    problems.push({ path: ["keyPoints"], message: "keyPoints belong to KEY_POINTS nodes" });
  }
  return problems;
}
function readPackageResources(input) {
  const { folder, parse: parse2, error, hash: hash2 } = input;
  const byKey = /* @__PURE__ */ new Map();
  const collect = (list) => {
    for (const n of list) {
      byKey.set(n.key, n);
      collect(n.children);
    }
  };
  collect(input.nodes);
  const resources2 = [];
  for (const n of byKey.values()) {
    for (const r of n.resources ?? []) resources2.push({ ...r, nodeKey: n.key, source: n.source });
  }
  const resourcesPath = join4(folder, "resources.yaml");
  if (existsSync(resourcesPath)) {
    const file = parse2(
      resourcesPath,
      resourcesFile,
      (d) => d.resources.flatMap(
        (r, i) => resourceEntryProblems(r).map((p) => ({ path: ["resources", i, ...p.path], message: p.message }))
      )
    );
    for (const { node, ...r } of file?.resources ?? []) resources2.push({ ...r, nodeKey: node, source: "resources.yaml" });
  }
  const fileProblem = (source, path2, what) => {
    const full = join4(folder, path2);
    if (!existsSync(full) || !statSync2(full).isFile()) {
      error(source, `${what} "${path2}" is not in the package`);
      return;
    }
    hash2.update(path2).update("\0").update(readFileSync2(full)).update("\0");
  };
  const forumKeys = new Set(
    [...byKey.values()].flatMap(
      (n) => (n.slides ?? []).map((s) => s).filter((s) => s.type === "FORUM").map((s) => s.forumKey)
    )
  );
  const seen = /* @__PURE__ */ new Map();
  for (const r of resources2) {
    const where = `resource "${r.key}"`;
    const previous = seen.get(r.key);
    if (previous) error(r.source, `${where}: key is already used in ${previous}`);
    seen.set(r.key, r.source);
    const node = byKey.get(r.nodeKey);
    if (!node && r.nodeKey !== ROOT_NODE_KEY) error(r.source, `${where}: node "${r.nodeKey}" is not a node key of the package`);
    if (r.slides.length > 0) {
      if (node?.type !== "LESSON") error(r.source, `${where}: slides are listed only for resources of a LESSON`);
      else {
        const ids = new Set((node.slides ?? []).map((s) => s.id));
        for (const s of r.slides) if (!ids.has(s)) error(r.source, `${where}: lesson "${node.key}" has no slide "${s}"`);
      }
    }
    if (r.keyPointsOf !== void 0 && byKey.get(r.keyPointsOf)?.type !== "KEY_POINTS") {
      error(r.source, `${where}: keyPointsOf "${r.keyPointsOf}" is not a KEY_POINTS node`);
    }
    if (r.forum !== void 0 && !forumKeys.has(r.forum)) {
      error(r.source, `${where}: forum "${r.forum}" is not the forumKey of a FORUM slide of the package`);
    }
    if (r.file) fileProblem(r.source, r.file, `${where}: file`);
    for (const c of r.captions) fileProblem(r.source, c.file, `${where}: captions file`);
  }
  const glossaryPath = join4(folder, "glossary.yaml");
  const glossary = existsSync(glossaryPath) ? parse2(glossaryPath, glossaryFile)?.terms ?? [] : [];
  const terms = /* @__PURE__ */ new Set();
  for (const t of glossary) {
    const norm = t.term.toLowerCase();
    if (terms.has(norm)) error("glossary.yaml", `term "${t.term}" is listed twice`);
    terms.add(norm);
  }
  const siteAssets = [];
  const lists = input.course?.siteAssets;
  for (const list of ["studyPlanAssets", "studyTipAssets", "instructorScheduleAssets", "careerBuilderAssets"]) {
    for (const [i, asset] of (lists?.[list] ?? []).entries()) {
      if (/^[a-z][a-z0-9+.-]*:|^\//i.test(asset.url)) continue;
      const where = `siteAssets.${list}.${i}.url`;
      if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(asset.url)) {
        error("course.yaml", `${where}: a file name in site-assets/ (no folders) or an absolute address`);
        continue;
      }
      if (siteAssets.some((s) => s.fileName === asset.url)) continue;
      const shipped = `site-assets/${asset.url}`;
      const source = `site-assets/${asset.url.replace(/\.pdf$/i, "")}.html`;
      if (existsSync(join4(folder, shipped))) {
        fileProblem("course.yaml", shipped, where);
        siteAssets.push({ fileName: asset.url, path: shipped, title: asset.label, render: false });
      } else if (/\.pdf$/i.test(asset.url) && existsSync(join4(folder, source))) {
        fileProblem("course.yaml", source, where);
        siteAssets.push({ fileName: asset.url, path: source, title: asset.label, render: true });
      } else {
        error("course.yaml", `${where}: "${shipped}" is not in the package (nor ${source} to render as PDF)`);
      }
    }
  }
  return { resources: resources2, glossary, siteAssets };
}

// apps/server/src/modules/course-import/write-resources.ts
async function writePackageResources(tx, product, nodeIds, prepared) {
  const nodeId = (key) => {
    const id4 = nodeIds.get(key);
    if (id4 === void 0) throw new Error(`node ${key} was validated but not imported`);
    return id4;
  };
  const positions = /* @__PURE__ */ new Map();
  await replaceProductResources(
    tx,
    product.id,
    prepared.resources.map(({ entry, name: name2, content, file, captions }) => {
      const position = positions.get(entry.nodeKey) ?? 0;
      positions.set(entry.nodeKey, position + 1);
      return {
        nodeId: nodeId(entry.nodeKey === ROOT_NODE_KEY ? ROOT_NODE_KEY : entry.nodeKey),
        key: entry.key,
        position,
        type: entry.type,
        name: name2,
        title: entry.title,
        copyright: entry.copyright ?? null,
        enableSave: entry.enableSave,
        handbook: entry.handbook,
        content,
        file,
        captions,
        alt: entry.alt ?? null,
        url: entry.url ?? entry.forum ?? null,
        keyPointsNodeId: entry.keyPointsOf ? nodeId(entry.keyPointsOf) : null,
        slideKeys: entry.slides
      };
    })
  );
  await replaceKeyPoints(
    tx,
    product.id,
    [...prepared.keyPoints].map(([key, points]) => ({ nodeId: nodeId(key), points }))
  );
  await replaceGlossary(
    tx,
    product.id,
    prepared.glossary.map((t, position) => ({
      position,
      word: t.term,
      definition: t.definition,
      example: t.example ?? null,
      wordNorm: normalizeSearchText(t.term),
      definitionNorm: normalizeSearchText(t.definition),
      exampleNorm: normalizeSearchText(t.example ?? "")
    }))
  );
  await replaceSiteAssetFiles(tx, product.id, prepared.siteAssets);
  const served = new Set(prepared.siteAssets.map((s2) => s2.fileName));
  const rewrite = (list) => list.map((a) => served.has(a.url) ? { ...a, url: siteAssetPaths.file(product.id, a.url) } : a);
  const s = product.siteAssets;
  await updateProduct(tx, product.id, {
    siteAssets: {
      ...s,
      studyPlanAssets: rewrite(s.studyPlanAssets),
      studyTipAssets: rewrite(s.studyTipAssets),
      instructorScheduleAssets: rewrite(s.instructorScheduleAssets),
      careerBuilderAssets: rewrite(s.careerBuilderAssets)
    }
  });
}

// apps/server/src/modules/course-import/package-import.ts
var ROOT_KEY = "_root";
function toSlideRow(raw, position, images) {
  const parsed = parseSlide(raw);
  if (!parsed.success) throw new Error("slides are validated before import");
  const slide = parsed.data;
  const image = images?.get(slide.id);
  return {
    key: slide.id,
    position,
    type: slide.type,
    title: slide.title,
    requiredTime: slide.requiredTime,
    data: {
      ...slide,
      [CONTENT_HTML_FIELD]: renderSlideMarkdown(slide.content),
      ...image ? { [IMAGE_FILE_FIELD]: image } : {}
    }
  };
}
async function importCoursePackage(db, clock, pkg, prepared, images = /* @__PURE__ */ new Map()) {
  const { course } = pkg;
  return db.transaction(async (tx) => {
    const fields = {
      name: course.title,
      type: course.type,
      industry: course.industry ?? null,
      state: course.state ?? null,
      licenseType: course.licenseType ?? null,
      ethicsCourse: course.ethicsCourse,
      accountName: course.account.name,
      accountPhone: course.account.phone ?? null,
      accountEmail: course.account.email ?? null,
      accountSiteUrl: course.account.siteUrl ?? null,
      accountLogoLight: course.account.logoLight ?? null,
      accountLogoDark: course.account.logoDark ?? null,
      proctorType: course.proctorType ?? null,
      supportChatEnabled: course.supportChatEnabled,
      showContactInstructor: course.showContactInstructor,
      startDateRequired: course.startDateRequired,
      durationDays: course.durationDays,
      minimumRequiredMinutes: course.minimumRequiredMinutes ?? null,
      minimumRecommendedMinutes: course.minimumRecommendedMinutes ?? null,
      siteAssets: course.siteAssets,
      packageHash: pkg.hash
    };
    const existing = await findProductByCode(tx, course.code);
    const product = existing ?? await insertProduct(tx, { code: course.code, createdAt: clock.now(), ...fields });
    if (existing) await updateProduct(tx, product.id, fields);
    await replaceProductRules(tx, product.id, course.rules);
    const known2 = await findNodeKeys(tx, product.id);
    const kept = [];
    let created = 0;
    let updated = 0;
    const upsert = async (key, parentId, position, data) => {
      const row = {
        parentId,
        position,
        type: data.type,
        title: data.title,
        titlePrefix: data.titlePrefix ?? null,
        description: data.description ?? null,
        metadata: data.metadata
      };
      const id4 = known2.get(key);
      if (id4 !== void 0) {
        await updateNode(tx, id4, row);
        updated++;
        kept.push(id4);
        return id4;
      }
      const newId = await insertNode(tx, { productId: product.id, key, ...row });
      created++;
      kept.push(newId);
      return newId;
    };
    const rootId = await upsert(ROOT_KEY, null, 0, {
      type: course.type,
      title: course.title,
      titlePrefix: void 0,
      description: course.description,
      metadata: course.metadata
    });
    const walk2 = async (list, parentId) => {
      for (const [i, n] of list.entries()) {
        const id4 = await upsert(n.key, parentId, i, n);
        if (n.type === "LESSON") {
          const slides = (n.slides ?? []).map((raw, position) => toSlideRow(raw, position, images.get(n.key)));
          await replaceSlides(tx, id4, slides);
        }
        if (n.type === "EXAM" || n.type === "EXAM_GAUGE") await importExamContent(tx, id4, n);
        await walk2(n.children, id4);
      }
    };
    await walk2(pkg.nodes, rootId);
    await syncSlideActivities(tx, product.id);
    const removed = await deleteNodesExcept(tx, product.id, kept);
    await writePackageResources(
      tx,
      { id: product.id, siteAssets: course.siteAssets },
      await findNodeKeys(tx, product.id),
      prepared
    );
    await updateProduct(tx, product.id, { rootNodeId: rootId });
    return { productId: product.id, code: course.code, created, updated, removed };
  });
}

// apps/server/src/modules/course-import/package-reader.ts
import { createHash as createHash3 } from "node:crypto";
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync3, statSync as statSync3 } from "node:fs";
import { basename, join as join5, relative } from "node:path";
import { LineCounter, parseDocument } from "yaml";
var CONTAINER_FILE = "_node.yaml";
function ordered(names) {
  const prefix = (n) => Number.parseInt(/^(\d+)/.exec(n)?.[1] ?? "999999", 10);
  return [...names].sort((a, b) => prefix(a) - prefix(b) || a.localeCompare(b));
}
var keyPart = (name2) => name2.replace(/\.ya?ml$/, "").replace(/^\d+[-_]/, "");
function readCoursePackage(folder) {
  const errors = [];
  const hash2 = createHash3("sha256");
  const parse2 = (path2, schema, check = () => []) => {
    const file = relative(folder, path2) || basename(path2);
    const text16 = readFileSync3(path2, "utf8");
    hash2.update(file).update("\0").update(text16).update("\0");
    const lineCounter = new LineCounter();
    const doc = parseDocument(text16, { lineCounter, prettyErrors: false });
    if (doc.errors.length > 0) {
      for (const e of doc.errors)
        errors.push({ file, line: lineCounter.linePos(e.pos[0]).line, message: e.message.split("\n")[0] ?? e.message });
      return void 0;
    }
    const report = (problemPath, message) => {
      let line = 1;
      for (let depth = problemPath.length; depth >= 0; depth--) {
        const node = doc.getIn(problemPath.slice(0, depth), true);
        if (node?.range) {
          line = lineCounter.linePos(node.range[0]).line;
          break;
        }
        if (depth === 0 && doc.contents?.range) line = lineCounter.linePos(doc.contents.range[0]).line;
      }
      const where = problemPath.length ? `${problemPath.map(String).join(".")}: ` : "";
      errors.push({ file, line, message: `${where}${message}` });
    };
    const result = schema.safeParse(doc.toJS());
    if (!result.success) {
      for (const issue of result.error.issues) report(issue.path, issue.message);
      return void 0;
    }
    const problems = check(result.data);
    for (const problem of problems) report(problem.path, problem.message);
    return problems.length ? void 0 : result.data;
  };
  const coursePath = join5(folder, "course.yaml");
  if (!existsSync2(coursePath)) {
    return { errors: [{ file: "course.yaml", line: 0, message: "course.yaml is missing" }] };
  }
  const course = parse2(coursePath, courseFile);
  const keys = /* @__PURE__ */ new Map();
  let nodeFiles = 0;
  const readDir = (dir, parentKey) => {
    const out = [];
    for (const name2 of ordered(readdirSync(dir).filter((n) => n !== CONTAINER_FILE && !n.startsWith(".")))) {
      const path2 = join5(dir, name2);
      const isDir = statSync3(path2).isDirectory();
      if (!isDir && !/\.ya?ml$/.test(name2)) continue;
      nodeFiles++;
      const defPath = isDir ? join5(path2, CONTAINER_FILE) : path2;
      const source = relative(folder, defPath);
      if (isDir && !existsSync2(defPath)) {
        errors.push({ file: relative(folder, path2), line: 0, message: `folder has no ${CONTAINER_FILE}` });
        continue;
      }
      const def = parse2(defPath, nodeFile, (d) => [...slideProblems(d), ...examProblems(d), ...nodeResourceProblems(d)]);
      const key = def?.key ?? (parentKey ? `${parentKey}/${keyPart(name2)}` : keyPart(name2));
      const seen = keys.get(key);
      if (seen) errors.push({ file: source, line: 1, message: `key "${key}" is already used by ${seen}` });
      keys.set(key, source);
      const children = isDir ? readDir(path2, key) : [];
      if (isDir && children.length === 0) errors.push({ file: source, line: 1, message: "a container needs at least one child" });
      if (def) out.push({ ...def, key, source, children });
    }
    return out;
  };
  const nodesDir = join5(folder, "nodes");
  const nodes2 = existsSync2(nodesDir) ? readDir(nodesDir, "") : [];
  if (nodeFiles === 0) {
    errors.push({ file: "nodes", line: 0, message: "the package has no nodes (folder nodes/ with at least one node)" });
  }
  const walk2 = (list) => {
    for (const n of list) {
      const target = n.metadata.EXEMPT_IF_COMPLETE;
      if (target && !keys.has(target)) {
        errors.push({ file: n.source, line: 1, message: `metadata.EXEMPT_IF_COMPLETE names unknown key "${target}"` });
      }
      for (const [i, q] of (n.questions ?? []).entries()) {
        const topic = q.topic;
        if (typeof topic === "string" && !keys.has(topic))
          errors.push({ file: n.source, line: 1, message: `questions.${i}.topic names unknown key "${topic}"` });
      }
      walk2(n.children);
    }
  };
  walk2(nodes2);
  const resources2 = readPackageResources({
    folder,
    course,
    nodes: nodes2,
    parse: parse2,
    error: (file, message) => errors.push({ file, line: 1, message }),
    hash: hash2
  });
  if (errors.length > 0 || !course) return { errors };
  return { package: { course, nodes: nodes2, resources: resources2, hash: hash2.digest("hex") }, errors };
}

// apps/server/src/modules/course-import/prepare-resources.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { basename as basename2, join as join6 } from "node:path";
var SITE_ASSET_MEDIA_TYPES = Object.fromEntries(
  Object.entries(MEDIA_TYPES).filter(([type]) => type !== "HTML" && type !== "NOTES").flatMap(([, byExtension]) => Object.entries(byExtension))
);
var RENDER_DATE = /* @__PURE__ */ new Date("2000-01-01T00:00:00Z");
var extensionOf3 = (path2) => /\.([a-z0-9]+)$/i.exec(path2)?.[1]?.toLowerCase() ?? "";
async function prepareResources(folder, nodes2, parts, files) {
  const errors = [];
  const needsStorage = parts.resources.some((r) => r.file) || parts.siteAssets.length > 0;
  if (needsStorage && !files) throw new Error("this package ships files: importing it needs a storage");
  const read = (path2) => readFileSync4(join6(folder, path2));
  const store = (bytes, path2, mediaType) => files.store(bytes, basename2(path2), mediaType, () => read(path2));
  const resources2 = [];
  for (const entry of parts.resources) {
    let content = null;
    let file = null;
    try {
      if (entry.content !== void 0) content = sanitizeCourseHtml(entry.content);
      if (entry.file) {
        const bytes = read(entry.file);
        const mediaType = MEDIA_TYPES[entry.type]?.[extensionOf3(entry.file)] ?? "application/octet-stream";
        if (entry.type === "HTML" || entry.type === "NOTES") content = sanitizeCourseHtml(bytes.toString("utf8"));
        else file = await store(bytes, entry.file, mediaType);
        if (entry.type === "DOCUMENT") content = await docxToHtml(bytes);
        if (entry.type === "SPREADSHEET") content = await xlsxToHtml(bytes);
      }
    } catch (err) {
      errors.push({
        file: entry.file ?? entry.source,
        line: 0,
        message: `cannot be read as ${entry.type}: ${err.message}`
      });
      continue;
    }
    const captions = [];
    for (const c of entry.captions) {
      const stored = await store(read(c.file), c.file, CAPTIONS_MEDIA_TYPE);
      captions.push({ ...stored, srclang: c.srclang, label: c.label, kind: c.kind });
    }
    const name2 = entry.name ?? (entry.file ? basename2(entry.file) : entry.title);
    resources2.push({ entry, name: name2, content, file, captions });
  }
  const keyPoints2 = /* @__PURE__ */ new Map();
  const walk2 = (list) => {
    for (const n of list) {
      if (n.type === "KEY_POINTS") keyPoints2.set(n.key, (n.keyPoints ?? []).map(sanitizeCourseHtml).filter(Boolean));
      walk2(n.children);
    }
  };
  walk2(nodes2);
  const siteAssets = [];
  for (const asset of parts.siteAssets) {
    try {
      const mediaType = asset.render ? "application/pdf" : SITE_ASSET_MEDIA_TYPES[extensionOf3(asset.fileName)];
      if (!mediaType) throw new Error("a site asset file is a PDF, an image, audio, video or an Office document");
      const bytes = read(asset.path);
      const body = asset.render ? await renderHtmlToPdf(sanitizeCourseHtml(bytes.toString("utf8")), { title: asset.title, createdAt: RENDER_DATE }) : bytes;
      const file = await files.store(body, asset.fileName, mediaType, () => body);
      siteAssets.push({ fileName: asset.fileName, file });
    } catch (err) {
      errors.push({ file: asset.path, line: 0, message: `cannot be prepared: ${err.message}` });
    }
  }
  return { prepared: { resources: resources2, keyPoints: keyPoints2, glossary: parts.glossary, siteAssets }, errors };
}

// apps/server/src/modules/course-import/import-course-folder.ts
var PackageInvalidError = class extends Error {
  constructor(errors) {
    super(
      `course package has ${errors.length} error(s):
${errors.map((e) => `  ${e.file}:${e.line}: ${e.message}`).join("\n")}`
    );
    this.errors = errors;
    this.name = "PackageInvalidError";
  }
};
async function importCourseFolder(db, clock, folder, storage) {
  const { package: pkg, errors } = readCoursePackage(folder);
  if (!pkg) throw new PackageInvalidError(errors);
  const files = storage ? new PackageFiles(storage) : void 0;
  let summary;
  try {
    await files?.recordPrevious(db, (await findProductByCode(db, pkg.course.code))?.id);
    const prepared = await prepareResources(folder, pkg.nodes, pkg.resources, files);
    const lessonImages = await prepareLessonImages(folder, pkg.nodes, files);
    const prepareErrors = [...prepared.errors, ...lessonImages.errors];
    if (prepareErrors.length > 0) throw new PackageInvalidError(prepareErrors);
    summary = await importCoursePackage(db, clock, pkg, prepared.prepared, lessonImages.images);
  } catch (err) {
    await files?.afterFailure(db).catch(() => []);
    throw err;
  }
  const removed = files ? await files.afterCommit(db) : [];
  return { ...summary, removedFiles: removed.length };
}

// apps/server/src/modules/demo/seed.ts
var DEMO_PASSWORD = "continuum";
var DEMO_LOGINS = ["learner", "admin", "editor", "instructor"];
var DEMO_PRODUCT_CODES = ["RE-CE-2026", "RE-EXAM-PREP", "INS-PROGRAM"];
var DEMO_PACKAGES = ["re-ce-agency", "re-exam-prep", "ins-program"];
function demoPackageFolders() {
  const roots = ["../../../../../content/courses", "../../../content/courses"].map(
    (p) => fileURLToPath(new URL(p, import.meta.url))
  );
  const root = roots.find((r) => existsSync3(join7(r, DEMO_PACKAGES[0] ?? "")));
  if (!root) throw new Error(`demo course packages not found (looked in ${roots.join(", ")})`);
  return DEMO_PACKAGES.map((p) => join7(root, p));
}
var demoUsers = [
  {
    login: "learner",
    firstName: "Lena",
    lastName: "Learner",
    authorities: [Authority.AUTHENTICATED],
    // The demo course asks security questions, which are checked against these (001 §9).
    profile: { mailingCity: "Austin", mailingZip: "78701", phone: "512-555-0142" }
  },
  {
    login: "admin",
    firstName: "Ada",
    lastName: "Admin",
    authorities: [
      Authority.AUTHENTICATED,
      Authority.ADMIN,
      Authority.USERS_ROLE_VIEW,
      Authority.USERS_ROLE_CREATE,
      Authority.USERS_ROLE_UPDATE,
      Authority.USERS_ROLE_DELETE
    ]
  },
  { login: "editor", firstName: "Eddie", lastName: "Editor", authorities: [Authority.AUTHENTICATED, Authority.CMS_EDITOR] },
  {
    login: "instructor",
    firstName: "Iris",
    lastName: "Instructor",
    authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR]
  }
];
async function seedDemo(db, clock, storage = openStorage(loadConfig().storage)) {
  if (await anyUserExists(db)) return false;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const folder of demoPackageFolders()) await importCourseFolder(db, clock, folder, storage);
  await db.transaction(async (tx) => {
    const created = /* @__PURE__ */ new Map();
    for (const u of demoUsers) {
      const row = await insertUser(
        tx,
        {
          login: u.login,
          email: `${u.login}@continuum.local`,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          langKey: "en",
          activated: true,
          ..."profile" in u ? u.profile : {},
          createdAt: now,
          updatedAt: now
        },
        u.authorities
      );
      created.set(u.login, row.id);
    }
    for (const code of DEMO_PRODUCT_CODES) {
      const product = await findProductByCode(tx, code);
      if (!product) throw new Error(`demo package ${code} was not imported`);
      const instructorId = created.get("instructor");
      if (instructorId !== void 0) await assignInstructor(tx, product.id, instructorId, now);
      await insertLearnerProduct(tx, {
        userId: created.get("learner") ?? 0,
        productId: product.id,
        status: "IN_PROGRESS",
        purchaseType: "PURCHASED",
        createdAt: now
      });
    }
  });
  return true;
}
async function demoCredentialsPresent(db) {
  for (const hash2 of await findPasswordHashes(db, [...DEMO_LOGINS])) if (await verifyPassword(hash2, DEMO_PASSWORD)) return true;
  return false;
}

// apps/server/src/modules/platform-info/repo.ts
async function findFeatureFlags(db) {
  return db.select().from(featureFlags);
}

// apps/server/src/modules/platform-info/routes.ts
function platformInfoRoutes(ctx) {
  return async (app) => {
    app.get(
      "/management/health",
      { schema: { response: { 200: healthReply, 503: healthReply } }, config: { access: "public", owner: "none" } },
      async (_request, reply) => {
        const up = await ctx.database.ping();
        const status2 = up ? "UP" : "DOWN";
        return reply.status(up ? 200 : 503).send({ status: status2, components: { db: { status: status2, database: ctx.database.kind } } });
      }
    );
    app.get(
      "/api/config",
      { schema: { response: { 200: clientConfigReply } }, config: { access: "public", owner: "none" } },
      async () => ({
        accountSiteUrl: ctx.config.accountSiteUrl ?? null,
        devMode: ctx.config.demoSeed,
        buildVersion: BUILD_VERSION,
        demoLogins: ctx.config.demoSeed ? [...DEMO_LOGINS] : []
      })
    );
    app.get(
      "/api/feature_flags/",
      { config: { access: "authenticated", owner: "none" }, schema: { response: { 200: featureFlagsReply } } },
      async () => {
        const rows = await findFeatureFlags(ctx.database.db);
        return { ...Object.fromEntries(rows.map((r) => [r.name, r.enabled])), ...ctx.config.featureFlags };
      }
    );
  };
}

// apps/server/src/modules/proctor/eligibility.ts
var REMOTE_PROCTOR_TYPE = "REMOTE";
var PROCTOR_SITE_RULE = "SC_PROCTOR_PROCTOR_SITE_URL";
var CLOSED_STATUSES = /* @__PURE__ */ new Set(["COMPLETE", "COMPLETED", "PENDING_SIGNATURE", "EXPIRED", "CANCELLED"]);
function currentFinalExam(ctx) {
  const finals = [];
  const walk2 = (id4) => {
    const node = ctx.nodes.get(id4);
    if (!node) return;
    if (node.type === "EXAM" && (node.metadata.EXAM_TYPE ?? "").toUpperCase() === "FINAL") finals.push(id4);
    for (const child of node.children) walk2(child);
  };
  walk2(ctx.rootId);
  return finals.find((id4) => !ctx.progression.states.get(id4)?.completed) ?? finals.at(-1) ?? null;
}
function proctorSiteEligibility(ctx, site) {
  const proctorType = ctx.product.proctorType;
  const no = (reason, finalExamId2 = null) => ({
    eligible: false,
    reason,
    proctorType,
    finalExamId: finalExamId2
  });
  if ((proctorType ?? "").toUpperCase() !== REMOTE_PROCTOR_TYPE) return no("NOT_REMOTE_PROCTORED");
  if (!site.siteUrl || !site.secret) return no("NO_PROCTOR_SITE");
  const expired = ctx.lp.expirationDate !== null && ctx.lp.expirationDate < site.today;
  if (ctx.lp.completedAt !== null || CLOSED_STATUSES.has(ctx.lp.status) || expired) return no("COURSE_NOT_ACTIVE");
  const finalExamId = currentFinalExam(ctx);
  if (finalExamId === null) return no("NO_FINAL_EXAM");
  const state = ctx.progression.states.get(finalExamId);
  if (state?.completed) return no("FINAL_EXAM_COMPLETE", finalExamId);
  if (!state || state.locked) return no("FINAL_EXAM_LOCKED", finalExamId);
  return { eligible: true, reason: null, proctorType, finalExamId };
}

// apps/server/src/modules/proctor/proctor-profile.ts
async function noteProctorPassword(db, userId, passwordLength) {
  if (passwordLength < proctorProfilePasswordMin) {
    await updateProctorStatusOfUser(db, userId, REMOTE_PROCTOR_TYPE, PROCTOR_USER_NOT_CREATED, [null, PROCTOR_USER_NOT_CREATED]);
  } else {
    await updateProctorStatusOfUser(db, userId, REMOTE_PROCTOR_TYPE, null, [PROCTOR_USER_NOT_CREATED]);
  }
}

// apps/server/src/modules/proctor/cipher.ts
var FUTURE_SKEW_SECONDS = 60;
function verifyCipher(secret, cipher, learnerProductId, now) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cipher);
  if (!match?.[1] || !match[2]) return false;
  const seconds2 = Number(match[1]);
  const age = Math.floor(now.getTime() / 1e3) - seconds2;
  if (age > examGateLimits.cipherMaxAgeMinutes * 60 || age < -FUTURE_SKEW_SECONDS) return false;
  return safeEqual(match[2], hmac(secret, `proctor-cipher:v1:${learnerProductId}:${seconds2}`));
}
function launchSignature(secret, learnerProductId, seconds2) {
  return hmac(secret, `proctor-launch:v1:${learnerProductId}:${seconds2}`);
}

// apps/server/src/modules/proctor/service.ts
var REASON_TEXT = {
  NOT_REMOTE_PROCTORED: "This course does not use the remote proctoring site.",
  NO_PROCTOR_SITE: "No proctoring site is configured for this course.",
  COURSE_NOT_ACTIVE: "This course is no longer open.",
  NO_FINAL_EXAM: "This course has no final exam.",
  FINAL_EXAM_LOCKED: "The final exam is not open yet.",
  FINAL_EXAM_COMPLETE: "The final exam is already complete."
};
function siteUrlOf(app, ctx) {
  const raw = ctx.rules.text(PROCTOR_SITE_RULE)?.trim() || app.config.proctorSiteUrl;
  if (!raw) return void 0;
  try {
    return ["http:", "https:"].includes(new URL(raw).protocol) ? raw : void 0;
  } catch {
    return void 0;
  }
}
function evaluate(app, ctx) {
  return proctorSiteEligibility(ctx, {
    siteUrl: siteUrlOf(app, ctx),
    secret: app.config.proctorSiteSecret,
    today: isoDate(app.clock.now())
  });
}
async function getProctorSiteEligibility(app, actor, lpId) {
  const ctx = await loadLearnerContext(app.database.db, actor, lpId);
  const { eligible, reason, proctorType } = evaluate(app, ctx);
  return { eligible, reason, proctorType };
}
async function getProctorSiteUrl(app, actor, lpId) {
  const ctx = await loadLearnerContext(app.database.db, actor, lpId);
  if (ctx.lp.userId !== actor.id) throw notFound("learner product");
  if (ctx.lp.proctorStatus === PROCTOR_USER_NOT_CREATED)
    throw new AppError(PROCTOR_USER_NOT_CREATED, 409, proctorUserNotCreatedMessage);
  const result = evaluate(app, ctx);
  const siteUrl = siteUrlOf(app, ctx);
  const secret = app.config.proctorSiteSecret;
  if (!result.eligible || !siteUrl || !secret || result.finalExamId === null) {
    throw new AppError(ExamGateError.PROCTOR_SITE_NOT_ELIGIBLE, 409, REASON_TEXT[result.reason ?? "NO_PROCTOR_SITE"]);
  }
  const seconds2 = Math.floor(app.clock.now().getTime() / 1e3);
  const url = new URL(siteUrl);
  url.searchParams.set("learnerProductId", String(lpId));
  url.searchParams.set("ts", String(seconds2));
  url.searchParams.set("signature", launchSignature(secret, lpId, seconds2));
  url.searchParams.set("returnUrl", `${app.config.publicUrl}/lp/${lpId}/lc/${result.finalExamId}`);
  return { url: url.toString() };
}
async function checkCipher(app, actor, lpId, cipher) {
  const owner = (await findLearnerProductOwner(app.database.db, lpId))?.userId;
  if (owner === void 0 || owner !== actor.id) throw notFound("learner product");
  const secret = app.config.proctorSiteSecret;
  return secret !== void 0 && verifyCipher(secret, cipher, lpId, app.clock.now());
}
async function proctorLogout(app, actor, email) {
  if (email.trim().toLowerCase() !== actor.email.toLowerCase()) throw notFound("user");
  await withdrawAcceptedCodes2(app.database.db, actor.id);
}

// apps/server/src/modules/proctor/routes.ts
function proctorRoutes(ctx) {
  return async (app) => {
    app.get(
      "/api/proctor/final-exam/proctorsite/:learnerProductId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: learnerProductIdParams, response: { 200: proctorSiteReply } }
      },
      async (request) => getProctorSiteUrl(ctx, currentUser(request), request.params.learnerProductId)
    );
    app.get(
      "/api/proctor/final-exam/proctorsite/eligibility/:learnerProductId",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { params: learnerProductIdParams, response: { 200: proctorSiteEligibilityReply } }
      },
      async (request) => getProctorSiteEligibility(ctx, currentUser(request), request.params.learnerProductId)
    );
    app.get(
      "/auth/checkCipher",
      {
        config: { access: "authenticated", owner: "learnerProduct" },
        schema: { querystring: checkCipherQuery, response: { 200: checkCipherReply } }
      },
      async (request) => checkCipher(ctx, currentUser(request), request.query.learnerProductId, request.query.cipher)
    );
    app.get(
      "/api/proctor/logout/:email",
      {
        config: { access: "authenticated", owner: "self", csrfOnGet: true },
        schema: { params: proctorLogoutParams, response: { 200: okReply } }
      },
      async (request) => {
        await proctorLogout(ctx, currentUser(request), request.params.email);
        return { ok: true };
      }
    );
  };
}

// apps/server/src/platform/auth/csrf-plugin.ts
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
var VERIFIED_MAX = 25e4;
function csrfTokens(secret) {
  const sign = (nonce, binding) => `${nonce}.${hmac(secret, `${nonce}|${binding}`)}`;
  const verified = /* @__PURE__ */ new Map();
  const validFor = (token, binding) => {
    if (!token) return false;
    if (verified.get(token) === binding) return true;
    const nonce = token.split(".")[0] ?? "";
    const ok = nonce.length > 0 && safeEqual(token, sign(nonce, binding));
    if (ok) {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value ?? "");
      verified.set(detachedCopy(token), binding);
    }
    return ok;
  };
  const accepts = (header, cookie, binding) => typeof header === "string" && !!cookie && header === cookie && validFor(cookie, binding);
  return { sign, validFor, accepts };
}
function registerCsrf(app, tokens, secure) {
  const { sign, validFor, accepts } = tokens;
  app.decorateRequest("csrfVerifiedFor", null);
  app.addHook("preHandler", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.csrfOnGet) return done();
    if (!accepts(request.headers[XSRF_HEADER], request.cookies[XSRF_COOKIE], request.csrfBinding)) {
      return done(new AppError("CSRF_INVALID", 403, "Missing or invalid CSRF token"));
    }
    request.csrfVerifiedFor = request.csrfBinding;
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const binding = request.csrfBinding;
    if (request.csrfVerifiedFor !== binding && !validFor(request.cookies[XSRF_COOKIE], binding)) {
      reply.setCookie(XSRF_COOKIE, sign(randomToken(18), binding), {
        path: "/",
        httpOnly: false,
        sameSite: "lax",
        secure
      });
    }
    done(null, payload);
  });
}

// apps/server/src/platform/auth/session-plugin.ts
var REVOCATION_POLL_MS = 2e3;
var CACHE_MS = 10 * 6e4;
var CACHE_MAX2 = 25e4;
var TOUCH_EVERY_MS = 6e4;
var TOUCH_FLUSH_MS = 1e3;
var REMEMBER_GRACE_MS = 3e4;
function toCached(found) {
  const s = found.session;
  return {
    auth: { user: found.user, series: s.series },
    sessionHash: s.sessionHash,
    secret: void 0,
    expiresAtMs: s.expiresAt.getTime(),
    lastSeenAtMs: s.lastSeenAt.getTime(),
    expiredByLogin: s.expiredByLoginAt !== null,
    at: Date.now()
  };
}
function registerSessions(app, deps) {
  const manager = new SessionManager(deps);
  app.decorateRequest("auth", null);
  app.decorateRequest("csrfBinding", "anon");
  app.decorateRequest("sessionExpiredByLogin", false);
  app.addHook("onRequest", (request, reply, done) => {
    if (manager.resolveCached(request)) return done();
    manager.resolve(request, reply).then(() => done(), done);
  });
  app.addHook("onReady", async () => manager.pollRevocations());
  app.addHook("onClose", async () => manager.close());
  return manager;
}
var SessionManager = class {
  constructor(deps) {
    this.deps = deps;
    this.timers.push(setInterval(() => void this.flushTouches(), TOUCH_FLUSH_MS));
    this.timers.push(setInterval(() => void this.pollRevocations(), REVOCATION_POLL_MS));
    for (const t of this.timers) t.unref();
  }
  cache = /* @__PURE__ */ new Map();
  touches = /* @__PURE__ */ new Set();
  timers = [];
  lastRevocation = null;
  lastPrune = 0;
  /** Drops the sessions any instance revoked since the last poll; prunes old revocations now and then. */
  async pollRevocations() {
    const { db } = this.deps;
    try {
      if (this.lastRevocation === null) {
        this.lastRevocation = await lastRevocationId(db);
        return;
      }
      const rows = await findRevocationsAfter(db, this.lastRevocation);
      for (const r of rows) this.cache.delete(r.series);
      this.lastRevocation = rows.at(-1)?.id ?? this.lastRevocation;
      if (Date.now() - this.lastPrune > 10 * 6e4) {
        this.lastPrune = Date.now();
        await pruneRevocations(db, new Date(Date.now() - 60 * 6e4));
      }
    } catch {
    }
  }
  cookieOptions(maxAgeSeconds) {
    return {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: this.deps.config.cookieSecure,
      ...maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}
    };
  }
  async lookup(series) {
    const hit = this.cache.get(series);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit;
    const tracked = this.lastRevocation !== null;
    const found = await findSessionWithUser(this.deps.db, series);
    if (!found) return null;
    const entry = toCached(found);
    if (!tracked) return entry;
    if (this.cache.size >= CACHE_MAX2) this.cache.delete(this.cache.keys().next().value ?? "");
    this.cache.set(found.session.series, entry);
    return entry;
  }
  /** The session secret checked against its stored hash once per cached entry; later requests compare strings. */
  secretMatches(entry, secret) {
    if (entry.secret !== void 0) return safeEqual(entry.secret, secret);
    const ok = Boolean(entry.sessionHash && safeEqual(entry.sessionHash, sha256(secret)));
    if (ok) {
      entry.secret = detachedCopy(secret);
      entry.sessionHash = null;
    }
    return ok;
  }
  /** Forgets the cached sessions of one user (after their identity or authorities changed). */
  evictUser(userId) {
    for (const [series, entry] of this.cache) if (entry.auth.user.id === userId) this.cache.delete(series);
  }
  /** Forgets one cached session (after a revocation in this process). */
  evict(series) {
    this.cache.delete(series);
  }
  async flushTouches() {
    if (this.touches.size === 0) return;
    const series = [...this.touches];
    this.touches.clear();
    try {
      await touchSessions(this.deps.db, series, this.deps.clock.now());
    } catch {
    }
  }
  async close() {
    for (const t of this.timers) clearInterval(t);
    await this.flushTouches();
  }
  /** Settles a request whose session is cached, fresh and valid; false when the full path must run. */
  resolveCached(request) {
    const auth = this.cachedAuth(request.cookies[SESSION_COOKIE]);
    if (!auth) return false;
    request.csrfBinding = auth.series;
    request.auth = auth;
    return true;
  }
  /**
   * The signed-in user of a SESSION cookie value when its session is cached, fresh and valid (its last-seen
   * time noted as a request would); null when only the full path (database, remember-me, expiry texts) can say.
   */
  cachedAuth(sessionCookie) {
    const dot = tokenDot(sessionCookie);
    if (dot < 0 || !sessionCookie) return null;
    const hit = this.cache.get(sessionCookie.slice(0, dot));
    if (!hit || hit.secret === void 0 || hit.expiredByLogin || Date.now() - hit.at >= CACHE_MS) return null;
    if (!safeEqualAt(hit.secret, sessionCookie, dot + 1)) return null;
    const nowMs = this.deps.clock.nowMs();
    if (!this.usable(hit, nowMs)) return null;
    this.noteSeen(hit, nowMs);
    return hit.auth;
  }
  usable(entry, nowMs) {
    return entry.expiresAtMs > nowMs && entry.lastSeenAtMs + this.deps.config.sessionIdleMinutes * 6e4 > nowMs && entry.auth.user.activated;
  }
  admit(request, entry, nowMs) {
    request.auth = entry.auth;
    this.noteSeen(entry, nowMs);
  }
  noteSeen(entry, nowMs) {
    if (nowMs - entry.lastSeenAtMs > TOUCH_EVERY_MS) {
      entry.lastSeenAtMs = nowMs;
      this.touches.add(entry.auth.series);
    }
  }
  async resolve(request, reply) {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    const sessionToken = splitToken(request.cookies[SESSION_COOKIE]);
    if (sessionToken) {
      request.csrfBinding = sessionToken.series;
      const found2 = await this.lookup(sessionToken.series);
      const secretOk = Boolean(found2 && this.secretMatches(found2, sessionToken.secret));
      if (found2 && secretOk && found2.expiredByLogin) {
        if (isServerPath(request.url)) {
          request.sessionExpiredByLogin = true;
          await this.forget(reply, found2.auth.series);
        }
        return;
      }
      if (found2 && secretOk && this.usable(found2, now.getTime())) {
        this.admit(request, found2, now.getTime());
        return;
      }
    }
    const rememberToken = splitToken(request.cookies[REMEMBER_COOKIE]);
    if (!rememberToken) return;
    const found = await findSessionWithUser(db, rememberToken.series);
    if (!found?.session.rememberHash || found.session.expiredByLoginAt) {
      if (found?.session.expiredByLoginAt) request.sessionExpiredByLogin = true;
      await this.forget(reply, rememberToken.series, Boolean(found));
      return;
    }
    const s = found.session;
    const presented = sha256(rememberToken.secret);
    if (!safeEqual(s.rememberHash ?? "", presented)) {
      if (this.withinGrace(s, presented, now)) return this.admitInGrace(request, found);
      await this.forget(reply, s.series);
      request.log.warn({ series: s.series }, "remember-me token replayed; series invalidated");
      return;
    }
    if (s.expiresAt <= now || !found.user.activated) {
      await this.forget(reply, s.series);
      return;
    }
    const sessionSecret = randomToken();
    const rememberSecret = randomToken();
    const rotated = await rotateRememberToken(db, s.series, presented, {
      sessionHash: sha256(sessionSecret),
      rememberHash: sha256(rememberSecret),
      rememberRotatedAt: now,
      tokenDate: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.rememberMeDays * 864e5),
      ipAddress: request.ip,
      userAgent: userAgentOf(request)
    });
    this.evict(s.series);
    if (!rotated) return this.admitInGrace(request, found);
    this.setCookies(reply, s.series, sessionSecret, rememberSecret);
    request.auth = { user: found.user, series: s.series };
    request.csrfBinding = s.series;
  }
  /**
   * The token presented is the one rotated away less than REMEMBER_GRACE_MS ago. A browser firing several
   * calls with only its remember-me cookie sends that token with each; the first rotates it, the others
   * arrive with the old one. They are let in on the same series without new cookies (the first call's reply
   * sets them), instead of being taken for a thief (decision 0053).
   */
  withinGrace(s, presented, now) {
    if (!s.previousRememberHash || !s.rememberRotatedAt) return false;
    if (now.getTime() - s.rememberRotatedAt.getTime() > REMEMBER_GRACE_MS) return false;
    return safeEqual(s.previousRememberHash, presented) && s.expiresAt > now;
  }
  admitInGrace(request, found) {
    if (!found.user.activated) return;
    request.auth = { user: found.user, series: found.session.series };
    request.csrfBinding = found.session.series;
  }
  async forget(reply, series, deleteRow = true) {
    if (deleteRow) await deleteSession(this.deps.db, series);
    this.evict(series);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    reply.clearCookie(REMEMBER_COOKIE, { path: "/" });
  }
  /**
   * Starts a new session (always a new series: no fixation) and sets its cookies. With
   * CONCURRENT_LOGINS=expire, the user's other sessions are expired (000 §4 concurrent login).
   */
  async signIn(request, reply, user, rememberMe) {
    const { db, clock, config } = this.deps;
    const now = clock.now();
    if (request.auth) {
      await deleteSession(db, request.auth.series);
      this.evict(request.auth.series);
    }
    const series = randomToken(16);
    const sessionSecret = randomToken();
    const rememberSecret = rememberMe ? randomToken() : null;
    const lifetimeMs = rememberMe ? config.rememberMeDays * 864e5 : 864e5;
    await insertSession(db, {
      series,
      userId: user.id,
      sessionHash: sha256(sessionSecret),
      rememberHash: rememberSecret ? sha256(rememberSecret) : null,
      rememberMe,
      ipAddress: request.ip,
      userAgent: userAgentOf(request),
      tokenDate: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      createdAt: now
    });
    if (config.concurrentLogins === "expire") {
      await expireOtherSessions(db, user.id, series, now);
      this.evictUser(user.id);
    }
    this.setCookies(reply, series, sessionSecret, rememberSecret);
    request.auth = { user, series };
    request.csrfBinding = series;
    return series;
  }
  async signOut(request, reply) {
    if (request.auth) {
      await deleteSession(this.deps.db, request.auth.series);
      this.evict(request.auth.series);
    }
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    reply.clearCookie(REMEMBER_COOKIE, { path: "/" });
    request.auth = null;
    request.csrfBinding = "anon";
  }
  setCookies(reply, series, sessionSecret, rememberSecret) {
    reply.setCookie(SESSION_COOKIE, `${series}.${sessionSecret}`, this.cookieOptions());
    if (rememberSecret) {
      reply.setCookie(
        REMEMBER_COOKIE,
        `${series}.${rememberSecret}`,
        this.cookieOptions(this.deps.config.rememberMeDays * 86400)
      );
    }
  }
};
function userAgentOf(request) {
  return (request.headers["user-agent"] ?? "unknown").slice(0, 500);
}

// apps/server/src/platform/http/input-guard.ts
var MAX_DEPTH2 = 32;
var MAX_ERRORS = 10;
function registerInputGuard(app) {
  app.addHook("preValidation", (request, reply, done) => {
    const errors = [];
    let where = "";
    for (const [part, value] of [
      ["params", request.params],
      ["querystring", request.query],
      ["body", request.body]
    ]) {
      if (value === void 0 || value === null) continue;
      const before = errors.length;
      walk(value, "", 0, errors);
      if (errors.length > before && !where) where = part;
    }
    if (errors.length === 0) return done();
    reply.status(400).send(validationErrorBody(where, errors));
  });
}
function walk(value, path2, depth, errors) {
  if (errors.length >= MAX_ERRORS) return;
  if (typeof value === "string") {
    if (!isStorableText(value)) errors.push({ field: path2 || "value", message: STORABLE_TEXT_MESSAGE });
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (depth >= MAX_DEPTH2) {
    errors.push({ field: path2 || "value", message: "is nested too deeply" });
    return;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) walk(value[i], path2 ? `${path2}.${i}` : String(i), depth + 1, errors);
    return;
  }
  if (Buffer.isBuffer(value)) return;
  for (const key of Object.keys(value)) {
    const field = path2 ? `${path2}.${key}` : key;
    if (!isStorableText(key)) {
      errors.push({ field: path2 || "value", message: `a key ${STORABLE_TEXT_MESSAGE}` });
      continue;
    }
    walk(value[key], field, depth + 1, errors);
  }
}

// apps/server/src/platform/http/route-table.ts
function recordRoutes(app) {
  const table = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      table.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}

// apps/server/src/platform/http/security-headers.ts
function apiHeaders(secure) {
  return {
    "content-security-policy": "default-src 'none';frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
    ...secure ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}
  };
}
function registerSecurityHeaders(app, secure) {
  const hsts = secure ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {};
  const documentCsp = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...secure ? ["upgrade-insecure-requests"] : []
  ].join(";");
  const documentHeaders = {
    "content-security-policy": documentCsp,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...hsts
  };
  const serverHeaders = apiHeaders(secure);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isServerPath(request.url) ? serverHeaders : documentHeaders);
    done();
  });
}

// apps/server/src/platform/http/web-app.ts
import { existsSync as existsSync4, readFileSync as readFileSync5 } from "node:fs";
import { join as join8 } from "node:path";
import fastifyStatic from "@fastify/static";
async function registerWebApp(app, webDist) {
  const index13 = webDist ? join8(webDist, "index.html") : "";
  const hasWeb = Boolean(webDist && existsSync4(index13));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, path2) => {
        res.header("Cache-Control", path2.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      }
    });
  }
  const indexHtml = hasWeb ? readFileSync5(index13, "utf8") : null;
  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(request.url) || request.method !== "GET" || !indexHtml) {
      return reply.status(404).send({ status: 404, code: "ROUTE_NOT_FOUND", message: `No route ${request.method} ${request.url.split("?")[0]}` });
    }
    return reply.type("text/html").header("Cache-Control", "no-cache").send(indexHtml);
  });
}

// apps/server/src/platform/mail/mailer.ts
import nodemailer from "nodemailer";
import { eq as eq30 } from "drizzle-orm";
var REDACTED = "[redacted]";
function secretForms(secret) {
  const forms = [secret, encodeURIComponent(secret), escapeHtml4(secret), escapeHtml4(encodeURIComponent(secret))];
  return [...new Set(forms)].filter((f) => f.length > 0).sort((a, b) => b.length - a.length);
}
function escapeHtml4(value) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function redact(text16, secrets) {
  let out = text16;
  for (const secret of secrets) for (const form of secretForms(secret)) out = out.split(form).join(REDACTED);
  return out;
}
var Mailer = class {
  constructor(deps) {
    this.deps = deps;
    this.transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  }
  transport;
  /** Stores the message and delivers it; delivery failures are recorded, not thrown. */
  async send(mail) {
    const { db, clock, log, from } = this.deps;
    const secrets = (mail.secrets ?? []).filter((s) => s.length > 0);
    const [row] = await db.insert(emailMessages).values({
      kind: mail.kind,
      subject: redact(mail.subject, secrets),
      fromAddress: from,
      toAddress: mail.to,
      cc: mail.cc ?? null,
      bcc: mail.bcc ?? null,
      htmlText: redact(mail.html, secrets),
      plainText: redact(mail.text, secrets),
      sentDate: clock.now(),
      redacted: secrets.length > 0,
      template: mail.template?.name ?? null,
      templateParams: mail.template?.params ?? null
    }).returning({ id: emailMessages.id });
    const id4 = row?.id ?? 0;
    if (!this.transport) {
      log.info({ emailId: id4, kind: mail.kind }, "e-mail stored (no SMTP_URL configured, not delivered)");
      return id4;
    }
    try {
      await this.transport.sendMail({
        from,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        html: mail.html,
        text: mail.text
      });
      await db.update(emailMessages).set({ delivered: true }).where(eqId(id4));
      log.info({ emailId: id4, kind: mail.kind }, "e-mail delivered");
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db.update(emailMessages).set({ deliveryError: redact(message, secrets).slice(0, 500) }).where(eqId(id4));
      log.error({ emailId: id4, kind: mail.kind, err }, "e-mail delivery failed");
    }
    return id4;
  }
  close() {
    this.transport?.close();
  }
};
var eqId = (id4) => eq30(emailMessages.id, id4);

// apps/server/src/platform/mail/retention.ts
import { lt as lt5 } from "drizzle-orm";
var DAY_MS = 864e5;
async function purgeStoredMail(db, clock, days) {
  const cutoff = new Date(clock.nowMs() - days * DAY_MS);
  const gone = await db.delete(emailMessages).where(lt5(emailMessages.sentDate, cutoff)).returning({ id: emailMessages.id });
  return gone.length;
}
function startMailRetention(deps) {
  let running = Promise.resolve();
  const run = () => {
    running = purgeStoredMail(deps.db, deps.clock, deps.days).then(
      (count) => {
        if (count > 0) deps.log.info({ count, days: deps.days }, "stored e-mail past retention deleted");
      },
      (err) => deps.log.error({ err }, "stored e-mail purge failed")
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return {
    // Waits for a run in progress so the database is not closed under it.
    stop: async () => {
      clearInterval(timer);
      await running;
    }
  };
}

// apps/server/src/app.ts
async function buildApp(options2) {
  const { config, database } = options2;
  const clock = options2.clock ?? systemClock;
  let fastPath = null;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options2.logStream),
    bodyLimit: 1048576,
    // Behind a load balancer, the client's address comes from its X-Forwarded-For (TRUST_PROXY, decision 0058).
    trustProxy: config.trustProxy,
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!fastPath?.(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = 72e3;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    }
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  recordRoutes(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app, config.cookieSecure);
  const mailer = new Mailer({ db: database.db, clock, log: app.log, from: config.mailFrom, smtpUrl: config.smtpUrl });
  const mailRetention = startMailRetention({ db: database.db, clock, log: app.log, days: config.mailRetentionDays });
  const sessions = registerSessions(app, { db: database.db, clock, config });
  registerGuard(app);
  const csrf = csrfTokens(options2.secret ?? randomToken(32));
  registerCsrf(app, csrf, config.cookieSecure);
  registerActingForAudit(app, { db: database.db, clock });
  const storage = options2.storage ?? openStorage(config.storage);
  provideExamFacts(readExamFacts);
  providePasswordSetListener(noteProctorPassword);
  const ctx = {
    config,
    clock,
    database,
    mailer,
    storage,
    sessions,
    log: app.log,
    // Random per process without a secret (tests): orders then hold for the process's life only.
    answerOrderKey: answerOrderKey(options2.secret ?? randomToken(32))
  };
  for (const routes of [
    platformInfoRoutes,
    authenticationRoutes,
    accountRoutes,
    sessionsRoutes,
    auditRoutes,
    productRoutes,
    courseRoutes,
    progressionRoutes,
    lessonRoutes,
    lessonImageRoutes,
    examRoutes,
    (app2) => securityRoutes(app2, lessonSecurityPasses),
    forumRoutes,
    assignmentRoutes,
    resourceRoutes,
    glossaryRoutes,
    siteAssetRoutes
  ]) {
    await app.register(routes(ctx));
  }
  const flushIntervalMs = config.seatTimeFlushMs ?? (database.kind === "pglite" ? 500 : 100);
  const seatTime = new SeatTimeService({ database, clock, log: app.log, flushIntervalMs });
  seatTime.start();
  await app.register(seatTimeRoutes(seatTime));
  await app.register(seatTimeAdminRoutes(ctx));
  await app.register(examGateRoutes(ctx, examGateKeys(config, options2.secret), findAttemptWithOwner));
  await app.register(proctorRoutes(ctx));
  app.decorate("seatTime", seatTime);
  fastPath = heartbeatFastPath({
    sessions,
    csrf,
    seatTime,
    parseCookie: (header) => app.parseCookie(header),
    headers: apiHeaders(config.cookieSecure),
    log: app.log
  });
  app.decorate("sessions", sessions);
  await registerWebApp(app, config.webDist);
  app.addHook("onClose", async () => {
    await seatTime.close();
    await mailRetention.stop();
    mailer.close();
  });
  return app;
}

// apps/server/src/platform/db/client.ts
import { mkdirSync } from "node:fs";
import { join as join9 } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql as sql23 } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
async function openDatabase(options2) {
  if (options2.url) {
    const pool = new pg.Pool({ connectionString: options2.url, max: 10, options: "-c plan_cache_mode=force_generic_plan" });
    const db2 = drizzlePg(pool, { schema: schema_exports });
    return {
      db: db2,
      kind: "postgres",
      prepared: async (name2, text16, values) => (await pool.query({ name: name2, text: text16, values })).rows,
      ping: () => ping(db2),
      close: () => pool.end()
    };
  }
  let client;
  if (options2.dataDir) {
    const dir = join9(options2.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema: schema_exports });
  return {
    db,
    kind: "pglite",
    // In process, no round trip to save: a plain parameterised query.
    prepared: async (_name, text16, values) => (await client.query(text16, values)).rows,
    ping: () => ping(db),
    close: () => client.close()
  };
}
async function ping(db) {
  try {
    await db.execute(sql23`select 1`);
    return true;
  } catch {
    return false;
  }
}

// apps/server/src/platform/db/migrate.ts
import { existsSync as existsSync5 } from "node:fs";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
function migrationsFolder() {
  const candidates = ["../../../migrations", "../migrations"].map((p) => fileURLToPath2(new URL(p, import.meta.url)));
  const found = candidates.find((p) => existsSync5(p));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}
async function migrateDatabase(database) {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === "postgres") {
    await migratePg(database.db, { migrationsFolder: migrationsFolderPath });
  } else {
    await migratePglite(database.db, { migrationsFolder: migrationsFolderPath });
  }
}

// apps/server/src/platform/shared-settings.ts
function unsharedSettings(config) {
  if (!config.databaseUrl) return [];
  const lines = [];
  if (!config.sessionSecret) {
    lines.push(
      "SESSION_SECRET is not set: this instance uses its own DATA_DIR/secret; other instances on this database would refuse its CSRF tokens" + (config.piiEncryptionKey ? "." : " and could not read the PII it encrypts (PII_ENCRYPTION_KEY is not set either).")
    );
  }
  if (config.storage.kind === "local") {
    lines.push(
      `Course files are kept in ${config.storage.dir}: every instance on this database needs that same folder, or S3_BUCKET.`
    );
  }
  return lines;
}

// apps/server/src/main.ts
function loadSecret(dataDir, fromEnv) {
  if (fromEnv) return fromEnv;
  mkdirSync2(dataDir, { recursive: true });
  const file = join10(dataDir, "secret");
  if (existsSync6(file)) return readFileSync6(file, "utf8").trim();
  const secret = randomToken(32);
  writeFileSync(file, secret, { mode: 384 });
  return secret;
}
var SHUTDOWN_DEADLINE_MS = 25e3;
var STARTUP_LOCK = 581058;
async function oneInstanceAtATime(databaseUrl, work) {
  if (!databaseUrl) return work();
  const client = new pg2.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
async function main() {
  const config = loadConfig();
  config.dataDir = resolve2(config.dataDir);
  config.webDist ??= fileURLToPath3(new URL("../../web/dist", import.meta.url));
  for (const line of unsharedSettings(config)) console.warn(line);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const storage = openStorage(config.storage);
  const refused = await oneInstanceAtATime(config.databaseUrl, async () => {
    await migrateDatabase(database);
    if (config.env === "production") return demoCredentialsPresent(database.db);
    if (config.demoSeed && await seedDemo(database.db, systemClock, storage)) {
      console.log("Seeded the demo accounts and products.");
    }
    return false;
  });
  if (refused) {
    console.error("Refusing to start in production: a demo account still has the demo password.");
    await database.close();
    process.exit(1);
  }
  const app = await buildApp({ config, database, storage, secret: loadSecret(config.dataDir, config.sessionSecret) });
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      console.error("Shutdown took longer than 25 s: exiting with requests still open.");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`
Continuum is running at ${url} (database: ${database.kind})`);
  if (config.demoSeed) {
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_LOGINS.join(", ")}
`);
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
