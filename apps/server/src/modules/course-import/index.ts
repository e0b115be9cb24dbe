// Public surface of the course-import module (decision 0059): reading and importing course packages (the
// package format itself is catalog's). Imports lesson, exam and resource content; nothing in them imports it.
export { courseImportRoutes } from './admin-routes.js';
export {
  checkCourseFolder,
  type ImportOptions,
  importCourseFolder,
  PackageInvalidError,
} from './import-course-folder.js';
// The authoring module writes a draft's copy through the same importer, and a saved slide through its row builder.
export { type ImportSummary, importCoursePackage, toSlideRow } from './package-import.js';
export { type CoursePackage, readCoursePackage } from './package-reader.js';
export type { PreparedResources } from './prepare-resources.js';
