// Public surface of the advertisement module (decision 0089): other modules and app.ts import only this file.
export { advertisementRoutes } from './routes.js';
export { seedAdvertisement } from './service.js';
