// Public surface of the regulator-reports module (issue 28, decisions 0150-0152): the reporting queue's listeners the
// app gives to the completion and the affidavit, its routes, and its scheduled jobs.
export { type ScheduledJob, startReportJobs } from './jobs.js';
export { enqueueCompletion, unblockAfterAffidavit } from './queue-entries.js';
// Report items of one learner product, for the records archive (issue 28).
export { reportItemsOf } from './records.js';
export { regulatorReportRoutes } from './routes.js';
