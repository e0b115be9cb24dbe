// Public surface of the photo-id module (decision 0059): other modules and app.ts import only this file.

// Abandoned uploads (issued, never confirmed) are deleted after a day (decision 0098).
export { purgeUnconfirmedIdPhotos, startIdPhotoCleanup, UNCONFIRMED_ID_PHOTO_RETENTION_HOURS } from './cleanup.js';
export { type PhotoIdEvidence, photoIdEvidence, photoIdSubmittedAt } from './evidence.js';
export { photoIdRoutes } from './routes.js';
export { readConfirmedIdPhoto } from './service.js';
