import type { TestApp } from '../harness.js';
import type { Actor, MatrixFixture } from './fixture.js';

/**
 * What the access matrix sends: A's value for each path parameter, the query, the generic body and the bodies of
 * calls whose shape it does not fit. Every actor sends the same call, A's ids in it. Its one job: build the call.
 */

/** A's value for each path parameter; `:id` and `:key` depend on the route. */
function fill({ ids, attempt }: MatrixFixture, url: string): string {
  const keyPoints = url.includes('/key-points');
  const resource = url.includes('/resource/');
  const lp = /certificate/.test(url)
    ? ids.lpDone
    : url.startsWith('/api/biosigid/')
      ? ids.lpBio
      : url.startsWith('/api/start-end/')
        ? ids.lpStart
        : ids.lp;
  const byName: Record<string, string | number> = {
    lpId: lp,
    learnerProductId: lp,
    // The progression calls that complete a leaf complete the key points (a lesson completes through its own flow).
    nodeId: resource ? ids.unit : url.startsWith('/api/progression/:') ? ids.points : ids.lesson,
    lcId: keyPoints ? ids.points : resource ? ids.unit : ids.lesson,
    lessonId: ids.lesson,
    learningComponentId: ids.lesson,
    inquiryId: attempt.slide,
    progressOnSuccess: 'true',
    componentId: ids.exam,
    questionId: attempt.question,
    // Results and reviews are of A's finished attempt; the other calls on an attempt name A's open retake.
    personAssessmentId: /results|review/.test(url) ? ids.finished : attempt.id,
    assignmentId: ids.assignment,
    resourceId: ids.resource,
    productId: ids.product,
    path: resource ? ids.resourceFile : 'file.png',
    code: 'ABCD2345',
    email: encodeURIComponent(ids.email),
    // An administrator ending someone's session is a staff action the sessions list exists for (decision 0075); the
    // matrix keeps A's session for A's own column, so that route gets a series nobody has.
    series: url.startsWith('/api/admin/sessions/') ? 'no-such-series' : ids.series,
    // Granting A a role would change what A may call in A's own column: the roles routes get a login nobody has.
    login: url.startsWith('/api/admin/roles/') ? 'nobody0000' : ids.login,
    authority: 'ROLE_CMS_EDITOR',
    // A flag nobody checks: the matrix must not switch a real feature off for the files running beside it.
    name: 'matrixFlag',
    emailId: 1,
    key: url.includes('startProduct') ? ids.lp : `${ids.lp}-${url.includes('/finish/') ? ids.points : ids.lesson}`,
    // Each forum id names its own kind: on a shared database a forum's id is no comment's or post's id.
    id: url.includes('/forumPost/vote/')
      ? ids.vote
      : url.includes('/forumComment/markInappropriate/')
        ? ids.forumComment
        : url.includes('/forumPost/markInappropriate/')
          ? ids.forumPost
          : url.includes('/forum/')
            ? ids.forum
            : url.startsWith('/asset-storage/resource/')
              ? ids.image
              : resource
                ? ids.resource
                : ids.lp,
    // A rule nothing in the matrix reads (decision 0081).
    ruleKey: 'SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT',
    attemptId: attempt.id,
    studentAssignmentId: ids.studentAssignment,
    // Nobody assigned: the matrix must not take an instructor off a product other files use (decision 0084).
    // Typing-pattern calls (decision 0090) take A's own user id: everyone else must get 404 for it.
    userId: url.startsWith('/api/thirdpartyauthentication/') ? ids.user : 1_999_999_999,
    textId: 1,
    // A's essay slide: not a SCORM slide, so the SCORM routes answer 404 to everyone (sco-api tests cover them).
    slideId: attempt.slide,
    // A report nobody made: a moderator's decision would change A's forum post (decision 0085).
    reportId: 2_000_000_000,
    // The licence lookup (decision 0093) and the survey's key (decision 0092) share these names.
    state: url.startsWith('/api/affidavit/') ? 'TX' : 'CA',
    industry: url.startsWith('/api/affidavit/') ? 'REAL_ESTATE' : 'INSURANCE',
    externalUserId: url.startsWith('/api/affidavit/') ? 'ces-matrix' : 'no-such-user',
    callbackId: ids.callback,
    // A's chat (its events calls answer once without Accept: text/event-stream); A ends it last (OWNER_LAST). Staff
    // ending a chat is a staff action on it, so that route gets a chat nobody has (decision 0088).
    chatId: url.startsWith('/api/instructor/chats/') && url.endsWith('/end') ? 2_000_000_001 : ids.chat,
    notificationId: ids.notification,
    // The external survey's ids (decision 0092): A's enrolment has no external ids.
    licenseType: 'LIFE_AGENT',
    externalEnrollmentId: 'no-such-enrolment',
    status: 'COMPLETE',
    // A shipped compliance profile (decision 0117).
    profileId: 'nmls-ce-online-self-study',
    // The first revocation status list (decision 0160): public, it holds no learner's data.
    list: 0,
    // A course lineage nobody has (decision 0163): authoring never touches learners' records anyway.
    lineage: 'NO-SUCH-LINEAGE',
    // A cmi5 fetch key nobody was given (decision 0208).
    fetchKey: 'NoSuchFetchKeyNoSuchFetchKey',
  };
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in byName)) throw new Error(`access matrix: no value for :${name} in ${url}`);
    return String(byName[name]);
  });
}

const query = ({ ids }: MatrixFixture) => `learnerProductId=${ids.lp}&componentId=${ids.exam}&cipher=abc`;
/** One body that carries A's ids under every name the write calls use (unknown keys are dropped). */
const genericBody = ({ ids, attempt }: MatrixFixture) => ({
  learnerProductId: ids.lp,
  learningComponentId: ids.lesson,
  lessonId: ids.lesson,
  inquiryId: attempt.slide,
  inquiryAnswerData: { responseText: 'An answer' },
  // SCORM runtime data (decision 0200).
  cmi: { completion_status: 'completed' },
  progressOnSuccess: true,
  assessmentId: ids.exam,
  componentId: ids.exam,
  personAssessmentId: attempt.id,
  assessmentQuestionId: attempt.question,
  timeOnTaskId: attempt.tot,
  exitedTimeOnTaskId: attempt.tot,
  currentProductId: ids.lp,
  forumId: ids.forum,
  postText: 'written by someone else',
  responseText: 'written by someone else',
  startDate: '12/31/2099',
  driversLicense: 'D1234567',
  kind: 'PROCTOR',
  value: 'disclosure',
  question: 1,
  answer: 'x',
  name: 'x',
  email: 'nobody@example.test',
  // The support forms (0083): valid bodies, so each call reaches the learner-product check.
  preferredEmailAddress: 'nobody@example.test',
  subject: 'x',
  comments: 'x',
  feedback: 'x',
  userEmail: 'nobody@example.test',
  userComment: 'x',
  nmlsId: '123456',
});

/** Bodies of calls whose shape the generic one does not fit: each actor sends the same, A's ids in it. */
const ROUTE_BODY: Record<string, (f: MatrixFixture, actor: Actor | 'owner') => unknown> = {
  // No declared body schema (the answer's shape depends on the slide): sent all the same.
  'POST /api/lesson/:lpId/:lcId/:lessonId/submit/:inquiryId/:progressOnSuccess': (f) => genericBody(f),
  'POST /api/exam/saveQuestion': (f) => ({ ...genericBody(f), currentQuestionNum: 1, userAnswer: 'b' }),
  'POST /api/forum/forumComment': ({ ids }) => ({ forumPostId: ids.forumPost, comment: 'A comment' }),
  'POST /api/forum/forumPost/vote': ({ ids }) => ({ forumPostId: ids.forumPost, upVote: true }),
  'POST /api/account': ({ ids }) => ({ firstName: 'Ann', lastName: 'Owner', email: ids.email, langKey: 'en' }),
  // A self route (the caller's own password): only A's call carries a password, as the others' would each cost a
  // password hash to be refused.
  'POST /api/account/change_password': (f, actor) =>
    actor === 'owner' ? { currentPassword: f.ids.password, newPassword: f.ids.password } : genericBody(f),
  'POST /api/affidavit/final/license-validate': ({ ids }) => ({
    state: 'TX',
    licenseType: 'SALES_AGENT',
    renewalDate: '12/31/2099',
    licenseNumber: '123456',
    learnerProductId: ids.lp,
  }),
  'POST /api/biosigid/session/:callbackId/sample': () => ({
    sample: { pointerType: 'mouse', strokes: [Array.from({ length: 20 }, (_, i) => [i * 5, i * 3, i * 20])] },
  }),
  'POST /api/thirdpartyauthentication/save/:userId': () => [TYPED, TYPED],
  'POST /api/thirdpartyauthentication/verify/:userId': ({ ids }) => ({
    typingPattern: TYPED,
    quality: 80,
    learnerProductId: ids.lp,
  }),
  'POST /api/product/id-photo': ({ ids }) => ({
    learnerProductId: ids.lp,
    idPhotoType: 'DRIVERS_LICENSE',
    mimeType: 'image/jpeg',
  }),
};
/** A typed phrase (decision 0090): a few key presses of phrase 1. */
const TYPED = {
  textId: 1,
  device: 'desktop',
  events: Array.from('I confirm that I am the person taking this course today', (key, i) => ({
    key,
    down: i * 120,
    up: i * 120 + 60,
  })),
};

export type Route = TestApp['app']['routeTable'][number];

/** One call of a route as an actor, with A's ids in the path, the query and the generic body. */
export function callAs(f: MatrixFixture, actor: Actor | 'owner', route: Route) {
  let url = fill(f, route.url);
  if (route.schema?.querystring) url += `?${query(f)}`;
  const own = ROUTE_BODY[`${route.method} ${route.url}`];
  const withBody = route.method !== 'GET' && route.method !== 'DELETE' && (route.schema?.body || own);
  const body = own?.(f, actor) ?? genericBody(f);
  return f.clients[actor].request({ method: route.method as 'GET', url, ...(withBody ? { payload: body } : {}) });
}
