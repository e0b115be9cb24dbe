// Public surface of the forum module (decision 0059): other modules and app.ts import only this file.
export { forumRoutes } from './routes.js';
export { writePost } from './service.js';
