/**
 * The administration screens' paths (under /administration, decision 0076): apart from shared/paths.ts so the
 * first load of every learner does not carry them; the app's routes and menu name only the portal and the
 * roles and e-mail views (shared/paths.ts).
 */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const adminPaths = {
  featureFlags: fixed('/administration/feature-flags'),
  enrolments: fixed('/administration/enrolments'),
  // 002 names the state user-roles; role managers without ROLE_ADMIN open it too (decision 0075).
  userRoles: fixed('/administration/user-roles'),
  audits: fixed('/administration/audits'),
  health: fixed('/administration/health'),
  logs: fixed('/administration/logs'),
  adminSessions: fixed('/administration/sessions'),
  configuration: fixed('/administration/configuration'),
  metrics: fixed('/administration/metrics'),
  emailList: fixed('/administration/email-list'),
  users: fixed('/administration/users'),
  products: fixed('/administration/products'),
  apiDocs: fixed('/administration/docs'),
  cmsBlocks: fixed('/administration/cms-blocks'),
  feedback: fixed('/administration/feedback'),
  surveyResults: fixed('/administration/survey-results'),
  regulatorRoster: fixed('/administration/regulator-roster'),
  regulatorReports: fixed('/administration/regulator-reports'),
  itemAnalysis: fixed('/administration/item-analysis'),
  learnerMigration: fixed('/administration/learner-migration'),
  person: {
    path: '/administration/users/:login',
    href: ({ login }: { login: string }) => `/administration/users/${encodeURIComponent(login)}`,
  },
  enrolment: {
    path: '/administration/enrolments/:id',
    href: ({ id }: { id: number }) => `/administration/enrolments/${id}`,
  },
  identityEvidence: {
    path: '/administration/enrolments/:id/identity-evidence',
    href: ({ id }: { id: number }) => `/administration/enrolments/${id}/identity-evidence`,
  },
};
