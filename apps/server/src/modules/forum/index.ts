// Public surface of the forum module (decision 0059): other modules and app.ts import only this file.

/** A product's forum ids by forum key. */
export { forumIdsByKey } from './repo.js';
export { forumRoutes } from './routes.js';
export { writePost } from './service.js';
