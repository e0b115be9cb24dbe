// Public surface of the platform-info module (decision 0059): other modules and app.ts import only this file.

export { featureFlagRoutes } from './feature-flag-routes.js';
export { platformInfoRoutes } from './routes.js';
