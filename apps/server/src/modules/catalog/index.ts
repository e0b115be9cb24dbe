// Public surface of the catalog module (decision 0059): other modules and app.ts import only this file.
export { CourseRules } from './course-rules.js';
export { courseTimeZone } from './course-time-zone.js';
// The tree the course import writes (node keys, nodes, slides) and the learner context reads.
export {
  deleteNodesExcept,
  findNodeKeys,
  findProductNodes,
  insertNode,
  type NodeRow,
  replaceSlides,
  updateNode,
} from './course-tree.js';
// The slot of a product's effective rules (course rules tightened by compliance profiles, decision 0130).
export type { BoundProfile, CourseSide, EffectiveRules, EffectiveRulesReader, RepeatRefusal } from './effective-rules.js';
export { FINAL_EXAM_TITLE_RULE, INSTRUCTOR_NEEDED_RULE, nodeAsShown } from './node-as-shown.js';
// Reads and writes other modules make of catalog's tables (decision 0059, step 2).
export {
  findChildCourses,
  findLessonSlides,
  findProductNode,
  findProductSlidesOfTypes,
  type LessonSlideRow,
  lessonSlideImages,
  nodeProductIdSql,
  nodeTitlesSql,
  selectProductNodeIds,
} from './node-reads.js';
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
export { checkRuleValue, RULE_CATALOGUE, type RuleDefinition } from './rule-catalogue.js';
export { lessonImageRefsSql } from './slide-file-refs.js';
export { IMAGE_FILE_FIELD, LESSON_IMAGE_PREFIX, SCO_FILES_FIELD, SCO_FILES_PREFIX } from './slide-files.js';
