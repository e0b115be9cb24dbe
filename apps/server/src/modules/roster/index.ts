// Public surface of the roster module (decision 0098): app.ts imports only this file.
export { regulatorRosterRoutes } from './routes.js';
export { REGULATOR_ROSTER_READ } from './service.js';
