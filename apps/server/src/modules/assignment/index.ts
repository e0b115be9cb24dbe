// Public surface of the assignment module (decision 0059): other modules and app.ts import only this file.

export { assignmentServices } from './app-services.js';
export { countIncompleteAssignments } from './incomplete.js';
// The learner's assignment pages (decision 0086): the lists, and one assignment with its response.
export { assignmentListRoutes } from './learner/assignment-list-routes.js';
export { assignmentRoutes } from './learner/assignment-routes.js';
// The learner's further responses and the instructors' queue, thread and comment.
export { studentAssignmentRoutes } from './routes.js';
export { seedAssignmentActivity } from './seed-activity.js';
// What lesson reads and writes for its ASSIGNMENT slides: the import-time sync, the public view, the response.
export { assignmentsByKey, findStudentAssignments, latestResponses, syncAssignments } from './slide-assignments.js';
export { writeAssignmentResponse } from './write-response.js';
