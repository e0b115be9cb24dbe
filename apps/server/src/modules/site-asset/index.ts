// Public surface of the site-asset module (decision 0059): other modules and app.ts import only this file.
export { siteAssetRoutes } from './routes.js';
