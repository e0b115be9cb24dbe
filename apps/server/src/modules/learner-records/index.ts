// Public surface of the learner-records module (issue 28, decision 0182): one enrolment's whole record as a signed
// archive, read from each module's own surface. It owns no table.
export { learnerRecordsRoutes } from './routes.js';
