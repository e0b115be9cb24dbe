// Public surface of the certificate module (decision 0059): other modules and app.ts import only this file.
export { certificateRoutes } from './routes.js';
