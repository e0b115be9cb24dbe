// Public surface of the course module (decision 0059): other modules and app.ts import only this file.
export { isoDate } from './course-dates.js';
export { nodeView } from './node-view.js';
export { courseRoutes } from './routes.js';
export { courseTiming } from './state.js';
