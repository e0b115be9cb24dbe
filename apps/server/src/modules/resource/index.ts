// Public surface of the resource module (decision 0059): other modules and app.ts import only this file.
export { resourceServices } from './app-services.js';
export { docxToHtml } from './content/convert-docx.js';
export { xlsxToHtml } from './content/convert-xlsx.js';
export { renderHtmlToPdf } from './content/html-to-pdf.js';
export { sanitizeCourseHtml } from './content/sanitize.js';
export { readProductContent } from './content-copy.js';
// Reads the course pages and lessons show next to a node, and the course import's writes (decision 0059, step 2).
export {
  findProductResources,
  findUnviewedResources,
  findViewedResourceIds,
  isKeyPointsBookmarked,
  previewNodeResources,
  type ResourceListRow,
  replaceKeyPoints,
  replaceProductResources,
} from './node-resources.js';
export { PackageFiles } from './package-files.js';
export { resourceRoutes } from './routes.js';
export { ResourceService } from './service.js';
// Moving a learner's record to another version of the course (issue 30, decision 0205).
export { moveResourceRecord, resourceIdsByKey } from './version-move.js';
