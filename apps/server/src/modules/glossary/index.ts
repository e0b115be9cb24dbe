// Public surface of the glossary module (decision 0059): other modules and app.ts import only this file.
export { normalizeSearchText } from './normalize.js';
/** Makes a product's glossary the package's terms (the course import's transaction). */
export { replaceGlossary } from './repo.js';
export { glossaryRoutes } from './routes.js';
