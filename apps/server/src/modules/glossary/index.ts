// Public surface of the glossary module (decision 0059): other modules and app.ts import only this file.

export { readGlossaryEntries, replaceGlossary } from './import-glossary.js';
export { normalizeSearchText } from './normalize.js';
export { glossaryRoutes } from './routes.js';
