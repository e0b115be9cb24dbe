// Public surface of the product module (decision 0059): other modules and app.ts import only this file.
export { assignInstructor, mayStaffProduct } from './instructors.js';
export {
  type LearnerProductRow,
  learnerProductFromJson,
  learnerProductJoin,
  type ProductRow,
  productFromJson,
} from './learner-product-sql.js';
export { canReadLearnerProduct, canWriteLearnerProduct, type LearnerProductUse, mayUseLearnerProduct } from './policy.js';
export { productRoutes } from './routes.js';
export { readRuleValues } from './rule-values.js';
