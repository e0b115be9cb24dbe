// Public surface of the assignment module (decision 0059): other modules and app.ts import only this file.
export { writeAssignmentResponse } from './write-response.js';
