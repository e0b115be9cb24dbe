// Public surface of the support module (decision 0059): other modules and app.ts import only this file.
export { supportServices } from './app-services.js';
export { supportRoutes } from './routes.js';
