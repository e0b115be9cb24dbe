// Public surface of the operations module (decision 0059): app.ts imports only this file.
export { operationsRoutes } from './routes.js';
