// Public surface of the demo module (decision 0059): other modules and app.ts import only this file.
export { DEMO_LOGINS } from './seed.js';
