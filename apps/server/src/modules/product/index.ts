// Public surface of the product module (decision 0059): other modules and app.ts import only this file.

export {
  type EnrolmentForAdmin,
  extendEnrolment,
  findEnrolmentForAdmin,
  setEnrolmentWithdrawn,
} from './admin/enrolment-changes.js';
export { enrolmentRoutes } from './admin/enrolment-routes.js';
export { productAdminRoutes } from './admin/product-routes.js';
export { usersWithAllProductsClosedBefore } from './closed-learners.js';
// The regulator roster's enrolments (decision 0098).
export { type CompletedLearnerProduct, findCompletedLearnerProducts, findUserCompletions } from './completed-learner-products.js';
export { readIdentityChecks, setIdentityChecks } from './identity-checks.js';
export { findProductByCode, insertProduct, type ProductRow, replaceProductRules, updateProduct } from './imported-products.js';
export { selectProductIdsOfInstructor } from './instructor-products.js';
export {
  assignInstructor,
  findInstructorEmails,
  findInstructorProducts,
  findProductInstructorIds,
  findProductName,
  mayStaffProduct,
  productInstructorIdsSql,
  unassignInstructor,
} from './instructors.js';
export { learnerProductFromJson, learnerProductJoin, productFromJson } from './learner-product-json.js';
// Reads and writes other modules make of product's tables (decision 0059, step 2).
export {
  findLearnerProductByExternalIds,
  findLearnerProductOwner,
  findLearnerProductWithLearner,
  findLearnerProductWithProduct,
  findUserLearnerProductId,
  holdsLearnerProductOf,
  type LearnerProductRow,
  learnerProductOwners,
} from './learner-product-reads.js';
export {
  learnerProductCourses,
  learnerProductProductIdSql,
  learnerProductUserIdSql,
  selectLearnerProductIdsOfUser,
} from './learner-product-sql.js';
export {
  insertLearnerProduct,
  markIdPhotoSubmitted,
  setCourseDates,
  setLearnerProductStatus,
  setLeftOffNode,
  updateProctorStatusOfUser,
} from './learner-product-writes.js';
export {
  findEnrolableProductIds,
  findLineageProducts,
  findLineagesProducts,
  findProductById,
  findProductVersion,
  lineageOf,
  type ProductVersionRow,
  setProductVersion,
} from './lineage.js';
export { canReadLearnerProduct, canWriteLearnerProduct, type LearnerProductUse, mayUseLearnerProduct } from './policy.js';
export { findProductRules } from './product-rules.js';
// Enrolment counts and completion span per product, for the retention check (issue 28, decision 0183).
export { type EnrolmentRetentionFacts, enrolmentRetentionFacts } from './retention-facts.js';
export { productRoutes } from './routes.js';
export { readRuleValues, ruleValuesJsonSql } from './rule-values.js';
export { productNames, selectInstructorProductIds } from './staff-scope.js';
// A product's minimum time, for the compliance report (decision 0117).
export { findProductTimeFacts, type ProductTimeFacts } from './time-facts.js';
// The user's enrolments, for their certificates page (issue 28).
export { findUserLearnerProductIds } from './user-learner-products.js';
// Moving a learner's record to another version of the course (issue 30, decision 0205).
export { enrolmentIdsOfProduct, lockLearnerProduct, moveEnrolmentToVersion } from './version-move.js';
