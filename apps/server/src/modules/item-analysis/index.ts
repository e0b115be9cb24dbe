// Public surface of the item-analysis module (issue 30): app.ts imports only this file.
export { itemAnalysisServices } from './app-services.js';
export { itemAnalysisRoutes } from './routes.js';
