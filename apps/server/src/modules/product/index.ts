// Public surface of the product module (decision 0059): other modules and app.ts import only this file.
export { assignInstructor, mayStaffProduct } from './instructors.js';
export { canReadLearnerProduct, canWriteLearnerProduct, type LearnerProductUse, mayUseLearnerProduct } from './policy.js';
export { productRoutes } from './routes.js';
