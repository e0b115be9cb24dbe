import type { BranchOption, SurveyStep } from './inquiry-schema.js';

/**
 * Depth-first visits of the nested levels of BRANCHING options and SURVEY steps, with the dotted path of
 * each entry as it appears in the package (for problem reports).
 */
export function visitBranchLevels(
  level: readonly BranchOption[],
  path: string,
  visit: (level: readonly BranchOption[], path: string) => void,
): void {
  visit(level, path);
  level.forEach((o, i) => {
    if (o.next) visitBranchLevels(o.next, `${path}.${i}.next`, visit);
  });
}

export function visitSurveySteps(
  level: readonly SurveyStep[],
  path: string,
  visit: (step: SurveyStep, path: string) => void,
): void {
  level.forEach((step, i) => {
    const here = `${path}.${i}`;
    visit(step, here);
    step.options?.forEach((o, j) => {
      if (o.next) visitSurveySteps(o.next, `${here}.options.${j}.next`, visit);
    });
    if (step.next) visitSurveySteps(step.next, `${here}.next`, visit);
  });
}
