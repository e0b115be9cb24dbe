// Public surface of the instructor module (decision 0084): other modules and app.ts import only this file.
export { type InstructorLiveSupport, liveSupportAvailable } from './availability.js';
export { findLiveSupport, liveSupportJsonSql } from './live-support.js';
export { instructorRoutes } from './routes.js';
export { liveSupportFromJson, productLiveSupport, seedLiveSupport } from './service.js';
