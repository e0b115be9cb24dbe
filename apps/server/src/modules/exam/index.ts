// Public surface of the exam module (decision 0059): other modules and app.ts import only this file.
export { examDerivedData, productEffortBreakdowns } from './derived-exam-data.js';
export { readExamFacts } from './facts.js';
export { importExamContent } from './import-exam.js';
export { examProblems } from './package-checks.js';
export { examRoutes } from './routes.js';
