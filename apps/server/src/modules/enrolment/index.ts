// Public surface of the enrolment module (decisions 0078, 0125): administrators' actions on one learner's
// enrolment, across product, progression and exam through their own surfaces, in admin/ like every module's
// administration code. It owns no table.
export { enrolmentAdminRoutes } from './admin/routes.js';
