// Public surface of the certificate module (decision 0059): other modules and app.ts import only this file.
// The verification codes the regulator roster lists (decision 0098).
export { certificateCodesOf } from './codes.js';
export { certificateRoutes } from './routes.js';
