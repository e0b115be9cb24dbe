import type { ExamFactsLoader } from './exam-facts.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The exam module's reading of a learner's exams, given by the app: progression does not import exam (0059). */
    examFacts: ExamFactsLoader;
  }
}

/** The progression module's services, built once in buildApp with what the exam module gives it. */
export function progressionServices(deps: { examFacts: ExamFactsLoader }) {
  return { examFacts: deps.examFacts };
}
