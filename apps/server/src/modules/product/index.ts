// Public surface of the product module (decision 0059): other modules and app.ts import only this file.

export { findProductByCode, insertProduct, type ProductRow, replaceProductRules, updateProduct } from './imported-products.js';
export { assignInstructor, mayStaffProduct } from './instructors.js';
export {
  findLearnerProductOwner,
  findLearnerProductWithLearner,
  holdsLearnerProductOf,
  learnerProductOwners,
} from './learner-product-reads.js';
export { insertLearnerProduct, setCourseDates, updateProctorStatusOfUser } from './learner-product-writes.js';
export { canReadLearnerProduct, canWriteLearnerProduct, type LearnerProductUse, mayUseLearnerProduct } from './policy.js';
export { productRoutes } from './routes.js';
