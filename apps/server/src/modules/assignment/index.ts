// Public surface of the assignment module (decision 0059): other modules and app.ts import only this file.

export { countIncompleteAssignments } from './incomplete.js';
// Reads and the import-time sync lesson needs for its ASSIGNMENT slides (decision 0059, step 2).
export {
  type AssignmentRow,
  assignmentsByKey,
  type DeclaredAssignment,
  findAssignment,
  findComments,
  findStudentAssignment,
  findStudentAssignments,
  latestResponses,
  syncAssignments,
} from './repo.js';
export { writeAssignmentResponse } from './write-response.js';
