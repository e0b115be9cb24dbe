// Public surface of the biosig module (decision 0059): other modules and app.ts import only this file.
export {
  type BiosigEvidence,
  biosigEvidence,
  biosigPassedSince,
  deleteSignatureSamples,
  examCheckPassed,
  lastSignatureResults,
} from './evidence.js';
export { biosigKey } from './keys.js';
export { biosigRoutes } from './routes.js';
