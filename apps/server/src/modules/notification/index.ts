// Public surface of the notification module (decision 0089): other modules and app.ts import only this file.
export { notifyAssignmentComment, notifyForumReply, notifyInstructorReply } from './events.js';
export { notificationRoutes } from './routes.js';
