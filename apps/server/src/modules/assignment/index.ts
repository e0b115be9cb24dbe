// Public surface of the assignment module (decision 0059): other modules and app.ts import only this file.

export { displayName } from './display-name.js';
export { countIncompleteAssignments } from './incomplete.js';
export { ASSIGNMENT_COMMENTED } from './instructor-service.js';
export { studentAssignmentRoutes } from './routes.js';
export { seedAssignmentActivity } from './seed-activity.js';
// Reads and the import-time sync lesson needs for its ASSIGNMENT slides (decision 0059, step 2).
export {
  type AssignmentRow,
  assignmentsByKey,
  type CommentRow,
  type DeclaredAssignment,
  findAssignment,
  findComments,
  findCommentsOf,
  findProductAssignments,
  findStudentAssignment,
  findStudentAssignments,
  latestResponses,
  productHasAssignments,
  type StudentAssignmentRow,
  syncAssignments,
} from './slide-assignments.js';
export { ASSIGNMENT_STATUS_TEXT } from './status.js';
export { toComment, writeAssignmentResponse } from './write-response.js';
