import { surveyChoiceTakesOptions } from '@continuum/contracts';
import type { BranchOption, ContentSlide, Inquiry, SurveyStep } from '../slides/inquiry-schema.js';
import { isKnownType } from '../slides/public-view.js';

/**
 * Test and benchmark support: the answer an authored inquiry's own key says is right. Path types
 * (BRANCHING, SURVEY) are answered one level at a time: pass the path answered so far and get it
 * extended by one right entry.
 */
export function rightAnswer(slide: Inquiry | ContentSlide, pathSoFar: unknown[]): unknown {
  if (!isKnownType(slide.type)) return {};
  const q = slide as Inquiry;
  switch (q.type) {
    case 'TRUE_FALSE':
      return { value: q.answer };
    case 'MULTIPLE_CHOICE':
      return { choiceIds: q.choices.filter((c) => c.correct).map((c) => c.id) };
    case 'TEXT_EDIT':
      return { text: q.acceptable?.[0] ?? 'My answer' };
    case 'MATCHING_DND_GRP':
      return { placements: Object.fromEntries(q.items.map((i) => [i.id, i.targetId])) };
    case 'MATCHING_DND_ANSWERS':
      return { pairs: Object.fromEntries(q.choices.map((c) => [c.id, c.matchId])) };
    case 'COMPLETE_STORY':
      return { blanks: Object.fromEntries(Object.entries(q.blanks).map(([name, b]) => [name, b.answers[0]])) };
    case 'HOT_SPOT':
      return {
        points: q.spots
          .filter((s) => s.correct)
          .map((s) => ({ x: s.x + s.width / 2 + q.bgOffsetX, y: s.y + s.height / 2 + q.bgOffsetY })),
      };
    case 'BRANCHING': {
      let level: readonly BranchOption[] | undefined = q.branchingChoices;
      for (const id of pathSoFar) level = level?.find((o) => o.id === id)?.next;
      const pick = level?.find((o) => o.correct);
      return { path: [...pathSoFar, pick?.id] };
    }
    case 'SURVEY': {
      let level: readonly SurveyStep[] | undefined = q.surveyChoices;
      for (const e of pathSoFar as { stepId: string; optionId?: string }[]) {
        const step: SurveyStep | undefined = level?.find((s) => s.id === e.stepId);
        level = step?.options?.find((o) => o.id === e.optionId)?.next ?? step?.next;
      }
      const step = level?.[0];
      if (!step) throw new Error(`${q.id}: survey has no step after ${JSON.stringify(pathSoFar)}`);
      const values = { DATE: '2019-03-15', TEXT: 'I introduce myself and hand out the IABS notice.', STATE: 'TX' } as const;
      const entry = surveyChoiceTakesOptions(step.surveyChoiceType)
        ? { stepId: step.id, ...(step.options?.[0] ? { optionId: step.options[0].id } : {}) }
        : { stepId: step.id, value: values[step.surveyChoiceType] };
      return { path: [...pathSoFar, entry] };
    }
    case 'STUDENT_POLL':
      return { choiceIds: [q.choices[0]?.id] };
    case 'FORUM':
      return { postText: 'I disclose whom I represent before we discuss any property.' };
    case 'ASSIGNMENT':
      return { responseText: 'I would tell the visitor that I represent the seller and give the IABS notice first.' };
  }
}
