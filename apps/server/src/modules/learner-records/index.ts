// Public surface of the learner-records module (issue 28, decisions 0182, 0183): one enrolment's whole record as a
// signed archive, read from each module's own surface, and the daily records-retention check. It owns no table.
export { RETENTION_QUEUE, retentionJob } from './jobs.js';
export { checkRetention, type RetentionLine, type RetentionReport } from './retention.js';
export { learnerRecordsRoutes } from './routes.js';
