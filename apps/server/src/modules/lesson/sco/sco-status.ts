import type { ScoSlide } from './sco-schema.js';

/** What progression reads from a SCO's runtime data (decision 0200). */
export interface ScoStatus {
  completionStatus: 'completed' | 'incomplete' | 'not attempted' | 'unknown';
  successStatus: 'passed' | 'failed' | 'unknown';
  scoreScaled: number | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * SCORM 1.2: cmi.core.lesson_status says both (passed/failed imply completed); with a mastery score the LMS decides
 * passed or failed from cmi.core.score.raw (SCORM 1.2 RTE 3.4.2: raw against adlcp:masteryscore), whatever the SCO said.
 */
function status12(cmi: Obj, slide: Pick<ScoSlide, 'masteryScore'>): ScoStatus {
  const core = obj(cmi.core);
  const lesson = String(core.lesson_status ?? '');
  const score = obj(core.score);
  const raw = numberOf(score.raw);
  const max = numberOf(score.max) ?? 100;
  const min = numberOf(score.min) ?? 0;
  const scoreScaled = raw === null || max <= min ? null : clamp01((raw - min) / (max - min));
  let successStatus: ScoStatus['successStatus'] = lesson === 'passed' ? 'passed' : lesson === 'failed' ? 'failed' : 'unknown';
  if (slide.masteryScore !== undefined && raw !== null) successStatus = raw >= slide.masteryScore ? 'passed' : 'failed';
  const completed = ['completed', 'passed', 'failed'].includes(lesson);
  return {
    completionStatus: completed ? 'completed' : lesson === 'not attempted' || lesson === '' ? 'not attempted' : 'incomplete',
    successStatus,
    scoreScaled,
  };
}

/**
 * SCORM 2004: completion and success as the SCO set them, except where the manifest gives the threshold
 * (completionThreshold against cmi.progress_measure, scaled passing score against cmi.score.scaled: RTE 4.2.4.1/4.2.22).
 */
function status2004(cmi: Obj, slide: Pick<ScoSlide, 'masteryScore' | 'completionThreshold'>): ScoStatus {
  const scoreScaled = numberOf(obj(cmi.score).scaled);
  const progress = numberOf(cmi.progress_measure);
  let completionStatus = String(cmi.completion_status ?? 'unknown') as ScoStatus['completionStatus'];
  if (!['completed', 'incomplete', 'not attempted', 'unknown'].includes(completionStatus)) completionStatus = 'unknown';
  if (slide.completionThreshold !== undefined && progress !== null)
    completionStatus = progress >= slide.completionThreshold ? 'completed' : 'incomplete';
  let successStatus = String(cmi.success_status ?? 'unknown') as ScoStatus['successStatus'];
  if (!['passed', 'failed', 'unknown'].includes(successStatus)) successStatus = 'unknown';
  if (slide.masteryScore !== undefined && scoreScaled !== null)
    successStatus = scoreScaled * 100 >= slide.masteryScore ? 'passed' : 'failed';
  return { completionStatus, successStatus, scoreScaled: scoreScaled === null ? null : Math.max(-1, Math.min(1, scoreScaled)) };
}

/** Reads completion, success and score from committed CMI data, as the package's version and manifest say. */
export function scoStatus(
  cmi: unknown,
  slide: Pick<ScoSlide, 'scormVersion' | 'masteryScore' | 'completionThreshold'>,
): ScoStatus {
  return slide.scormVersion === '1.2' ? status12(obj(cmi), slide) : status2004(obj(cmi), slide);
}

/**
 * Whether the SCO lets the learner move on: completed (a SCORM 1.2 passed or failed is completed), not failed, and
 * passed when the manifest sets a mastery score. A failed SCO is taken again.
 */
export function scoDone(status: ScoStatus, slide: Pick<ScoSlide, 'masteryScore'>): boolean {
  if (status.successStatus === 'failed') return false;
  if (slide.masteryScore !== undefined) return status.successStatus === 'passed';
  return status.completionStatus === 'completed' || status.successStatus === 'passed';
}
