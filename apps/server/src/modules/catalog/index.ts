// Public surface of the catalog module (decision 0059): other modules and app.ts import only this file.
export { CourseRules } from './course-rules.js';
export { importCourseFolder } from './import-course-folder.js';
export type { PackageError, PackageNode } from './package-reader.js';
