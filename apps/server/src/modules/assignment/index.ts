// Public surface of the assignment module (decision 0059): other modules and app.ts import only this file.

export { countIncompleteAssignments } from './incomplete.js';
export { writeAssignmentResponse } from './write-response.js';
