// Public surface of the resource module (decision 0059): other modules and app.ts import only this file.
export { resourceServices } from './app-services.js';
export { docxToHtml } from './content/convert-docx.js';
export { xlsxToHtml } from './content/convert-xlsx.js';
export { renderHtmlToPdf } from './content/html-to-pdf.js';
export { sanitizeCourseHtml } from './content/sanitize.js';
export { PackageFiles } from './package-files.js';
// Reads the course pages and lessons show next to a node (decision 0059, step 2).
/** Make a product's resources and key points those of its package (the course import's transaction). */
export {
  findUnviewedResources,
  findViewedResourceIds,
  isKeyPointsBookmarked,
  type ResourceListRow,
  replaceKeyPoints,
  replaceProductResources,
} from './repo.js';
export { resourceRoutes } from './routes.js';
export { ResourceService } from './service.js';
