// Public surface of the catalog module (decision 0059): other modules and app.ts import only this file.
export { CourseRules } from './course-rules.js';
export {
  CAPTIONS_MEDIA_TYPE,
  type GlossaryEntry,
  glossaryFile,
  MEDIA_TYPES,
  type PackageResourceEntry,
  resourceEntryProblems,
  resourcesFile,
} from './package-resource-schema.js';
export { type CourseFile, courseFile, type NodeFile, nodeFile, type PackageError, type PackageNode } from './package-schema.js';
export { type CatalogNode, readProductNodes } from './product-nodes.js';
export { IMAGE_FILE_FIELD, LESSON_IMAGE_PREFIX } from './slide-files.js';
