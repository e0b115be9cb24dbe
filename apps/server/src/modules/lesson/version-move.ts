import type { Db } from '../../platform/db/client.js';
import { type MovedCount, remapLearnerColumn } from '../../platform/db/id-remap.js';

/** Moves a learner's lesson places, answers and SCORM data to another version's lessons and slides (decision 0205). */
export async function moveLessonRecord(
  db: Db,
  learnerProductId: number,
  map: { nodes: ReadonlyMap<number, number>; slides: ReadonlyMap<number, number> },
): Promise<{ lessonProgress: MovedCount; answers: MovedCount; scoRuntime: MovedCount }> {
  return {
    lessonProgress: await remapLearnerColumn(db, 'lesson_progress', 'node_id', learnerProductId, map.nodes),
    answers: await remapLearnerColumn(db, 'inquiry_submissions', 'slide_id', learnerProductId, map.slides),
    scoRuntime: await remapLearnerColumn(db, 'sco_runtime', 'slide_id', learnerProductId, map.slides),
  };
}
