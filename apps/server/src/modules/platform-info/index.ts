// Public surface of the platform-info module (decision 0059): other modules and app.ts import only this file.
export { platformInfoRoutes } from './routes.js';
