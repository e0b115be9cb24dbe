import { createServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountRoutes,
  accountServices,
  authenticationRoutes,
  sessionsRoutes,
  userAdminRoutes,
} from './modules/account/index.js';
import { advertisementRoutes } from './modules/advertisement/index.js';
import {
  affidavitRoutes,
  affidavitServices,
  finalAffidavitAccepted,
  licenseRenewalReminderJob,
} from './modules/affidavit/index.js';
import {
  assignmentListRoutes,
  assignmentRoutes,
  assignmentServices,
  studentAssignmentRoutes,
} from './modules/assignment/index.js';
import { auditRoutes, registerActingForAudit, registerStaffReadAudit } from './modules/audit/index.js';
import { authoringRoutes, migrationRoutes, previewRoutes } from './modules/authoring/index.js';
import { certificateRoutes, expiryReminderJob } from './modules/certificate/index.js';
import { chatRoutes, chatServices } from './modules/chat/index.js';
import { cmsRoutes } from './modules/cms/index.js';
import { assertFinalAffidavitDue, completionRoutes, completionServices } from './modules/completion/index.js';
import {
  complianceLearnerRoutes,
  complianceRoutes,
  complianceServices,
  registerDeviceRefusal,
} from './modules/compliance/index.js';
import { courseRoutes, nodeView } from './modules/course/index.js';
import { courseImportRoutes } from './modules/course-import/index.js';
import { enrolmentAdminRoutes } from './modules/enrolment/index.js';
import { examRoutes, examServices, findAttemptWithOwner, readExamFacts } from './modules/exam/index.js';
import { examGateRoutes, examGateServices } from './modules/exam-gates/index.js';
import { forumRoutes } from './modules/forum/index.js';
import { glossaryRoutes } from './modules/glossary/index.js';
import {
  biosigRoutes,
  identityEvidenceRoutes,
  identityServices,
  photoIdRoutes,
  startIdentityRetention,
  startIdPhotoCleanup,
  typingAuthRoutes,
} from './modules/identity/index.js';
import { instructorRoutes } from './modules/instructor/index.js';
import { itemAnalysisRoutes, itemAnalysisServices } from './modules/item-analysis/index.js';
import { learnerRecordsRoutes, retentionJob } from './modules/learner-records/index.js';
import {
  cmi5Routes,
  lessonImageRoutes,
  lessonRoutes,
  lessonSecurityPasses,
  lessonServices,
  scoRoutes,
  submitAnswer,
} from './modules/lesson/index.js';
import { mailAdminRoutes } from './modules/mail/index.js';
import { notificationRoutes } from './modules/notification/index.js';
import { metricsRoutes, operationsRoutes } from './modules/operations/index.js';
import { featureFlagRoutes, platformInfoRoutes } from './modules/platform-info/index.js';
import { noteProctorPassword, proctorRoutes } from './modules/proctor/index.js';
import { enrolmentRoutes, findLearnerProductOwner, productAdminRoutes, productRoutes } from './modules/product/index.js';
import { progressionRoutes, progressionServices } from './modules/progression/index.js';
import {
  enqueueCompletion,
  regulatorReportRoutes,
  startReportJobs,
  unblockAfterAffidavit,
} from './modules/regulator-reports/index.js';
import { isKeyPointsBookmarked, resourceRoutes, resourceServices } from './modules/resource/index.js';
import { regulatorRosterRoutes } from './modules/roster/index.js';
import {
  heartbeatFastPath,
  type RawHandler,
  SeatTimeService,
  seatTimeAdminRoutes,
  seatTimeRoutes,
} from './modules/seat-time/index.js';
import { securityRoutes } from './modules/security-question/index.js';
import { siteAssetRoutes } from './modules/site-asset/index.js';
import { supportRoutes, supportServices } from './modules/support/index.js';
import { surveyRoutes } from './modules/survey/index.js';
import { answerOrderKey } from './platform/answer-order.js';
import { tagged } from './platform/api-docs/module-tag.js';
import { registerOpenApi } from './platform/api-docs/openapi.js';
import { registerDocsUi } from './platform/api-docs/swagger-ui.js';
import { csrfTokens, registerCsrf } from './platform/auth/csrf-plugin.js';
import { registerGuard } from './platform/auth/guard-plugin.js';
import { registerSessions, type SessionManager } from './platform/auth/session-plugin.js';
import type { Clock } from './platform/clock.js';
import { systemClock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import type { AppContext, AppServices } from './platform/context.js';
import { hmac, randomToken } from './platform/crypto.js';
import type { Database } from './platform/db/client.js';
import { registerJsonCompression } from './platform/http/compress-json.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { generateRequestId, registerRequestIdHeader } from './platform/http/request-id.js';
import { recordRoutes } from './platform/http/route-table.js';
import { apiHeaders, registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerWebApp } from './platform/http/web-app.js';
import { loggerOptions } from './platform/logging.js';
import { Mailer } from './platform/mail/mailer.js';
import { startMailRetention } from './platform/mail/retention.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { sealingKeys } from './platform/sealing-keys.js';
import { openStorage } from './platform/storage/open-storage.js';
import type { ObjectStorage } from './platform/storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    seatTime: SeatTimeService;
    sessions: SessionManager;
    /** The modules' services (tests reach the app's instances through it). */
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** HMAC secret for CSRF tokens; random per process when omitted. */
  secret?: string;
  /** Where log lines go (tests read them to prove no PII is logged); stdout when omitted. */
  logStream?: { write(line: string): void };
  /** Course files; the configured storage (config.storage) when omitted. */
  storage?: ObjectStorage;
}

/** Builds the whole server: platform plugins first, then the domain modules. Does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  // The heartbeat's fast path answers its common case before Fastify (decision 0046); set once the services exist.
  let fastPath: RawHandler | null = null;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1_048_576,
    // Behind a load balancer, the client's address comes from its X-Forwarded-For (TRUST_PROXY, decision 0058).
    trustProxy: config.trustProxy,
    genReqId: generateRequestId,
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!fastPath?.(req, res)) handler(req, res);
      });
      // Fastify's defaults for the servers it creates itself.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  recordRoutes(app);
  // Before any route, so the document sees them all (decision 0080).
  await registerOpenApi(app);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app, config.cookieSecure);
  registerRequestIdHeader(app);
  // Before the routes, so every JSON reply (errors included) goes through it.
  registerJsonCompression(app);

  const mailer = new Mailer({ db: database.db, clock, log: app.log, from: config.mailFrom, smtpUrl: config.smtpUrl });
  const mailRetention = startMailRetention({ db: database.db, clock, log: app.log, days: config.mailRetentionDays });
  const identityRetention = startIdentityRetention({
    db: database.db,
    clock,
    log: app.log,
    days: config.identityEvidenceRetentionDays,
  });
  const sessions = registerSessions(app, { db: database.db, clock, config });
  registerGuard(app);
  const csrf = csrfTokens(options.secret ?? randomToken(32));
  registerCsrf(app, csrf, config.cookieSecure);
  registerActingForAudit(app, { db: database.db, clock });
  registerStaffReadAudit(app, {
    db: database.db,
    clock,
    owners: {
      learnerProduct: async (id) => (await findLearnerProductOwner(database.db, id))?.userId,
      attempt: async (id) => (await findAttemptWithOwner(database.db, id))?.userId ?? undefined,
    },
  });

  // Upload forms of the local storage are signed with a key derived from the server secret (decision 0094).
  const storage = options.storage ?? openStorage(config.storage, options.secret && hmac(options.secret, 'upload-policy'));
  // Photo-ID uploads issued but never confirmed are deleted, object and row, after a day (decision 0098).
  const idPhotoCleanup = startIdPhotoCleanup({ db: database.db, clock, storage, log: app.log });
  const platform = {
    config,
    clock,
    database,
    mailer,
    storage,
    sessions,
    log: app.log,
    // Random per process without a secret (tests): orders then hold for the process's life only.
    answerOrderKey: answerOrderKey(options.secret ?? randomToken(32)),
    keys: sealingKeys(config, options.secret),
  };
  // The modules' services, one instance each for this app (decision 0062); modules reach them as ctx.services.
  // The learner context reads exam facts through progression's slot: exam implements it (decisions 0059, 0114); the
  // progression calls reply with course's node view and resource's bookmark, through another (decision 0174).
  const progression = progressionServices({
    examFacts: readExamFacts,
    replies: { nodeView, keyPointsBookmarked: isKeyPointsBookmarked },
  });
  const services: AppServices = {
    // Account tells proctor of a password given in clear through its slot, not an import (decisions 0059, 0114).
    ...accountServices(platform, { passwordSetListener: noteProctorPassword }),
    ...progression,
    ...examServices(),
    ...itemAnalysisServices(),
    ...lessonServices(platform),
    // An assignment response is the answer of the lesson's ASSIGNMENT slide: assignment submits it through the lesson's
    // submitAnswer, given in its slot, since lesson imports assignment (decision 0173).
    ...assignmentServices({ submitLessonAnswer: submitAnswer }),
    // Resources read the learner context with the app's compliance rules (a bound profile's linear lock locks a later
    // unit's resources and key points too), read when asked: the slot is filled below, and tests may replace it.
    ...resourceServices({
      ...platform,
      services: {
        examFacts: progression.examFacts,
        get complianceRules() {
          return services.complianceRules;
        },
      },
    }),
    ...supportServices(platform),
    ...chatServices(platform),
    // The completion asks the affidavit module whether the final affidavit is accepted (decision 0092); in its
    // transaction it hands each completion to the regulator reporting queue (decision 0150).
    ...completionServices({ finalAffidavitAccepted }, (tx, lpId, at) => enqueueCompletion(ctx, tx, lpId, at)),
    // An accepted final affidavit unblocks the learner product's report items in its transaction (decision 0150).
    ...affidavitServices((tx, lpId) => unblockAfterAffidavit(ctx, tx, lpId)),
    // The final affidavit opens once the course completion says the course is finished (issue 25 item 37).
    ...examGateServices({ finalAffidavitGate: assertFinalAffidavitDue }),
    // The shipped compliance profiles, validated here: a bad profile file stops the start (decision 0117).
    ...complianceServices(),
    // The identity checks' sealing keys (typing templates, signatures), derived once from the PII key or the secret.
    ...identityServices(config, options.secret),
  };
  const ctx: AppContext = { ...platform, services };
  app.decorate('services', services);
  // Before the routes: a bound profile that refuses phones and tablets refuses them on every learner product route.
  registerDeviceRefusal(app, { db: database.db, services: () => app.services });
  // Each module's routes under its name, the tag that groups them in the API docs.
  for (const [tag, routes] of [
    ['platform-info', platformInfoRoutes],
    ['platform-info', featureFlagRoutes],
    ['account', authenticationRoutes],
    ['account', accountRoutes],
    ['account', sessionsRoutes],
    ['audit', auditRoutes],
    ['account', userAdminRoutes],
    ['product', enrolmentRoutes],
    ['enrolment', enrolmentAdminRoutes],
    // Products, rules and course package imports for administrators (decision 0081).
    ['product', productAdminRoutes],
    ['course-import', courseImportRoutes],
    ['operations', operationsRoutes],
    ['product', productRoutes],
    ['course', courseRoutes],
    ['progression', progressionRoutes],
    ['lesson', lessonRoutes],
    ['lesson', lessonImageRoutes],
    ['lesson', scoRoutes],
    ['lesson', cmi5Routes],
    ['exam', examRoutes],
    ['security-question', (ctx: AppContext) => securityRoutes(ctx, lessonSecurityPasses)],
    ['forum', forumRoutes],
    ['assignment', assignmentRoutes],
    ['resource', resourceRoutes],
    ['glossary', glossaryRoutes],
    ['site-asset', siteAssetRoutes],
    ['cms', cmsRoutes],
    ['support', supportRoutes],
    ['assignment', assignmentListRoutes],
    ['assignment', studentAssignmentRoutes],
    // Instructors' availability and their assignment to products (decision 0084).
    ['instructor', instructorRoutes],
    ['identity', photoIdRoutes],
    ['certificate', certificateRoutes],
    // Typing-pattern identity checks (decision 0090) and the biometric signature check (decision 0091).
    ['identity', typingAuthRoutes],
    ['identity', biosigRoutes],
    // Live chat between learners and their products' instructors (decision 0088).
    ['chat', chatRoutes],
    ['notification', notificationRoutes],
    ['advertisement', advertisementRoutes],
    // Feedback surveys and the course completion (decision 0092).
    ['survey', surveyRoutes],
    ['completion', completionRoutes],
    // The identity-evidence record staff read (decision 0097).
    ['identity', identityEvidenceRoutes],
    // Compliance profiles, product bindings and the compliance report (decision 0117).
    ['compliance', complianceRoutes],
    ['compliance', complianceLearnerRoutes],
    // Item statistics of a product's exams, for authors (issue 30, decisions 0165-0167).
    ['item-analysis', itemAnalysisRoutes],
    // Drafts, versions and publishing of course lineages (issue 30, decisions 0163 and 0164).
    ['authoring', authoringRoutes],
    ['authoring', migrationRoutes],
    ['authoring', previewRoutes],
  ] as const) {
    await app.register(tagged(tag, routes(ctx)));
  }
  // PGlite writes in this thread: fewer, larger flushes measured better there; PostgreSQL takes short, frequent ones.
  const flushIntervalMs = config.seatTimeFlushMs ?? (database.kind === 'pglite' ? 500 : 100);
  const seatTime = new SeatTimeService({ database, clock, log: app.log, flushIntervalMs, services });
  seatTime.start();
  await app.register(tagged('seat-time', seatTimeRoutes(seatTime)));
  await app.register(tagged('seat-time', seatTimeAdminRoutes(ctx)));
  await app.register(tagged('exam-gates', examGateRoutes(ctx, findAttemptWithOwner)));
  // Affidavits seal their PII with the exam gates' PII key (decision 0093).
  await app.register(tagged('affidavit', affidavitRoutes(ctx)));
  // The regulator roster opens licence numbers (to mask them) with the same key (decision 0098).
  await app.register(tagged('roster', regulatorRosterRoutes(ctx)));
  // The regulator reporting queue opens licence numbers for the regulators' files with the same key (decision 0150).
  await app.register(tagged('regulator-reports', regulatorReportRoutes(ctx)));
  // The records on request sign their manifest with the credential key, sealed with the same key (decision 0182).
  await app.register(tagged('learner-records', learnerRecordsRoutes(ctx)));
  // Resending a code's e-mail re-issues the code, with the same key.
  await app.register(tagged('mail', mailAdminRoutes(ctx)));
  await app.register(tagged('proctor', proctorRoutes(ctx)));
  await app.register(tagged('operations', metricsRoutes(ctx, createMetrics(app, database, seatTime.coalescer))));
  await registerDocsUi(app);
  app.decorate('seatTime', seatTime);
  fastPath = heartbeatFastPath({
    sessions,
    csrf,
    seatTime,
    parseCookie: (header) => app.parseCookie(header),
    headers: apiHeaders(config.cookieSecure),
    log: app.log,
  });
  app.decorate('sessions', sessions);
  await registerWebApp(app, config.webDist);
  // Scheduled work runs on a PostgreSQL-backed queue (pg-boss), once across instances (decision 0152).
  const reportJobs = config.scheduledJobs
    ? await startReportJobs(ctx, [retentionJob, expiryReminderJob, licenseRenewalReminderJob])
    : null;
  app.addHook('onClose', async () => {
    // Graceful shutdown: what the coalescer holds is written before the database closes.
    await seatTime.close();
    await mailRetention.stop();
    await identityRetention.stop();
    await idPhotoCleanup.stop();
    await reportJobs?.stop();
    mailer.close();
  });
  return app;
}
