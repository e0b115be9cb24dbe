// Public surface of the proctor module (decision 0059): other modules and app.ts import only this file.
export { noteProctorPassword } from './proctor-profile.js';
export { proctorRoutes } from './routes.js';
