/** What the lc route shows for a node type (001 §2 "lc page layout by node type"). */
export type LcView = 'unit' | 'intro' | 'topic' | 'generic' | 'home';

export function lcViewFor(type: string, step: string | undefined): LcView {
  switch (type) {
    case 'UNIT':
    case 'SECTION':
      return step === 'unitIntro' ? 'intro' : 'unit';
    case 'UNIT_INTRODUCTION':
      return 'intro';
    case 'TOPIC':
      return 'topic';
    // Drawn by the view another feature registers (app/node-views.tsx); the generic page otherwise.
    // EXAM_GAUGE: an exam-prep readiness gauge is a practice exam of its own (decision 0026).
    case 'KEY_POINTS':
    case 'LESSON':
    case 'EXAM':
    case 'EXAM_GAUGE':
      return 'generic';
    // PROGRAM, COURSE, LEVEL, CHAPTER and anything unknown are not lc pages: the learner goes home.
    default:
      return 'home';
  }
}

/** True when the node has an lc page to link to. */
export const hasLcPage = (type: string) => lcViewFor(type, undefined) !== 'home';
