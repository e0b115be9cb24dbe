import type { AppContext } from '../../platform/context.js';
import { LessonState } from './lesson-state.js';
import { SubmissionWriter } from './submission-writer.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The lesson calls' coalesced state reads and course-structure cache. */
    lessonState: LessonState;
    /** The answers' batching writer (one statement per batch). */
    lessonSubmissions: SubmissionWriter;
  }
}

/** The lesson module's services, built once in buildApp. */
export function lessonServices(ctx: Pick<AppContext, 'database' | 'clock'>) {
  return { lessonState: new LessonState(ctx.database.db, ctx.clock), lessonSubmissions: new SubmissionWriter(ctx.database.db) };
}
