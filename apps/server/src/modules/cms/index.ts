// Public surface of the cms module (decision 0059): other modules and app.ts import only this file.
export { cmsRoutes } from './routes.js';
export { sanitizeBlockHtml } from './sanitize.js';
