// Public surface of the course module (decision 0059): other modules and app.ts import only this file.
// The node's view, given to progression's calls by the app (decision 0174).
export { nodeView } from './node-view.js';
export { courseRoutes } from './routes.js';
