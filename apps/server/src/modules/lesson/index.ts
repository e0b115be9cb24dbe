// Public surface of the lesson module (decision 0059). Other modules import only this file.

export type { InquiryOf } from './answers/graders/shared.js';
export { lessonServices } from './app-services.js';
export { cmi5Routes } from './cmi5/cmi5-routes.js';
export { LESSON_FINISH, lessonSecurityPasses } from './finish-lesson.js';
export { lessonImageRoutes } from './images/image-routes.js';
export { type LessonImages, prepareLessonImages } from './images/lesson-images.js';
export { type InquiryResult, readInquiryResults, readInquiryStamp } from './inquiry-results.js';
// An author's preview of a lesson: the learner's view and grader, nothing recorded (issue 30, decision 0206).
export { previewAnswerCheck, previewLesson } from './preview.js';
// Lesson answers and progress, for the records archive (issue 28).
export { lessonRecordsOf } from './records.js';
export { lessonRoutes } from './routes.js';
export { prepareScoPackages, type ScoPackages } from './sco/sco-files.js';
export { scoRoutes } from './sco/sco-routes.js';
export { SCO_FILES_FIELD } from './sco/sco-schema.js';
export { submitAnswer } from './service.js';
export { syncSlideActivities } from './slides/slide-activities.js';
export { parseSlide, slideProblems } from './slides/slide-checks.js';
export { CONTENT_HTML_FIELD, renderSlideMarkdown } from './slides/slide-markdown.js';
// Moving a learner's record to another version of the course (issue 30, decision 0205).
export { moveLessonRecord } from './version-move.js';
