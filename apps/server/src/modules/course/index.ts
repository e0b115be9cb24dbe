// Public surface of the course module (decision 0059): other modules and app.ts import only this file.
export { nodeView } from './node-view.js';
export { progressionRoutes } from './progression-routes.js';
export { courseRoutes } from './routes.js';
