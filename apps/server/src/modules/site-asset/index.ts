// Public surface of the site-asset module (decision 0059): other modules and app.ts import only this file.

export { siteAssetFileRefsSql } from './file-refs.js';
/** Makes a product's site-asset files those of its package (the course import's transaction). */
export { replaceSiteAssetFiles } from './repo.js';
export { siteAssetRoutes } from './routes.js';
