// Public surface of the forum module (decision 0059): other modules and app.ts import only this file.

export { forumRoutes } from './routes.js';
export { type SeededPost, seedForumActivity } from './seed-activity.js';
export { writePost } from './service.js';
// The forum ids a FORUM slide names and the import-time sync (decision 0059, step 2).
export { type DeclaredForum, forumIdsByKey, syncForums } from './slide-forums.js';
