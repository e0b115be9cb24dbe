// Public surface of the photo-id module (decision 0059): other modules and app.ts import only this file.

export { type PhotoIdEvidence, photoIdEvidence } from './evidence.js';
export { photoIdRoutes } from './routes.js';
