// Public surface of the site-asset module (decision 0059): other modules and app.ts import only this file.

export { siteAssetFileRefsSql } from './file-refs.js';
export { replaceSiteAssetFiles } from './import-site-assets.js';
export { siteAssetRoutes } from './routes.js';
