// Public surface of the lesson module (decision 0059). Other modules import only this file.
export { LESSON_FINISH, lessonSecurityPasses } from './finish-lesson.js';
