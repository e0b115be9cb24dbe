// Public surface of the operations module (decision 0059): app.ts imports only this file.

export { metricsRoutes } from './metrics-routes.js';
export { operationsRoutes } from './routes.js';
