// Public surface of the enrolment-admin module (decision 0078): administrators' actions on one learner's
// enrolment, across product, progression and exam through their own surfaces. It owns no table.
export { enrolmentAdminRoutes } from './routes.js';
