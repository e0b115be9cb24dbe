// Public surface of the completion module (decision 0092): the finishCourse flow's calls, the facts it is given,
// and the completion status the course home's next step reads.
export { completionServices, type ProductCompletedListener } from './app-services.js';
export type { CompletionFacts } from './facts.js';
export { completionRoutes } from './routes.js';
export { assertFinalAffidavitDue, completionOf } from './service.js';
