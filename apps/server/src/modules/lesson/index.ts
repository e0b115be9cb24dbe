// Public surface of the lesson module (decision 0059). Other modules import only this file.
// The learner's assignment pages: an assignment response is the answer of the lesson's ASSIGNMENT slide.

export { lessonServices } from './app-services.js';
export { assignmentRoutes } from './assignment-routes.js';
export { LESSON_FINISH, lessonSecurityPasses } from './finish-lesson.js';
export type { InquiryOf } from './graders/shared.js';
export { lessonImageRoutes } from './image-routes.js';
export { type LessonImages, prepareLessonImages } from './lesson-images.js';
export { lessonRoutes } from './routes.js';
export { submitAnswer } from './service.js';
export { syncSlideActivities } from './slide-activities.js';
export { parseSlide, slideProblems } from './slide-checks.js';
export { CONTENT_HTML_FIELD, renderSlideMarkdown } from './slide-markdown.js';
